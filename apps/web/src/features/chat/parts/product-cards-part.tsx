import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@app/protocol/cards';
import { safeUrl } from '@/lib/safe-url';
import styles from '../chat.module.css';
import type { PartProps } from './part-props';

function Card({ card }: { card: ProductCard }) {
  const { t } = useTranslation('chat');
  const href = safeUrl(card.url);
  const image = safeUrl(card.image);
  const body = (
    <>
      {image ? <img className={styles.cardImage} src={image} alt="" loading="lazy" decoding="async" /> : null}
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
  return (
    <li className={styles.card} data-testid="product-card">
      {href ? (
        <a className={styles.cardLink} href={href} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <div className={styles.cardLink}>{body}</div>
      )}
    </li>
  );
}

/** Product cards: image, title, price and mall. */
export function ProductCardsPart({ message }: PartProps) {
  const { t } = useTranslation('chat');
  return (
    <section className={styles.cards} aria-label={t('products.heading')}>
      <ul>
        {message.productsCards.map((card) => (
          <Card key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}
