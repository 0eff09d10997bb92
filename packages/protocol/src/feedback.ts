import { z } from 'zod';
import { WELCOME_KEYS } from './constants';

/**
 * Contracts of the small calls around a chat answer (spec section 7, "Chat and history"):
 * assessing and reporting an answer, uploading the image or voice a question carries, and the
 * per-user settings the chat screen reads at start (suggestions, welcome text, the
 * shopping-preference authorisation, the WebSocket ticket). Shapes the spec leaves "not shown"
 * are fixed here (DESIGN 2.6) so web and server read one definition.
 */

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

// ---------------------------------------------------------------- uploads

export const UPLOAD_KINDS = ['image', 'voice'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Per-kind limits of `POST /api/v2/upload`; the client checks them before sending. */
export const UPLOAD_LIMITS = {
  image: { maxBytes: 10 * 1024 * 1024, mimes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
  voice: {
    maxBytes: 5 * 1024 * 1024,
    maxSeconds: 60,
    mimes: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/aac', 'audio/mpeg', 'audio/wav'],
  },
} as const;

/**
 * `POST /api/v2/upload` (multipart/form-data: `file`, `kind`, and for voice `duration` in
 * seconds) answer. `url` is served by the server under `/media/`.
 */
export const uploadResultSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  mime: z.string(),
  size: z.number().int(),
  duration: z.number().nullable(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

// ---------------------------------------------------------------- settings

export const SUGGESTION_MAX_CHARS = 50;
export const SUGGESTIONS_MAX = 100;

/** The suggestion list an operator sets; the order is the order shown. */
export const suggestionListSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: '建议问题不能为空' })
      .max(SUGGESTION_MAX_CHARS, { error: `建议问题最多 ${SUGGESTION_MAX_CHARS} 字` }),
  )
  .min(1, { error: '至少需要一条建议问题' })
  .max(SUGGESTIONS_MAX, { error: `建议问题最多 ${SUGGESTIONS_MAX} 条` });

/**
 * `POST /api/v2/global_config` answer. `guess.update_at` changes exactly when the list does;
 * the client resets its suggestion index on that change (spec section 9).
 */
export const globalConfigSchema = z.object({
  guess: z.object({ list: z.array(z.string()), update_at: z.number() }),
  upload: z.object({
    image_max_bytes: z.number().int(),
    voice_max_bytes: z.number().int(),
    voice_max_seconds: z.number().int(),
  }),
  feedback_content_max: z.number().int(),
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

/** `POST /api/v2/user/guide_text` answer: the welcome shown as the first robot message. */
export const guideTextSchema = z.object({
  text: z.string(),
  welcome_key: z.literal(WELCOME_KEYS.welcome),
});
export type GuideText = z.infer<typeof guideTextSchema>;

/** Which partner platform the shopping-preference authorisation is for; 1 is the default. */
export const DEFAULT_AUTH_PLATFORM = 1;
const platformSchema = z
  .number({ error: '平台编号应为数字' })
  .int({ error: '平台编号应为整数' })
  .min(1, { error: '平台编号无效' })
  .max(99, { error: '平台编号无效' })
  .default(DEFAULT_AUTH_PLATFORM);

/** `POST /api/v2/user/get_auth_other_status`: the body may be absent (Fastify then validates `null`). */
export const authStatusQuerySchema = z.preprocess((body) => body ?? {}, z.object({ platform: platformSchema }));
export const setAuthStatusBodySchema = z.object({
  platform: platformSchema,
  authorized: z.boolean({ error: '请说明是否授权' }),
});
export type SetAuthStatusBody = z.infer<typeof setAuthStatusBodySchema>;
export const authStatusSchema = z.object({ authorized: z.boolean(), platform: z.number().int() });
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** `POST /api/v2/generate_ws_token` answer: single use, valid for `WS_TOKEN_TTL_MS`. */
export const WS_TOKEN_TTL_MS = 60_000;
export const wsTokenSchema = z.object({ ws_token: z.string() });
export type WsToken = z.infer<typeof wsTokenSchema>;
