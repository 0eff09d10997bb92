import { addDays } from '@app/protocol/days';
import type { CatalogService } from '../../modules/catalog/service';
import type { ConversationState } from '../../ports/conversation-state';
import type { AssistantEvent } from '../../ports/assistant-engine';

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
  /**
   * Flight cards between these cities; `day` is days after the request date (0 today); `date`
   * an absolute day (a holiday): its flights, or, when none are listed, an answer naming the day.
   */
  flight?: {
    from: string;
    to: string;
    day?: number;
    date?: string;
    sort?: 'price' | 'departure';
    /** Every flight departs in this part of the day (红眼: 21:00-06:00). */
    part?: 'morning' | 'afternoon' | 'evening' | 'redeye';
  };
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
  /** Every card is of one of these brands (any of), and there is at least one card. */
  brands?: string[];
  /** No card is of any of these brands. */
  notBrands?: string[];
  /** Each of these brands is among the cards (two named products compared). */
  hasBrands?: string[];
  /** At least this many brands among the cards (a relaxed or new need is not one brand's list). */
  brandsAtLeast?: number;
  /** At least one card is priced above this (a raised or lifted budget shows what it opened). */
  someAbove?: number;
  /** Exactly this many product cards. */
  count?: number;
  /** The wish list gets all these positions of the previous list. */
  wishAll?: number[];
  /** `ref`, `compare`, `wish` and `wishAll` point into the list shown this many lists back (0 the latest). */
  refList?: number;
  /** At least half the products of the list shown this many lists back are shown again. */
  again?: number;
  /** The first card is the first product of this brand in the list pointed into (上面那个索尼). */
  refBrand?: string;
  /** The first card is the cheapest or dearest product of the list pointed into (最便宜那个, 那个贵的). */
  refPick?: 'price_low' | 'price_high';
  /** These positions of the list pointed into are not on the wish list (除了第二个都加). */
  wishNone?: number[];
  /** The turn opens a new chat (`is_new_chat`): nothing before it may be inherited. */
  newChat?: true;
  /** Every card's title or specs contain one of these ('|' separated, any case); at least one card. */
  attr?: string;
}

export interface TurnContext {
  catalog: CatalogService;
  /** The state before this turn (what "第二款" points into). */
  before: ConversationState | null;
  /** Request day, YYYY-MM-DD (China). */
  today: string;
  /** Product ids on the wish list after the turn. */
  wishIds?: () => Promise<string[]>;
  /**
   * The product lists (two or more cards) the shopper saw earlier in this chat, the latest first;
   * when given, references point into these instead of the engine's own state.
   */
  lists?: string[][];
}

/** How an answer may name a day: 2026-10-01, 10月1日, 10月1号, 10-01, 10/1. */
const dayNames = (day: string): string[] => {
  const [, m, d] = day.split('-');
  const mm = Number(m);
  const dd = Number(d);
  return [day, `${mm}月${dd}日`, `${mm}月${dd}号`, `${m}-${d}`, `${mm}/${dd}`];
};

/** Departure times (HH:MM) of each part of the day. */
const PARTS: Record<string, (t: string) => boolean> = {
  morning: (t) => t >= '05:00' && t < '12:00',
  afternoon: (t) => t >= '12:00' && t < '18:00',
  evening: (t) => t >= '18:00',
  redeye: (t) => t >= '21:00' || t < '06:00',
};

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
  const shown = t.lists ? (t.lists[e.refList ?? 0] ?? []) : (t.before?.shown ?? []);

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
  if (e.flight?.date) {
    const day = e.flight.date;
    if (flights.some((f) => f.date !== day)) fails.push(`date ${flights[0]?.date} ≠ ${day}`);
    if (!flights.length && !dayNames(day).some((name) => text.includes(name))) fails.push(`no flights and ${day} not named`);
  }
  if (e.flight && (flights.length || !e.flight.date)) {
    if (!flights.length) fails.push('no flight cards');
    if (flights.some((f) => f.from_city !== e.flight!.from || f.to_city !== e.flight!.to))
      fails.push(`route ${flights[0]?.from_city}→${flights[0]?.to_city}`);
    if (e.flight.day !== undefined && flights.some((f) => f.date !== addDays(t.today, e.flight!.day!)))
      fails.push(`date ${flights[0]?.date}`);
    if (e.flight.sort === 'departure') {
      const times = flights.map((f) => `${f.date} ${f.dep_time}`);
      if (times.some((x, i) => i > 0 && x < times[i - 1]!)) fails.push('not by departure');
    }
    const part = e.flight.part ? PARTS[e.flight.part] : null;
    // With no flight in that part of the day, the others may be shown once the answer says so.
    if (part && flights.some((f) => !part(f.dep_time)) && !/没有可订/.test(text))
      fails.push(`departs ${flights.map((f) => f.dep_time).join(',')}`);
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
  fails.push(...(await checkMore(e, t, shown, products, productIds)));
  return fails;
}

type Product = Awaited<ReturnType<CatalogService['getProducts']>>[number];

/** The expectations added for the generated set (generated/), checked the same way. */
async function checkMore(e: Expectation, t: TurnContext, shown: string[], products: Product[], productIds: string[]) {
  const fails: string[] = [];
  const brandList = () => products.map((p) => p.brand).join(',');
  if (e.brands) {
    if (!products.length) fails.push('no product cards');
    if (products.some((p) => !e.brands!.includes(p.brand))) fails.push(`brand ${brandList()} ∉ ${e.brands.join('/')}`);
  }
  const excluded = products.filter((p) => e.notBrands?.includes(p.brand));
  if (excluded.length) fails.push(`has ${[...new Set(excluded.map((p) => p.brand))].join(',')}`);
  const missing = (e.hasBrands ?? []).filter((b) => !products.some((p) => p.brand === b));
  if (missing.length) fails.push(`no ${missing.join(',')} card`);
  if (e.brandsAtLeast !== undefined && new Set(products.map((p) => p.brand)).size < e.brandsAtLeast)
    fails.push(`only ${brandList() || 'no cards'}`);
  if (e.someAbove !== undefined && !products.some((p) => p.price > e.someAbove!)) fails.push(`nothing above ${e.someAbove}`);
  if (e.count !== undefined && productIds.length !== e.count) fails.push(`${productIds.length} cards, not ${e.count}`);
  if (e.wishAll && t.wishIds) {
    const ids = e.wishAll.map((i) => shown.at(i));
    const wished = await t.wishIds();
    if (ids.some((id) => !id || !wished.includes(id))) fails.push(`not all of ${e.wishAll.join(',')} on the wish list`);
  }
  if (e.attr) {
    const terms = e.attr.toLowerCase().split('|');
    const has = (p: Product) => terms.some((w) => [p.title, ...Object.values(p.specs)].join(' ').toLowerCase().includes(w));
    if (!products.length) fails.push('no product cards');
    const off = products.filter((p) => !has(p));
    if (off.length) fails.push(`${off.length} cards without ${e.attr}`);
  }
  if (e.refBrand || e.refPick) {
    const listed = await t.catalog.getProducts(shown);
    const want = e.refBrand
      ? listed.find((p) => p.brand === e.refBrand)
      : [...listed].sort((a, b) => (e.refPick === 'price_low' ? a.price - b.price : b.price - a.price))[0];
    if (!want) fails.push('nothing shown before to point at');
    else if (productIds[0] !== want.id) fails.push(`pointed at ${productIds[0] ?? 'nothing'}, not ${want.id}`);
  }
  if (e.wishNone && t.wishIds) {
    const wished = await t.wishIds();
    const wrong = e.wishNone.filter((i) => shown.at(i) && wished.includes(shown.at(i)!));
    if (wrong.length) fails.push(`${wrong.join(',')} on the wish list`);
  }
  if (e.again !== undefined) {
    const earlier = t.lists?.[e.again] ?? [];
    const got = new Set(productIds);
    const back = earlier.filter((id) => got.has(id)).length;
    if (!earlier.length || back * 2 < earlier.length) fails.push(`${back} of the ${earlier.length} earlier items shown again`);
  }
  return fails;
}
