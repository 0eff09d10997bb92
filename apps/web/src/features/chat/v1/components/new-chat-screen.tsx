import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatNextMode } from '@/config/paths';
import { initQuestion } from '../api/init-question';
import { useSessionUrl } from '../hooks/use-session-url';
import type { V1Chat } from '../v1-chat';
import { openNewV1Chat } from '../v1-chats';
import { SessionFrame, V1Conversation } from './v1-conversation';
import { V1Layout } from './v1-layout';
import styles from './sessions.module.css';

type NewChat = { status: 'starting' } | { status: 'failed' } | { status: 'ready'; chat: V1Chat };

interface NewChatScreenProps {
  userId: string | null;
  /** The first question (the start-new-chat event's `question`): asked as soon as the session exists. */
  question: string;
  mode: ChatNextMode;
  /** Beside the conversation on a desktop, in place of the session list (see V1Layout). */
  sidebar?: ReactNode;
}

/**
 * /chat/new: a fresh session from init_question, greeted like /chatNext with its starter questions
 * as the welcome's suggestions, and the first question asked at once.
 */
export function NewChatScreen({ userId, question, mode, sidebar }: NewChatScreenProps) {
  const { t } = useTranslation('conversation');
  const [state, setState] = useState<NewChat>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!userId || started.current === attempt) return;
    started.current = attempt;
    initQuestion().then(
      ({ session_id: sessionId, suggestions }) => {
        const chat = openNewV1Chat(userId, sessionId, suggestions);
        setState({ status: 'ready', chat });
        if (question.trim()) void chat.actions.ask({ text: question });
      },
      () => setState({ status: 'failed' }),
    );
  }, [userId, question, attempt]);

  const chat = state.status === 'ready' ? state.chat : null;
  useSessionUrl(chat);
  const heading = t('sessions.newHeading');

  return (
    <V1Layout activeId={null} sidebar={sidebar}>
      {state.status === 'ready' ? (
        <V1Conversation chat={state.chat} userId={userId} heading={heading} mode={mode} />
      ) : (
        <SessionFrame heading={heading}>
          {state.status === 'failed' ? (
            <div className={styles.notice} role="alert">
              <p className={styles.muted}>{t('sessions.startFailed')}</p>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  setState({ status: 'starting' });
                  setAttempt((n) => n + 1);
                }}
              >
                {t('sessions.retry')}
              </button>
            </div>
          ) : (
            <p className={`${styles.notice} ${styles.muted}`} role="status">
              {t('sessions.starting')}
            </p>
          )}
        </SessionFrame>
      )}
    </V1Layout>
  );
}
