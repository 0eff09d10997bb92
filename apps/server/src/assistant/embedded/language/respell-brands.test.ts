import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { HOMOPHONE_ROWS } from './lexicon/homophones';
import { typedBrandAtEnd, typedFor } from './brand-typos';
import { categoryTypos } from './respell';
import { soundAlike } from './typos';

const HAN = /^\p{Script=Han}+$/u;

/** The scan the typo index replaced (decision 066): every brand of the vocabulary, in order. */
const scanned = (head: string, sells: (brand: string) => boolean) =>
  catalogVocabulary.brands.find(
    (brand) => brand.length >= 2 && HAN.test(brand) && sells(brand) && typedFor(head.slice(-brand.length), brand),
  );

/** A same-sounding character for `c` other than itself, if the homophone rows have one. */
const CHARS = HOMOPHONE_ROWS.flatMap((row) => [...(row.split(' ')[1] ?? '')]);
const alike = (c: string) => CHARS.find((o) => o !== c && soundAlike(o, c));

const brands = catalogVocabulary.brands.filter((b) => b.length >= 2 && HAN.test(b));
/** Every Chinese brand typed wrong at every character that has a same-sounding one, then a few misses. */
const heads = brands.flatMap((brand) =>
  [...brand].flatMap((c, i) => {
    const other = alike(c);
    return other ? [`买个${brand.slice(0, i)}${other}${brand.slice(i + 1)}`] : [];
  }),
);
const misses = ['买个', '好用的', '戴深', '一个', 'abc', '新款'];

describe('brand typos by index (decision 066)', () => {
  it('covers enough typed brands to mean something', () => {
    expect(brands.length).toBeGreaterThan(20);
    expect(heads.length).toBeGreaterThan(40);
  });

  it.each([
    ['every brand sells', () => true],
    ['no brand sells', () => false],
    ['brands with an even length sell', (b: string) => b.length % 2 === 0],
  ] as const)('finds the brand the scan finds, %s', (_, sells) => {
    for (const head of [...heads, ...misses])
      expect(typedBrandAtEnd(head, catalogVocabulary, sells), head).toBe(scanned(head, sells));
  });

  it('finds typed brands at all', () => {
    expect(heads.filter((h) => typedBrandAtEnd(h, catalogVocabulary, () => true) !== undefined).length).toBeGreaterThan(20);
  });
});

/** typoCandidates before the first-and-second-character filter (decision 066): every stretch's keys. */
const TYPO_TERMS = catalogVocabulary.categoryWords
  .filter((t) => t.values.length && t.term.length >= 3 && HAN.test(t.term))
  .map((t) => t.term);
function typosByKeys(text: string): string[] {
  const terms = TYPO_TERMS;
  const key = (w: string, i: number) => `${w.slice(0, i)}\u0000${w.slice(i + 1)}`;
  const found = new Set<number>();
  for (let at = 0; at < text.length; at++)
    terms.forEach((term, n) => {
      const stretch = text.slice(at, at + term.length);
      if (stretch.length !== term.length || !HAN.test(stretch)) return;
      for (let i = 0; i < term.length; i++)
        if (key(stretch, i) === key(term, i) && stretch[i] !== term[i] && soundAlike(stretch[i]!, term[i]!)) found.add(n);
    });
  return [...found].sort((a, b) => a - b).map((n) => terms[n]!);
}

describe('category typos with the first-and-second-character filter (decision 066)', () => {
  const typed = catalogVocabulary.categoryWords
    .map((t) => t.term)
    .filter((t, n) => t.length >= 3 && HAN.test(t) && n % 3 === 0)
    .flatMap((term) =>
      [...term].flatMap((c, i) => {
        const other = alike(c);
        return other ? [`想买个${term.slice(0, i)}${other}${term.slice(i + 1)}，预算两千`] : [];
      }),
    );

  it('covers enough typed words to mean something', () => expect(typed.length).toBeGreaterThan(100));

  it('finds what the keys of every stretch find', () => {
    for (const text of [...typed, '吸成器 无线的', '空气净画器推荐', '你好', '3000元左右拍照好的手机', 'abc吸尘器'])
      expect(categoryTypos(text, catalogVocabulary), text).toEqual(typosByKeys(text));
    expect(typed.filter((t) => categoryTypos(t, catalogVocabulary).length > 0).length).toBeGreaterThan(50);
    // The reference scan is slow by design; more homophone rows (decision 077) give it more typed words.
  }, 120_000);
});
