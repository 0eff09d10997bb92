import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { BUYING_FOR, BUYING_MEASURES, BUYING_VERBS, PET_NICKNAMES } from './lexicon/usage-words';
import { NEGATION_AFTER, NEGATION_BEFORE } from './lexicon/negation-words';

/**
 * A need typed in pieces (decision 036): 耳机～索尼～头戴的, 耳机，头戴式, 耳机/头戴. A piece that
 * describes a kind (头戴的) is joined to the category piece (耳机) when the joined word names a
 * narrower category (头戴耳机 → over-ear headphones); the other pieces stay as they were.
 */
const SEPARATORS = /[~～,，、/|;；\s]+/;
/** Endings a describing piece may carry (头戴的, 头戴式的, 入耳款). */
const ENDINGS = ['式的', '款的', '的', '款', '式'];

/** 不要头戴的, 头戴的不要: a piece that rules a kind out (decision 064) is never joined as wanted. */
const rulesOut = (piece: string): boolean =>
  NEGATION_BEFORE.some((w) => piece.includes(w)) || NEGATION_AFTER.some((w) => piece.endsWith(w) || piece.endsWith(`${w}了`));

const bare = (piece: string): string => {
  const end = ENDINGS.find((e) => piece.endsWith(e) && piece.length > e.length);
  return end ? piece.slice(0, -end.length) : piece;
};

export function joinSeparatedNeed(text: string, vocabulary: Vocabulary): string {
  const pieces = text.split(SEPARATORS).filter(Boolean);
  if (pieces.length < 2) return text;
  const idsOf = (t: string) => vocabulary.matchCategories(t).categories.map((c) => c.id);
  let joined = false;
  for (let h = 0; h < pieces.length; h++) {
    const head = pieces[h]!;
    const heads = idsOf(head);
    if (heads.length < 2) continue;
    for (let m = 0; m < pieces.length; m++) {
      const piece = pieces[m]!;
      if (m === h || !piece || rulesOut(piece) || idsOf(piece).length || vocabulary.matchBrands(piece).brands.length) continue;
      for (const word of [`${bare(piece)}${head}`, `${bare(piece)}式${head}`]) {
        const ids = idsOf(word);
        if (ids.length && ids.length < heads.length && ids.every((id) => heads.includes(id))) {
          pieces[h] = word;
          pieces[m] = '';
          joined = true;
          break;
        }
      }
      if (joined) break;
    }
  }
  return joined ? pieces.filter(Boolean).join(' ') : text;
}

const HAN_RUN = /^\p{Script=Han}+/u;

/** The shorter runs of a word, longest first (我家狗子 → 我家狗, 家狗子, …, 狗). */
const partsOf = (word: string): string[] => {
  const parts: string[] = [];
  for (let n = word.length - 1; n >= 1; n--) for (let i = 0; i + n <= word.length; i++) parts.push(word.slice(i, i + n));
  return parts;
};

/**
 * 给狗狗买粮 → 狗狗粮, 帮猫咪挑点砂 → 猫咪砂 (decision 051): when the question names no category,
 * the one bought for (after 给/帮…) and the thing after the verb (买/挑…, a measure word aside)
 * make a category word: the longest joined word the vocabulary knows is put in place of the thing.
 */
export function joinBuyerAndThing(text: string, vocabulary: Vocabulary): string {
  if (vocabulary.matchCategories(text).categories.length) return text;
  for (const opener of BUYING_FOR) {
    for (let at = text.indexOf(opener); at >= 0; at = text.indexOf(opener, at + 1)) {
      const after = text.slice(at + opener.length);
      for (const verb of BUYING_VERBS) {
        const v = after.indexOf(verb);
        if (v < 1 || v > 4) continue;
        const buyer = after.slice(0, v);
        let thing = after.slice(v + verb.length);
        const measure = [...BUYING_MEASURES].sort((a, b) => b.length - a.length).find((m) => thing.startsWith(m));
        if (measure) thing = thing.slice(measure.length);
        const run = HAN_RUN.exec(thing)?.[0] ?? '';
        // 给猫主子买点粮: the buyer said with more words than the category's (猫主子 → 猫) (decision 070).
        const buyers = [
          ...new Set([buyer, ...PET_NICKNAMES.filter(([nick]) => buyer.endsWith(nick)).map(([, pet]) => pet), ...partsOf(buyer)]),
        ];
        for (const who of buyers)
          for (let n = Math.min(run.length, 3); n >= 1; n--) {
            const word = `${who}${run.slice(0, n)}`;
            if (!vocabulary.categoryWords.some((w) => w.term === word)) continue;
            const start = at + opener.length + v + verb.length + (measure?.length ?? 0);
            return `${text.slice(0, start)}${word}${text.slice(start + n)}`;
          }
      }
    }
  }
  return text;
}
