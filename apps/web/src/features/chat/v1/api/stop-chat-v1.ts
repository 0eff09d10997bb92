import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import { http } from '@/lib/http';

/**
 * `POST /api/v1/chat/stop` {question_id, session_id}: the server aborts the generation and keeps
 * the partial answer. Quiet for the same reasons as v2's stop.
 */
export const stopChatV1 = (questionId: string, sessionId: string): Promise<unknown> =>
  http.post(CHAT_ENDPOINTS.stopV1, { question_id: questionId, session_id: sessionId }, { quiet: true });
