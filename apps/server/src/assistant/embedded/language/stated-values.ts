import type { CatalogProduct } from '#server/modules/catalog/service';
import { chineseNumber } from './budget';
import { measureOf, meetsMeasure } from './measures';

/**
 * Values a shopper states (512G, 4K, 一级能效, 20000毫安, 10公斤, 500L, 1.5匹, 75寸) and how a
 * product shows them. Both sides are normalised the same way, so 毫安 meets mAh, 寸 meets 英寸,
 * 512G meets 512GB and 1级能效 meets 一级能效. Data, not code: add a row to teach a new unit.
 */
/**
 * Units a Chinese numeral may stand before (两万毫安, 五百毫升, 六十五寸, 一点五匹, 一米八), and
 * the counts of a pack (两瓶装, 三支装, 三十包, 四层, 十双装, 四条装, 三件套: decision 064).
 */
const VALUE_UNITS = String.raw`(?=毫安|毫升|毫米|厘米|公分|英寸|寸|吋|匹|公斤|千克|斤|公里|升|赫兹|米|瓶|支|包|罐|袋|盒|粒|层|双|条|件套|片|卷|抽|hz|mah|ml|kg|l(?![a-z])|w(?![a-z]))`;
const CN_VALUE = new RegExp(
  String.raw`([零〇一二两三四五六七八九十百千万]+)(?:点([零〇一二三四五六七八九]+))?${VALUE_UNITS}`,
  'g',
);
/** 2万毫安, 1.5万毫安: figures, then 万 or 千, before a unit. */
const FIGURE_THEN_CN = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)([万千])${VALUE_UNITS}`, 'g');
const CN_FIGURE: Record<string, string> = {
  零: '0',
  〇: '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};

/** 两万毫安 → 20000毫安, 2万毫安 → 20000毫安, 一点五匹 → 1.5匹; a numeral before other words stays as written (一级能效). */
const arabicValues = (t: string): string =>
  t
    .replace(FIGURE_THEN_CN, (_m, n: string, unit: string) => String(Math.round(Number(n) * (unit === '万' ? 10000 : 1000))))
    .replace(CN_VALUE, (whole, int: string, frac: string | undefined) => {
      const n = chineseNumber(int);
      if (n === null) return whole;
      return frac ? `${n}.${[...frac].map((c) => CN_FIGURE[c]).join('')}` : String(n);
    });

/** 5g standing alone (not 15g, 5gb or 5g内存) at `at`: the network generation a phone or router supports. */
const isNetworkGeneration = (t: string, at: number): boolean =>
  t.startsWith('5g', at) && !/[\d.]/.test(t[at - 1] ?? '') && !/^(?:[a-z\d]|内存|运存|存储)/.test(t.slice(at + 2));

const UNIT_FORMS: Array<(text: string) => string> = [
  (t) => t.replace(/\s+/g, ''),
  arabicValues,
  (t) => t.replace(/毫安时|毫安/g, 'mah'),
  (t) => t.replace(/毫升/g, 'ml'),
  (t) => t.replace(/赫兹/g, 'hz'),
  (t) => t.replace(/英寸|寸|吋/g, '英寸').replace(/(\d)\s*inch(?:es)?(?![a-z])/g, '$1英寸'),
  // 0到4岁的 → 0-4岁 (decision 082): a range the listings write with a dash.
  (t) => t.replace(/(\d+)(?:到|至|~|～|—)(\d+)(?=岁|个月|人)/g, '$1-$2'),
  // 六毫米厚的 → 6mm, 30厘米 → 30cm (decision 082): the listings write lengths in letters.
  (t) => t.replace(/(\d)毫米/g, '$1mm').replace(/(\d)(?:厘米|公分)/g, '$1cm'),
  // 1米8, 一米五 → 1.8米, 1.5米 (a width said the spoken way), then 1.8米 → 1.8m.
  (t) => t.replace(/(\d)米([1-9一二三四五六七八九])(?![\d.米])/g, (_m, a: string, b: string) => `${a}.${CN_FIGURE[b] ?? b}米`),
  (t) => t.replace(/(\d)米(?!饭|粉|线|面|酒|家)/g, '$1m'),
  (t) => t.replace(/公斤|千克/g, 'kg'),
  // 十斤 → 5kg: a jin is half a kilogram (公斤 is read just above); 多少钱一斤 is a price.
  (t) => t.replace(/(?<![钱块元\d.])(\d+(?:\.\d+)?)斤/g, (_m, n: string) => `${Number(n) / 2}kg`),
  (t) => t.replace(/(\d)升/g, '$1l'),
  // 512g → 512gb; 5g on its own is the network (5G手机), never a size (no device stores 5GB).
  (t) => t.replace(/(\d)(g|t)(?!b)/g, (m, d: string, u: string, at: number) => (isNetworkGeneration(t, at) ? m : `${d}${u}b`)),
  (t) => t.replace(/([1-5])级能效/g, (_m, d: string) => `${'一二三四五'[Number(d) - 1]}级能效`),
];

/** Lower case, no spaces, one spelling per unit. */
export function normaliseValue(text: string): string {
  return UNIT_FORMS.reduce((t, form) => form(t), text.toLowerCase());
}

/** Words after an amount that make it money (2k左右, 2w以内, 1.5w的预算). */
const PRICE_AFTER = '左右|上下|以内|以下|之内|出头|来块|块|元|的预算|预算|档|价位|封顶|起步|不到|以上';
/** The shapes of a stated value, in normalised text. */
const VALUE_PATTERNS: RegExp[] = [
  // A digit after the unit makes it money (1w5 is 15000 yuan, 3k5 3500; decision 070).
  /\d+(?:\.\d+)?(?:gb|tb|mah|英寸|kg|ml|l|hz)(?![a-z\d])/g,
  // 2w左右, 1.5w以内 are money (decision 084), as 2k左右 is: a price word after the w makes it no wattage.
  new RegExp(String.raw`\d+(?:\.\d+)?w(?![a-z\d]|\s*(?:${PRICE_AFTER}))`, 'g'),
  /大?\d(?:\.\d)?匹/g,
  /[一二三四五]级能效/g,
  // 2k左右, 8k以内 are money (decision 074): a price word after the k makes it no resolution.
  new RegExp(String.raw`[248]k(?![a-z\d]|\s*(?:${PRICE_AFTER}))`, 'g'),
];

/** The values a question states, normalised (512gb, 一级能效, 75英寸). */
export function statedValues(question: string): string[] {
  const text = normaliseValue(question);
  return [...new Set(VALUE_PATTERNS.flatMap((p) => text.match(p) ?? []))];
}

/**
 * Is a word of the question part of a stated value (512g, 毫安, 六十 of 六十五寸)? Such words are
 * the value, not a keyword the listings must spell.
 */
export function isValueWord(word: string, values: string[]): boolean {
  if (!values.length) return false;
  if (/^[零〇一二两三四五六七八九十百千万点]+$/.test(word)) return true;
  const w = normaliseValue(word);
  return values.some((v) => v.includes(w));
}

/** Where the value stands on its own in the text, not as the tail of a bigger number (12gb in 512gb). */
function holds(text: string, value: string): boolean {
  // Only a number can run on from digits before it (310.3英寸); a word after a model number is itself (7572普洱熟茶).
  const numeric = /^[\d.]/.test(value);
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1))
    if (at === 0 || !numeric || !/[\d.]/.test(text[at - 1]!)) return true;
  return false;
}

/**
 * Does the product show the value in its title, specs or tags? The specs decide when they state
 * a value of the same kind: 能效 二级能效 outweighs a 一级能效 selling-point tag.
 */
export function showsValue(p: CatalogProduct, value: string): boolean {
  // A comparison (500升以上, 4人以上; measures.ts): a measure the listing shows meets it.
  const measure = measureOf(value);
  if (measure) return meetsMeasure(p, measure);
  // '|' between fields: spaces go when normalising, and Light3 10.3英寸 must not read as 310.3英寸.
  const specs = normaliseValue(Object.values(p.specs).join('|'));
  const kind = VALUE_PATTERNS.find((pattern) => (value.match(new RegExp(pattern.source)) ?? [])[0] === value);
  if (!kind) {
    // A catalog attribute word (spec-terms.ts), or any of its spellings: the title or a spec value states it.
    const stated = normaliseValue([p.title, ...Object.values(p.specs)].join('|'));
    return value.split('|').some((v) => holds(stated, v));
  }
  if ((specs.match(kind) ?? []).length) return holds(specs, value);
  return holds(normaliseValue([p.title, ...Object.entries(p.specs).flat(), ...p.tags].join('|')), value);
}
