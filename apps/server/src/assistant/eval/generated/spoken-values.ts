import { CATEGORIES, type CategoryDef } from '#server/db/seed/categories/index';
import { modelSpecs } from '#server/db/seed/model-specs';
import { BRAND_ORIGINS, ORIGIN_WORDS } from '#server/modules/catalog/lexicon/brand-origins';
import { SPEC_WORDS } from '../../embedded/language/lexicon/spec-terms';
import type { Expectation } from '../check';
import { categoriesOfWord, pricesIn, wordsOf } from './catalog';
import { capFor, RICH } from './conversations';
import { discriminating } from './prices';
import type { Rng } from './rng';
import type { GeneratedConversation, GeneratedSingle } from './types';

/**
 * Families of decision 040, from the lexicon rows and the seed: values said as shoppers say them
 * (attr.spoken, attr.units), brands asked by origin (brand.origin), a digit with a Chinese unit
 * (price.mixed), and follow-ups that raise the cap with a relaxation word, narrow by origin or
 * by a spoken value (conv.raise-relaxed, conv.origin-follow, conv.attr-follow).
 */

/** What a seeded listing of the category may show: model names, nouns, spec values, variants. */
const shownIn = (c: CategoryDef): string =>
  c.models
    .flatMap((m) => {
      const s = modelSpecs(c, m);
      return [m.model, s.noun, s.variant ?? '', ...Object.values(s.specs), ...(c.variant?.values ?? [])];
    })
    .join('|');

/** Does a word of the category's listings start with the value (1.8m床, 钙维D; not the 2.0m of 1.8×2.0m)? */
const states = (c: CategoryDef, value: string): boolean =>
  shownIn(c)
    .split(/[|\s]+/)
    .some((w) => w.startsWith(value));

/** `${w}的${c}` without a doubled 的 (辣的 + 零食 → 辣的零食). */
const of = (w: string, c: string) => (w.endsWith('的') ? `${w}${c}` : `${w}的${c}`);

const VALUE_SHAPES: Array<(w: string, c: string) => string> = [
  (w, c) => of(w, c),
  (w, c) => `${c} 要${w.replace(/的$/, '')}的`,
  (w, c) => `有没有${of(w, c)}`,
  (w, c) => `想买个${of(w, c)}推荐下`,
  (w, c) => `${c}，${w.replace(/的$/, '')}的那种`,
];

/** A category word that names this category alone and holds neither the value nor the said word. */
function categoryWord(rng: Rng, c: CategoryDef, avoid: string[]): string | undefined {
  // Not a word for one kind of the category (羊奶粉, 水果刀): that kind is a wish of its own.
  const kinds = shownIn(c);
  const words = wordsOf(c.id).filter(
    (w) =>
      categoriesOfWord(w).length === 1 &&
      (w === c.name || !kinds.includes(w)) &&
      !avoid.some((a) => w.includes(a) || a.includes(w)),
  );
  return words.length ? rng.pick(words) : undefined;
}

/** attr.spoken: a shopper word of each lexicon row, in each category where it holds: every card shows the catalog's spelling. */
export function spokenValueSingles(rng: Rng): GeneratedSingle[] {
  return SPEC_WORDS.flatMap((row) =>
    CATEGORIES.filter((c) => (row.categories ? row.categories.includes(c.id) : true) && states(c, row.means)).flatMap((c) =>
      rng.sample(row.says, 2).flatMap((said) => {
        const word = categoryWord(rng, c, [said, row.means]);
        if (!word) return [];
        return [{ family: 'attr.spoken', question: rng.pick(VALUE_SHAPES)(said, word), expect: { cat: c.id, attr: row.means } }];
      }),
    ),
  );
}

/** Sizes said another way than the catalog spells them, with the spelling cards show. */
const UNIT_ROWS: Array<{ cat: string; says: string[]; attr: string }> = [
  { cat: 'mattresses', says: ['1.8米', '1米8', '一米八', '180的床', '1.8m'], attr: '1.8×2.0m' },
  { cat: 'mattresses', says: ['1.5米', '1米5', '一米五', '150的床'], attr: '1.5×2.0m' },
  { cat: 'bedding-sets', says: ['1.8米', '1米8', '一米八', '180的床'], attr: '1.8m床' },
  { cat: 'bedding-sets', says: ['1.5米', '一米五', '150的床'], attr: '1.5m床' },
  { cat: 'electric-blankets', says: ['1.8米', '1米8', '一米八'], attr: '1.8×2.0m' },
  { cat: 'televisions', says: ['55寸', '55英寸', '55吋', '五十五寸'], attr: '55英寸' },
  { cat: 'televisions', says: ['85寸', '85吋', '八十五寸'], attr: '85英寸' },
  { cat: 'monitors', says: ['27寸', '27吋', '二十七寸'], attr: '27英寸' },
  { cat: 'luggage', says: ['24寸', '24吋', '二十四寸'], attr: '24英寸' },
  { cat: 'ssd', says: ['2T', '2TB', '2t'], attr: '2TB' },
  { cat: 'storage-drives', says: ['1T', '1TB'], attr: '1TB' },
  { cat: 'storage-boxes', says: ['60升', '60L', '六十升'], attr: '60L' },
  { cat: 'backpacks', says: ['30升', '30L'], attr: '30L' },
  { cat: 'fishing-rods', says: ['4.5米', '四米五', '4米5'], attr: '4.5米' },
  { cat: 'power-strips', says: ['3米', '三米'], attr: '3m' },
];

/** attr.units: a size in another unit or form (1米8, 55吋, 2T, 六十升): every card shows the catalog's spelling. */
export function unitValueSingles(rng: Rng): GeneratedSingle[] {
  return UNIT_ROWS.flatMap((row) => {
    const c = CATEGORIES.find((x) => x.id === row.cat)!;
    return row.says.flatMap((said) => {
      const word = categoryWord(rng, c, [said]);
      return word
        ? [{ family: 'attr.units', question: rng.pick(VALUE_SHAPES)(said, word), expect: { cat: c.id, attr: row.attr } }]
        : [];
    });
  });
}

const ORIGIN_SHAPES: Array<(w: string, c: string) => string> = [
  (w, c) => `${w}的${c}`,
  (w, c) => `${w}${c}推荐`,
  (w, c) => `有没有${w}的${c}`,
  (w, c) => `${c} 想要${w}品牌的`,
  (w, c) => `${c}有没有${w}的`,
];

/** The categories an origin word discriminates in: some brands of it sell there, and some others. */
function originCategories(words: readonly string[], origins: readonly string[]): Array<{ c: CategoryDef; brands: string[] }> {
  const of = new Set(BRAND_ORIGINS.filter(([o]) => origins.includes(o)).flatMap(([, list]) => list.split('|')));
  return CATEGORIES.flatMap((c) => {
    const brands = [...new Set(c.models.map((m) => m.brand))];
    const mine = brands.filter((b) => of.has(b));
    // A category whose listings state the word (澳洲 wine, 国产 milk) reads it as that value.
    const said = shownIn(c) + c.synonyms.join('|');
    if (!mine.length || mine.length === brands.length || words.some((w) => said.includes(w))) return [];
    return [{ c, brands: mine }];
  });
}

/** brand.origin: 日系的电饭煲, 德系炒锅推荐, 澳洲的保健品: the brands of that origin that sell the category. */
export function originSingles(rng: Rng, perGroup = 6): GeneratedSingle[] {
  return ORIGIN_WORDS.flatMap(({ words, origins }) =>
    rng.sample(originCategories(words, origins), perGroup).flatMap(({ c, brands }) => {
      const word = categoryWord(rng, c, [...words]);
      if (!word) return [];
      const question = rng.pick(ORIGIN_SHAPES)(rng.pick(words), word);
      return [{ family: 'brand.origin', question, expect: { cat: c.id, brands } }];
    }),
  );
}

/** Amounts a digit with a Chinese unit can say, with the interval each shape means. */
const MIXED: Array<{ amounts: number[]; make: (x: number) => { text: string; range: Pick<Expectation, 'min' | 'max'> } | null }> =
  [
    { amounts: [200, 300, 500, 800], make: (x) => ({ text: `${x / 100}百以内`, range: { max: x } }) },
    { amounts: [1000, 2000, 3000, 5000, 8000], make: (x) => ({ text: `${x / 1000}千以内`, range: { max: x } }) },
    {
      amounts: [1500, 2500, 3500],
      make: (x) => ({ text: `${Math.floor(x / 1000)}千${(x % 1000) / 100}以内`, range: { max: x } }),
    },
    { amounts: [12000, 15000], make: (x) => ({ text: `1万${(x % 10000) / 1000}以内`, range: { max: x } }) },
    { amounts: [100, 200, 300, 500], make: (x) => ({ text: `${x / 100}百多`, range: { min: x, max: x + 100 } }) },
    { amounts: [2000, 3000, 5000], make: (x) => ({ text: `${x / 1000}千左右`, range: { min: 0.8 * x, max: 1.2 * x } }) },
    { amounts: [300, 500, 800], make: (x) => ({ text: `${x / 100}百块左右`, range: { min: 0.8 * x, max: 1.2 * x } }) },
  ];

const PRICE_SHAPES: Array<(p: string, c: string) => string> = [
  (p, c) => `${p}的${c}`,
  (p, c) => `${c} ${p}`,
  (p, c) => `想买个${c}，${p}`,
  (p, c) => `${p}的${c}有啥推荐`,
];

/** price.mixed: 5百以内, 2千5以内, 1万5以内, 3百多, 3千左右: the interval each means, in many categories. */
export function mixedPriceSingles(rng: Rng): GeneratedSingle[] {
  return CATEGORIES.flatMap((c) => {
    const word = categoryWord(rng, c, []);
    if (!word) return [];
    const tries = rng.sample(
      MIXED.flatMap((m) => m.amounts.map((x) => m.make(x))),
      40,
    );
    const made = tries.find((m) => m && discriminating(c.id, m.range.min, m.range.max));
    if (!made) return [];
    const range = { ...(made.range.min ? { min: Math.round(made.range.min) } : {}), max: Math.round(made.range.max!) };
    return [{ family: 'price.mixed', question: rng.pick(PRICE_SHAPES)(made.text, word), expect: { cat: c.id, ...range } }];
  });
}

const RAISE: Array<(up: number) => string> = [
  (up) => `预算放宽点 ${up}以内`,
  (up) => `可以贵一点 ${up}以内`,
  (up) => `预算再加点 ${up}以内`,
  (up) => `预算放开到${up}`,
  (up) => `那放宽到${up}吧`,
  (up) => `贵点也行 ${up}以内`,
];

/** conv.raise-relaxed: a cap, then a relaxation word with a higher cap: the category stays and what the old cap hid shows. */
export function raiseRelaxedConversations(rng: Rng, n = 16): GeneratedConversation[] {
  return rng.sample(RICH, n).flatMap((c) => {
    const cap = capFor(rng, c);
    if (!cap) return [];
    const ups = [2, 3, 5].map((k) => cap * k).filter((y) => pricesIn([c.id]).some((p) => p > 1.05 * cap && p <= 0.96 * y));
    if (!ups.length) return [];
    const up = rng.pick(ups);
    return [
      {
        family: 'conv.raise-relaxed',
        turns: [
          [`${cap}以内的${c.name}`, { cat: c.id, max: cap }],
          [rng.pick(RAISE)(up), { cat: c.id, max: up, someAbove: cap }],
          ['第一款怎么样', { ref: [0] }],
        ],
      },
    ];
  });
}

/** conv.origin-follow: a list, then 日系的呢 / 有德系的吗: that origin's brands of the category. */
export function originFollowConversations(rng: Rng, n = 12): GeneratedConversation[] {
  const groups = ORIGIN_WORDS.filter((g) => !g.origins.includes('CN'));
  return rng
    .sample(
      groups.flatMap((g) => originCategories(g.words, g.origins).map((x) => ({ ...x, words: g.words }))),
      n,
    )
    .map(({ c, brands, words }) => {
      const w = rng.pick(words);
      return {
        family: 'conv.origin-follow',
        turns: [
          [`推荐几款${c.name}`, { cat: c.id }],
          [rng.pick([`${w}的呢`, `有${w}的吗`, `看看${w}品牌的`]), { cat: c.id, brands }],
          ['第一款怎么样', { ref: [0] }],
        ],
      };
    });
}

/** conv.attr-follow: a list, then 要<a shopper word>的: every card shows the catalog's spelling, and the value holds. */
export function attrFollowConversations(rng: Rng, n = 14): GeneratedConversation[] {
  const pairs = SPEC_WORDS.flatMap((row) =>
    CATEGORIES.filter(
      (c) =>
        (row.categories ? row.categories.includes(c.id) : true) &&
        shownIn(c).includes(row.means) &&
        categoriesOfWord(c.name).length === 1,
    ).map((c) => ({ row, c })),
  );
  return rng.sample(pairs, n).map(({ row, c }) => {
    const said = rng.pick(row.says).replace(/的$/, '');
    return {
      family: 'conv.attr-follow',
      turns: [
        [`${c.name}推荐`, { cat: c.id }],
        [rng.pick([`要${said}的`, `有没有${said}的`, `${said}的有吗`]), { cat: c.id, attr: row.means }],
        ['第一款怎么样', { ref: [0] }],
      ],
    };
  });
}
