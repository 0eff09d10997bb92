import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { ApiError } from '@/lib/http';
import { confirmDialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useDeleteChat, useHistoryList } from '../api/history-list';
import styles from '../history.module.css';
import { dayLabel, groupByDay } from './group-by-day';

const chatUrl = (id: string) => `/chat/${encodeURIComponent(id)}`;
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** /history: chats grouped by day, searchable, paged; a chat opens at /chat/{id} or is deleted after a confirm. */
export function HistoryPage() {
  const { t } = useTranslation('screens');
  const [text, setText] = useState('');
  const keyword = useDeferredValue(text.trim());
  const query = useHistoryList(keyword);
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const remove = useDeleteChat();

  async function onDelete(sessionId: string, title: string) {
    const ok = await confirmDialog({
      title: t('history.deleteTitle'),
      content: t('history.deleteConfirm', { title }),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    remove.mutate(sessionId, {
      onSuccess: () => toast.success(t('history.deleted')),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.kind === 'server' && error.message ? error.message : t('history.deleteFailed'),
        ),
    });
  }
  const label = (day: string) => {
    const l = dayLabel(day);
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
      ) : items.length === 0 ? (
        <div className={styles.status}>
          <p className={styles.muted}>{keyword ? t('history.noMatch', { keyword }) : t('history.empty')}</p>
          {keyword ? null : (
            <p className={styles.actions} style={{ justifyContent: 'center' }}>
              <Link className={styles.primary} to="/chat/new">
                {t('history.start')}
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <p className={styles.note}>{t('history.total', { count: total })}</p>
          {groupByDay(items).map((g) => (
            <section key={g.day} className={styles.group} aria-label={label(g.day)}>
              <h2 className={styles.day}>{label(g.day)}</h2>
              <ul className={styles.list}>
                {g.items.map((s) => (
                  <li key={s.session_id} className={styles.row}>
                    <Link
                      className={styles.item}
                      to={chatUrl(s.session_id)}
                      data-track="gw_history_open"
                      data-testid="history-item"
                    >
                      <p className={styles.itemTitle}>{s.title}</p>
                      <p className={styles.itemMeta}>
                        {timeOf(s.update_time)}
                        {s.last_question ? ` · ${t('history.lastQuestion', { text: s.last_question })}` : ''}
                      </p>
                    </Link>
                    <button
                      type="button"
                      className={styles.remove}
                      disabled={remove.isPending && remove.variables === s.session_id}
                      aria-label={t('history.deleteLabel', { title: s.title })}
                      onClick={() => void onDelete(s.session_id, s.title)}
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
