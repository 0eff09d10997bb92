import { z } from 'zod';
import { cloudMobileTaskSchema, productCardSchema } from './cards';
import { streamContentSchema } from './chat';
import { optionalBody } from './envelope';
import { sessionIdSchema } from './sessions';
import { STREAM_EVENTS, type RISK_REVIEW_STATUS, type StreamEvent } from './status';

/**
 * Contracts of the session chat's stream (v1, `/chat/{id}`) and of the per-question calls both
 * chat versions share (spec sections 3, 4 and 7); their paths are CHAT_ENDPOINTS (chat.ts), the
 * sessions themselves are sessions.ts. Shapes the spec leaves "not shown" (v2 answer_status)
 * are fixed here (DESIGN 2.6).
 */

const idField = (missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(100, { error: `${label}过长` });
const questionIdSchema = idField('缺少问题编号', '问题编号');

/** History risk_review_status (v1) values as stored: 0 outputting, 1 passed, 2 failed, 3 stopped. */
export type RiskReviewValue = (typeof RISK_REVIEW_STATUS)[keyof typeof RISK_REVIEW_STATUS];

// ---------------------------------------------------------------- stream chunk types

/** Stream chunk types (v1) of spec section 4, by name. */
export const CHUNK_TYPE = {
  streamContent: 1,
  fullContent: 2,
  searchedData: 3,
  searchingData: 4,
  productCard: 5,
} as const;
export type ChunkTypeValue = (typeof CHUNK_TYPE)[keyof typeof CHUNK_TYPE];

/**
 * The chunk type a v1 event carries for a stream event passed through as it is. Everything that
 * is not search data is "stream content": its `content` (or `reasoning_content`) is appended.
 * Full content and product cards are events the v1 stream adds itself (`answer` + 2 or 5).
 */
export function chunkTypeOfEvent(status: StreamEvent): ChunkTypeValue {
  if (status === 'search') return CHUNK_TYPE.searchingData;
  if (status === 'search_result') return CHUNK_TYPE.searchedData;
  return CHUNK_TYPE.streamContent;
}

/** A v1 event's content: always `session_id` and `chunk_type`; stops carry risk_review_status. */
export const streamContentV1Schema = streamContentSchema.extend({
  session_id: z.string(),
  chunk_type: z.number().int().min(1).max(5),
  risk_review_status: z.number().int().optional(),
  risk_review_msg: z.string().optional(),
});
export const streamEventV1Schema = z.object({
  status: z.enum(STREAM_EVENTS),
  content: streamContentV1Schema,
  next_step: z.union([z.string(), z.array(z.string())]).nullable(),
});
export type StreamEventV1Frame = z.infer<typeof streamEventV1Schema>;

// ---------------------------------------------------------------- stop and answer status

/** `POST /api/v1/chat/stop` answer (body: stopV1BodySchema). */
export const stopV1ResultSchema = z.object({
  question_id: z.string(),
  session_id: z.string(),
  risk_review_status: z.number().int(),
});
export type StopV1Result = z.infer<typeof stopV1ResultSchema>;

/** `POST /api/v1/chat/answer_status`: every question of the session, oldest first. */
export const answerStatusV1BodySchema = z.object({ session_id: sessionIdSchema });
export const answerStatusV1Schema = z.array(z.object({ question_id: z.string(), risk_review_status: z.number().int() }));
export type AnswerStatusV1 = z.infer<typeof answerStatusV1Schema>;

export const ANSWER_STATUS_IDS_MAX = 50;
export const ANSWER_STATUS_RECENT = 20;

/**
 * `POST /api/v2/chat/answer_status` (polling): the given questions in the given order, or,
 * without `question_ids`, the user's latest ANSWER_STATUS_RECENT v2 questions, oldest first.
 */
export const answerStatusV2BodySchema = optionalBody(
  z.object({
    question_ids: z
      .array(questionIdSchema)
      .min(1, { error: '至少需要一个问题编号' })
      .max(ANSWER_STATUS_IDS_MAX, { error: `最多查询 ${ANSWER_STATUS_IDS_MAX} 个问题` })
      .optional()
      .nullable(),
  }),
);
export type AnswerStatusV2Body = z.input<typeof answerStatusV2BodySchema>;
export const answerStatusV2ItemSchema = z.object({
  question_id: z.string(),
  /** 0 outputting, 1 finished, 2 error, 3 cancelled, 21 risk failure (ANSWER_STATUS). */
  answer_status: z.number().int(),
  answer_status_msg: z.string(),
  cloud_mobile_task: cloudMobileTaskSchema.nullable().optional(),
});
export const answerStatusV2Schema = z.array(answerStatusV2ItemSchema);
export type AnswerStatusV2 = z.infer<typeof answerStatusV2Schema>;

// ---------------------------------------------------------------- cards and voice

/** `POST /api/v1/get_goods_card_list`: the product cards of one answer (a list). */
export const goodsCardListBodySchema = z.object({ question_id: questionIdSchema });
export const goodsCardListSchema = z.array(productCardSchema);

export const VOICE_MAX_SECONDS = 60;

/**
 * `POST /api/v1|v2/update_voice`: attaches a recorded question. `question_voice` is the `url`
 * the upload endpoint returned for the user's own voice file (`/media/uploads/<userId>/…`).
 */
export const updateVoiceBodySchema = z.object({
  question_id: questionIdSchema,
  question_voice: z.string({ error: '缺少语音地址' }).trim().min(1, { error: '缺少语音地址' }).max(1000),
  question_voice_time: z
    .number({ error: '语音时长应为秒数' })
    .min(0, { error: '语音时长不能为负数' })
    .max(VOICE_MAX_SECONDS, { error: `语音最长 ${VOICE_MAX_SECONDS} 秒` }),
  question_voice_id: z.string().trim().max(200, { error: '语音编号过长' }).optional().nullable(),
});
export type UpdateVoiceBody = z.infer<typeof updateVoiceBodySchema>;
export const updateVoiceResultSchema = z.object({
  question_id: z.string(),
  question_voice: z.string(),
  question_voice_time: z.number(),
  question_voice_id: z.string().nullable(),
});
export type UpdateVoiceResult = z.infer<typeof updateVoiceResultSchema>;
