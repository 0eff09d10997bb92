import { withoutAges } from './ages';
import { priceRangeLabel } from '@app/protocol/price-range';
import { MEASURE_UNITS } from './lexicon/measure-words';
import { PRICE_BAND_WORDS } from './lexicon/price-band-words';
import {
  BUDGET_CAP_AFTER_WORDS,
  BUDGET_CAP_WORDS,
  BUDGET_FLOOR_MARKS,
  BUDGET_FLOOR_WORDS,
  BUDGET_HEDGE_WORDS,
  CURRENCY_WORDS,
  SLANG_YUAN,
  SPEND_FILLERS,
} from './lexicon/budget-bound-words';
import { DIGIT_COUNT_BUDGETS } from './lexicon/numeral-words';
/** A price range in yuan; either end may be open. */
export interface Budget {
  min?: number;
  max?: number;
  /** How the user put it, for echoing back: 2000元以内, 500元左右. */
  label: string;
  /** 5k左右, 大概五千吧: the top is meant; a search that finds nothing never widens past it (decision 074). */
  firm?: boolean;
}

const CN_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000, 万: 10000 };

/**
 * Chinese numerals as people write prices: 两千 2000, 三千五 3500, 一万二 12000, 十五 15.
 * A trailing digit after a unit is a tenth of that unit (三千五 = 3500).
 */
export function chineseNumber(text: string): number | null {
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  let lastUnit = 1;
  // Arabic digits may stand for a numeral's digits: 5百, 1万5, 2千5 (decision 040).
  const tokens = text.match(/\d+|[^\d]/g) ?? [];
  for (const [i, ch] of tokens.entries()) {
    if (/^\d+$/.test(ch)) {
      // A run of several digits at the end is the amount itself (1万50 is 10050), not a tenth.
      if (ch.length > 1 && i === tokens.length - 1 && lastUnit > 1) {
        section += Number(ch);
        lastUnit = 1;
        digit = null;
        continue;
      }
      digit = Number(ch);
    } else if (ch in CN_DIGITS) {
      digit = CN_DIGITS[ch]!;
    } else if (ch === '万') {
      total += (section + (digit ?? 0)) * 10000;
      section = 0;
      digit = null;
      lastUnit = 10000;
    } else if (ch in CN_UNITS) {
      section += (digit ?? 1) * CN_UNITS[ch]!;
      digit = null;
      lastUnit = CN_UNITS[ch]!;
    } else {
      return null;
    }
  }
  if (digit !== null) section += lastUnit > 1 ? digit * (lastUnit / 10) : digit;
  // A unit alone is one of it: 万元以上, 千元以内 (decision 070).
  if (text === '万') return 10000;
  const value = total + section;
  return value > 0 ? value : null;
}

/** Latin multipliers shoppers type after a number: 1.5k, 2w, 3W. */
const LATIN_UNITS: Record<string, number> = { k: 1000, w: 10000 };

/**
 * 2000, 1.5万, 3千, 两千, 1.5k, 2w → yuan. The pattern that finds a price only lets k/w through
 * when a price word follows (1.5k以内, 2w左右): alone, 2K, 4K and 65W are screens and chargers.
 */
export function amount(text: string): number | null {
  // 3k5, 1w2: a digit after k/w is a tenth of it, as after 千/万 (decision 061).
  const tail = /^(\d{1,3})([kKwW])(\d)$/.exec(text.trim());
  if (tail) return chineseNumber(`${tail[1]}${/k/i.test(tail[2]!) ? '千' : '万'}${tail[3]}`);
  const m = /^(\d+(?:\.\d+)?)\s*([千万kKwW]?)$/.exec(text.trim());
  if (m) {
    const unit = m[2]!.toLowerCase();
    return Number(m[1]) * (unit === '万' ? 10000 : unit === '千' ? 1000 : (LATIN_UNITS[unit] ?? 1));
  }
  return chineseNumber(text.trim());
}

/** The unit a number ends with (三千 → 1000, 2w → 10000), or 1. */
function unitOf(text: string): number {
  const last = text.trim().slice(-1).toLowerCase();
  return CN_UNITS[last] ?? LATIN_UNITS[last] ?? 1;
}

/** The step of a round number: 两千 → 1000, 300 → 100, 1500 → 100. */
function stepOf(text: string, value: number): number {
  const unit = unitOf(text);
  if (unit > 1) return unit;
  let step = 1;
  while (value % (step * 10) === 0 && step * 10 <= value) step *= 10;
  return step;
}

/** Words after a number that make k/w a price unit (1.5k以内) rather than a spec (4K屏). */
const PRICE_AFTER = String.raw`(?=\s*(?:以内|以里|以下|之内|内|左右|上下|出头|多|来|块|元|到|至|-|~|～|封顶|的预算|预算|档|价位|$|[，,。.！!？?\s]))`;
/** 4k以上 is money too; 65W以上 stays a charger. */
const K_AFTER = String.raw`(?=\s*(?:以上|起步)|${PRICE_AFTER.slice(3, -1)})`;
/** A digit with a Chinese unit: 5百, 3千, 1万5, 2千5, 1万5千 (read by chineseNumber). */
const MIXED = String.raw`\d{1,3}[十百千万](?:[\d零一二两三四五六七八九]{1,3}[十百千]?)?|\d{1,3}[kKwW]\d(?![\da-zA-Z])`;
const NUM = String.raw`(${MIXED}|\d+(?:\.\d+)?\s*(?:[千万]|[kK]${K_AFTER}|[wW]${PRICE_AFTER})?|[零〇一二两三四五六七八九十百千万]+)`;
/** After 预算 any k/w is money (预算1w的笔记本). */
const BUDGET_NUM = String.raw`(${MIXED}|\d+(?:\.\d+)?\s*[千万kKwW]?|[零〇一二两三四五六七八九十百千万]+)`;
const CURRENCY = CURRENCY_WORDS.join('|');
const YUAN = String.raw`\s*(?:${CURRENCY})?`;
// After a number: a spec unit or letters mean it is not a price (128G, 5000mAh, 65英寸).
// The measure units of the lexicon too (30小时, 一百公里, 十斤, 四个人; measures.ts).
const MEASURE_WORDS = MEASURE_UNITS.flatMap((u) => u.says).filter((w) => /\p{Script=Han}/u.test(w));
const NOT_SPEC = String.raw`(?![\da-zA-Z寸升克匹套片人岁米毫瓦度]|${MEASURE_WORDS.join('|')})`;
const CN_DIGIT = '[一二两三四五六七八九]';
/** 最多花一千, 撑死了也就三千: spend words between a bound and its amount. */
const FILLERS = String.raw`\s*(?:${SPEND_FILLERS.join('|')})*\s*`;

type Range = Omit<Budget, 'label'>;
type Rule = { pattern: RegExp; budget: (m: RegExpExecArray) => Range | null; label?: (r: Range) => string; firm?: true };

const around = (a: number): Range => ({ min: Math.round(a * 0.8), max: Math.round(a * 1.2) });
const aroundLabel = (r: Range) => `${Math.round(((r.min ?? 0) + (r.max ?? 0)) / 2)}元左右`;
const one = (f: (a: number) => Range | null) => (m: RegExpExecArray) => {
  const a = amount(m[1]!);
  return a === null ? null : f(a);
};
/**
 * Vague amounts by their words, a fixed interval each (decision 022); `currency` when the words
 * alone are no amount (十几 needs 块: 十几个 is a count). A new phrasing is one more word.
 */
const VAGUE_WORDS: Array<[words: string[], range: Range, currency?: true]> = [
  [['小几百'], { min: 100, max: 500 }],
  [['大几百'], { min: 500, max: 999 }],
  [['几百'], { min: 100, max: 999 }],
  [['小几千'], { min: 1000, max: 5000 }],
  [['大几千'], { min: 5000, max: 9999 }],
  [['几千'], { min: 1000, max: 9999 }],
  [['十几'], { min: 10, max: 20 }, true],
  [['几十'], { min: 10, max: 99 }, true],
  [['一万块左右', '一万左右', '一万把', '万把'], { min: 8000, max: 12000 }],
  [['一千把', '千把'], { min: 800, max: 1200 }],
  [['一百把', '百把'], { min: 80, max: 120 }],
  ...DIGIT_COUNT_BUDGETS.map(([words, min, max]): [string[], Range] => [words, { min, max }]),
];
/** Not inside a bigger numeral (三十几百 is no word) nor before 万 (几百万 is no budget). */
const VAGUE: Array<[RegExp, Range]> = VAGUE_WORDS.map(([words, range, currency]) => [
  new RegExp(`(?<![十一二两三四五六七八九])(?:${words.join('|')})(?!万)(?:块钱|块|元)${currency ? '' : '?'}`),
  range,
]);

/**
 * 一千出头, 2k出头 (decision 078): a little over the figure, from a charm price just under it (¥999,
 * ¥1,999: 1 % below) to 15 % over it.
 */
const JUST_OVER_FLOOR = 0.99;
const justOver = (a: number): Range => ({ min: Math.round(a * JUST_OVER_FLOOR * 100) / 100, max: Math.round(a * 1.15) });
/** The figure said, from the range justOver made of it: 一千出头 is labelled 1000元出头, never 990. */
const justOverLabel = (r: Range): string => `${Math.round((r.min ?? 0) / JUST_OVER_FLOOR)}元出头`;

/** 小一千, 小两千, 小一万: a little under the amount, [0.8X, X]. */
const JUST_UNDER = new RegExp(`小(${CN_DIGIT}[百千万])(?:块钱|块|元)?`);

/**
 * Budget phrasings, most specific first; the first that matches wins. Semantics (decision 022):
 * X左右/上下/来块 = X ±20%; X出头 = [0.99X, 1.15X] (a charm price just under the figure, ¥999 or
 * ¥1,999, is said as the figure: decision 078); X多 = [X, X + its step] (两千多 = 2000–3000);
 * 三四百 = [300, 400]; 两到三千 = [2000, 3000]; 以内/以下/不超过/最多 = max; 以上/起码/至少 = min.
 */
const RULES: Rule[] = [
  ...VAGUE.map(([pattern, range]): Rule => ({ pattern, budget: () => range })),
  { pattern: JUST_UNDER, budget: one((a) => ({ min: Math.round(a * 0.8), max: a })) },
  {
    // 三四百, 五六千, 两三千 (以内 keeps only the top)
    pattern: new RegExp(`(${CN_DIGIT})(${CN_DIGIT})([十百千万])${YUAN}\\s*(以内|以里|以下|之内)?`),
    budget: (m) => {
      const unit = CN_UNITS[m[3]!]!;
      const lo = CN_DIGITS[m[1]!]! * unit;
      const hi = CN_DIGITS[m[2]!]! * unit;
      if (hi <= lo) return null;
      return m[4] ? { max: hi } : { min: lo, max: hi };
    },
  },
  {
    pattern: new RegExp(`${NUM}${YUAN}\\s*(?:-|~|～|—|–|到|至)\\s*${BUDGET_NUM}${YUAN}${NOT_SPEC}`),
    budget: (m) => {
      let a = amount(m[1]!);
      const b = amount(m[2]!);
      if (a === null || b === null) return null;
      // 两到三千, 5-8千, 1.5-2万: the first number shares the second's unit.
      const unit = unitOf(m[2]!);
      if (unitOf(m[1]!) === 1 && unit > 1 && a * unit <= b) a *= unit;
      return { min: Math.min(a, b), max: Math.max(a, b) };
    },
  },
  {
    // 不低于一千 is a floor: a cap word is never the tail of a negated one (decision 077).
    pattern: new RegExp(`(?<!不)(?:${BUDGET_CAP_WORDS.join('|')})${FILLERS}${BUDGET_NUM}${YUAN}${NOT_SPEC}`),
    budget: one((a) => ({ max: a })),
  },
  {
    // 300米以内, 五百米左右: 米 is 元 in chat slang, for amounts of 100 and more.
    pattern: new RegExp(`${NUM}\\s*(?:${SLANG_YUAN.words.join('|')})\\s*(以内|以里|以下|之内|左右|上下|出头|的预算)`),
    budget: (m) => {
      const a = amount(m[1]!);
      if (a === null || a < SLANG_YUAN.minAmount) return null;
      if (m[2] === '左右' || m[2] === '上下') return around(a);
      return m[2] === '出头' ? justOver(a) : { max: a };
    },
    label: (r) =>
      r.min !== undefined && r.max !== undefined && r.min * 1.5 === r.max
        ? aroundLabel(r)
        : r.min !== undefined && r.max === justOver(Math.round(r.min / JUST_OVER_FLOOR)).max
          ? justOverLabel(r)
          : priceRangeLabel(r),
  },
  // 五百顶多了, 三千最多, 两千撑死, 一千块不到: a cap said after the amount (decision 070, 077).
  {
    pattern: new RegExp(`${NUM}${YUAN}\\s*(?:${BUDGET_CAP_AFTER_WORDS.join('|')})`),
    budget: one((a) => ({ max: a })),
  },
  {
    pattern: new RegExp(`${NUM}\\s*(?:来块|来元|块来钱|来块钱)`),
    budget: one(around),
    label: aroundLabel,
  },
  { pattern: new RegExp(`${NUM}${YUAN}\\s*(?:左右|上下|附近)`), budget: one(around), label: aroundLabel, firm: true },
  // 2000档位, 三千价位: a price band is around its amount, from 100 up (5档位 is a speed; decision 051).
  {
    pattern: new RegExp(`${NUM}\\s*(?:的)?\\s*(?:${PRICE_BAND_WORDS.join('|')})`),
    budget: one((a) => (a >= 100 ? around(a) : null)),
    label: aroundLabel,
  },
  {
    pattern: new RegExp(`${NUM}${YUAN}\\s*(?:出头)`),
    budget: one(justOver),
    label: justOverLabel,
  },
  {
    // 两千多, 三百多块, 1000多元 (多少 is a question, not an amount)
    pattern: new RegExp(`${NUM}\\s*多(?!少)${YUAN}`),
    budget: (m) => {
      const a = amount(m[1]!);
      return a === null ? null : { min: a, max: a + stepOf(m[1]!, a) };
    },
    label: (r) => `${r.min}多元`,
  },
  // 大概五千吧, 差不多两千, 估计六千: a guessed amount, ±10 % (a point the shopper has in mind; decision 074).
  {
    pattern: new RegExp(
      `(?:${BUDGET_HEDGE_WORDS.join('|')})\\s*${NUM}${YUAN}\\s*(?:吧|的样子|这样)?${NOT_SPEC}(?![多个只台部件张平斤块])`,
    ),
    budget: one((a) => (a >= 100 ? { min: Math.round(a * 0.9), max: Math.round(a * 1.1) } : null)),
    label: aroundLabel,
    firm: true,
  },
  {
    pattern: new RegExp(`(?:${BUDGET_FLOOR_WORDS.join('|')})${FILLERS}${BUDGET_NUM}${YUAN}${NOT_SPEC}`),
    budget: one((a) => ({ min: a })),
  },
  { pattern: new RegExp(`${NUM}${YUAN}\\s*(?:以上|起步|往上|起)`), budget: one((a) => ({ min: a })) },
  // 3000+, 500+的: a plus after an amount of 100 or more is its floor (decision 077).
  {
    pattern: new RegExp(`${NUM}${YUAN}\\s*(?:${BUDGET_FLOOR_MARKS.marks.map((m) => `\\${m}`).join('|')})(?!\\s*\\d)`),
    budget: one((a) => (a >= BUDGET_FLOOR_MARKS.minAmount ? { min: a } : null)),
  },
  {
    pattern: new RegExp(
      `(?:预算|价格|价位)?\\s*(?:提高|提升|增加|加|放宽|放开|放|涨|拉|升|上调|下调|挪|降低|降|减少|压|调整|调|改|提)(?:一下)?\\s*(?:到|至|成|为)\\s*${BUDGET_NUM}${YUAN}${NOT_SPEC}`,
    ),
    budget: one((a) => ({ max: a })),
  },
  {
    pattern: new RegExp(
      `(?:预算|价位)\\s*(?:只有|就|只|才|不过|最多|是|在|为|有|大概|大约|差不多|改成|变成)?\\s*${BUDGET_NUM}${YUAN}${NOT_SPEC}`,
    ),
    budget: one((a) => ({ max: a })),
  },
  // 8k预算买台笔记本, 三千的预算: the amount said before the word budget is its cap (decision 068).
  { pattern: new RegExp(`${NUM}${YUAN}\\s*(?:的)?\\s*预算${NOT_SPEC}`), budget: one((a) => ({ max: a })) },
  // 3k5, 1w2 alone: a k/w with a digit after it is only ever money, "about that much" (decision 061).
  {
    pattern: /(?<![\da-zA-Z.])(\d{1,3}[kKwW]\d)(?![\da-zA-Z])/,
    budget: one(around),
    label: aroundLabel,
  },
  // A bare price with a currency word (一千元的耳机) means "about that much".
  {
    pattern: new RegExp(`${NUM}\\s*(?:${CURRENCY})(?!以|之|内|左|上|下|出|起|往)`),
    budget: one(around),
    label: aroundLabel,
  },
];

/**
 * 预算不限, 价格无所谓, 多少钱都行, 预算放开, 预算不卡了 (贵一点也行 and 预算放宽点 raise it instead,
 * refine.ts): the user drops the budget (a relaxation, decision 023). An amount said with it is
 * the new budget (预算放宽点 五百以内, decision 040), so nothing is dropped.
 */
const NO_BUDGET =
  /预算(?:也|都)?不限|不限预算|价格(?:也|都)?不限|不限价格?|(?:预算|价格)(?:也|都)?无所谓|多少钱都(?:行|可以)|钱不是问题|不在乎(?:价格|钱)|预算(?:也|都)?(?:随便|没上限|不设限|不设上限|放开|放宽(?!一?点|些)|不卡|不是问题|不管了?|不考虑了?|先不管|不重要)|不管预算|不看预算|不考虑预算|多少钱都|价格(?:也|都)?不是问题|(?:贵不贵|贵贱|价格高低|价格|价钱|花多少钱?)(?:也|都)?(?:不重要|无所谓|没关系|不在乎|不是问题)/;
export const dropsBudget = (text: string): boolean => NO_BUDGET.test(text) && parseBudget(text) === null;

/** Prices under 5 yuan are never budgets: 最多一个 is not "at most 1 yuan". */
const MIN_BUDGET = 5;

/** A guess word right before a budget that has its own bound (大概七百来块, 差不多两千左右): part of it. */
const HEDGE_BEFORE = new RegExp(`(?:${BUDGET_HEDGE_WORDS.join('|')})\\s*$`);

/** Finds a budget in a question; `span` is the matched text so callers can drop it from keywords. */
export function parseBudget(said: string): { budget: Budget; span: string } | null {
  // 我爸六十多了, 孩子三岁, 九零后: an age is never a price (decision 060).
  const text = withoutAges(said);
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (!m) continue;
    const range = rule.budget(m);
    // 最多一个 is no budget, but 1元的手机 is one (an impossible one, answered honestly).
    const currency = CURRENCY_WORDS.some((w) => m[0].toLowerCase().includes(w.toLowerCase()));
    const top = Math.max(range?.min ?? 0, range?.max ?? 0);
    if (range === null || (top < MIN_BUDGET && !currency)) continue;
    const label = rule.label ? rule.label(range) : priceRangeLabel(range);
    const hedge = HEDGE_BEFORE.exec(text.slice(0, m.index))?.[0] ?? '';
    return { budget: { ...range, label, ...(rule.firm ? { firm: true } : {}) }, span: hedge + m[0] };
  }
  return null;
}
