import { useTranslation } from 'react-i18next';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';
import { ProductCardBody } from './product-card';
import { SmartLink } from './smart-link';

const day = (iso: string, lang: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(lang);
};

/** The wish list as the assistant shows it: each product, its target price and whether it is reached. */
export function WishCardsPart({ part }: AnswerPartProps<'wish'>) {
  const { t, i18n } = useTranslation('conversation');
  return (
    <section className={styles.cards} aria-label={t('wish.heading')}>
      <p className={styles.partTitle}>{t('wish.heading')}</p>
      <ul>
        {part.items.map((wish) => (
          <li key={wish.product.id} className={styles.card} data-testid="wish-card" data-reached={wish.reached}>
            <SmartLink className={styles.cardLink} href={wish.product.url}>
              <ProductCardBody card={wish.product} />
            </SmartLink>
            <p className={styles.cardFooter}>
              <span className={wish.reached ? styles.badgeGood : styles.badge}>
                {wish.reached ? t('wish.reached') : t('wish.waiting')}
              </span>
              {wish.target_price !== null ? <span>{t('wish.target', { price: wish.target_price })}</span> : null}
              <span>{t('wish.added', { date: day(wish.created_at, i18n.language) })}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
