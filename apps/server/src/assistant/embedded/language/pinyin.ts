import { pinyin } from 'pinyin-pro';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { ENGLISH_PRICE_WORDS, ENGLISH_WORDS } from './lexicon/english-words';
import { ENGLISH_AFTER_PRICE_WORDS, ENGLISH_SHOPPING_WORDS } from './lexicon/english-shopping-words';
import { PINYIN_AFTER_AMOUNT, PINYIN_AMOUNTS, PINYIN_WORDS } from './lexicon/pinyin-words';
import { PRICE_LEVEL_WORDS } from './lexicon/buyer-budgets';

/**
 * A question typed in toneless pinyin (kongqi zhaguo 300 yi nei, bi ji ben dian nao, xiyiji
 * guntong de) read as the Chinese words it spells (decision 055). The words are the ones the engine
 * knows: the catalog's category words, brand names, attribute values, then PINYIN_WORDS (budget
 * and function words). Each is indexed by its syllables (pinyin-pro, at load time, once per
 * vocabulary); a run of Latin letters is cut into the fewest words whose syllables spell it, a
 * space the shopper typed always falling between syllables. A stretch is read only when all of it
 * is spelled and one word has two or more syllables; a Latin brand name, model word or English
 * word (sony, mini, pro, power bank) is never read as pinyin on its own, nor letters that touch a
 * digit (xm5).
 */

const HAN = /^\p{Script=Han}+$/u;
const SYLLABLE = /^[a-z]+$/;

/** Syllables of each word seen, kept across vocabularies (a vocabulary is reloaded each minute). */
const SYLLABLES = new Map<string, readonly string[] | null>();

export function syllablesOf(word: string): readonly string[] | null {
  const known = SYLLABLES.get(word);
  if (known !== undefined) return known;
  const syllables = HAN.test(word) ? pinyin(word, { toneType: 'none', type: 'array', v: true }) : [];
  const made = syllables.length === word.length && syllables.every((s) => SYLLABLE.test(s)) ? syllables : null;
  SYLLABLES.set(word, made);
  return made;
}

interface Node {
  /** The word these syllables spell, the first indexed (catalog words before PINYIN_WORDS). */
  word?: { text: string; rank: number };
  next: Map<string, Node>;
}

interface Prepared {
  root: Node;
  /** Latin words never read as pinyin: brand names and aliases, model words, English words. */
  guarded: Set<string>;
  longestSyllable: number;
  /** Brands spelled like another brand (yi jia: 一加, 宜家), with the others. */
  soundsLike: Map<string, string[]>;
}

const PREPARED = new WeakMap<Vocabulary, Prepared>();

/** Lower-case Latin words of two or more letters in `texts`. */
const latinWords = (texts: Iterable<string>): string[] =>
  [...texts].flatMap((t) => t.toLowerCase().match(/(?<![a-z0-9'’-])[a-z]{2,}(?![a-z0-9'’-])/g) ?? []);

/** The words, in priority order, whose pinyin a shopper may type. */
function wordsOf(vocabulary: Vocabulary): string[] {
  const aliases = BRAND_ALIASES.flatMap((row) => row.slice(1));
  // Of words that sound the same, a category's name wins, then a brand (jian guo is 坚果 before 煎锅).
  return [
    ...vocabulary.categories.map((c) => c.name),
    ...vocabulary.brands.filter((b) => b.length > 1),
    ...vocabulary.categoryWords.filter((t) => t.values.length).map((t) => t.term),
    ...aliases,
    ...PRICE_LEVEL_WORDS,
    ...PINYIN_WORDS,
    ...PINYIN_AMOUNTS,
    ...vocabulary.specPhrases.map(([, , value]) => value).filter((v) => v.length > 1 && v.length <= 6),
  ];
}

function prepared(vocabulary: Vocabulary): Prepared {
  const known = PREPARED.get(vocabulary);
  if (known) return known;
  const root: Node = { next: new Map() };
  let longestSyllable = 0;
  const brands = new Set(vocabulary.brands);
  const soundsLike = new Map<string, string[]>();
  wordsOf(vocabulary).forEach((text, rank) => {
    const syllables = syllablesOf(text);
    if (!syllables) return;
    let node = root;
    for (const s of syllables) {
      longestSyllable = Math.max(longestSyllable, s.length);
      let child = node.next.get(s);
      if (!child) node.next.set(s, (child = { next: new Map() }));
      node = child;
    }
    if (!node.word) node.word = { text, rank };
    else if (brands.has(text) && brands.has(node.word.text) && text !== node.word.text)
      soundsLike.set(node.word.text, [...(soundsLike.get(node.word.text) ?? []), text]);
  });
  const guarded = new Set(
    latinWords([
      ...vocabulary.brands,
      ...BRAND_ALIASES.flat(),
      ...vocabulary.models.map((m) => m.model),
      ...ENGLISH_WORDS.map(([en]) => en),
      ...ENGLISH_PRICE_WORDS.map(([en]) => en),
      ...ENGLISH_SHOPPING_WORDS.map(([en]) => en),
      ...ENGLISH_AFTER_PRICE_WORDS.map(([en]) => en),
    ]),
  );
  const made = { root, guarded, longestSyllable, soundsLike };
  PREPARED.set(vocabulary, made);
  return made;
}

interface Cut {
  words: number;
  rank: number;
  multi: boolean;
  from: number;
  text: string;
}

/**
 * The Chinese `letters` spell, cut into the fewest indexed words (then the best ranked), or null.
 * `breaks`: positions where the shopper typed a space; no syllable runs across one.
 */
function spell(letters: string, breaks: ReadonlySet<number>, { root, longestSyllable }: Prepared): string | null {
  const best: Array<Cut | null> = new Array(letters.length + 1).fill(null);
  best[0] = { words: 0, rank: 0, multi: false, from: -1, text: '' };
  const better = (a: Cut, b: Cut | null) => !b || a.words < b.words || (a.words === b.words && a.rank < b.rank);
  for (let start = 0; start < letters.length; start++) {
    const before = best[start];
    if (!before) continue;
    // Every path of syllables from `start` through the trie, each word it passes a candidate.
    const walk = (node: Node, at: number, syllables: number) => {
      if (node.word && syllables) {
        const cut: Cut = {
          words: before.words + 1,
          rank: before.rank + node.word.rank,
          multi: before.multi || syllables > 1,
          from: start,
          text: node.word.text,
        };
        if (better(cut, best[at] ?? null)) best[at] = cut;
      }
      for (let n = 1; n <= longestSyllable && at + n <= letters.length; n++) {
        if (n > 1 && breaks.has(at + n - 1)) break;
        const child = node.next.get(letters.slice(at, at + n));
        if (child) walk(child, at + n, syllables + 1);
      }
    };
    walk(root, start, 0);
  }
  const last = best[letters.length];
  if (!last?.multi) return null;
  const words: string[] = [];
  for (let at = letters.length; at > 0; at = best[at]!.from) words.unshift(best[at]!.text);
  return words.join('');
}

/** Runs of Latin words (spaces between), not touching a digit or a word's apostrophe or hyphen (de'longhi). */
const LATIN_RUN = /(?<![a-z0-9'’-])[a-z]+(?: +[a-z]+)*(?![a-z0-9'’-])/gi;

/**
 * The Chinese of a run of Latin words: from the left, the most words that spell Chinese together,
 * kept as typed where they spell nothing with the words after them. A stretch of guarded words
 * only (sony, mini, xiaomi) is never read; beside a word that is pinyin it may be (da mi → 大米,
 * xiaomi shouji → 小米手机).
 */
function readRun(run: string, ready: Prepared): string {
  const words = run.split(/ +/);
  const guarded = words.map((w) => ready.guarded.has(w.toLowerCase()));
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let end = words.length;
    let read: string | null = null;
    for (; end > i; end--) {
      if (guarded.slice(i, end).every(Boolean)) continue;
      const part = words.slice(i, end);
      const breaks = new Set<number>();
      let at = 0;
      for (const w of part.slice(0, -1)) breaks.add((at += w.length));
      read = spell(part.join('').toLowerCase(), breaks, ready);
      if (read !== null) break;
    }
    out.push(read ?? words[i]!);
    i = read === null ? i + 1 : end;
  }
  return out.join(' ');
}

/**
 * 宜家 or 一加 for yi jia: of brands spelled alike, the one that sells a category the question
 * names (yijia de shou na xiang is 宜家's storage box).
 */
function brandThatFits(read: string, vocabulary: Vocabulary, soundsLike: Map<string, string[]>): string {
  let out = read;
  for (const [brand, others] of soundsLike) {
    if (!out.includes(brand)) continue;
    const ids = vocabulary.matchCategories(out).categories.map((c) => c.id);
    const sells = (b: string) => (vocabulary.brandCategories.get(b) ?? []).some((id) => ids.includes(id));
    const fits = others.find(sells);
    if (fits && !sells(brand)) out = out.replace(brand, fits);
  }
  return out;
}

/** A budget word after an amount, by its letters (yinei → 以内). */
let afterAmount: Map<string, string> | null = null;
const AFTER_DIGIT = /(\d)(\s*)([a-z]+(?: +[a-z]+)*)(?![a-z0-9'’-])/gi;

/** 300yinei, 2000 zuo you: the budget word after an amount, read as Chinese (decision 086). */
function budgetWordsAfterAmounts(text: string): string {
  afterAmount ??= new Map(
    PINYIN_AFTER_AMOUNT.flatMap((w) => {
      const s = syllablesOf(w);
      return s ? [[s.join(''), w] as const] : [];
    }),
  );
  const words = afterAmount;
  return text.replace(AFTER_DIGIT, (all, digit: string, space: string, run: string) => {
    const word = words.get(run.replace(/ +/g, '').toLowerCase());
    return word ? `${digit}${space}${word}` : all;
  });
}

/** The question with its pinyin read as Chinese (kongqi zhaguo → 空气炸锅); as typed when there is none. */
export function readPinyin(said: string, vocabulary: Vocabulary): string {
  if (!/[a-z]{2}/i.test(said)) return said;
  const text = budgetWordsAfterAmounts(said);
  if (!/[a-z]{2}/i.test(text)) return text;
  const ready = prepared(vocabulary);
  let spelled = false;
  const read = text.replace(LATIN_RUN, (run) => {
    const chinese = readRun(run, ready);
    spelled ||= chinese !== run;
    return chinese;
  });
  return spelled ? brandThatFits(read, vocabulary, ready.soundsLike) : read;
}
