import { useEffect } from 'react';
import { useQueryClient } from '@/lib/query';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { onConversationChanged } from '@/lib/app-events';
import { HISTORY_ENTRIES_KEY, useRecentHistory } from '../api/history-entries';
import styles from '../recent-history.module.css';
import { entryTitle, viewOfEntry } from './entry-kinds';

const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The latest entries of /history (both chat screens) beside a chat on a desktop: each opens in
 * its own conversation; `activeKey` marks the one on screen. It refreshes when an answer settles.
 * Loaded on demand (with zod and the screens' strings), so the chat's first screen stays small.
 */
export default function RecentHistory({ activeKey = null }: { activeKey?: string | null }) {
  const { t, i18n } = useTranslation('screens');
  const query = useRecentHistory();
  const client = useQueryClient();
  useEffect(() => onConversationChanged(() => void client.invalidateQueries({ queryKey: [HISTORY_ENTRIES_KEY] })), [client]);

  let body;
  if (query.isError)
    body = (
      <div className={styles.status} role="alert">
        <p>{t('history.recentFailed')}</p>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('history.retry')}
        </button>
      </div>
    );
  else if (!query.data)
    body = (
      <p className={styles.status} role="status">
        {t('common.loading')}
      </p>
    );
  else if (query.data.list.length === 0) body = <p className={styles.status}>{t('history.recentEmpty')}</p>;
  else
    body = (
      <ul className={styles.list} data-testid="recent-history">
        {query.data.list.map(viewOfEntry).map((view) => (
          <li key={view.key}>
            <Link
              className={styles.item}
              to={view.href}
              aria-current={view.key === activeKey ? 'page' : undefined}
              data-testid={view.testId}
            >
              <span className={styles.title}>{entryTitle(view, t)}</span>
              <span className={styles.meta}>
                <time dateTime={view.at}>{timeOf(view.at, i18n.language)}</time> · {t(view.badgeKey)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <nav className={styles.sidebar} aria-label={t('history.recentLabel')} data-testid="history-sidebar">
      <h2 className={styles.heading}>{t('history.recentHeading')}</h2>
      {body}
      <Link className={styles.all} to={paths.history} data-testid="recent-history-all">
        {t('history.recentAll')}
      </Link>
    </nav>
  );
}
