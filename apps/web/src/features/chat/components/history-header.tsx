import { useTranslation } from 'react-i18next';
import { useChatActions } from '../chat-context';
import type { HistoryState } from '../store';
import styles from './messages.module.css';

/** Room reserved above the first message for this header. */
export const HISTORY_HEADER_PX = 48;

/**
 * Above the oldest message: load the page before it, show that it is loading, or that this is the
 * start. A conversation with nothing stored (a brand-new chat) has no start to point out.
 */
export function HistoryHeader({ history }: { history: HistoryState }) {
  const { t } = useTranslation('conversation');
  const chatActions = useChatActions();
  const load = () => void chatActions.loadOlder();
  const content = {
    idle: null,
    missing: null,
    loading: (
      <p className={styles.historyNote} role="status">
        {t('list.loading')}
      </p>
    ),
    error: (
      <button type="button" className={styles.historyButton} onClick={load} data-testid="load-older">
        {t('list.failed')}
      </button>
    ),
    ready: history.hasMore ? (
      <button type="button" className={styles.historyButton} onClick={load} data-testid="load-older">
        {t('list.older')}
      </button>
    ) : history.oldestQuestionId === null ? null : (
      <p className={styles.historyNote} data-testid="history-start">
        {t('list.start')}
      </p>
    ),
  }[history.status];
  return (
    <div className={styles.historyHeader} style={{ height: HISTORY_HEADER_PX }}>
      {content}
    </div>
  );
}
