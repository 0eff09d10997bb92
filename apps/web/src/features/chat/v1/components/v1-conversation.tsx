import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type ChatNextMode } from '@/config/paths';
import { ChatProvider, useChatStore } from '../../chat-context';
import '../../conversation-strings';
import { useRefreshSessions } from '../hooks/use-refresh-sessions';
import { useConversationParts } from '../conversation-parts';
import type { V1Chat } from '../v1-chat';
import styles from './sessions.module.css';

interface V1ConversationProps {
  chat: V1Chat;
  userId: string | null;
  /** The page's one h1. */
  heading: string;
  mode: ChatNextMode;
  /** Shown instead of the (empty) message list before the first question. */
  empty?: ReactNode;
}

/** Above the conversation: back to the sessions (phone), the page heading, a new session. */
export function V1Toolbar({ heading }: { heading: string }) {
  const { t } = useTranslation('conversation');
  return (
    <div className={styles.toolbar}>
      <Link className={`${styles.pill} ${styles.phoneOnly}`} to={paths.chat} data-testid="all-sessions">
        {t('sessions.back')}
      </Link>
      <h1 className={styles.toolbarTitle}>{heading}</h1>
      <Link className={styles.pill} to={paths.chatNew} data-testid="new-chat">
        {t('sessions.newChat')}
      </Link>
    </div>
  );
}

/** An unknown session, or someone else's: say so and offer a new one. */
export function SessionNotFound() {
  const { t } = useTranslation('conversation');
  return (
    <div className={styles.notice} role="alert" data-testid="session-not-found">
      <p className={styles.title}>{t('sessions.notFoundTitle')}</p>
      <p className={styles.muted}>{t('sessions.notFoundBody')}</p>
      <Link className={styles.primary} to={paths.chatNew}>
        {t('sessions.startNew')}
      </Link>
    </div>
  );
}

function Body({ userId, mode, empty }: Pick<V1ConversationProps, 'userId' | 'mode' | 'empty'>) {
  const { Body: ChatBody, Composer } = useConversationParts();
  const status = useChatStore((s) => s.history.status);
  const count = useChatStore((s) => s.ids.length);
  if (status === 'missing') return <SessionNotFound />;
  return (
    <>
      {empty && count === 0 && status === 'ready' ? empty : <ChatBody userId={userId} />}
      <Composer mode={mode} />
    </>
  );
}

/** One v1 session on screen: the shared chat components over this session's store and calls. */
export function V1Conversation({ chat, userId, heading, mode, empty }: V1ConversationProps) {
  useRefreshSessions(chat.store);
  return (
    <ChatProvider value={chat}>
      <div className={styles.screen} data-testid="chat-v1" data-session-id={chat.sessionId}>
        <V1Toolbar heading={heading} />
        <Body userId={userId} mode={mode} empty={empty} />
      </div>
    </ChatProvider>
  );
}
