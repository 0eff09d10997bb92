import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShareCreateBody } from '@app/protocol/shares';
import { startNewChat } from '@/lib/app-events';
import { useChatBusy } from '../chat-context';
import styles from '../chat.module.css';
import { loadConversationViews } from './load-conversation-views';

/** Loaded on 分享 only, through the message views' chunk: nothing of sharing is on the first screen. */
const ShareSheet = lazy(() => loadConversationViews().then((m) => m.loadShareSheet()));

/** A way back to a list the screen belongs to (a v1 session's 全部会话); phones only, a desktop shows the list beside. */
export interface ToolbarBack {
  to: string;
  label: string;
}

/**
 * What 分享 makes a link of, as the create call's body: `{}` for /chatNext's latest answers,
 * `{session_id}` for a v1 session. None: the screen has nothing to share (no 分享 button).
 */
export type ShareScope = ShareCreateBody;

/**
 * Above the conversation of every chat screen: share it as a link (`shareable`), start a new chat
 * (the app opens /chat/new), and `back` when given.
 */
function ChatToolbarView({ back, shareable }: { back?: ToolbarBack; shareable?: ShareScope }) {
  const { t } = useTranslation('chat');
  const busy = useChatBusy();
  const [sharing, setSharing] = useState(false);
  return (
    <div className={styles.toolbar}>
      {back ? (
        <Link className={styles.toolbarBack} to={back.to}>
          {back.label}
        </Link>
      ) : null}
      {shareable ? (
        <button type="button" className={styles.toolbarButton} onClick={() => setSharing(true)} data-testid="share-chat">
          {t('toolbar.share')}
        </button>
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
      {sharing ? (
        <Suspense fallback={null}>
          <ShareSheet scope={shareable ?? {}} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Memoised: when the logged-in user's answer arrives during the first load, the /chatNext route
 * renders again for the conversation's sake; this part's props are the same, so it is skipped
 * (decision 088). It still renders on its own state, store and context changes.
 */
export const ChatToolbar = memo(ChatToolbarView);
