import { CATEGORIES } from '#server/db/seed/categories/index';
import type { Expectation } from '../check';
import { categoriesOfWord, pricesIn, wordsOf } from './catalog';
import { chinese, written, type NumberStyle } from './numerals';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * The price grammar as shoppers write it, each form with the interval a reasonable shopper
 * means: 以内/以下/不超过 X → at most X; X左右/上下 → ±20%; 两千来块 → about X, a little over;
 * 两千出头 → from X to a third over; 两千多 → X up to the next thousand-step; 以上/起码 → at least
 * X; ranges; 三四百, 五六千, 万把块, 十几块, 小几百 and the like as their spans.
 */
interface PriceForm {
  family: string;
  /** The phrase and the interval for amount x written as `n`, or undefined when it does not fit. */
  make(x: number, n: string): { phrase: string; min?: number; max?: number } | undefined;
  styles: NumberStyle[];
}

const ALL: NumberStyle[] = ['arabic', 'yuan', 'kuai', 'chinese', 'k', 'w', 'wan', 'qian'];
const round = (x: number) => Math.round(x);

const FORMS: PriceForm[] = [
  { family: 'price.upto', styles: ALL, make: (x, n) => ({ phrase: `${n}以内`, max: x }) },
  { family: 'price.upto', styles: ALL, make: (x, n) => ({ phrase: `${n}以下`, max: x }) },
  { family: 'price.upto', styles: ALL, make: (x, n) => ({ phrase: `不超过${n}`, max: x }) },
  { family: 'price.upto', styles: ['arabic', 'chinese', 'k', 'w', 'wan'], make: (x, n) => ({ phrase: `预算${n}`, max: x }) },
  { family: 'price.upto', styles: ['arabic', 'chinese', 'kuai'], make: (x, n) => ({ phrase: `最多${n}`, max: x }) },
  { family: 'price.around', styles: ALL, make: (x, n) => ({ phrase: `${n}左右`, min: round(0.8 * x), max: round(1.2 * x) }) },
  {
    family: 'price.around',
    styles: ['arabic', 'chinese', 'k'],
    make: (x, n) => ({ phrase: `${n}上下`, min: round(0.8 * x), max: round(1.2 * x) }),
  },
  {
    family: 'price.around',
    styles: ['chinese', 'arabic'],
    make: (x, n) =>
      /[千百万]$/.test(n) || /^\d+$/.test(n) ? { phrase: `${n}来块`, min: round(0.8 * x), max: round(1.25 * x) } : undefined,
  },
  {
    family: 'price.chutou',
    styles: ['chinese', 'arabic'],
    make: (x, n) => (x >= 100 ? { phrase: `${n}出头`, min: round(0.95 * x), max: round(1.35 * x) } : undefined),
  },
  {
    family: 'price.duo',
    styles: ['chinese', 'arabic'],
    make: (x, n) => {
      const step = 10 ** Math.floor(Math.log10(x));
      return x % step === 0 && x / step < 10 ? { phrase: `${n}多`, min: round(0.95 * x), max: x + step } : undefined;
    },
  },
  { family: 'price.atleast', styles: ALL, make: (x, n) => ({ phrase: `${n}以上`, min: x }) },
  { family: 'price.atleast', styles: ['arabic', 'chinese', 'kuai'], make: (x, n) => ({ phrase: `起码${n}`, min: x }) },
  { family: 'price.atleast', styles: ['arabic', 'chinese'], make: (x, n) => ({ phrase: `至少${n}`, min: x }) },
];

/** Spans said in words: 三四百, 五六千, 万把块, 十几块, 小几百… */
const SPANS: Array<{ phrase: string; min: number; max: number }> = [
  ...[
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
    [7, 8],
    [8, 9],
  ].flatMap(([a, b]) =>
    [10, 100, 1000].map((unit) => ({
      phrase: `${chinese(a! * unit)!.replace(/[十百千]$/, '')}${chinese(b! * unit)}`,
      min: round(0.85 * a! * unit),
      max: round(1.15 * b! * unit),
    })),
  ),
  { phrase: '万把块', min: 8000, max: 12_500 },
  { phrase: '千把块', min: 800, max: 1250 },
  { phrase: '百来块', min: 80, max: 150 },
  { phrase: '十几块', min: 9, max: 20 },
  { phrase: '几十块', min: 9, max: 100 },
  { phrase: '小几百', min: 80, max: 500 },
  { phrase: '大几百', min: 500, max: 1000 },
  { phrase: '小一千', min: 800, max: 1100 },
  { phrase: '小两千', min: 1600, max: 2100 },
];

export const LADDER = [
  20, 30, 50, 80, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000,
  10_000, 15_000, 20_000, 30_000,
];

/** Question shapes around a category word and a price phrase. */
const SHAPES: Array<(cat: string, price: string) => string> = [
  (c, p) => `${p}的${c}`,
  (c, p) => `${p}的${c}有啥推荐`,
  (c, p) => `${c}，${p}`,
  (c, p) => `想买个${c}，${p}`,
  (c, p) => `${p}的${c}哪个好`,
  (c, p) => `帮我找${p}的${c}`,
  (c, p) => `${c} ${p}`,
];

/** A word for a category whose meaning is unambiguous enough to check (name or synonym). */
function wordFor(rng: Rng, id: string): { word: string; cat: string } {
  const c = CATEGORIES.find((x) => x.id === id)!;
  const word = rng.next() < 0.6 ? c.name : rng.pick(wordsOf(id));
  const ids = categoriesOfWord(word);
  return { word, cat: ids.join('|') };
}

/**
 * The interval must hold products and leave some out, so a misread budget shows: at least one
 * model inside, and at least one outside (the price is what tells them apart).
 */
export function discriminating(cat: string, min?: number, max?: number): boolean {
  const prices = pricesIn(cat.split('|'));
  const inside = prices.filter((p) => p >= (min ?? 0) * 1.02 && p <= (max ?? Infinity) * 0.96);
  return inside.length > 0 && inside.length < prices.length;
}

export function priceSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const c of CATEGORIES) {
    for (const form of rng.sample(FORMS, 3)) {
      const { word, cat } = wordFor(rng, c.id);
      const tries = rng.sample(LADDER, LADDER.length);
      for (const x of tries) {
        const style = rng.pick(form.styles);
        const n = written(x, style);
        if (!n) continue;
        const made = form.make(x, n);
        if (!made || !discriminating(cat, made.min, made.max)) continue;
        const expect: Expectation = {
          cat,
          ...(made.min !== undefined && { min: made.min }),
          ...(made.max !== undefined && { max: made.max }),
        };
        out.push({ family: form.family, question: rng.pick(SHAPES)(word, made.phrase), expect });
        break;
      }
    }
    const spans = rng.sample(SPANS, SPANS.length).filter((s) => discriminating(c.id, s.min, s.max));
    for (const span of spans.slice(0, 1)) {
      const { word, cat } = wordFor(rng, c.id);
      if (!discriminating(cat, span.min, span.max)) continue;
      out.push({
        family: 'price.span',
        question: rng.pick(SHAPES)(word, span.phrase),
        expect: { cat, min: span.min, max: span.max },
      });
    }
    const ranges = LADDER.flatMap((a) => LADDER.filter((b) => b >= a * 1.5 && b <= a * 3).map((b) => [a, b] as const)).filter(
      ([a, b]) => discriminating(c.id, a, b),
    );
    if (ranges.length && rng.next() < 0.5) {
      const [a, b] = rng.pick(ranges);
      const { word, cat } = wordFor(rng, c.id);
      const style = rng.pick<NumberStyle>(['arabic', 'chinese', 'k']);
      const na = written(a, style) ?? String(a);
      const nb = written(b, style) ?? String(b);
      const phrase = rng.pick([`${na}到${nb}`, `${na}-${nb}`, `${na}~${nb}`, `${na}到${nb}之间`, `${na}至${nb}`]);
      if (discriminating(cat, a, b))
        out.push({ family: 'price.range', question: rng.pick(SHAPES)(word, phrase), expect: { cat, min: a, max: b } });
    }
  }
  return out;
}
