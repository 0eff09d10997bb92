import { initQuestionResultSchema, type InitQuestionResult } from '@app/protocol/chat-v1';
import { http } from '@/lib/http';
import { v1Endpoints } from './endpoints';

/** `POST /api/v1/init_question`: a new empty session and the starter questions to offer in it. */
export const initQuestion = (): Promise<InitQuestionResult> =>
  http.post(v1Endpoints.initQuestion, {}, { formatData: (d) => initQuestionResultSchema.parse(d) });
