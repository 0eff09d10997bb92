import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@/lib/query';
import { useTranslation } from 'react-i18next';
import type { CloudMobileTask } from '@app/protocol/cards';
import { taskIdOf } from '@app/protocol/cloud-phone';
import { native, nativeBridge } from '@/lib/bridge/bridge';
import { toast } from '@/lib/toast';
import { appSocket, type WsClient } from '@/lib/ws';
import { cloudTicketQuery } from '../api/cloud-ticket';
import { runCloudEffects } from '../effects';
import { initialCloudPhoneState, reduceCloudTask, type CloudPhoneState } from '../task-machine';
import '../strings';

/** An update older than what is shown (a slow poll after a push) is dropped. */
const isStale = (current: CloudMobileTask | null, next: CloudMobileTask): boolean =>
  !!current && taskIdOf(current) === taskIdOf(next) && (next.timestamp ?? 0) < (current.timestamp ?? 0);

/**
 * The watched task: pushes over the socket (module cloud_app) and the 300 000 ms poll feed the
 * task machine; its effects become toasts, native popups (in the host app) and the poll switch.
 */
export function useCloudTask(
  taskId: string | null,
  socket: WsClient = appSocket,
): CloudPhoneState & { follow: (task: CloudMobileTask) => void } {
  const { t } = useTranslation('cloudPhone');
  const [machine, setMachine] = useState<CloudPhoneState>(initialCloudPhoneState);
  const [polling, setPolling] = useState(false);
  const [followed, setFollowed] = useState<string | null>(taskId);
  const ref = useRef(machine);

  const apply = useCallback(
    (task: CloudMobileTask) => {
      if (isStale(ref.current.task, task)) return;
      const { state, effects } = reduceCloudTask(ref.current, task);
      ref.current = state;
      setMachine(state);
      runCloudEffects(effects, {
        notify: (key) => toast.info(t(key)),
        popup: (popup, show, id) => {
          if (!nativeBridge.supported) return;
          if (show) native.showCloudPhonePopup(popup, id);
          else native.hideCloudPhonePopup(popup, id);
        },
        setPolling,
      });
    },
    [t],
  );

  useEffect(() => {
    socket.connect();
    return socket.on('cloud_app', (frame) => {
      if (frame.module !== 'cloud_app') return;
      if (followed && taskIdOf(frame.data) !== followed) return;
      apply(frame.data);
    });
  }, [socket, apply, followed]);

  const ticket = useQuery(cloudTicketQuery(followed, polling));
  useEffect(() => {
    if (ticket.data?.task) apply(ticket.data.task);
  }, [ticket.data, apply]);

  const follow = useCallback(
    (task: CloudMobileTask) => {
      setFollowed(taskIdOf(task));
      apply(task);
    },
    [apply],
  );
  return { ...machine, follow };
}
