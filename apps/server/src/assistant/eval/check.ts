import type { CatalogService } from '../../modules/catalog/service';
import type { ConversationState } from '../conversation/state';
import type { AssistantEvent } from '../engine';

/**
 * Machine-checkable expectations of one assistant turn, for the eval set (bench/assistant-eval.ts)
 * and the follow-up tests. Every field given must hold; a turn with none only has to answer.
 */
export interface Expectation {
  /** Category ids any product card may have ('|' separated); at least one card is required. */
  cat?: string;
  /** Every card is of this brand. */
  brand?: string;
  /** No card is of this brand. */
  notBrand?: string;
  /** Every card's price is within. */
  max?: number;
  min?: number;
  /** Every card is from this mall. */
  mall?: string;
  /** The first card(s) are these positions (0-based) of the items the previous turn showed. */
  ref?: number[];
  /** The cards (in any order) include exactly the positions of the previous list. */
  compare?: number[];
  /** Flight cards between these cities; `day` is days after the request date (0 today). */
  flight?: { from: string; to: string; day?: number; sort?: 'price' | 'departure' };
  /** The request is refused (a risk event). */
  risk?: boolean;
  /** A clarifying question: chips (button_type 0) and no product cards. */
  clarify?: boolean;
  /** No product or flight cards, and the answer says what is missing / cannot be done. */
  none?: boolean;
  /** The answer text matches. */
  text?: RegExp;
  /** The wish list gets this position of the previous list. */
  wish?: number;
}

export interface TurnContext {
  catalog: CatalogService;
  /** The state before this turn (what "第二款" points into). */
  before: ConversationState | null;
  /** Request day, YYYY-MM-DD (China). */
  today: string;
  /** Product ids on the wish list after the turn. */
  wishIds?: () => Promise<string[]>;
}

const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Reasons the turn fails its expectation ([] = satisfied). */
export async function checkTurn(events: AssistantEvent[], e: Expectation, t: TurnContext): Promise<string[]> {
  const fails: string[] = [];
  const text = events
    .filter((x) => x.status === 'answer')
    .map((x) => x.content.content ?? '')
    .join('');
  const cards = events.find((x) => x.status === 'cards_load')?.content ?? {};
  const productIds = (cards.product_cards ?? []).map((c) => c.id);
  const products = await t.catalog.getProducts(productIds);
  const flights = cards.flight_cards ?? [];
  const risk = events.some((x) => x.status === 'risk');
  const shown = t.before?.shown ?? [];

  if (e.risk !== undefined && risk !== e.risk) fails.push(`risk ${risk}`);
  if (!e.risk && risk) fails.push('refused');
  if (e.cat) {
    const allowed = e.cat.split('|');
    if (!products.length) fails.push('no product cards');
    const off = products.filter((p) => !allowed.includes(p.categoryId));
    if (off.length) fails.push(`categories ${[...new Set(off.map((p) => p.categoryId))].join(',')}`);
  }
  if (e.brand && products.some((p) => p.brand !== e.brand)) fails.push(`brand ${products.map((p) => p.brand).join(',')}`);
  if (e.brand && !products.length) fails.push('no product cards');
  if (e.notBrand && products.some((p) => p.brand === e.notBrand)) fails.push(`has ${e.notBrand}`);
  if (e.max !== undefined && products.some((p) => p.price > e.max!)) fails.push(`over ${e.max}`);
  if (e.min !== undefined && products.some((p) => p.price < e.min!)) fails.push(`under ${e.min}`);
  if (e.mall && products.some((p) => p.mall !== e.mall)) fails.push(`mall ${products.map((p) => p.mall).join(',')}`);
  if (e.ref) {
    const want = e.ref.map((i) => shown.at(i));
    if (want.some((id) => !id)) fails.push('nothing shown before');
    else if (want.some((id, i) => productIds[i] !== id)) fails.push(`ref ${productIds.slice(0, want.length)} ≠ ${want}`);
  }
  if (e.compare) {
    const want = e.compare.map((i) => shown.at(i));
    const got = new Set(productIds);
    if (want.some((id) => !id || !got.has(id)) || got.size !== want.length) fails.push(`compare ${productIds} ≠ ${want}`);
  }
  if (e.flight) {
    if (!flights.length) fails.push('no flight cards');
    if (flights.some((f) => f.from_city !== e.flight!.from || f.to_city !== e.flight!.to))
      fails.push(`route ${flights[0]?.from_city}→${flights[0]?.to_city}`);
    if (e.flight.day !== undefined && flights.some((f) => f.date !== addDays(t.today, e.flight!.day!)))
      fails.push(`date ${flights[0]?.date}`);
    if (e.flight.sort === 'departure') {
      const times = flights.map((f) => `${f.date} ${f.dep_time}`);
      if (times.some((x, i) => i > 0 && x < times[i - 1]!)) fails.push('not by departure');
    }
    if (e.flight.sort === 'price' && flights.some((f, i) => i > 0 && f.price < flights[i - 1]!.price)) fails.push('not by price');
  }
  if (e.clarify) {
    if (cards.button_type !== 0 || !(cards.buttons ?? []).length) fails.push('no chips');
    if (productIds.length) fails.push('recommended instead of asking');
  }
  if (e.none && (productIds.length || flights.length)) fails.push('cards where none were expected');
  if (e.text && !e.text.test(text)) fails.push(`text ${text.slice(0, 60)}`);
  if (e.wish !== undefined && t.wishIds) {
    const id = shown.at(e.wish);
    if (!id || !(await t.wishIds()).includes(id)) fails.push('not on the wish list');
  }
  return fails;
}
