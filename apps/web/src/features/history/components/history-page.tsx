import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http';
import { confirmDialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useDeleteEntry } from '../api/delete-entry';
import { useHistoryEntries } from '../api/history-entries';
import styles from '../history.module.css';
import { entryTitle, viewOfEntry, type EntryView } from './entry-kinds';
import { EntryLink } from './entry-row';
import { groupByDay, viewerDayLabel } from './group-by-day';

/**
 * /history: everything the user asked, on /chatNext and in /chat sessions, newest first and
 * grouped by day, searchable over questions and answers, paged. An entry opens in its own
 * conversation; any entry can be deleted after a confirm (a session as a whole, a /chatNext
 * question with its answer), leaving the list at once and coming back if the server refuses.
 */
export function HistoryPage() {
  const { t } = useTranslation('screens');
  const [text, setText] = useState('');
  const keyword = useDeferredValue(text.trim());
  const query = useHistoryEntries(keyword);
  const views = (query.data?.pages.flatMap((p) => p.list) ?? []).map(viewOfEntry);
  const total = query.data?.pages[0]?.total ?? 0;
  const remove = useDeleteEntry();

  async function onDelete(view: EntryView) {
    const ok = await confirmDialog({
      title: t(view.deleteKeys.title),
      content: t(view.deleteKeys.confirm, { title: entryTitle(view, t) }),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    remove.mutate(view.ref, {
      onSuccess: () => toast.success(t('history.deleted')),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.kind === 'server' && error.message ? error.message : t('history.deleteFailed'),
        ),
    });
  }
  const label = (day: string) => {
    const l = viewerDayLabel(day);
    return l === 'today' ? t('history.today') : l === 'yesterday' ? t('history.yesterday') : l;
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('history.heading')}</h1>
      <input
        className={styles.search}
        type="search"
        value={text}
        placeholder={t('history.search')}
        aria-label={t('history.searchLabel')}
        maxLength={50}
        onChange={(e) => setText(e.target.value)}
        data-testid="history-search"
      />
      {query.isError ? (
        <p className={styles.status} role="alert">
          {t('common.loadFailed')}
        </p>
      ) : !query.data ? (
        <p className={styles.status} aria-busy="true">
          {t('common.loading')}
        </p>
      ) : views.length === 0 ? (
        <div className={styles.status}>
          <p className={styles.muted}>{keyword ? t('history.noMatch', { keyword }) : t('history.empty')}</p>
          {keyword ? null : (
            <p className={styles.actions} style={{ justifyContent: 'center' }}>
              <Link className={styles.primary} to={paths.chatNext}>
                {t('history.start')}
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <p className={styles.note} aria-live="polite">
            {t('history.total', { count: total })}
          </p>
          {groupByDay(views).map((g) => (
            <section key={g.day} className={styles.group} aria-label={label(g.day)}>
              <h2 className={styles.day}>{label(g.day)}</h2>
              <ul className={styles.list}>
                {g.items.map((view) => (
                  <li key={view.key} className={styles.row}>
                    <EntryLink view={view} />
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t(view.deleteKeys.label, { title: entryTitle(view, t) })}
                      onClick={() => void onDelete(view)}
                      data-track="gw_history_delete"
                      data-testid="history-delete"
                    >
                      {t('common.delete')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {query.hasNextPage ? (
            <div className={styles.more}>
              <button
                type="button"
                className={styles.secondary}
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                data-testid="history-more"
              >
                {query.isFetchingNextPage ? t('common.loading') : t('history.more')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
