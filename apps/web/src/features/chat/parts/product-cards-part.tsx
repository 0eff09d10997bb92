import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@app/protocol/cards';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';
import { ProductCardLink } from './product-card';

/** Product cards: image, title, price and mall; `gallery` (multi_cards) as large pictures, two to a row on a phone. */
export function ProductCardsPart({ part }: AnswerPartProps<'products'>) {
  return part.layout === 'gallery' ? <GalleryCards cards={part.cards} /> : <ListCards cards={part.cards} />;
}

function ListCards({ cards }: { cards: ProductCard[] }) {
  const { t } = useTranslation('conversation');
  return (
    <section
      className={styles.cards}
      // Named after what it holds, so two answers' card regions never share a name (axe landmark-unique).
      aria-label={t('products.headingFor', { count: cards.length, first: cards[0]?.title ?? '' })}
    >
      <ul>
        {cards.map((card) => (
          <ProductCardLink key={card.id} card={card} testId="product-card" />
        ))}
      </ul>
    </section>
  );
}

function GalleryCards({ cards }: { cards: ProductCard[] }) {
  const { t } = useTranslation('conversation');
  return (
    <section
      className={styles.imageCards}
      aria-label={t('products.imageHeadingFor', {
        count: cards.length,
        first: cards[0]?.title ?? '',
      })}
    >
      <ul>
        {cards.map((card) => (
          <ProductCardLink key={card.id} card={card} large testId="image-product-card" />
        ))}
      </ul>
    </section>
  );
}
