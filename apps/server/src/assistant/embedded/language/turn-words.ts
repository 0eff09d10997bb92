import { SHOWN_PRICE_AROUND, SHOWN_PRICE_ASKS } from './lexicon/price-asks';
import { amount } from './budget';
import { FLIGHT_SORT_WORDS } from './lexicon/flight-words';
import { BACK_TO_NAMED, BACK_TO_TOPIC } from './lexicon/recall-words';

/**
 * Words of the conversation itself (not of what is wanted): going back to a list shown before,
 * pointing into the list before the latest, how flights should be ordered, how many to compare,
 * a question about the future price, a wish-list target price. Read once by readTurn
 * (read-turn.ts); flows take the result from the turn.
 */

/** 再看看之前那几个X, 回到刚才的X, 还是看看原来那些: the shopper goes back to a list. */
const RECALL =
  /(?:再看看?|再看一?下|回到|回去看看?|还是看看?|重新看看?|(?:还是)?看回|翻回)\s*(?:之前|刚才|刚刚|前面|上次|最开始|原来|一开始)|(?:之前|刚才|刚刚|原来|一开始|前面)\s*(?:那几[个款台双样]|那些|推荐的那?几?[个款台样]?|的那几[个款台样]|那一?[堆批套组波份]|的那一?[堆批套组份]|列的那?些?|那[个份张]清单|的清单)/;

/** 上一批的第二款, 之前那批, 最开始那几款: the list before the latest one. */
const EARLIER_LIST = /上一批|前一批|之前那批|上一轮|上上次/;
/** 最开始那个列表, 一开始推荐的, 第一批: the first list of the chat (decision 074). */
const FIRST_LIST = /最开始(?:那|的|推荐)|一开始(?:那|的|推荐)|第一批|第一个列表|第一轮|最早(?:那|的|推荐)|最初(?:那|的|推荐)/;

export const recallsList = (text: string): boolean => RECALL.test(text) || BACK_TO_TOPIC.some((w) => text.includes(w));
/** 还是看X吧, 刚才的X: going back when X is the earlier list's category (read-turn.ts checks that). */
export const backToNamed = (text: string): boolean => BACK_TO_NAMED.some((w) => text.includes(w));
export const pointsAtEarlierList = (text: string): boolean => EARLIER_LIST.test(text);
export const pointsAtFirstList = (text: string): boolean => FIRST_LIST.test(text);

/** The recall words taken out, so they never become search keywords (商品库里没有和「之前」…). */
export const withoutRecallWords = (text: string): string =>
  text.replace(RECALL, ' ').replace(EARLIER_LIST, ' ').replace(FIRST_LIST, ' ');

/** 最早的一班, 按出发时间排 / 最便宜的, 按价格从低到高: how flights are ordered (lexicon rows). */
const FLIGHT_SORTS: Array<{ sort: FlightSort; pattern: RegExp }> = FLIGHT_SORT_WORDS.map((row) => ({
  sort: row.sort,
  pattern: new RegExp(row.words.join('|')),
}));
export type FlightSort = 'departure' | 'price';
export const flightSortOf = (text: string): FlightSort | null => FLIGHT_SORTS.find((s) => s.pattern.test(text))?.sort ?? null;

/** 比较三款扫地机器人 / 两款降噪耳机对比: how many of a category to pick (2-4); 两个月, 三个人 are no count. */
const HOW_MANY = /([两二三四2-4])\s*(?:款|个|台|部|种|样)(?![人孩月年小钟星礼])/;
const COUNTS: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, '2': 2, '3': 3, '4': 4 };
/** Cards asked for, up to eight (给我5个, 列六款; decision 046). */
const PICK_COUNTS: Record<string, number> = {
  ...COUNTS,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  俩: 2,
  仨: 3,
};
export const countOf = (text: string): number | null => COUNTS[HOW_MANY.exec(text)?.[1] ?? ''] ?? null;

/** 就推荐一个, 直接告诉我买哪个, 别给我一堆: one pick, no list. */
const JUST_ONE =
  /(?:就|只)(?:推荐|给我?|要|挑|选|来)一?[个款台部双件]|直接(?:告诉我?|说)(?:买|选)?哪[个款台部双件一]|(?:告诉我|帮我定)(?:该|应该)?(?:买|选)哪[个款台部双件一]|别给我?一堆|给我?一个就行|最值得买的那?一[个款]/;
/** 推荐三款X, 给我两个选择, 挑3个: how many cards the shopper asks for (a count, not 两个人用的). */
const ASKED_COUNT =
  /(?:推荐|给我?|来|挑|选|列|看看?|找|要)\s*(?:出)?\s*([两二三四五六七八2-8])\s*(?:款|个|台|部|种|样|双|件)(?![人孩月年小]|口(?!红))|([两二三四五六七八2-8])\s*个(?:选择|选项|候选)|(?:推荐|给我?|来|挑|选|列|看看?|找|要)\s*([俩仨])(?![人孩月年小]|口(?!红))/;
/** How many products to show, when the shopper says: 1 for 直接告诉我买哪个. */
export function picksOf(text: string): number | null {
  if (JUST_ONE.test(text)) return 1;
  const m = ASKED_COUNT.exec(text);
  return m ? (PICK_COUNTS[m[1] ?? m[2] ?? m[3] ?? ''] ?? null) : null;
}

/** 会降价吗, 什么时候买, 等大促: the question is about the price to come. */
export const asksFuture = (text: string): boolean => /会不会|会降|会涨|以后|将来|什么时候|何时|等.{0,2}(大促|降价)/.test(text);

const NUM = String.raw`(\d+(?:\.\d+)?|[零一二两三四五六七八九十百千万]+)`;
const TARGET = new RegExp(
  `(?:降到|降至|跌到|低于|便宜到|到|目标价\\s*(?:是|设为|设成|改成|改为|定为|调到|为)?)\\s*${NUM}|${NUM}\\s*(?:元|块)?\\s*(?:以下|以内)?\\s*(?:就|再)?\\s*(?:提醒|通知)`,
);

/** The price the user wants to buy at: 降到1500提醒我, 目标价1500, 一千五以下通知我. */
export function targetPriceOf(text: string): number | null {
  const m = TARGET.exec(text);
  const value = m ? amount(m[1] ?? m[2] ?? '') : null;
  return value && value > 0 ? value : null;
}

/** 多少钱 / 价格呢 / 这些都多少钱: a price asked with nothing else (lexicon SHOWN_PRICE_ASKS). */
export const asksPriceOnly = (text: string): boolean => SHOWN_PRICE_ASKS.includes(text.trim().replace(SHOWN_PRICE_AROUND, ''));
