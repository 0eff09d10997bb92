import { CATEGORIES } from '#server/db/seed/categories/index';
import type { Expectation } from '../check';
import { categoriesOfWord, wordsOf } from './catalog';
import { chinese } from './numerals';
import { discriminating, LADDER } from './prices';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * First questions that say a price the way a shopper types it (issue 19, decision 077): each
 * form is written for an amount x, crossed with every category and placed before the category,
 * after it, or split from it by filler. Each form carries the interval a reasonable shopper means:
 * an upper bound is x, 左右/大概 is x ± 20 %, 以上/+ is at least x, a span its own interval. Forms
 * without a figure (不差钱, 便宜的, 性价比高的) only have to find the category without a misread.
 */
export const NOT_MISREAD = /^(?![\s\S]*(?:直接对得上|没有找到))/;

type Made = { phrase: string; min?: number; max?: number };
interface FirstPriceForm {
  family: string;
  /** The phrase for amount x, or undefined when the form does not fit x. */
  make(x: number): Made | undefined;
}

const cn = (x: number) => chinese(x);
const around = (phrase: string, x: number): Made => ({ phrase, min: Math.round(0.8 * x), max: Math.round(1.2 * x) });
/** 0.8k, 1.2k, 2.5k: a k figure with one decimal (or none). */
const k = (x: number) => (x % 100 === 0 && x >= 500 && x < 100_000 ? `${x / 1000}k` : undefined);
/** 1千5, 2千8: a digit, 千, a digit (1500, 2800). */
const qianMixed = (x: number) =>
  x >= 1100 && x < 10_000 && x % 100 === 0 && x % 1000 !== 0 ? `${Math.floor(x / 1000)}千${(x % 1000) / 100}` : undefined;
/** 1w5, 2w3: 15000, 23000. */
const wMixed = (x: number) =>
  x >= 11_000 && x < 100_000 && x % 1000 === 0 && x % 10_000 !== 0
    ? `${Math.floor(x / 10_000)}w${(x % 10_000) / 1000}`
    : undefined;
/** Bounds with the Chinese numeral when there is one. */
const withCn = (x: number, f: (n: string) => Made): Made | undefined => {
  const n = cn(x);
  return n ? f(n) : undefined;
};

const FORMS: FirstPriceForm[] = [
  // At most.
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `不到${n}`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `${n}以下的价位`, max: x })) },
  { family: 'first.price.upto', make: (x) => ({ phrase: `${x}元内`, max: x }) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `${n}块以下的`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `最多${n}`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `${n}块不到`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `${n}块钱以内吧`, max: x })) },
  { family: 'first.price.upto', make: (x) => ({ phrase: `¥${x}以内`, max: x }) },
  { family: 'first.price.upto', make: (x) => ({ phrase: `预算￥${x}`, max: x }) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `控制在${n}以内`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `别超${n}`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `不高于${n}`, max: x })) },
  { family: 'first.price.upto', make: (x) => ({ phrase: `低于${x}块`, max: x }) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `${n}顶天了`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `撑死${n}`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `手里就${n}块`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `只有${n}块钱`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `价格不要超过${n}`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `${n}大洋以内`, max: x })) },
  { family: 'first.price.upto', make: (x) => withCn(x, (n) => ({ phrase: `预算${n}大洋`, max: x })) },
  { family: 'first.price.upto', make: (x) => ({ phrase: `${x}rmb以内`, max: x }) },
  { family: 'first.price.upto', make: (x) => ({ phrase: `${x}块以里`, max: x }) },
  { family: 'first.price.k', make: (x) => (k(x) ? { phrase: `${k(x)}以内`, max: x } : undefined) },
  { family: 'first.price.k', make: (x) => (k(x) ? { phrase: `预算${k(x)}`, max: x } : undefined) },
  { family: 'first.price.mixed', make: (x) => (qianMixed(x) ? { phrase: `${qianMixed(x)}以内`, max: x } : undefined) },
  { family: 'first.price.mixed', make: (x) => (qianMixed(x) ? around(`${qianMixed(x)}左右`, x) : undefined) },
  { family: 'first.price.mixed', make: (x) => (wMixed(x) ? around(`${wMixed(x)}左右`, x) : undefined) },
  { family: 'first.price.mixed', make: (x) => (wMixed(x) ? { phrase: `预算${wMixed(x)}`, max: x } : undefined) },
  // About.
  { family: 'first.price.around', make: (x) => withCn(x, (n) => around(`价位${n}左右`, x)) },
  { family: 'first.price.around', make: (x) => withCn(x, (n) => around(`${n}块钱左右的样子`, x)) },
  { family: 'first.price.around', make: (x) => (x >= 100 ? withCn(x, (n) => around(`大概${n}`, x)) : undefined) },
  {
    family: 'first.price.around',
    make: (x) => (x >= 1000 && x % 1000 === 0 ? withCn(x, (n) => around(`${n}来块`, x)) : undefined),
  },
  { family: 'first.price.around', make: (x) => withCn(x, (n) => around(`预算${n}左右`, x)) },
  { family: 'first.price.around', make: (x) => around(`${x}元上下`, x) },
  { family: 'first.price.around', make: (x) => (x >= 100 ? withCn(x, (n) => around(`差不多${n}`, x)) : undefined) },
  { family: 'first.price.around', make: (x) => withCn(x, (n) => around(`${n}附近`, x)) },
  { family: 'first.price.around', make: (x) => (k(x) ? around(`${k(x)}左右`, x) : undefined) },
  // At least.
  { family: 'first.price.atleast', make: (x) => ({ phrase: `${x}+`, min: x }) },
  { family: 'first.price.atleast', make: (x) => withCn(x, (n) => ({ phrase: `${n}起步`, min: x })) },
  { family: 'first.price.atleast', make: (x) => withCn(x, (n) => ({ phrase: `不低于${n}`, min: x })) },
  { family: 'first.price.atleast', make: (x) => withCn(x, (n) => ({ phrase: `${n}往上`, min: x })) },
];

/** Spans said in words, each with its interval. */
const SPANS: Made[] = [
  { phrase: '千把块', min: 800, max: 1250 },
  { phrase: '小一千', min: 700, max: 1100 },
  { phrase: '大几百', min: 500, max: 1000 },
  { phrase: '一两千', min: 850, max: 2300 },
  { phrase: '两三千', min: 1700, max: 3450 },
  { phrase: '三五千', min: 2550, max: 5750 },
  { phrase: '一两百', min: 85, max: 230 },
  { phrase: '百来块', min: 80, max: 150 },
  { phrase: '小几百', min: 80, max: 500 },
  { phrase: '四位数以内', max: 9999 },
  { phrase: '三位数以内', max: 999 },
  { phrase: '三位数的', min: 100, max: 999 },
  { phrase: '五位数以内', max: 99_999 },
  { phrase: '两位数的', max: 99 },
  { phrase: '一千多', min: 950, max: 2000 },
  { phrase: '两千多点', min: 1900, max: 3000 },
  { phrase: '几百块的', max: 1000 },
  { phrase: '几十块钱的', max: 100 },
];

/** Ranges a and b as typed: 3k-5k, 1000~2000元, 一千到两千之间. */
const RANGES: Array<(a: number, b: number) => string | undefined> = [
  (a, b) => (k(a) && k(b) ? `${k(a)}-${k(b)}` : undefined),
  (a, b) => `${a}~${b}元`,
  (a, b) => (cn(a) && cn(b) ? `${cn(a)}到${cn(b)}之间` : undefined),
  (a, b) => `价格在${a}到${b}`,
  (a, b) => (cn(a) && cn(b) ? `${cn(a)}至${cn(b)}块` : undefined),
  (a, b) => `${a}—${b}`,
];

/** Where the price stands: before the category, after it, or apart from it behind filler. */
const PLACES: Array<(w: string, p: string) => string> = [
  (w, p) => `${p}的${w}`,
  (w, p) => `${w} ${p}`,
  (w, p) => `${w}，${p}`,
  (w, p) => `想买个${w}，预算的话${p}吧`,
  (w, p) => `${p}，${w}，求推荐`,
  (w, p) => `${w}有推荐吗，${p}`,
  (w, p) => `请问${p}的${w}哪款值得买`,
  (w, p) => `有没有${p}的${w}啊`,
  (w, p) => `${w}，价格嘛，${p}`,
  (w, p) => `帮忙看看${w}，${p}，谢谢`,
  (w, p) => `想入手${w} ${p}有啥推荐`,
  (w, p) => `${p}能买到什么好的${w}`,
];

/** Asks that say no figure: the category must still be found, nothing misread. */
const NO_FIGURE: Array<(w: string) => string> = [
  (w) => `不差钱，${w}推荐最好的`,
  (w) => `性价比高的${w}`,
  (w) => `便宜的${w}有吗`,
  (w) => `${w}便宜点的`,
  (w) => `平价${w}推荐`,
  (w) => `${w}，学生党预算不多`,
  (w) => `${w}要实惠的`,
  (w) => `高端一点的${w}`,
  (w) => `${w}预算不限`,
  (w) => `钱不是问题，${w}要好的`,
  (w) => `${w}有没有便宜又好用的`,
  (w) => `贵点没关系，${w}质量要好`,
];

/** A word for the category: its name or one of its unambiguous synonyms, with what it means. */
function wordFor(rng: Rng, id: string): { word: string; cat: string } {
  const c = CATEGORIES.find((x) => x.id === id)!;
  const word = rng.next() < 0.5 ? c.name : rng.pick(wordsOf(id));
  return { word, cat: categoriesOfWord(word).join('|') };
}

const ranged = (cat: string, m: Made): Expectation => ({
  cat,
  ...(m.min !== undefined && { min: m.min }),
  ...(m.max !== undefined && { max: m.max }),
});

export function firstPriceSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  // Every form with two categories, at an amount that tells the category's models apart.
  FORMS.forEach((form, i) => {
    for (const c of rng.sample(CATEGORIES, 2)) {
      const { word, cat } = wordFor(rng, c.id);
      for (const x of rng.sample(LADDER, LADDER.length)) {
        const made = form.make(x);
        if (!made || !discriminating(cat, made.min, made.max)) continue;
        out.push({
          family: form.family,
          question: PLACES[(i + out.length) % PLACES.length]!(word, made.phrase),
          expect: ranged(cat, made),
        });
        break;
      }
    }
  });
  // Mixed numerals need amounts off the ladder (1千5, 1w5, 0.8k).
  for (const x of [800, 1200, 1500, 2500, 3500, 15_000]) {
    for (const form of FORMS.filter((f) => f.family === 'first.price.mixed' || f.family === 'first.price.k')) {
      const made = form.make(x);
      if (!made) continue;
      const c = rng.pick(CATEGORIES.filter((c) => discriminating(c.id, made.min, made.max)));
      if (!c) continue;
      const { word, cat } = wordFor(rng, c.id);
      if (!discriminating(cat, made.min, made.max)) continue;
      out.push({ family: form.family, question: rng.pick(PLACES)(word, made.phrase), expect: ranged(cat, made) });
    }
  }
  // Every span with three categories it tells apart.
  for (const span of SPANS) {
    const fits = CATEGORIES.filter((c) => discriminating(c.id, span.min, span.max));
    for (const c of rng.sample(fits, 3)) {
      const { word, cat } = wordFor(rng, c.id);
      if (!discriminating(cat, span.min, span.max)) continue;
      out.push({ family: 'first.price.span', question: rng.pick(PLACES)(word, span.phrase), expect: ranged(cat, span) });
    }
  }
  // Ranges.
  RANGES.forEach((range) => {
    for (const c of rng.sample(CATEGORIES, 3)) {
      const pairs = LADDER.flatMap((a) => LADDER.filter((b) => b >= a * 1.5 && b <= a * 3).map((b) => [a, b] as const));
      for (const [a, b] of rng.sample(pairs, pairs.length)) {
        const phrase = range(a, b);
        if (!phrase || !discriminating(c.id, a, b)) continue;
        const { word, cat } = wordFor(rng, c.id);
        if (!discriminating(cat, a, b)) continue;
        out.push({ family: 'first.price.range', question: rng.pick(PLACES)(word, phrase), expect: { cat, min: a, max: b } });
        break;
      }
    }
  });
  // No figure.
  NO_FIGURE.forEach((ask) => {
    for (const c of rng.sample(CATEGORIES, 3)) {
      const { word, cat } = wordFor(rng, c.id);
      out.push({ family: 'first.price.no-figure', question: ask(word), expect: { cat, text: NOT_MISREAD } });
    }
  });
  return out;
}
