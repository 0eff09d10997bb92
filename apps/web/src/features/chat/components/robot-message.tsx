import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveStatus, type RobotMessage } from '../model';
import { ROBOT_PARTS, type RobotPart } from '../parts/registry';
import styles from './messages.module.css';

/**
 * An answer: its parts come from the registry (`parts`: all of them, or a shared conversation's
 * read-only few); `data-status` exposes the MessageStatus.
 */
export const RobotMessageView = memo(function RobotMessageView({
  message,
  parts = ROBOT_PARTS,
}: {
  message: RobotMessage;
  parts?: readonly RobotPart[];
}) {
  const { t } = useTranslation('conversation');
  // Re-rendered with every streamed flush: translate once per language, not once per render.
  const label = useMemo(() => t('role.robot'), [t]);
  return (
    <article
      className={styles.robot}
      data-testid={message.kind === 'welcome' ? 'welcome-message' : 'robot-message'}
      data-status={message.status}
      data-question-id={message.questionId || undefined}
      data-error-type={message.errorType ?? undefined}
      aria-label={label}
      aria-busy={isActiveStatus(message.status) && !message.isHistory}
    >
      {parts.map(({ type, visible, Component }) => (visible(message) ? <Component key={type} message={message} /> : null))}
    </article>
  );
});
