import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWishAdds } from '../hooks/use-wish-adds';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';
import { ProductCardBody } from './product-card';
import { WishAddStatus } from './wish-add-status';

/** Products to pick for the wish list: tick any number, then add them (straight to the wish list). */
export function WishSelectPart({ part }: AnswerPartProps<'wish-select'>) {
  const { t } = useTranslation('conversation');
  const wishes = useWishAdds();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chosen = part.cards.filter((c) => picked.has(c.id) && !wishes.added.has(c.id));
  // Ticks stay: what was added drops out of `chosen`, what failed can be tried again.
  const add = () => wishes.add(chosen.map((c) => ({ productId: c.id, targetPrice: null })));

  return (
    <section className={styles.wishSelect} aria-label={t('wishSelect.heading')}>
      <p className={styles.partTitle}>{t('wishSelect.heading')}</p>
      <ul>
        {part.cards.map((card) => {
          const added = wishes.added.has(card.id);
          return (
            <li
              key={card.id}
              className={styles.card}
              data-testid="wish-select-card"
              data-product-id={card.id}
              data-added={added || undefined}
            >
              <label className={styles.cardLink}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={added || picked.has(card.id)}
                  disabled={added}
                  onChange={() => toggle(card.id)}
                  data-testid="wish-select-checkbox"
                />
                <ProductCardBody card={card} />
              </label>
              {added ? <p className={styles.wishAdded}>{t('wishAdd.added')}</p> : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.primaryButton}
        disabled={wishes.pending || chosen.length === 0}
        onClick={add}
        data-testid="wish-select-add"
      >
        {t('wishSelect.add', { count: chosen.length })}
      </button>
      <WishAddStatus added={wishes.added.size} error={wishes.error} />
    </section>
  );
}
