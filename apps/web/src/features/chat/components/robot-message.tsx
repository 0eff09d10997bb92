import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../chat.module.css';
import { isActiveStatus, type RobotMessage } from '../model';
import { ROBOT_PARTS } from '../parts/registry';

/** An answer: its parts come from the registry; `data-status` exposes the MessageStatus. */
export const RobotMessageView = memo(function RobotMessageView({ message }: { message: RobotMessage }) {
  const { t } = useTranslation('chat');
  return (
    <article
      className={styles.robot}
      data-testid="robot-message"
      data-status={message.status}
      aria-label={t('role.robot')}
      aria-busy={isActiveStatus(message.status) && !message.isHistory}
    >
      {ROBOT_PARTS.map(({ type, visible, Component }) => (visible(message) ? <Component key={type} message={message} /> : null))}
    </article>
  );
});
