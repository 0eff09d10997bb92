import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startNewChat } from '@/lib/app-events';
import { useChatStore } from '../chat-context';
import styles from '../chat.module.css';
import { chatSelectors } from '../store';
import { loadConversationViews } from './load-conversation-views';

/** Loaded on 分享 only, through the message views' chunk: nothing of sharing is on the first screen. */
const ShareSheet = lazy(() => loadConversationViews().then((m) => m.loadShareSheet()));

/** Above the conversation: share it as a link, start a new chat (the app opens /chat/new). */
export function ChatToolbar() {
  const { t } = useTranslation('chat');
  const busy = useChatStore(chatSelectors.isBusy);
  const [sharing, setSharing] = useState(false);
  return (
    <div className={styles.toolbar}>
      <button type="button" className={styles.toolbarButton} onClick={() => setSharing(true)} data-testid="share-chat">
        {t('toolbar.share')}
      </button>
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
      {sharing ? (
        <Suspense fallback={null}>
          <ShareSheet onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
