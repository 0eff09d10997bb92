import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import { http } from '@/lib/http';

/**
 * `POST /api/v2/chat/stop` {question_id}: the server aborts the generation and keeps the partial
 * answer. Quiet: the answer is already stopped on screen, and an answer that finished meanwhile
 * (409) needs no message.
 */
export const stopChatV2 = (questionId: string): Promise<unknown> =>
  http.post(CHAT_ENDPOINTS.stopV2, { question_id: questionId }, { quiet: true });
