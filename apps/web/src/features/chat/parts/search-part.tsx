import { useTranslation } from 'react-i18next';
import { safeUrl } from '@/lib/safe-url';
import styles from '../chat.module.css';
import type { PartProps } from './part-props';

/** What the assistant searched: a one-line summary that unfolds into keywords and sources. */
export function SearchPart({ message }: PartProps) {
  const { t } = useTranslation('chat');
  const result = message.searchResult;
  if (!result) return null;
  const keywords = [...new Set(result.keywords.flatMap((g) => (g.keywords.length ? g.keywords : [g.query])))];

  return (
    <details className={styles.search}>
      <summary>{t('search.summary', { keywords: keywords.length, links: result.links.length })}</summary>
      {keywords.length ? (
        <ul className={styles.keywords} aria-label={t('search.keywords')}>
          {keywords.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      ) : null}
      {result.links.length ? (
        <ol className={styles.links} aria-label={t('search.links')}>
          {result.links.map((link, i) => {
            const href = safeUrl(link.url);
            return (
              <li key={`${link.url}-${i}`}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                    {link.title}
                  </a>
                ) : (
                  link.title
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
    </details>
  );
}
