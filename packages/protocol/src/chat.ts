import { z } from 'zod';
import { STREAM_EVENTS } from './status';
import {
  buttonSchema,
  cloudMobileTaskSchema,
  comparisonSchema,
  flightCardSchema,
  productCardSchema,
  searchResultSchema,
  wishItemSchema,
} from './cards';

/**
 * The chat module's endpoints (spec section 7): both answer streams with their stops, the v2
 * stored conversation and the per-question calls of both versions. v1 sessions are SESSIONS_ENDPOINTS.
 */
export const CHAT_ENDPOINTS = {
  chatV1: '/api/v1/chat',
  stopV1: '/api/v1/chat/stop',
  chatV2: '/api/v2/chat',
  stopV2: '/api/v2/chat/stop',
  historyListV2: '/api/v2/history_chat_list',
  answerStatusV1: '/api/v1/chat/answer_status',
  answerStatusV2: '/api/v2/chat/answer_status',
  goodsCardList: '/api/v1/get_goods_card_list',
  updateVoiceV1: '/api/v1/update_voice',
  updateVoiceV2: '/api/v2/update_voice',
} as const;

const optionalText = (max: number) => z.string().max(max).optional().nullable();
import { QUESTION_MAX_CHARS } from './chat-limits';

export { QUESTION_MAX_CHARS };

const voiceFields = {
  question_voice: optionalText(1000),
  question_voice_time: z.number().min(0).max(60).optional().nullable(),
  question_voice_id: optionalText(200),
};

/** v1 chat body (sessions, /chat/{id}). */
export const chatV1BodySchema = z.object({
  question_id: optionalText(100),
  question: z.string({ error: '请输入问题' }).max(QUESTION_MAX_CHARS, { error: `问题最多 ${QUESTION_MAX_CHARS} 字` }),
  session_id: optionalText(100),
  question_img: optionalText(1000),
  ...voiceFields,
  glm_power: z.boolean().optional().nullable(),
});
export type ChatV1Body = z.infer<typeof chatV1BodySchema>;

/** v2 chat body (/chatNext continuous conversation). */
export const chatV2BodySchema = z.object({
  question_id: optionalText(100),
  question: z.string({ error: '请输入问题' }).max(QUESTION_MAX_CHARS, { error: `问题最多 ${QUESTION_MAX_CHARS} 字` }),
  question_type: z.number().int().min(0).max(10).optional().nullable(),
  question_card_url: optionalText(1000),
  target_price: z.number().positive({ error: '目标价格必须大于 0' }).max(10_000_000).optional().nullable(),
  question_img: optionalText(1000),
  ...voiceFields,
  glm_power: z.boolean().optional().nullable(),
  /** The user authorised sharing shopping preferences. */
  is_auth: z.boolean().optional().nullable(),
  is_new_chat: z.boolean().optional().nullable(),
  /**
   * 重新回答 or 编辑 (decision 027): this question takes the place of an earlier stored one of the
   * conversation, which the server removes with its answer.
   */
  replaces_question_id: optionalText(100),
  /** 重新回答: the same question again; the assistant picks other products where it can. */
  regenerate: z.boolean().optional().nullable(),
});
export type ChatV2Body = z.infer<typeof chatV2BodySchema>;

export const streamContentSchema = z.looseObject({
  question_id: z.string().optional(),
  session_id: z.string().optional(),
  content: z.string().optional(),
  reasoning_content: z.string().optional(),
  chunk_type: z.number().int().min(1).max(5).optional(),
  card: productCardSchema.optional(),
  zhipu_command: z.string().optional(),
  search_result: searchResultSchema.optional(),
  multi_cards: z.array(productCardSchema).optional(),
  button_type: z.number().int().min(0).max(6).optional(),
  buttons: z.array(buttonSchema).optional(),
  /** The line above the buttons (a cloud-phone hand-over, say); absent uses the button type's own. */
  button_desc: z.string().optional(),
  product_cards: z.array(productCardSchema).optional(),
  wish_select_cards: z.array(productCardSchema).optional(),
  wish_cards: z.array(wishItemSchema).optional(),
  flight_cards: z.array(flightCardSchema).optional(),
  /** Products compared side by side (decision 025); sent on `cards_load` next to product_cards. */
  comparison: comparisonSchema.optional(),
  error_type: z.string().optional(),
  answer_type: z.string().optional(),
  cloud_mobile_task: cloudMobileTaskSchema.optional(),
  error_code: z.number().int().optional(),
  error_msg: z.string().optional(),
  /** Milliseconds spent thinking, on the event that ends reasoning. */
  think_ms: z.number().optional(),
  /** On the `finish` of a stopped answer: ANSWER_STATUS.cancelled. */
  answer_status: z.number().int().optional(),
});
export type StreamContent = z.infer<typeof streamContentSchema>;

export const streamEventSchema = z.object({
  status: z.enum(STREAM_EVENTS),
  content: streamContentSchema,
  next_step: z.union([z.string(), z.array(z.string())]).nullable(),
});
export type StreamEventFrame = z.infer<typeof streamEventSchema>;

export const stopV1BodySchema = z.object({ question_id: z.string().min(1).max(100), session_id: z.string().min(1).max(100) });
export const stopV2BodySchema = z.object({ question_id: z.string({ error: '缺少 question_id' }).min(1).max(100) });

/** SSE `id:` field: `<question_id>:<seq>`. */
export function formatEventId(questionId: string, seq: number): string {
  return `${questionId}:${seq}`;
}
export function parseEventId(id: string | null | undefined): { questionId: string; seq: number } | null {
  if (!id) return null;
  const at = id.lastIndexOf(':');
  if (at <= 0) return null;
  const seq = Number(id.slice(at + 1));
  if (!Number.isInteger(seq) || seq < 0) return null;
  return { questionId: id.slice(0, at), seq };
}

/** `POST /api/v2/chat/stop` answer: the stopped question and its stored status (3, cancelled). */
export const stopResultSchema = z.object({ question_id: z.string(), answer_status: z.number().int() });
export type StopResult = z.infer<typeof stopResultSchema>;
