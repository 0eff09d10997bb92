import { CATEGORIES } from '#server/db/seed/categories/index';
import { brandsIn, categoriesOfWord, satisfiable } from './catalog';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * Decision 057: a brand ruled out loosely (小米家的就别了, 海飞丝用着头痒 换个别的牌子), a named
 * product's price asked with a hedge (一般多少钱, 大概什么价), and two named products compared with
 * 比一下 or nothing but 和 between them. Every category, its brands and its models.
 */

const LOOSE_OUT: Array<(b: string, w: string) => string> = [
  (b, w) => `${w}推荐 ${b}家的就别了`,
  (b, w) => `${w} ${b}用腻了 换个别的牌子`,
  (b, w) => `${w} ${b}用过不好用 换一个`,
  (b, w) => `${w} 不想再买${b}了`,
  (b, w) => `再也不买${b}的了 推荐个${w}`,
  (b, w) => `${w} ${b}的就不要了`,
  (b, w) => `${w} ${b}质量不行 别的呢`,
];

/** exclude.loose: one brand of each category ruled out the loose ways. */
export function looseExclusionSingles(rng: Rng): GeneratedSingle[] {
  return CATEGORIES.flatMap((c) => {
    const brands = brandsIn([c.id]);
    if (brands.length < 3) return [];
    const brand = rng.pick(brands);
    const expect = { cat: categoriesOfWord(c.name).join('|'), notBrand: brand };
    return satisfiable(expect) ? [{ family: 'exclude.loose', question: rng.pick(LOOSE_OUT)(brand, c.name), expect }] : [];
  });
}

const HEDGED_ASKS: Array<(name: string) => string> = [
  (n) => `${n}一般多少钱`,
  (n) => `${n}大概什么价`,
  (n) => `${n}现在啥价`,
  (n) => `${n}差不多要多少钱`,
  (n) => `${n}到底多少钱`,
  (n) => `${n}目前大概什么价位`,
];

/** Latin next to Latin needs a space (OPPO Find X8), Chinese next to anything does not. */
const join = (a: string, b: string) => (/[A-Za-z0-9]$/.test(a) && /^[A-Za-z0-9]/.test(b) ? `${a} ${b}` : `${a}${b}`);

/** A size or capacity in a model's name (1.2kg, 20000mAh, 32cm): a value, not a code. */
const SIZE = /\d+(?:\.\d+)?\s*(?:kg|g|ml|l|cm|mm|mah|w|英寸|寸)(?![a-z])/i;

/** Models with a Latin code and a number (Mate 70, V12S): what a shopper names and compares. */
const CODED = CATEGORIES.flatMap((c) =>
  c.models.filter((m) => /[A-Za-z]/.test(m.model) && /\d/.test(m.model) && !SIZE.test(m.model)).map((m) => ({ c, m })),
);

/** price.hedged: a named model's price asked with a hedge before the ask: that model's price record. */
export function hedgedPriceSingles(rng: Rng, n = 40): GeneratedSingle[] {
  return rng.sample(CODED, n).map(({ c, m }) => ({
    family: 'price.hedged',
    question: rng.pick(HEDGED_ASKS)(join(m.brand, m.model)),
    expect: { cat: c.id, brand: m.brand, text: new RegExp(`^(?:[^\\n]*\\n+)?\\*\\*\\[${m.brand.replace(/[-.]/g, '\\$&')} `) },
  }));
}

const PAIRS: Array<(a: string, b: string) => string> = [
  (a, b) => `${a}和${b}`,
  (a, b) => `${a}和${b}比一下`,
  (a, b) => `${a}跟${b}比比`,
  (a, b) => `${a}和${b} pk一下`,
];

/** compare.bare: two coded models of one category, of two brands: both compared. */
export function barePairSingles(rng: Rng): GeneratedSingle[] {
  return CATEGORIES.flatMap((c) => {
    const coded = CODED.filter((x) => x.c.id === c.id).map((x) => x.m);
    if (coded.length < 2) return [];
    const a = rng.pick(coded);
    const others = coded.filter((m) => m.brand !== a.brand);
    if (!others.length) return [];
    const b = rng.pick(others);
    return [
      {
        family: 'compare.bare',
        question: rng.pick(PAIRS)(join(a.brand, a.model), join(b.brand, b.model)),
        expect: { cat: c.id, hasBrands: [a.brand, b.brand] },
      },
    ];
  });
}
