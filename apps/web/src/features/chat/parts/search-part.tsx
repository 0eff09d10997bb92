import { useTranslation } from 'react-i18next';
import { safeUrl } from '@/lib/safe-url';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';

/** What the assistant searched: a summary that unfolds into keywords by query, sources and products found. */
export function SearchPart({ part, message }: AnswerPartProps<'search'>) {
  const { t } = useTranslation('conversation');
  const result = part.result;
  const searching = message.status === 'searching';

  return (
    <details className={styles.search} data-testid="search-result">
      <summary>
        {searching
          ? t('search.searching', { queries: result.keywords.length })
          : t('search.summary', {
              queries: result.keywords.length,
              links: result.links.length,
              products: result.products.length,
            })}
      </summary>
      {result.keywords.length ? (
        <ul className={styles.queryGroups} aria-label={t('search.keywords')}>
          {result.keywords.map((group, i) => (
            <li key={`${group.query}-${i}`} data-testid="search-query">
              <span className={styles.query}>{group.query}</span>
              {group.keywords.length ? (
                <ul className={styles.keywords}>
                  {group.keywords.map((k) => (
                    <li key={k}>{k}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {result.links.length ? (
        <ol className={styles.links} aria-label={t('search.links')}>
          {result.links.map((link, i) => {
            const href = safeUrl(link.url);
            return (
              <li key={`${link.url}-${i}`} data-testid="search-link">
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                    {link.title}
                  </a>
                ) : (
                  link.title
                )}
                {link.source ? <span className={styles.linkSource}>{link.source}</span> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {result.products.length ? (
        <ul className={styles.searchProducts} aria-label={t('search.products')}>
          {result.products.map((p) => {
            const href = safeUrl(p.url);
            const text = t('search.product', { title: p.title, price: p.price, mall: p.mall });
            return (
              <li key={p.id} data-testid="search-product">
                {href ? <a href={href}>{text}</a> : text}
              </li>
            );
          })}
        </ul>
      ) : null}
    </details>
  );
}
