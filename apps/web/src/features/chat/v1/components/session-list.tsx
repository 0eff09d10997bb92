import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionSummary } from '@app/protocol/sessions';
import { paths } from '@/config/paths';
import { useSessionList } from '../api/session-list';
import styles from './sessions.module.css';

const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function SessionItem({ session, active }: { session: SessionSummary; active: boolean }) {
  const { t, i18n } = useTranslation('conversation');
  return (
    <li>
      <Link
        className={styles.item}
        to={paths.chatById(session.session_id)}
        aria-current={active ? 'page' : undefined}
        data-testid="session-item"
      >
        <p className={styles.itemTitle}>{session.title || t('sessions.untitled')}</p>
        {session.last_question ? (
          <span className={styles.itemMeta}>{t('sessions.lastQuestion', { text: session.last_question })}</span>
        ) : null}
        <time className={styles.itemMeta} dateTime={session.update_time}>
          {timeOf(session.update_time, i18n.language)}
        </time>
      </Link>
    </li>
  );
}

/** The user's sessions, newest first (history_chat): each opens at /chat/{id}; empty, loading and failed states. */
export function SessionList({ activeId = null }: { activeId?: string | null }) {
  const { t } = useTranslation('conversation');
  const query = useSessionList();

  if (query.isError)
    return (
      <div className={styles.status} role="alert">
        <p className={styles.muted}>{t('sessions.loadFailed')}</p>
        <p className={styles.actions} style={{ justifyContent: 'center' }}>
          <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
            {t('sessions.retry')}
          </button>
        </p>
      </div>
    );
  if (!query.data)
    return (
      <p className={`${styles.status} ${styles.muted}`} role="status">
        {t('sessions.loading')}
      </p>
    );
  if (query.data.list.length === 0)
    return (
      <div className={styles.status} data-testid="sessions-empty">
        <p>{t('sessions.empty')}</p>
        <p className={styles.muted}>{t('sessions.emptyHint')}</p>
      </div>
    );
  const { list, total } = query.data;
  return (
    <>
      <ul className={styles.list} aria-label={t('sessions.listLabel')} data-testid="session-list">
        {list.map((s) => (
          <SessionItem key={s.session_id} session={s} active={s.session_id === activeId} />
        ))}
      </ul>
      {total > list.length ? (
        <Link className={styles.more} to={paths.history} data-testid="sessions-more">
          {t('sessions.more', { count: total })}
        </Link>
      ) : null}
    </>
  );
}
