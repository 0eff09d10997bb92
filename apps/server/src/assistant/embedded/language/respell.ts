import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import {
  BARE_HEADS,
  BRAND_GLUE,
  BRAND_SLOT_AFTER,
  BRAND_SLOT_BEFORE,
  BRAND_NICKNAMES,
  CLIPPED_ENDINGS,
  DESCRIBED_MACHINES,
  MEASURES_AFTER,
  NUMERALS,
  NOT_BRAND_TYPOS,
  NOT_CLIPPED,
  PLACE_PREFIXES,
} from './lexicon/respell-words';
import { PET_BREEDS } from './lexicon/usage-words';
import { soundedBrand, typedBrandAtEnd } from './brand-typos';
import { HAN, isHan, soundAlike, typoKey } from './typos';

export { soundAlike };

/**
 * Category words typed wrong, restored before the question is read (decision 042):
 * - a homophone typo: a category word of three or more characters with one character replaced by
 *   another of the same syllable (吸成器 → 吸尘器, 电吹锋 → 电吹风), where no category word or brand
 *   already stands;
 * - a clipped word: a category word without its generic last character (器, 机, 仪) at the end of
 *   a phrase (车里用的小吸尘 → 吸尘器), only when the question names no category, and only when
 *   one category's words continue it that way;
 * - a place that narrows: a category word used in a place whose prefix makes a narrower category
 *   word (车里用的吸尘器 → 车载吸尘器).
 */

/**
 * What the repairs need of a vocabulary, worked out once per vocabulary rather than per question
 * (they are on every answer's path): the category words by length, the typo index, the stems.
 */
interface Prepared {
  /** Category words of two or more characters, longest first (stable). */
  longWords: string[];
  /** Category words that name a category. */
  namingWords: Set<string>;
  /** Category words a typo may be restored to, in vocabulary order. */
  typoTerms: string[];
  /** typoKey → indexes into typoTerms. */
  typoIndex: Map<string, number[]>;
  typoLengths: number[];
  /**
   * Per length of typoTerms, the character codes at their first and second positions: a stretch
   * one character off a term keeps one of the two, so a stretch with neither is no typo of any
   * term of its length and builds no keys (decision 066).
   */
  typoHeads: Map<number, { first: Set<number>; second: Set<number> }>;
  /** Clipped stems that name one category, with the word they are restored to. */
  stems: Array<readonly [stem: string, word: string]>;
  /** PLACE_PREFIXES with their places longest first. */
  places: Array<{ prefixes: readonly string[]; places: string[] }>;
}

const byLengthDown = (a: string, b: string) => b.length - a.length;
const PREPARED = new WeakMap<Vocabulary, Prepared>();
const DESCRIBERS = [...DESCRIBED_MACHINES].sort(byLengthDown);

function typoHeadsOf(terms: readonly string[]): Prepared['typoHeads'] {
  const heads: Prepared['typoHeads'] = new Map();
  for (const term of terms) {
    let at = heads.get(term.length);
    if (!at) heads.set(term.length, (at = { first: new Set(), second: new Set() }));
    at.first.add(term.charCodeAt(0));
    at.second.add(term.charCodeAt(1));
  }
  return heads;
}

function prepared(vocabulary: Vocabulary): Prepared {
  const known = PREPARED.get(vocabulary);
  if (known) return known;
  const terms = vocabulary.categoryWords;
  const typoTerms = terms.filter((t) => t.values.length && t.term.length >= 3 && HAN.test(t.term)).map((t) => t.term);
  const typoIndex = new Map<string, number[]>();
  typoTerms.forEach((term, n) => {
    for (let i = 0; i < term.length; i++) {
      const key = typoKey(term, i);
      const at = typoIndex.get(key);
      if (at) at.push(n);
      else typoIndex.set(key, [n]);
    }
  });
  const words = new Set(terms.map((t) => t.term));
  const stemOf = new Map<string, { word: string | null; values: Set<string> }>();
  for (const { term, values } of terms) {
    if (term.length < 3 || !HAN.test(term)) continue;
    // 新手机 is 新 + 手机: its stem 新手 is another word (钓鱼新手), so only whole heads are clipped.
    if (words.has(term.slice(1))) continue;
    const stem = term.slice(0, -1);
    const entry = stemOf.get(stem) ?? { word: null, values: new Set<string>() };
    if (!entry.word && CLIPPED_ENDINGS.includes(term.slice(-1))) entry.word = term;
    // A word that holds a category word but names none (NOT_CATEGORIES) makes the stem ambiguous.
    if (!values.length) entry.values.add('');
    values.forEach((v) => entry.values.add(v));
    stemOf.set(stem, entry);
  }
  const stems = [...stemOf]
    .filter(([stem, { word, values }]) => word && values.size === 1 && !values.has('') && !NOT_CLIPPED.includes(stem))
    .map(([stem, { word }]) => [stem, word!] as const);
  const made: Prepared = {
    longWords: terms
      .map((t) => t.term)
      .filter((t) => t.length > 1)
      .sort(byLengthDown),
    namingWords: new Set(terms.filter((t) => t.values.length).map((t) => t.term)),
    typoTerms,
    typoIndex,
    typoLengths: [...new Set(typoTerms.map((t) => t.length))],
    typoHeads: typoHeadsOf(typoTerms),
    stems,
    places: PLACE_PREFIXES.map(({ prefixes, places }) => ({ prefixes, places: [...places].sort(byLengthDown) })),
  };
  PREPARED.set(vocabulary, made);
  return made;
}

/** Longest first, and on a tie the category word before the brand or mall word (as one stable sort of both). */
function mergeByLength(first: readonly string[], second: string[]): string[] {
  const rest = second.sort(byLengthDown);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length || j < rest.length)
    out.push(j >= rest.length || (i < first.length && first[i]!.length >= rest[j]!.length) ? first[i++]! : rest[j++]!);
  return out;
}

/**
 * Stretches of `text` ([start, end)) that a category word of two or more characters (or a word
 * that holds one), a brand or a mall takes; a one-character word (锅, 奶) may be the tail of a
 * typo (电扎锅).
 */
function takenSpans(text: string, vocabulary: Vocabulary): Array<readonly [number, number]> {
  const lower = text.toLowerCase();
  const taken = new Array<boolean>(lower.length).fill(false);
  const spans: Array<readonly [number, number]> = [];
  const words = mergeByLength(prepared(vocabulary).longWords, [
    ...vocabulary.matchBrands(text).terms,
    ...vocabulary.matchMalls(text).terms,
    ...PET_BREEDS.map(([breed]) => breed).filter((b) => lower.includes(b)),
  ]);
  for (const w of words)
    for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1))
      if (!taken.slice(at, at + w.length).some(Boolean)) {
        taken.fill(true, at, at + w.length);
        spans.push([at, at + w.length]);
      }
  return spans;
}

/** Positions of `text` a word of takenSpans takes. */
function takenBy(text: string, vocabulary: Vocabulary): boolean[] {
  const taken = new Array<boolean>(text.length).fill(false);
  for (const [start, end] of takenSpans(text, vocabulary)) taken.fill(true, start, end);
  return taken;
}

/**
 * 吸成器 → 吸尘器, 平扳电脑 → 平板电脑: each stretch that is a category word but for one
 * same-sounding character, where no word stands across its edges and the typed character is no
 * word's (a shorter word wholly inside it, 电脑 of 平扳电脑, is part of it).
 */
function restoreTypos(text: string, vocabulary: Vocabulary): string {
  const candidates = typoCandidates(text, prepared(vocabulary));
  if (!candidates.length) return text;
  const spans = [...takenSpans(text, vocabulary)];
  const chars = [...text];
  if (chars.length !== text.length) return text; // characters outside the BMP: positions would not line up
  const crosses = (at: number, end: number) => spans.some(([s, e]) => s < end && e > at && (s < at || e > end));
  const within = (i: number) => spans.some(([s, e]) => s <= i && i < e);
  let out = text;
  for (const term of candidates) {
    for (let at = 0; at + term.length <= out.length; at++) {
      if (crosses(at, at + term.length)) continue;
      let differs = -1;
      let ok = true;
      for (let i = 0; i < term.length && ok; i++) {
        const c = out[at + i]!;
        if (c === term[i]) continue;
        const counted = NUMERALS.includes(c) && MEASURES_AFTER.includes(out[at + i + 1] ?? '');
        if (differs >= 0 || !isHan(c) || counted || !soundAlike(c, term[i]!)) ok = false;
        differs = i;
      }
      if (!ok || differs < 0 || within(at + differs)) continue;
      out = out.slice(0, at) + term + out.slice(at + term.length);
      spans.push([at, at + term.length]);
    }
  }
  return out;
}

/**
 * The category words some stretch of `text` is a one-character typo of (the character differs,
 * both are Han and sound alike), in vocabulary order: the only ones restoreTypos can restore (a
 * restored stretch is taken, so no stretch a restoration changes can match a later word).
 */
function typoCandidates(text: string, { typoIndex, typoLengths, typoTerms, typoHeads }: Prepared): string[] {
  const found = new Set<number>();
  for (const length of typoLengths) {
    const heads = typoHeads.get(length)!;
    for (let at = 0; at + length <= text.length; at++) {
      if (!heads.first.has(text.charCodeAt(at)) && !heads.second.has(text.charCodeAt(at + 1))) continue;
      const stretch = text.slice(at, at + length);
      if (!HAN.test(stretch)) continue;
      for (let i = 0; i < length; i++)
        for (const n of typoIndex.get(typoKey(stretch, i)) ?? []) {
          const wanted = typoTerms[n]![i]!;
          if (stretch[i] !== wanted && soundAlike(stretch[i]!, wanted)) found.add(n);
        }
    }
  }
  return [...found].sort((a, b) => a - b).map((n) => typoTerms[n]!);
}

/** A model code right after a word (PC23, X20 Pro). */
const MODEL_CODE_NEXT = /^\s*[a-z][a-z-]*\d/i;

/**
 * 小吸尘 → 小吸尘器: a category word's stem at the end of a phrase, when every category word that
 * goes on from the stem names the same one category and one of them ends in a generic head.
 */
function restoreClipped(text: string, vocabulary: Vocabulary): string {
  let said: { named: string[]; brands: string[] } | null = null;
  const saidIn = () => (said ??= { named: vocabulary.matchCategories(text).terms, brands: vocabulary.matchBrands(text).terms });
  for (const [stem, word] of prepared(vocabulary).stems) {
    for (let at = text.indexOf(stem); at >= 0; at = text.indexOf(stem, at + 1)) {
      const end = at + stem.length;
      if (isHan(text[end])) continue;
      // 美的微蒸烤一体 PC23: a brand's model name goes on with its letters and digits, clipped by no one.
      const { named, brands } = saidIn();
      if (brands.length && MODEL_CODE_NEXT.test(text.slice(end))) continue;
      // Only when nothing else names a category (手机 inside 手机充电 is part of the stem) and no
      // longer word or brand holds the stem.
      const rest = `${text.slice(0, at)} ${text.slice(end)}`;
      if (vocabulary.matchCategories(rest).categories.length) continue;
      if ([...named, ...brands].some((t) => t.length > stem.length && t.includes(stem))) continue;
      return text.slice(0, at) + word + text.slice(end);
    }
  }
  return text;
}

/** 车里用的吸尘器 → 车里用的车载吸尘器: a place's prefix before a category word, when that makes a category word. */
function narrowByPlace(text: string, vocabulary: Vocabulary): string {
  const { namingWords: words, places: placePrefixes } = prepared(vocabulary);
  for (const { prefixes, places } of placePrefixes) {
    const place = places.find((p) => text.includes(p));
    if (!place) continue;
    for (const term of vocabulary.matchCategories(text).terms) {
      if (prefixes.some((p) => term.startsWith(p))) continue;
      const narrower = prefixes.map((p) => `${p}${term}`).find((w) => words.has(w));
      // The place is said by the narrower word now; left in, it would be searched for as a keyword.
      if (narrower) return text.replace(term, narrower).replace(new RegExp(`${place}(?:用的|的)?`), '');
    }
  }
  return text;
}

/** The longest describing words at `at` (那种机器, 的机子), or ''. */
const describerAt = (text: string, at: number): string => DESCRIBERS.find((w) => text.startsWith(w, at)) ?? '';

/**
 * 洗碗那种机器 → 洗碗机: the doing before describing words (DESCRIBED_MACHINES) and a generic head
 * make a category word; the longest doing of up to four characters wins. Not where a category word
 * already stands (扫地机器人) or runs on (机器人).
 */
function nameDescribedMachine(text: string, vocabulary: Vocabulary): string {
  if (!DESCRIBERS.some((w) => text.includes(w))) return text;
  const words = prepared(vocabulary).namingWords;
  // 能自己拖地的机器: a doing said as a category word (拖地的, 扫地的) names no category before a
  // machine word; the doing and the machine do (拖地机, decision 081).
  const taken = takenBy(text, vocabulary);
  for (const [start, end] of takenSpans(text, vocabulary))
    if (text[end - 1] === '的' && DESCRIBERS.some((w) => text.startsWith(w, end) || text.startsWith(w, end - 1)))
      taken.fill(false, start, end);
  for (let at = 1; at < text.length; at++) {
    const describer = describerAt(text, at);
    if (!describer || taken[at] || text[at + describer.length] === '人') continue;
    for (let n = Math.min(4, at); n >= 1; n--) {
      const doing = text.slice(at - n, at);
      if (!HAN.test(doing) || taken.slice(at - n, at).some(Boolean)) continue;
      const word = CLIPPED_ENDINGS.map((head) => `${doing}${head}`).find((w) => words.has(w));
      if (word) return text.slice(0, at - n) + word + text.slice(at + describer.length);
    }
  }
  return text;
}

/** 送块表 → 送块手表, nike的鞋 → nike的运动鞋: a bare head (BARE_HEADS) when no category is named. */
function nameBareHead(text: string, vocabulary: Vocabulary): string {
  if (vocabulary.matchCategories(text).categories.length) return text;
  for (const { head, after, notBefore, means } of BARE_HEADS)
    for (let at = text.indexOf(head); at > 0; at = text.indexOf(head, at + 1)) {
      if (notBefore.includes(text[at + 1] ?? ' ')) continue;
      if (after.some((w) => text.slice(0, at).endsWith(w))) return text.slice(0, at) + means + text.slice(at + 1);
    }
  return text;
}

/** BRAND_NICKNAMES with each brand's nicknames longest first, sorted once. */
const NICKNAMES = BRAND_NICKNAMES.map(([brand, ...nicknames]) => [brand, [...nicknames].sort(byLengthDown)] as const);

/**
 * 戴深吸尘器 → 戴森吸尘器, 鸟的冲锋衣 → 始祖鸟的冲锋衣 (decision 051): a Chinese brand name of two or
 * more characters typed with one same-sounding character, or a brand's nickname (BRAND_NICKNAMES),
 * right before a category word that brand sells (BRAND_GLUE between), when no brand is named.
 */
function restoreBrandNames(text: string, vocabulary: Vocabulary): string {
  if (vocabulary.matchBrands(text).brands.length) return text;
  const named = vocabulary.matchCategories(text);
  for (const term of named.terms) {
    const at = text.toLowerCase().indexOf(term.toLowerCase());
    if (at <= 0) continue;
    const ids = vocabulary.matchCategories(term).categories.map((c) => c.id);
    const sells = (brand: string) => (vocabulary.brandCategories.get(brand) ?? []).some((id) => ids.includes(id));
    const heads = [
      text.slice(0, at),
      ...BRAND_GLUE.filter((g) => text.slice(0, at).endsWith(g)).map((g) => text.slice(0, at - g.length)),
    ];
    for (const head of heads) {
      for (const [brand, nicknames] of NICKNAMES) {
        const nick = nicknames.find((n) => head.endsWith(n));
        if (nick && sells(brand)) return text.slice(0, head.length - nick.length) + brand + text.slice(head.length);
      }
      // 来一份零食 is no 来伊份 (decision 077).
      if (NOT_BRAND_TYPOS.some((w) => head.endsWith(w))) continue;
      const brand = typedBrandAtEnd(head, vocabulary, sells);
      if (brand !== undefined) return text.slice(0, head.length - brand.length) + brand + text.slice(head.length);
    }
  }
  // 吹风机 只考虑菲利浦, 看看波斯登的: a long brand typed by sound anywhere, selling what is named (decision 077).
  const ids = named.categories.map((c) => c.id);
  const sells = (brand: string) => !ids.length || (vocabulary.brandCategories.get(brand) ?? []).some((id) => ids.includes(id));
  const sounded = soundedBrand(text, vocabulary, sells);
  if (sounded) return text.replace(sounded.typed, sounded.word);
  // 请问一下代森有没有洗地机, 女士钱包 只考虑蔻弛: a two-character brand in a brand's place (decision 089).
  if (!ids.length) return text;
  for (let at = 0; at + 2 <= text.length; at++) {
    const typed = text.slice(at, at + 2);
    const before = text.slice(0, at);
    const after = text.slice(at + 2);
    if (!BRAND_SLOT_BEFORE.some((w) => before.endsWith(w)) && !BRAND_SLOT_AFTER.some((w) => after.startsWith(w))) continue;
    if (NOT_BRAND_TYPOS.some((w) => text.includes(w) && text.indexOf(w) <= at && at + 2 <= text.indexOf(w) + w.length)) continue;
    const brand = typedBrandAtEnd(typed, vocabulary, sells);
    if (brand !== undefined) return before + brand + after;
  }
  return text;
}

/** The question with its category words restored (typos, clipped words) and narrowed by place. */
export function respellCategoryWords(text: string, vocabulary: Vocabulary): string {
  const restored = nameDescribedMachine(restoreTypos(text, vocabulary), vocabulary);
  return restoreBrandNames(narrowByPlace(restoreClipped(nameBareHead(restored, vocabulary), vocabulary), vocabulary), vocabulary);
}

/** The category words some stretch of `text` is a one-character typo of (typoCandidates), for tests. */
export const categoryTypos = (text: string, vocabulary: Vocabulary): string[] => typoCandidates(text, prepared(vocabulary));
