import { useTranslation } from 'react-i18next';
import { startNewChat } from '@/lib/app-events';
import { useChatStore } from '../chat-context';
import styles from '../chat.module.css';
import { chatSelectors } from '../store';

/** Above the conversation: start a new chat (the app opens /chat/new). */
export function ChatToolbar() {
  const { t } = useTranslation('chat');
  const busy = useChatStore(chatSelectors.isBusy);
  return (
    <div className={styles.toolbar}>
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
