import { pinyin } from 'pinyin-pro';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { ENGLISH_PRICE_WORDS, ENGLISH_WORDS } from './lexicon/english-words';
import { ENGLISH_AFTER_PRICE_WORDS, ENGLISH_SHOPPING_WORDS } from './lexicon/english-shopping-words';
import { PINYIN_AMOUNTS, PINYIN_WORDS } from './lexicon/pinyin-words';
import { PRICE_LEVEL_WORDS } from './lexicon/buyer-budgets';

/**
 * A question typed in toneless pinyin (kongqi zhaguo 300 yi nei, bi ji ben dian nao, xiyiji
 * guntong de) read as the Chinese words it spells (decision 055). The words are the ones the engine
 * knows: the catalog's category words, brand names, attribute values, then PINYIN_WORDS (budget
 * and function words). Each is indexed by its syllables (pinyin-pro, at load time, once per
 * vocabulary); a run of Latin letters is cut into the fewest words whose syllables spell it, a
 * space the shopper typed always falling between syllables. A run is read only when all of it is
 * spelled and one word has two or more syllables; a Latin brand name, model word or English word
 * (sony, mate, pro, power bank) is never read as pinyin, nor letters that touch a digit (xm5).
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
}

const PREPARED = new WeakMap<Vocabulary, Prepared>();

/** Lower-case Latin words of two or more letters in `texts`. */
const latinWords = (texts: Iterable<string>): string[] =>
  [...texts].flatMap((t) => t.toLowerCase().match(/(?<![a-z0-9'’-])[a-z]{2,}(?![a-z0-9'’-])/g) ?? []);

/** The words, in priority order, whose pinyin a shopper may type. */
function wordsOf(vocabulary: Vocabulary): string[] {
  const aliases = BRAND_ALIASES.flatMap((row) => row.slice(1));
  return [
    ...vocabulary.categoryWords.filter((t) => t.values.length).map((t) => t.term),
    ...vocabulary.brands.filter((b) => b.length > 1),
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
    node.word ??= { text, rank };
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
  const made = { root, guarded, longestSyllable };
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
        if (better(cut, best[at])) best[at] = cut;
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
 * The Chinese of some Latin words with no guarded word among them: from the left, the most words
 * that spell Chinese together; a word that spells nothing with the ones after it is kept.
 */
function readWords(words: readonly string[], ready: Prepared): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let end = words.length;
    let read: string | null = null;
    for (; end > i; end--) {
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
  return out;
}

/** The Chinese of one run of Latin words, its guarded words kept and the stretches between read. */
function readRun(run: string, ready: Prepared): string {
  const out: string[] = [];
  let pending: string[] = [];
  for (const w of run.split(/ +/)) {
    if (!ready.guarded.has(w.toLowerCase())) pending.push(w);
    else {
      out.push(...readWords(pending, ready), w);
      pending = [];
    }
  }
  out.push(...readWords(pending, ready));
  return out.join(' ');
}

/** The question with its pinyin read as Chinese (kongqi zhaguo → 空气炸锅); as typed when there is none. */
export function readPinyin(text: string, vocabulary: Vocabulary): string {
  if (!/[a-z]{2}/i.test(text)) return text;
  const ready = prepared(vocabulary);
  return text.replace(LATIN_RUN, (run) => readRun(run, ready));
}
