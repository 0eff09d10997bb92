import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { HAN, soundAlike, typoKey } from './typos';

/** A word typed for `name`: the same length, Chinese, one character swapped for a same-sounding one. */
export const typedFor = (typed: string, name: string): boolean => {
  if (typed.length !== name.length || typed === name || !HAN.test(typed)) return false;
  const differ = [...name].filter((c, i) => c !== typed[i]);
  return differ.length === 1 && soundAlike(typed[name.indexOf(differ[0]!)]!, differ[0]!);
};

/**
 * The brands a same-sounding typo may be restored to (Chinese, two or more characters), in
 * vocabulary order, indexed by typoKey like the category words: a typed word one character off
 * shares one of its keys with the brand, so only those brands are compared, not every brand of
 * the catalog per question (decision 066). Brands with characters outside the BMP keep the scan.
 */
interface BrandTypos {
  brands: string[];
  index: Map<string, number[]>;
  lengths: number[];
  scanned: Array<{ at: number; brand: string }>;
}
const BRAND_TYPOS = new WeakMap<Vocabulary, BrandTypos>();

function brandTypos(vocabulary: Vocabulary): BrandTypos {
  const known = BRAND_TYPOS.get(vocabulary);
  if (known) return known;
  const made: BrandTypos = { brands: [], index: new Map(), lengths: [], scanned: [] };
  vocabulary.brands.forEach((brand) => {
    if (brand.length < 2 || !HAN.test(brand)) return;
    const at = made.brands.push(brand) - 1;
    if ([...brand].length !== brand.length) {
      made.scanned.push({ at, brand });
      return;
    }
    for (let i = 0; i < brand.length; i++) {
      const key = typoKey(brand, i);
      const list = made.index.get(key);
      if (list) list.push(at);
      else made.index.set(key, [at]);
    }
  });
  made.lengths = [...new Set(made.brands.map((b) => b.length))];
  BRAND_TYPOS.set(vocabulary, made);
  return made;
}

/** The first brand (vocabulary order) that `head` ends with, typed with one same-sounding character, and that `sells`. */
export function typedBrandAtEnd(head: string, vocabulary: Vocabulary, sells: (brand: string) => boolean): string | undefined {
  const { brands, index, lengths, scanned } = brandTypos(vocabulary);
  let first = Infinity;
  const consider = (at: number) => {
    const brand = brands[at]!;
    if (at < first && sells(brand) && typedFor(head.slice(-brand.length), brand)) first = at;
  };
  for (const length of lengths) {
    const typed = head.slice(-length);
    if (typed.length !== length) continue;
    for (let i = 0; i < length; i++) for (const at of index.get(typoKey(typed, i)) ?? []) consider(at);
  }
  for (const { at } of scanned) consider(at);
  return brands[first];
}
