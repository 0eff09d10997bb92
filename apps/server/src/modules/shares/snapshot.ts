import { z } from 'zod';
import {
  ANSWER_STATUS,
  comparisonSchema,
  flightCardSchema,
  productCardSchema,
  type ProductCard,
  type SharedTurn,
} from '@app/protocol';
import { storedCardsOf } from '../chat/history-item';
import type { QuestionRow } from '../chat/repository';
import { sessionTitle } from '../sessions/rules';

const products = z.array(productCardSchema).catch([]);
const flights = z.array(flightCardSchema).catch([]);
const comparison = comparisonSchema.nullable().catch(null);
const questionCard = productCardSchema.nullable().catch(null);

const parseJson = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Only finished answers are shared: a partial, failed or stopped answer is not worth a link. */
export const isShareable = (row: Pick<QuestionRow, 'answer_status'>): boolean => row.answer_status === ANSWER_STATUS.finished;

/**
 * A stored question and its answer as a share shows it: the words, the product asked about and
 * the cards the answer showed (with a comparison). Left out on purpose: ids, pictures and recordings the user sent,
 * the wish list (target prices), cloud-phone tasks, buttons and suggestions (they act for the
 * owner), assessments and reasoning.
 */
export function toSharedTurn(row: QuestionRow): SharedTurn {
  const cards = storedCardsOf(row);
  const compared = comparison.parse(cards.comparison ?? null);
  return {
    question: row.question,
    question_product_card: questionCard.parse(parseJson(row.question_product_card)) as ProductCard | null,
    answer: row.answer,
    product_cards: products.parse(cards.product_cards ?? []),
    multi_cards: products.parse(cards.multi_cards ?? []),
    flight_cards: flights.parse(cards.flight_cards ?? []),
    ...(compared ? { comparison: compared } : {}),
    at: new Date(Number(row.create_at)).toISOString(),
  };
}

/** A share's title: the session's, or the first shared question on one line. */
export const shareTitle = (turns: readonly SharedTurn[], sessionTitleText?: string | null): string =>
  sessionTitleText?.trim() || sessionTitle(turns[0]?.question ?? '');
