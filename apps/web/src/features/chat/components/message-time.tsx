import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '../message-time';
import styles from './messages.module.css';

/**
 * When a message was sent (the stored create time, or the local send time): shown above it on
 * hover (desktop) or after a long press (phone), in the gap between messages so nothing moves.
 */
export function MessageTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation('conversation');
  const text = formatMessageTime(iso, new Date(), i18n.language);
  if (!text) return null;
  return (
    <time className={styles.time} dateTime={iso} data-testid="message-time">
      {text}
    </time>
  );
}
