import { useTranslation } from 'react-i18next';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { inUserLanguage } from '@/lib/client-text';
import { useChatActions, useChatStore } from '../chat-context';
import type { RobotErrorType } from '../model';
import { chatSelectors } from '../store';
import styles from './parts.module.css';
import type { PartProps } from './part-props';

/**
 * How each way an answer can fail is shown (spec section 8): whether asking again can help. A
 * risk-review failure asks the user to rephrase; an expired login has already opened the login.
 */
const ERROR_NOTICES: Record<RobotErrorType, { retry: boolean }> = {
  login_expired: { retry: false },
  network: { retry: true },
  offline: { retry: true },
  server: { retry: true },
  generation: { retry: true },
  interrupted: { retry: true },
  risk: { retry: false },
};

/** Why an answer ended early: the error text (with a retry where it can help), or the stop note. */
export function NoticePart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  const busy = useChatStore(chatSelectors.isBusy);
  const chatActions = useChatActions();
  if (message.status === 'cancel')
    return (
      <p className={styles.stopped} data-testid="robot-stopped">
        {inUserLanguage(CLIENT_ERROR_TEXT.stopped)}
      </p>
    );
  const kind = message.errorType ?? 'generation';
  return (
    <div className={styles.notice} data-error-type={kind}>
      <p className={styles.error} role={message.isHistory ? undefined : 'alert'} data-testid="robot-error">
        {inUserLanguage(message.errorText ?? CLIENT_ERROR_TEXT.streamGenerationError)}
      </p>
      {ERROR_NOTICES[kind].retry ? (
        <button
          type="button"
          className={styles.retryButton}
          disabled={busy}
          onClick={() => void chatActions.retry(message.id)}
          data-testid="retry-answer"
        >
          {t('notice.retry')}
        </button>
      ) : null}
    </div>
  );
}
