import { endpoints } from '@/config/paths';
import { http } from '@/lib/http';

/** `POST /api/v2/chat/stop` {question_id}: the server aborts the generation and keeps the partial answer. */
export const stopChatV2 = (questionId: string): Promise<unknown> => http.post(endpoints.chatStopV2, { question_id: questionId });
