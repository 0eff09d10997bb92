import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WS_EVENTS } from '@app/protocol/ws';
import { appSocket, type WsClient } from '@/lib/ws';
import '../strings';
import styles from '../host-app.module.css';

/**
 * The user-info-collecting notice of /chatNext (spec section 7): shown when the socket pushes
 * user_profile / user_profile_collect, until the user closes it.
 */
export function UserProfileCollectNotice({ socket = appSocket }: { socket?: WsClient }) {
  const { t } = useTranslation('hostApp');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    socket.connect();
    return socket.on(`user_profile&${WS_EVENTS.userProfileCollect}`, () => setVisible(true));
  }, [socket]);
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
