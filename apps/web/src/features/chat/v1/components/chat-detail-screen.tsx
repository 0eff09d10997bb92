import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatNextMode } from '@/config/paths';
import { v1ChatFor } from '../v1-chats';
import { SessionFrame, V1Conversation } from './v1-conversation';
import { V1Layout } from './v1-layout';
import styles from './sessions.module.css';

interface ChatDetailScreenProps {
  sessionId: string;
  userId: string | null;
  mode: ChatNextMode;
  /** Beside the conversation on a desktop, in place of the session list (see V1Layout). */
  sidebar?: ReactNode;
}

/** /chat/{id}: the session's history (history_chat_detail), continued with the composer; an answer still being output is followed live. */
export function ChatDetailScreen({ sessionId, userId, mode, sidebar }: ChatDetailScreenProps) {
  const { t } = useTranslation('conversation');
  const chat = useMemo(() => (userId ? v1ChatFor(userId, sessionId) : null), [userId, sessionId]);
  const heading = t('sessions.detailHeading');
  return (
    <V1Layout activeId={sessionId} sidebar={sidebar}>
      {chat ? (
        <V1Conversation chat={chat} userId={userId} heading={heading} mode={mode} />
      ) : (
        <SessionFrame heading={heading}>
          <p className={`${styles.notice} ${styles.muted}`} role="status">
            {t('sessions.loading')}
          </p>
        </SessionFrame>
      )}
    </V1Layout>
  );
}
