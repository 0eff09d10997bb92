import { useMutation } from '@tanstack/react-query';
import { feedbackResultSchema, type FeedbackResult } from '@app/protocol/feedback';
import { endpoints } from '@/config/paths';
import { http } from '@/lib/http';

export interface FeedbackInput {
  questionId: string;
  content: string;
  labelIds: number[];
}

/** `POST /api/v1/feed_back` {question_id, content, label_ids}. */
export const sendFeedback = ({ questionId, content, labelIds }: FeedbackInput): Promise<FeedbackResult> =>
  http.post(
    endpoints.feedback,
    { question_id: questionId, content: content.trim() || null, label_ids: labelIds },
    { formatData: (d) => feedbackResultSchema.parse(d) },
  );

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
