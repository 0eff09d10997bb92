import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomableImage } from '@/components/image-viewer/image-viewer';
import { safeUrl } from '@/lib/safe-url';
import type { UserMessage } from '../model';
import { ProductCardBody } from '../parts/product-card';
import { SmartLink } from '../parts/smart-link';
import styles from './messages.module.css';
import { VoiceBubble } from './voice-bubble';

/** The user's question, right-aligned: pictures, the product asked about, the recording, the words. */
export const UserMessageView = memo(function UserMessageView({ message }: { message: UserMessage }) {
  const { t } = useTranslation('conversation');
  const images = message.images.map(safeUrl).filter((u): u is string => u !== null);
  return (
    <article className={styles.user} data-testid="user-message" aria-label={t('role.user')}>
      {images.map((src) => (
        // A picture the user sent opens full screen on tap, as in an answer.
        <ZoomableImage key={src} src={src} alt={t('user.image')} className={styles.userImageButton}>
          <img className={styles.userImage} src={src} alt={t('user.image')} loading="lazy" data-testid="user-image" />
        </ZoomableImage>
      ))}
      {message.productCard ? (
        <div className={styles.userCard} data-testid="user-card">
          <SmartLink className={styles.userCardLink} href={message.productCard.url}>
            <ProductCardBody card={message.productCard} />
          </SmartLink>
        </div>
      ) : message.cardUrl ? (
        <p className={styles.userCard} data-testid="user-card">
          <SmartLink className={styles.userCardLink} href={message.cardUrl}>
            {message.targetPrice ? t('user.cardWithPrice', { price: message.targetPrice }) : t('user.card')}
          </SmartLink>
        </p>
      ) : null}
      {message.voice ? <VoiceBubble voice={message.voice} /> : null}
      {message.content ? <p className={styles.userBubble}>{message.content}</p> : null}
    </article>
  );
});
