import { z } from 'zod';
import { productCardSchema } from './cards';
import { optionalBody } from './envelope';

/**
 * The v1 sessions of `/chat/{id}` (spec sections 3 and 7; the server's sessions module): open a
 * session, list and search them, read one, delete one. Shapes the spec leaves "not shown"
 * (init_question, history_chat) are fixed here (DESIGN 2.6).
 */
export const SESSIONS_ENDPOINTS = {
  initQuestion: '/api/v1/init_question',
  list: '/api/v1/history_chat',
  detail: '/api/v1/history_chat_detail',
  remove: '/api/v1/delete_chat',
} as const;

export const sessionIdSchema = z
  .string({ error: '缺少会话编号' })
  .trim()
  .min(1, { error: '缺少会话编号' })
  .max(100, { error: '会话编号过长' });

/** `POST /api/v1/init_question` (body absent or `{}`): a new empty session and starter questions. */
export const initQuestionBodySchema = optionalBody(z.object({}));
export const initQuestionResultSchema = z.object({ session_id: z.string(), suggestions: z.array(z.string()) });
export type InitQuestionResult = z.infer<typeof initQuestionResultSchema>;

export const SESSION_LIST_PAGE_DEFAULT = 20;
export const SESSION_KEYWORD_MAX = 50;

/**
 * `POST /api/v1/history_chat`: the user's sessions, newest first, paged by offset. `keyword`
 * keeps the sessions with a question containing it (case-insensitive). Empty sessions (opened
 * by init_question, never asked in) are not listed.
 */
export const sessionListBodySchema = optionalBody(
  z.object({
    limit: z.number().int().min(1).max(100).optional().default(SESSION_LIST_PAGE_DEFAULT),
    offset: z.number().int().min(0).max(1_000_000).optional().default(0),
    keyword: z
      .string()
      .trim()
      .max(SESSION_KEYWORD_MAX, { error: `关键词最多 ${SESSION_KEYWORD_MAX} 字` })
      .optional()
      .nullable(),
  }),
);
export type SessionListBody = z.input<typeof sessionListBodySchema>;

export const sessionSummarySchema = z.object({
  session_id: z.string(),
  title: z.string(),
  /** ISO 8601 date-times. */
  create_time: z.string(),
  update_time: z.string(),
  last_question: z.string().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionListSchema = z.object({ list: z.array(sessionSummarySchema), total: z.number().int() });
export type SessionList = z.infer<typeof sessionListSchema>;

/** `POST /api/v1/history_chat_detail`: the latest `limit` questions of a session, oldest first. */
export const historyDetailV1BodySchema = z.object({
  limit: z.number().int().min(1).max(1000).optional().default(1000),
  session_id: sessionIdSchema,
});
export type HistoryDetailV1Body = z.input<typeof historyDetailV1BodySchema>;

/** `POST /api/v1/delete_chat`: delete one of the user's sessions with its questions. */
export const deleteChatBodySchema = z.object({ session_id: sessionIdSchema });
export type DeleteChatBody = z.input<typeof deleteChatBodySchema>;
export const deleteChatResultSchema = z.object({ session_id: z.string() });
export type DeleteChatResult = z.infer<typeof deleteChatResultSchema>;

/**
 * History item (v1) of spec section 3. The question's image and voice are added so the user
 * message can be shown again as it was sent.
 */
export const historyItemV1Schema = z.looseObject({
  session_id: z.string(),
  question_id: z.string(),
  question: z.string(),
  question_img: z.string().nullable(),
  question_voice: z.string().nullable(),
  question_voice_id: z.string().nullable(),
  question_voice_time: z.number().nullable(),
  answer: z.string(),
  answer_reason: z.string(),
  /** JSON text whose `search_info` entries have `tool` and `query`. */
  answer_source: z.string(),
  /** 0 outputting, 1 passed, 2 failed (risk or error), 3 stopped (RISK_REVIEW_STATUS). */
  risk_review_status: z.number().int(),
  risk_review_msg: z.string(),
  goods_card: z.array(productCardSchema),
  assess: z.number().int(),
  /** ISO 8601 date-time. */
  create_time: z.string(),
});
export type HistoryItemV1 = z.infer<typeof historyItemV1Schema>;
export const historyDetailV1Schema = z.array(historyItemV1Schema);
