import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatNextMode } from '@/config/paths';
import { ErrorBoundary } from '@/lib/error-boundary';
import { loadChatSession } from '../chat-instance';
import { ChatNextProvider } from '../chat-instance';
import { Composer } from '../composer/composer';
import { loadMedia } from '../composer/load-media';
import styles from '../chat.module.css';
import { ChatToolbar } from './chat-toolbar';

/** The messages, parts and Markdown arrive after the screen's first paint. */
const Conversation = lazy(() => import('./conversation'));

interface ChatScreenProps {
  /** The logged-in user; history loads only for one. */
  userId: string | null;
  mode: ChatNextMode;
}

/** The conversation of whichever chat the provider holds, with its loading and error states. */
export function ChatBody({ userId }: { userId: string | null }) {
  return (
    <ErrorBoundary fallback={<ListError />}>
      <Suspense fallback={<ListFallback />}>
        <Conversation userId={userId} />
      </Suspense>
    </ErrorBoundary>
  );
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

/** /chatNext: the continuous conversation with the assistant. */
export function ChatScreen({ userId, mode }: ChatScreenProps) {
  const { t } = useTranslation('chat');

  // Once painted, fetch what the first question will need while the user is still reading.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 300));
    idle(() => {
      void loadChatSession().catch(() => undefined);
      void loadMedia().catch(() => undefined);
    });
  }, []);

  return (
    <ChatNextProvider>
      <div className={styles.screen}>
        <h1 className="visually-hidden">{t('heading')}</h1>
        <ChatToolbar />
        <ChatBody userId={userId} />
        <Composer mode={mode} />
      </div>
    </ChatNextProvider>
  );
}
