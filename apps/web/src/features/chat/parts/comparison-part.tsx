import { useTranslation } from 'react-i18next';
import type { ComparisonRow } from '@app/protocol/cards';
import styles from './comparison.module.css';
import type { AnswerPartProps } from './part-props';
import { SmartLink } from './smart-link';

/**
 * Products compared side by side (issue 20, decision 025): a real table whose first column (the
 * row labels) stays put while the products swipe sideways on a phone; each product's head shows
 * its price and mall and opens its item page; the row that decides is marked, with why below.
 */
export function ComparisonPart({ part }: AnswerPartProps<'comparison'>) {
  const { t } = useTranslation('conversation');
  const { products, rows, deciding } = part.comparison;
  const heading = t('comparison.heading', { names: products.map((p) => p.title).join(' / ') });
  const isDeciding = (r: ComparisonRow) => deciding?.label === r.label;
  return (
    <section className={styles.comparison} aria-label={heading} data-testid="comparison">
      <div
        className={styles.scroller}
        // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={heading}
        data-count={products.length}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{heading}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {t('comparison.row')}
              </th>
              {products.map((p) => (
                <th key={p.id} scope="col" className={styles.product} data-testid="comparison-product">
                  <SmartLink className={styles.productLink} href={p.url} aria-label={t('comparison.open', { title: p.title })}>
                    <span className={styles.productTitle}>{p.title}</span>
                  </SmartLink>
                  <span className={styles.price}>{t('products.price', { price: p.price })}</span>
                  <span className={styles.mall}>{p.mall}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.label}
                className={isDeciding(r) ? styles.deciding : undefined}
                data-deciding={isDeciding(r) || undefined}
              >
                <th scope="row" className={styles.label}>
                  {r.label}
                  {isDeciding(r) ? <span className={styles.badge}>{t('comparison.deciding')}</span> : null}
                </th>
                {r.values.map((v, i) => (
                  <td key={products[i]?.id ?? i} className={r.best === i ? styles.best : undefined}>
                    {v}
                    {r.best === i ? (
                      <>
                        <span aria-hidden="true"> ★</span>
                        <span className="visually-hidden">（{t('comparison.best')}）</span>
                      </>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {products.length > 2 ? <p className={styles.swipe}>{t('comparison.swipe')}</p> : null}
      {deciding ? (
        <p className={styles.why} data-testid="comparison-why">
          {t('comparison.why', { label: deciding.label, why: deciding.why })}
        </p>
      ) : null}
    </section>
  );
}
