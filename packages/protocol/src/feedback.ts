import { z } from 'zod';

/**
 * Feedback on an answer (spec section 7, "Chat and history"): assessing it (like, dislike) and
 * reporting it with labels or text. Shapes the spec leaves "not shown" are fixed here (DESIGN 2.6)
 * so web and server read one definition.
 */
export const FEEDBACK_ENDPOINTS = {
  assessV1: '/api/v1/question_assess',
  assessV2: '/api/v2/question_assess',
  labelList: '/api/v1/get_label_list',
  feedback: '/api/v1/feed_back',
} as const;

const questionIdSchema = z
  .string({ error: '缺少问题编号' })
  .trim()
  .min(1, { error: '缺少问题编号' })
  .max(100, { error: '问题编号过长' });

// ---------------------------------------------------------------- assess

/** `POST /api/v1|v2/question_assess`: cancel 0, like 1, dislike 2 (spec section 4, ASSESS). */
export const questionAssessBodySchema = z.object({
  question_id: questionIdSchema,
  assess: z.literal([0, 1, 2], { error: '只能是 0（取消）、1（赞）或 2（踩）' }),
});
export type QuestionAssessBody = z.infer<typeof questionAssessBodySchema>;

export const questionAssessResultSchema = z.object({
  question_id: z.string(),
  assess: z.number().int(),
});
export type QuestionAssessResult = z.infer<typeof questionAssessResultSchema>;

// ---------------------------------------------------------------- report labels and feedback

/** `POST /api/v1/get_label_list` answer: report labels grouped for the report sheet. */
export const labelGroupSchema = z.object({
  group_name: z.string(),
  children: z.array(z.object({ name: z.string(), id: z.number().int() })),
});
export type LabelGroup = z.infer<typeof labelGroupSchema>;
export const labelListSchema = z.array(labelGroupSchema);

export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_LABELS_MAX = 20;

/**
 * Label ids arrive as numbers or numeric strings (form widgets hand back strings). Anything
 * else is kept as given so the server can name the unknown id in its answer.
 */
const labelIdSchema = z.union([z.number().int(), z.string().trim().min(1).max(20)]);

/** `POST /api/v1/feed_back`: a report on one answer; text, labels, or both. */
export const feedbackBodySchema = z
  .object({
    session_id: z.string().max(100).optional().nullable(),
    question_id: questionIdSchema,
    content: z
      .string()
      .trim()
      .max(FEEDBACK_CONTENT_MAX, { error: `最多 ${FEEDBACK_CONTENT_MAX} 字` })
      .optional()
      .nullable(),
    label_ids: z
      .array(labelIdSchema)
      .max(FEEDBACK_LABELS_MAX, { error: `最多选择 ${FEEDBACK_LABELS_MAX} 个` })
      .optional()
      .nullable(),
  })
  .refine((b) => Boolean(b.content) || (b.label_ids?.length ?? 0) > 0, {
    error: '请填写反馈内容或选择至少一个反馈标签',
    path: ['content'],
  });
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackResultSchema = z.object({ id: z.string(), created_at: z.number() });
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;
