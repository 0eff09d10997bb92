import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatNextMode } from '@/config/paths';
import { afterNextPaint, afterStartup, settledWithin } from '@/lib/after-startup';
import { ErrorBoundary } from '@/lib/error-boundary';
import { tokenStorage } from '@/lib/storage';
import { earlyWelcomeSettled } from '../api/guide-text-early';
import { ChatNextProvider, loadChatSession } from '../chat-instance';
import { useChat, useChatStore } from '../chat-context';
import { chatSelectors } from '../store';
import { Composer } from '../composer/composer';
import { loadMedia } from '../composer/load-media';
import styles from '../chat.module.css';
import { ChatFrame } from './chat-frame';
import type { ShareScope } from './chat-toolbar';
import { loadConversationViews } from './load-conversation-views';
import { useWelcomePreview, WelcomePreview } from './welcome-preview';

type ConversationView = ComponentType;

/**
 * The messages, parts and Markdown arrive after the screen's first paint. They are loaded by hand
 * rather than through React.lazy and Suspense: React holds back content revealed after a Suspense
 * fallback for up to 300 ms, and the conversation is what the user came for. They are asked for
 * once the screen's first frame (header, composer, welcome preview) has been painted.
 */
let conversationView: ConversationView | null = null;
let conversationLoad: Promise<ConversationView> | null = null;

function loadConversation(): Promise<ConversationView> {
  if (!conversationLoad) {
    conversationLoad = loadConversationViews().then((m) => (conversationView = m.default));
    conversationLoad.catch(() => (conversationLoad = null));
  }
  return conversationLoad;
}

/** How long the views wait for the greeting asked at boot before they download anyway. */
const GREETING_HEAD_START_MS = 1_000;

/**
 * The message views, asked for once the first frame is painted. On /chatNext (`afterGreeting`)
 * they also give the greeting asked at boot a head start: on a slow link its small answer and
 * ~45 KB of views would otherwise share the bandwidth, and the greeting is what the user reads first.
 */
function useConversationView(afterGreeting: boolean): { View: ConversationView | null; failed: boolean } {
  const [state, setState] = useState(() => ({ View: conversationView, failed: false }));
  useEffect(() => {
    if (state.View) return;
    let live = true;
    const load = () =>
      loadConversation().then(
        // A transition: the list's first render runs in slices of a few milliseconds, not one long task.
        (View) => live && startTransition(() => setState({ View, failed: false })),
        () => live && setState({ View: null, failed: true }),
      );
    const cancel = afterNextPaint(
      () =>
        void (afterGreeting ? settledWithin(earlyWelcomeSettled(tokenStorage.get()), GREETING_HEAD_START_MS).then(load) : load()),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [state.View, afterGreeting]);
  return state;
}

interface ChatScreenProps {
  /** The logged-in user; history loads only for one. */
  userId: string | null;
  mode: ChatNextMode;
  /** Open at this stored question (from /history) instead of the latest. */
  focusQuestionId?: string | null;
}

/**
 * The conversation of whichever chat the provider holds, with its loading and error states. The
 * chat starts here (welcome, history), so its requests run while the message views still download.
 * With `preview` (/chatNext), the greeting asked at boot stands in until the conversation greets.
 */
export function ChatBody({
  userId,
  preview = false,
  focusQuestionId = null,
}: {
  userId: string | null;
  preview?: boolean;
  focusQuestionId?: string | null;
}) {
  const { actions, store } = useChat();
  const { View, failed } = useConversationView(preview);
  const previewText = useWelcomePreview();
  const historyPending = useChatStore((s) => s.history.status === 'idle' || chatSelectors.firstPageLoading(s));
  // A stored login, not the current user's answer: the placeholder is there from the first render
  // on (as in index.html's static shell of this screen).
  const loggedIn = tokenStorage.get() !== null;
  useEffect(() => store.getState().setFocus(focusQuestionId), [store, focusQuestionId]);
  useEffect(() => {
    if (!userId) return;
    return afterNextPaint(() => void actions.start().then(() => (focusQuestionId ? actions.reveal(focusQuestionId) : undefined)));
  }, [userId, actions, focusQuestionId]);

  let body: ReactNode;
  if (failed) body = <ListError />;
  // Until the views are in, the preview stands in, with the greeting's body while guide_text is on its way.
  else if (preview && (previewText !== null || !View))
    body = <WelcomePreview text={previewText} historyPending={loggedIn && historyPending} />;
  else body = View ? <View /> : <ListFallback />;
  return <ErrorBoundary fallback={<ListError />}>{body}</ErrorBoundary>;
}

function ListFallback() {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.listFallback} role="status">
      {t('loading')}
    </div>
  );
}

function ListError() {
  const { t } = useTranslation('chat');
  return (
    <p className={styles.listFallback} role="alert">
      {t('renderError')}
    </p>
  );
}

/** 分享 on /chatNext: the latest finished answers (decision 021). */
const LATEST_ANSWERS: ShareScope = {};

/** /chatNext: the continuous conversation with the assistant. */
export function ChatScreen({ userId, mode, focusQuestionId = null }: ChatScreenProps) {
  const { t } = useTranslation('chat');

  // Once the first screen is in, fetch what the first question will need while the user is still reading.
  useEffect(
    () =>
      afterStartup(() => {
        void loadChatSession().catch(() => undefined);
        void loadMedia().catch(() => undefined);
      }),
    [],
  );

  return (
    <ChatNextProvider>
      <ChatFrame heading={t('heading')} shareable={LATEST_ANSWERS}>
        <ChatBody userId={userId} preview focusQuestionId={focusQuestionId} />
        <Composer mode={mode} />
      </ChatFrame>
    </ChatNextProvider>
  );
}
