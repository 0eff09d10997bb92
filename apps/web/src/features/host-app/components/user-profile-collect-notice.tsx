import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterStartup } from '@/lib/after-startup';
import type { WsClient } from '@/lib/ws';
import '../strings';
import styles from '../host-app.module.css';

/**
 * The user-info-collecting notice of /chatNext (spec section 7): shown when the socket pushes
 * user_profile / user_profile_collect, until the user closes it. The socket loads lazily.
 */
function UserProfileCollectNoticeView({
  socket,
  schedule = afterStartup,
}: {
  socket?: WsClient;
  /** When to connect: after startup by default, so the socket never competes with the first screen. */
  schedule?: (task: () => void) => () => void;
}) {
  const { t } = useTranslation('hostApp');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // The socket client and its frame schemas load once the first screen is in.
    let off: (() => void) | null = null;
    let current = true;
    const cancel = schedule(() => {
      void import('../profile-collect-subscription').then(({ subscribeProfileCollect }) => {
        if (current) off = subscribeProfileCollect(() => setVisible(true), socket);
      });
    });
    return () => {
      current = false;
      cancel();
      off?.();
    };
  }, [socket, schedule]);
  if (!visible) return null;
  return (
    <div className={styles.banner} role="status" data-testid="user-profile-collect">
      <div className={styles.bannerText}>
        <strong>{t('profileCollect.title')}</strong>
        <span>{t('profileCollect.body')}</span>
      </div>
      <button type="button" className={styles.close} onClick={() => setVisible(false)}>
        {t('profileCollect.close')}
      </button>
    </div>
  );
}

/**
 * Memoised: when the logged-in user's answer arrives during the first load, the /chatNext route
 * renders again for the conversation's sake; this part's props are the same, so it is skipped
 * (decision 088). It still renders on its own state, store and context changes.
 */
export const UserProfileCollectNotice = memo(UserProfileCollectNoticeView);
