import { useTranslation } from 'react-i18next';
import { safeUrl } from '@/lib/safe-url';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';

/** What the assistant searched: a summary that unfolds into keywords by query, sources and products found. */
export function SearchPart({ part, message }: AnswerPartProps<'search'>) {
  const { t } = useTranslation('conversation');
  const result = part.result;
  const searching = message.status === 'searching';
  // "搜索了 2 个问题，参考 3 篇资料、4 件商品": each count in the language's plural, none said when 0.
  const summaryOf = (r: NonNullable<typeof result>): string => {
    const searched = t('search.searched', { count: r.keywords.length });
    const found = [
      r.links.length ? t('search.linkCount', { count: r.links.length }) : '',
      r.products.length ? t('search.productCount', { count: r.products.length }) : '',
    ].filter(Boolean);
    if (found.length === 0) return searched;
    return t('search.consulted', { searched, found: found.join(t('search.and')) });
  };

  return (
    <details className={styles.search} data-testid="search-result">
      <summary>{searching ? t('search.searching', { count: result.keywords.length }) : summaryOf(result)}</summary>
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
