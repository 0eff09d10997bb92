import { z } from 'zod';
import { LIMITS } from './constants';
import {
  buttonSchema,
  cloudMobileTaskSchema,
  comparisonSchema,
  flightCardSchema,
  productCardSchema,
  wishItemSchema,
} from './cards';

/**
 * `POST /api/v2/history_chat_list` (spec sections 3 and 7): the recent questions of the
 * continuous /chatNext conversation, newest last. `question_id` pages backwards from that
 * question when `load_next` is set; clients omit it while their id is still `q_local_...`.
 */
export const historyListV2BodySchema = z.object({
  limit: z.number().int().min(1).max(50).optional().default(LIMITS.historyPageSizeDefault),
  question_id: z.string().max(100).optional().nullable(),
  load_next: z.boolean().optional().nullable(),
});
export type HistoryListV2Body = z.input<typeof historyListV2BodySchema>;

const optionalText = z.string().optional().nullable();
const cards = <T extends z.ZodType>(item: T) => z.array(item).optional().nullable();

/** History item (v2) of spec section 3; `question_id` is added so an answer can be assessed or resumed. */
export const historyItemV2Schema = z.looseObject({
  question_id: z.string(),
  question: z.string(),
  question_img: optionalText,
  question_voice: optionalText,
  question_voice_id: optionalText,
  question_voice_time: z.number().optional().nullable(),
  question_product_card: productCardSchema.optional().nullable(),
  /** ISO 8601 date-time. */
  create_at: z.string(),
  assess: z.number().int().optional().nullable(),
  answer_info: z.looseObject({
    answer: z.looseObject({
      message: z.string(),
      button_type: z.number().int().optional().nullable(),
      buttons: z.array(buttonSchema).optional().nullable(),
    }),
    /** 0 outputting, 1 finished, 2 error, 3 cancelled, 21 risk failure (ANSWER_STATUS). */
    answer_status: z.number().int(),
    answer_status_msg: optionalText,
    answer_reason: optionalText,
    answer_reason_status: z.number().int().optional().nullable(),
    /** JSON text whose `search_info` entries have `tool` and `query`. */
    answer_source: optionalText,
    multi_cards: cards(productCardSchema),
    product_cards: cards(productCardSchema),
    wish_select_cards: cards(productCardSchema),
    wish_list: cards(wishItemSchema),
    flight_cards: cards(flightCardSchema),
    cloud_mobile_task: cloudMobileTaskSchema.optional().nullable(),
    /** Products compared side by side (decision 025). */
    comparison: comparisonSchema.optional().nullable(),
    think_ms: z.number().optional().nullable(),
    next_step: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .nullable(),
  }),
});
export type HistoryItemV2 = z.infer<typeof historyItemV2Schema>;

export const historyListV2Schema = z.object({
  chat_history_detail_list: z.array(historyItemV2Schema),
  latest_question_id: z.string().nullable(),
});
export type HistoryListV2 = z.infer<typeof historyListV2Schema>;
