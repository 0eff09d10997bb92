import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import styles from '../chat.module.css';
import type { PartProps } from './part-props';

/** Why an answer ended early: the error text of spec section 8, or the stop note. */
export function NoticePart({ message }: PartProps) {
  if (message.status === 'cancel') return <p className={styles.stopped}>{CLIENT_ERROR_TEXT.stopped}</p>;
  return (
    <p className={styles.error} role={message.isHistory ? undefined : 'alert'} data-testid="robot-error">
      {message.errorText ?? CLIENT_ERROR_TEXT.streamGenerationError}
    </p>
  );
}
