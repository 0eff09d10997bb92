import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { paths, type ChatNextMode } from '@/config/paths';
import { ChatProvider, useChatStore } from '../../chat-context';
import type { ShareScope } from '../../components/chat-toolbar';
import type { ChatState } from '../../store';
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

/** A session is worth a link once one of its answers has finished (the server shares only those). */
export const hasFinishedAnswer = (s: ChatState): boolean =>
  s.ids.some((id) => {
    const m = s.messages[id];
    return m?.role === 'robot' && m.kind === 'answer' && m.status === 'finish';
  });

/**
 * A v1 screen in the chat frame /chatNext uses (heading, toolbar with 新对话 and, given `share`,
 * 分享), with 全部会话 back to the sessions on a phone: around the conversation, or its loading state.
 */
export function SessionFrame({ heading, share, children }: { heading: string; share?: ShareScope; children: ReactNode }) {
  const { t } = useTranslation('conversation');
  const { Frame } = useConversationParts();
  return (
    <Frame heading={heading} back={{ to: paths.chat, label: t('sessions.back') }} shareable={share}>
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
  // 分享 appears with the first finished answer: before it (/chat/new) there is nothing to share.
  const shareable = useStore(chat.store, hasFinishedAnswer);
  const share = useMemo(() => (shareable ? { session_id: chat.sessionId } : undefined), [shareable, chat.sessionId]);
  return (
    <ChatProvider value={chat}>
      <SessionFrame heading={heading} share={share}>
        <Body userId={userId} mode={mode} />
      </SessionFrame>
    </ChatProvider>
  );
}
