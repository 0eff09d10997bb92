import type { HistoryItemV1, HistoryItemV2, ProductCard, WireButton } from '@app/protocol';
import type { StoredCards } from './answer-state';
import type { QuestionRow } from './repository';

const parse = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The cards stored with an answer; a damaged column reads as none. */
export const storedCardsOf = (row: Pick<QuestionRow, 'cards'>): Partial<StoredCards> =>
  parse<Partial<StoredCards>>(row.cards, {});

/** A stored question and its answer as a v2 history item (spec section 3). */
export function toHistoryItemV2(row: QuestionRow): HistoryItemV2 {
  const cards = storedCardsOf(row);
  return {
    question_id: row.id,
    question: row.question,
    question_img: row.question_img,
    question_voice: row.question_voice,
    question_voice_id: row.question_voice_id,
    question_voice_time: row.question_voice_time,
    question_product_card: parse<ProductCard | null>(row.question_product_card, null),
    create_at: new Date(Number(row.create_at)).toISOString(),
    assess: row.assess,
    answer_info: {
      answer: { message: row.answer, button_type: row.button_type, buttons: parse<WireButton[]>(row.buttons, []) },
      answer_status: row.answer_status,
      answer_status_msg: row.answer_status_msg,
      answer_reason: row.answer_reason,
      answer_reason_status: row.answer_reason_status,
      answer_source: row.answer_source,
      multi_cards: cards.multi_cards ?? [],
      product_cards: cards.product_cards ?? [],
      wish_select_cards: cards.wish_select_cards ?? [],
      wish_list: cards.wish_list ?? [],
      flight_cards: cards.flight_cards ?? [],
      cloud_mobile_task: cards.cloud_mobile_task ?? null,
      ...(cards.comparison ? { comparison: cards.comparison } : {}),
      next_step: parse<string[] | null>(row.next_step, null),
      think_ms: row.think_ms,
    },
  };
}

/** A stored question of a session and its answer as a v1 history item (spec section 3). */
export function toHistoryItemV1(row: QuestionRow): HistoryItemV1 {
  return {
    session_id: row.session_id ?? '',
    question_id: row.id,
    question: row.question,
    question_img: row.question_img,
    question_voice: row.question_voice,
    question_voice_id: row.question_voice_id,
    question_voice_time: row.question_voice_time,
    answer: row.answer,
    answer_reason: row.answer_reason,
    answer_source: row.answer_source,
    risk_review_status: row.risk_review_status,
    risk_review_msg: row.answer_status_msg,
    goods_card: storedCardsOf(row).product_cards ?? [],
    assess: row.assess,
    create_time: new Date(Number(row.create_at)).toISOString(),
  };
}
