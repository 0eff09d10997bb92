import { FEEDBACK_ENDPOINTS } from '@app/protocol/feedback';
import { ASSESS, type AssessName } from '@app/protocol/status';
import { http } from '@/lib/http';

/** `POST /api/v2/question_assess` (or v1's, same body) {question_id, assess}: like 1, dislike 2, cancel 0. */
export const assessQuestion = (
  questionId: string,
  assess: AssessName,
  url: string = FEEDBACK_ENDPOINTS.assessV2,
): Promise<unknown> => http.post(url, { question_id: questionId, assess: ASSESS[assess] });
