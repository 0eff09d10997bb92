import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { NOT_BRAND_TYPOS } from './lexicon/respell-words';
import { HAN, soundAlike, syllablesOf, typoKey } from './typos';

/** A word typed for `name`: the same length, Chinese, one character swapped for a same-sounding one. */
export const typedFor = (typed: string, name: string): boolean => {
  if (typed.length !== name.length || typed === name || !HAN.test(typed)) return false;
  // By position, not by character: 鸭绒 is no typo of 鸭鸭 (decision 085).
  const differ = [...name].flatMap((c, i) => (c !== typed[i] ? [i] : []));
  return differ.length === 1 && soundAlike(typed[differ[0]!]!, name[differ[0]!]!);
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

/** Brands long enough to be told by sound anywhere in a question (decision 077). */
const SOUNDED_LENGTH = 3;
/** At most this many characters of such a brand may be typed as another of the same sound (菲利普). */
const SOUNDED_SWAPS = 2;

/** A brand's Chinese name or alias (新百伦 for New Balance) and the catalog brand it names. */
interface Sounded {
  word: string;
  brand: string;
}
/** The names by the syllables of their first character: a typed run is compared only with those. */
const SOUNDED = new WeakMap<Vocabulary, Map<string, Sounded[]>>();

function soundedBrands(vocabulary: Vocabulary): Map<string, Sounded[]> {
  const known = SOUNDED.get(vocabulary);
  if (known) return known;
  const made = new Map<string, Sounded[]>();
  const sold = new Set(vocabulary.brands);
  const words: Sounded[] = [
    ...vocabulary.brands.map((brand) => ({ word: brand, brand })),
    ...BRAND_ALIASES.filter(([brand]) => sold.has(brand)).flatMap(([brand, ...aliases]) =>
      aliases.map((word) => ({ word, brand })),
    ),
  ];
  for (const w of words) {
    if (w.word.length < SOUNDED_LENGTH || !HAN.test(w.word) || [...w.word].length !== w.word.length) continue;
    for (const syllable of syllablesOf(w.word[0]!)) made.set(syllable, [...(made.get(syllable) ?? []), w]);
  }
  SOUNDED.set(vocabulary, made);
  return made;
}

/** How many characters of `typed` are another of the same sound than `word`'s, or -1 when one differs in sound. */
function swapsIn(typed: string, word: string): number {
  let swaps = 0;
  for (let i = 0; i < word.length; i++) {
    if (typed[i] === word[i]) continue;
    if (!soundAlike(typed[i]!, word[i]!)) return -1;
    swaps++;
  }
  return swaps;
}

/**
 * 雅思兰黛 → 雅诗兰黛, 菲利普 → 飞利浦, 波斯登 → 波司登 anywhere in a question (decision 077): a
 * Chinese brand of three or more characters typed with one or two characters of the same sound
 * (the others as written). Two-character brands are too short to tell by sound alone and keep
 * typedBrandAtEnd's place before a category word. A run listed in NOT_BRAND_TYPOS (来一份) is
 * never a brand. Chinese aliases count (新百纶 → 新百伦). Returns the run typed and the name it
 * stands for, the first in the question.
 */
export function soundedBrand(
  text: string,
  vocabulary: Vocabulary,
  sells: (brand: string) => boolean,
): { typed: string; word: string } | undefined {
  const byFirst = soundedBrands(vocabulary);
  const never = NOT_BRAND_TYPOS.filter((w) => text.includes(w)).map(
    (w) => [text.indexOf(w), text.indexOf(w) + w.length] as const,
  );
  for (let at = 0; at < text.length; at++) {
    for (const syllable of syllablesOf(text[at]!)) {
      for (const w of byFirst.get(syllable) ?? []) {
        const typed = text.slice(at, at + w.word.length);
        if (typed.length !== w.word.length || never.some(([from, to]) => from <= at && at + typed.length <= to)) continue;
        const swaps = swapsIn(typed, w.word);
        if (swaps > 0 && swaps <= SOUNDED_SWAPS && swaps < typed.length && sells(w.brand)) return { typed, word: w.word };
      }
    }
  }
  return undefined;
}
