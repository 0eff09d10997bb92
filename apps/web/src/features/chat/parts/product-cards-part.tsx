import { useTranslation } from 'react-i18next';
import styles from './parts.module.css';
import type { PartProps } from './part-props';
import { ProductCardLink } from './product-card';

/** Product cards: image, title, price and mall. */
export function ProductCardsPart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  return (
    <section
      className={styles.cards}
      // Named after what it holds, so two answers' card regions never share a name (axe landmark-unique).
      aria-label={t('products.headingFor', { count: message.productsCards.length, first: message.productsCards[0]?.title ?? '' })}
    >
      <ul>
        {message.productsCards.map((card) => (
          <ProductCardLink key={card.id} card={card} testId="product-card" />
        ))}
      </ul>
    </section>
  );
}

/** `multi_cards`: products shown as large pictures, two to a row on a phone. */
export function ImageProductCardsPart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  return (
    <section
      className={styles.imageCards}
      aria-label={t('products.imageHeadingFor', {
        count: message.imageProductCards.length,
        first: message.imageProductCards[0]?.title ?? '',
      })}
    >
      <ul>
        {message.imageProductCards.map((card) => (
          <ProductCardLink key={card.id} card={card} large testId="image-product-card" />
        ))}
      </ul>
    </section>
  );
}
