/** A price range in yuan; either end may be open. */
export interface Budget {
  min?: number;
  max?: number;
  /** How the user put it, for echoing back: 2000元以内, 500元左右. */
  label: string;
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
  for (const ch of text) {
    if (ch in CN_DIGITS) {
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
  const value = total + section;
  return value > 0 ? value : null;
}

/**
 * 2000, 1.5万, 3千, 两千 → yuan. Latin k/w are not read: in shopping questions 2K, 4K and 65W
 * are screens and chargers far more often than prices.
 */
export function amount(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*([千万]?)$/.exec(text.trim());
  if (m) return Number(m[1]) * (m[2] === '万' ? 10000 : m[2] === '千' ? 1000 : 1);
  return chineseNumber(text.trim());
}

const NUM = String.raw`(\d+(?:\.\d+)?\s*[千万]?|[零〇一二两三四五六七八九十百千万]+)`;
const YUAN = String.raw`\s*(?:元|块钱|块|rmb|RMB)?`;
// After a number: a spec unit or letters mean it is not a price (128G, 5000mAh, 65英寸).
const NOT_SPEC = String.raw`(?![\da-zA-Z寸升克匹套片人岁米毫瓦度])`;

type Range = Omit<Budget, 'label'>;
type Rule = { pattern: RegExp; budget: (a: number, b: number) => Range; label?: (a: number) => string };

/** Budget phrasings, most specific first; the first that matches wins. */
const RULES: Rule[] = [
  {
    pattern: new RegExp(`${NUM}${YUAN}\\s*(?:-|~|～|—|–|到|至)\\s*${NUM}${YUAN}${NOT_SPEC}`),
    budget: (a, b) => ({ min: Math.min(a, b), max: Math.max(a, b) }),
  },
  {
    pattern: new RegExp(
      `(?:不超过|不高于|不要超过|别超过|不到|低于|少于|小于|最多|最高|至多|上限|控制在)\\s*${NUM}${YUAN}${NOT_SPEC}`,
    ),
    budget: (a) => ({ max: a }),
  },
  { pattern: new RegExp(`${NUM}${YUAN}\\s*(?:以内|以下|之内|内|封顶)`), budget: (a) => ({ max: a }) },
  {
    pattern: new RegExp(`${NUM}${YUAN}\\s*(?:左右|上下|附近)`),
    budget: (a) => ({ min: Math.round(a * 0.8), max: Math.round(a * 1.2) }),
    label: (a) => `${a}元左右`,
  },
  {
    pattern: new RegExp(`${NUM}${YUAN}\\s*(?:出头)`),
    budget: (a) => ({ min: a, max: Math.round(a * 1.3) }),
    label: (a) => `${a}元出头`,
  },
  { pattern: new RegExp(`(?:不低于|至少|最少|高于|超过)\\s*${NUM}${YUAN}${NOT_SPEC}`), budget: (a) => ({ min: a }) },
  { pattern: new RegExp(`${NUM}${YUAN}\\s*(?:以上|起步|往上)`), budget: (a) => ({ min: a }) },
  {
    pattern: new RegExp(
      `(?:预算|价格|价位)?\\s*(?:提高|提升|增加|加|放宽|放到|降低|降|减少|压|调整|调|改)(?:一下)?\\s*(?:到|至|成|为)\\s*${NUM}${YUAN}${NOT_SPEC}`,
    ),
    budget: (a) => ({ max: a }),
  },
  {
    pattern: new RegExp(`预算\\s*(?:是|在|为|有|大概|大约|差不多|改成|变成)?\\s*${NUM}${YUAN}${NOT_SPEC}`),
    budget: (a) => ({ max: a }),
  },
  // A bare price with a currency word (一千元的耳机) means "about that much".
  {
    pattern: new RegExp(`${NUM}\\s*(?:元|块钱|块)(?!以|之|内|左|上|下|出|起|往)`),
    budget: (a) => ({ min: Math.round(a * 0.8), max: Math.round(a * 1.2) }),
    label: (a) => `${a}元左右`,
  },
];

/** Prices under 5 yuan are never budgets: 最多一个 is not "at most 1 yuan". */
const MIN_BUDGET = 5;

export function formatBudget(b: { min?: number; max?: number }): string {
  if (b.min !== undefined && b.max !== undefined) return `${b.min}–${b.max}元`;
  if (b.max !== undefined) return `${b.max}元以内`;
  if (b.min !== undefined) return `${b.min}元以上`;
  return '';
}

/** Finds a budget in a question; `span` is the matched text so callers can drop it from keywords. */
export function parseBudget(text: string): { budget: Budget; span: string } | null {
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (!m) continue;
    const a = amount(m[1]!);
    const b = m[2] !== undefined ? amount(m[2]) : a;
    // 最多一个 is no budget, but 1元的手机 is one (an impossible one, answered honestly).
    const currency = /元|块|rmb/i.test(m[0]);
    if (a === null || b === null || (Math.max(a, b) < MIN_BUDGET && !currency)) continue;
    const range = rule.budget(a, b);
    return { budget: { ...range, label: rule.label ? rule.label(a) : formatBudget(range) }, span: m[0] };
  }
  return null;
}
