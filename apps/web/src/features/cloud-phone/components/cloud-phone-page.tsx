import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/config/paths';
import { useEnvFlags } from '@/lib/env';
import { cloudPhoneGate, type CloudPhoneVariant } from '../gate';
import { useCloudTask } from '../hooks/use-cloud-task';
import styles from '../cloud-phone.module.css';
import { StartForm } from './start-form';
import { TaskCard } from './task-card';
import '../strings';

function LiveTask({ taskId }: { taskId: string | null }) {
  const { t } = useTranslation('cloudPhone');
  const { task, phase, follow } = useCloudTask(taskId);
  const live = phase === 'ongoing' || phase === 'handover';
  return (
    <>
      {!live && <StartForm onStarted={follow} />}
      {task ? <TaskCard task={task} phase={phase} /> : <p>{t('empty')}</p>}
    </>
  );
}

/** /cloudPhone and /cloudPhoneNext (spec section 2): the live task, gated by host app version. */
export function CloudPhonePage({ variant }: { variant: CloudPhoneVariant }) {
  const { t } = useTranslation('cloudPhone');
  const flags = useEnvFlags();
  const [search] = useSearchParams();
  const gate = cloudPhoneGate(flags, variant);
  return (
    <main className={styles.page}>
      <h1>{t('title')}</h1>
      {gate.kind === 'upgrade' ? (
        <p role="alert">{t('upgrade', { version: gate.version })}</p>
      ) : (
        <LiveTask taskId={search.get(queryKeys.taskId)} />
      )}
    </main>
  );
}
