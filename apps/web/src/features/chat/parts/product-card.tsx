import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@app/protocol/cards';
import { safeUrl } from '@/lib/safe-url';
import styles from './parts.module.css';
import { SmartLink } from './smart-link';

/** Image, title, price (with the original when higher), mall and the assistant's reason. */
export function ProductCardBody({ card, large = false }: { card: ProductCard; large?: boolean }) {
  const { t } = useTranslation('conversation');
  const image = safeUrl(card.image);
  return (
    <>
      {image ? (
        <img className={large ? styles.cardImageLarge : styles.cardImage} src={image} alt="" loading="lazy" decoding="async" />
      ) : null}
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{card.title}</span>
        <span className={styles.cardPrice}>{t('products.price', { price: card.price })}</span>
        {card.original_price && card.original_price > card.price ? (
          <span className={styles.cardOriginal}>{t('products.originalPrice', { price: card.original_price })}</span>
        ) : null}
        <span className={styles.cardMall}>{t('products.mall', { mall: card.mall })}</span>
        {card.reason ? <span className={styles.cardReason}>{card.reason}</span> : null}
      </span>
    </>
  );
}

/** A product card that links to the product. */
export function ProductCardLink({ card, large = false, testId }: { card: ProductCard; large?: boolean; testId: string }) {
  return (
    <li className={large ? styles.cardLarge : styles.card} data-testid={testId}>
      <SmartLink className={styles.cardLink} href={card.url}>
        <ProductCardBody card={card} large={large} />
      </SmartLink>
    </li>
  );
}
