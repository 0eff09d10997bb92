import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '@/lib/safe-url';
import styles from '../chat.module.css';
import type { UserMessage } from '../model';

/** The user's question, right-aligned. */
export const UserMessageView = memo(function UserMessageView({ message }: { message: UserMessage }) {
  const { t } = useTranslation('chat');
  const images = message.images.map(safeUrl).filter((u): u is string => u !== null);
  return (
    <article className={styles.user} data-testid="user-message" aria-label={t('role.user')}>
      {images.map((src) => (
        <img key={src} className={styles.userImage} src={src} alt="" loading="lazy" />
      ))}
      <p className={styles.userBubble}>{message.content}</p>
    </article>
  );
});
