import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { HOMOPHONE_ROWS } from './lexicon/homophones';
import { soundAlike, typedBrandAtEnd, typedFor } from './respell';

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
