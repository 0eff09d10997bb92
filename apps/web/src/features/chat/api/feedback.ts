import { FEEDBACK_ENDPOINTS, feedbackResultSchema, type FeedbackResult } from '@app/protocol/feedback';
import { http } from '@/lib/http';

export interface FeedbackInput {
  questionId: string;
  content: string;
  labelIds: number[];
  /** The v1 session the answer belongs to. */
  sessionId?: string;
}

/** `POST /api/v1/feed_back` {session_id?, question_id, content, label_ids}. */
export const sendFeedback = ({ questionId, content, labelIds, sessionId }: FeedbackInput): Promise<FeedbackResult> =>
  http.post(
    FEEDBACK_ENDPOINTS.feedback,
    {
      ...(sessionId ? { session_id: sessionId } : {}),
      question_id: questionId,
      content: content.trim() || null,
      label_ids: labelIds,
    },
    { formatData: (d) => feedbackResultSchema.parse(d) },
  );
