import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { hasServerId } from '../../model';
import type { ChatState } from '../../store';
import type { V1Chat } from '../v1-chat';

/** The first answer has started: the server knows its question (its first event named it). The welcome is no answer. */
export const answerStarted = (s: ChatState): boolean =>
  s.ids.some((id) => {
    const m = s.messages[id];
    return m?.role === 'robot' && m.kind === 'answer' && hasServerId(m);
  });

/**
 * /chat/new becomes /chat/{session_id} once the first answer has started: the URL is replaced
 * (no reload, no new history entry) and the live session carries on under the new route.
 */
export function useSessionUrl(chat: V1Chat | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!chat) return;
    const go = () => void navigate(paths.chatById(chat.sessionId), { replace: true });
    if (answerStarted(chat.store.getState())) return go();
    return chat.store.subscribe((s) => {
      if (answerStarted(s)) go();
    });
  }, [chat, navigate]);
}
