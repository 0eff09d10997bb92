import { SESSIONS_ENDPOINTS, initQuestionResultSchema, type InitQuestionResult } from '@app/protocol/sessions';
import { http } from '@/lib/http';

/** `POST /api/v1/init_question`: a new empty session and the starter questions to offer in it. */
export const initQuestion = (): Promise<InitQuestionResult> =>
  http.post(SESSIONS_ENDPOINTS.initQuestion, {}, { formatData: (d) => initQuestionResultSchema.parse(d) });
