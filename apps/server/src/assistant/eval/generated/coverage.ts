import { CATEGORIES } from '#server/db/seed/categories/index';
import type { Expectation } from '../check';
import { ALL_BRAND_ALIASES, NOT_BRAND_ASKS } from './brand-names';
import { categoriesOfWord, satisfiable } from './catalog';
import type { Rng } from './rng';
import { SHOPPER_WORDS, type ShopperWord } from './shopper-words';
import type { GeneratedSingle } from './types';

/**
 * Coverage of the catalog's words (issue 19): every name a shopper types for every category
 * (shopper-words.ts) in the everyday shapes of a first question, and every catalog brand and
 * brand alias with each category it sells. Brand words that are everyday words (音乐的, 好兄弟)
 * must not be read as the brand.
 */
const ASKS: Array<(w: string) => string> = [
  (w) => `${w}有推荐吗`,
  (w) => `想买个${w}`,
  (w) => `${w} 性价比高的`,
  (w) => `求推荐${w}`,
  (w) => `${w}哪个牌子好`,
  (w) => `有没有好用的${w}`,
  (w) => `${w}买哪款好呢`,
  (w) => `推荐几款${w}`,
];

const BRAND_ASKS: Array<(b: string, w: string) => string> = [
  (b, w) => `${b}的${w}`,
  (b, w) => `${b}${w}推荐`,
  (b, w) => `想买${b}的${w}`,
  (b, w) => `${w}要${b}的`,
  (b, w) => `${b}家的${w}怎么样`,
  (b, w) => `${b} ${w}哪款好`,
];

/** The categories a word may mean: its row's, and those the catalog lists it under. */
const meant = (w: ShopperWord): string => [...new Set([...w.cats, ...categoriesOfWord(w.word)])].join('|');

const push = (out: GeneratedSingle[], family: string, question: string, expect: Expectation) => {
  if (satisfiable(expect)) out.push({ family, question, expect });
};

/** cover.category: each shopper word of each category, in two of the everyday asks. */
export function categoryCoverSingles(): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  SHOPPER_WORDS.forEach((w, i) => {
    for (const k of [i, i + 3]) push(out, 'cover.category', ASKS[k % ASKS.length]!(w.word), { cat: meant(w) });
  });
  return out;
}

/**
 * Words that name exactly this one category (so a brand with it asks for that category alone),
 * leaving out Latin product names (gopro, mac mini: a brand of their own) and words that carry a
 * price (千元机).
 */
const ownWords = (id: string): string[] =>
  SHOPPER_WORDS.filter(
    (w) =>
      w.cats.length === 1 &&
      w.cats[0] === id &&
      categoriesOfWord(w.word).every((c) => c === id) &&
      !/^[\x20-\x7e]+$/.test(w.word) &&
      !/[千万元]/.test(w.word),
  ).map((w) => w.word);

const soldBy = (brands: string[]): string[] =>
  CATEGORIES.filter((c) => c.models.some((m) => brands.includes(m.brand))).map((c) => c.id);

/**
 * cover.brand: every catalog brand by its own name with every category it sells; cover.brand-alias:
 * every alias with up to two of its brand's categories.
 */
export function brandCoverSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  const ask = (family: string, name: string, brands: string[], id: string) => {
    const words = ownWords(id);
    if (!words.length) return;
    push(out, family, rng.pick(BRAND_ASKS)(name, rng.pick(words)), { cat: id, brands });
  };
  const catalogBrands = [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))];
  for (const brand of catalogBrands) {
    const brands = ALL_BRAND_ALIASES.find((a) => a.brands.includes(brand))?.brands ?? [brand];
    for (const id of soldBy([brand])) ask('cover.brand', brand, brands, id);
  }
  for (const a of ALL_BRAND_ALIASES)
    for (const id of rng.sample(soldBy(a.brands), 2)) ask('cover.brand-alias', a.alias, a.brands, id);
  return out;
}

/** cover.not-brand: an everyday word holding a brand's name asks for the category, never that brand. */
export function notBrandSingles(): GeneratedSingle[] {
  return NOT_BRAND_ASKS.map(([question, cat, notBrand]) => ({
    family: 'cover.not-brand',
    question,
    expect: cat ? { cat, notBrand, brandsAtLeast: 2 } : { notBrand },
  }));
}
