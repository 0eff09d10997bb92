import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { startNewChat } from '@/lib/app-events';
import { useChatBusy } from '../chat-context';
import styles from '../chat.module.css';

/** A way back to a list the screen belongs to (a v1 session's 全部会话); phones only, a desktop shows the list beside. */
export interface ToolbarBack {
  to: string;
  label: string;
}

/** Above the conversation of every chat screen: start a new chat (the app opens /chat/new), and `back` when given. */
export function ChatToolbar({ back }: { back?: ToolbarBack }) {
  const { t } = useTranslation('chat');
  const busy = useChatBusy();
  return (
    <div className={styles.toolbar}>
      {back ? (
        <Link className={styles.toolbarBack} to={back.to}>
          {back.label}
        </Link>
      ) : null}
      <button
        type="button"
        className={styles.toolbarButton}
        disabled={busy}
        onClick={() => startNewChat()}
        data-testid="new-chat"
      >
        <span aria-hidden="true" className={styles.newIcon} />
        {t('toolbar.newChat')}
      </button>
    </div>
  );
}
