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
}

/**
 * A v1 screen in the chat frame /chatNext uses (heading, toolbar with 新对话), with 全部会话 back
 * to the sessions on a phone: around the conversation, or its loading state.
 */
export function SessionFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation('conversation');
  const { Frame } = useConversationParts();
  return (
    <Frame heading={heading} back={{ to: paths.chat, label: t('sessions.back') }}>
      {children}
    </Frame>
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

function Body({ userId, mode }: Pick<V1ConversationProps, 'userId' | 'mode'>) {
  const { Body: ChatBody, Composer } = useConversationParts();
  const status = useChatStore((s) => s.history.status);
  if (status === 'missing') return <SessionNotFound />;
  return (
    <>
      <ChatBody userId={userId} />
      <Composer mode={mode} />
    </>
  );
}

/** One v1 session on screen: the shared chat components over this session's store and calls. */
export function V1Conversation({ chat, userId, heading, mode }: V1ConversationProps) {
  useRefreshSessions(chat.store);
  return (
    <ChatProvider value={chat}>
      <SessionFrame heading={heading}>
        <Body userId={userId} mode={mode} />
      </SessionFrame>
    </ChatProvider>
  );
}
