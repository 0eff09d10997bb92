import { partOf, type AnswerPart } from './answer';
import type { CloudMobileTask, Comparison, FlightCard, ProductCard, WishItem } from './cards';

/**
 * The wire edge of an answer's card parts (decision 025): the spec's per-kind fields, as the
 * server stores them (`cards` column), history sends them (answer_info) and a share holds them.
 * Only here do the parts meet the per-kind arrays.
 */
export interface CardFields {
  product_cards?: ProductCard[] | null;
  multi_cards?: ProductCard[] | null;
  wish_select_cards?: ProductCard[] | null;
  /** Named `wish_cards` on the stream and `wish_list` in history. */
  wish_list?: WishItem[] | null;
  flight_cards?: FlightCard[] | null;
  cloud_mobile_task?: CloudMobileTask | null;
  comparison?: Comparison | null;
}

/** Stored or sent card fields → the answer's card parts (an empty list is no part). */
export function partsFromCards(f: CardFields): AnswerPart[] {
  const out: AnswerPart[] = [];
  if (f.multi_cards?.length) out.push({ type: 'products', layout: 'gallery', cards: f.multi_cards });
  if (f.product_cards?.length) out.push({ type: 'products', layout: 'list', cards: f.product_cards });
  if (f.comparison) out.push({ type: 'comparison', comparison: f.comparison });
  if (f.wish_select_cards?.length) out.push({ type: 'wish-select', cards: f.wish_select_cards });
  if (f.wish_list?.length) out.push({ type: 'wish', items: f.wish_list });
  if (f.flight_cards?.length) out.push({ type: 'flights', flights: f.flight_cards });
  if (f.cloud_mobile_task) out.push({ type: 'cloud-task', task: f.cloud_mobile_task });
  return out;
}

/** The answer's card parts → every card field, empty where the answer has none (the stored shape). */
export function cardsFromParts(parts: readonly AnswerPart[]): Required<CardFields> {
  return {
    product_cards: partOf(parts, 'products', 'list')?.cards ?? [],
    multi_cards: partOf(parts, 'products', 'gallery')?.cards ?? [],
    wish_select_cards: partOf(parts, 'wish-select')?.cards ?? [],
    flight_cards: partOf(parts, 'flights')?.flights ?? [],
    wish_list: partOf(parts, 'wish')?.items ?? [],
    cloud_mobile_task: partOf(parts, 'cloud-task')?.task ?? null,
    comparison: partOf(parts, 'comparison')?.comparison ?? null,
  };
}
