import { HOMOPHONE_ROWS } from './lexicon/homophones';

/** Same-sounding characters and one-character typos: what respell.ts and brand-typos.ts compare. */

/**
 * A syllable as a fuzzy pinyin keyboard hears it (模糊音): zh/ch/sh as z/c/s, n as l, and the back
 * nasals eng/ing/ang as en/in/an, the confusions of many regional accents (吸成器 for 吸尘器).
 */
const fuzzy = (syllable: string): string =>
  syllable
    .replace(/^([zcs])h/, '$1')
    .replace(/^n(?=[^g])/, 'l')
    .replace(/ng$/, 'n');

const SYLLABLES_OF = new Map<string, Set<string>>();
for (const row of HOMOPHONE_ROWS) {
  const [syllable = '', chars = ''] = row.split(' ');
  for (const c of chars) SYLLABLES_OF.set(c, (SYLLABLES_OF.get(c) ?? new Set()).add(fuzzy(syllable)));
}

/** Do two characters share a syllable (tones and the fuzzy pairs above ignored)? */
export function soundAlike(a: string, b: string): boolean {
  const sa = SYLLABLES_OF.get(a);
  const sb = SYLLABLES_OF.get(b);
  if (!sa || !sb) return false;
  for (const syllable of sa) if (sb.has(syllable)) return true;
  return false;
}

/** The syllables a character is typed with (fuzzy, tones ignored), or none when the rows lack it. */
export const syllablesOf = (c: string): ReadonlySet<string> => SYLLABLES_OF.get(c) ?? new Set();

export const HAN = /^\p{Script=Han}+$/u;
export const isHan = (c: string | undefined) => c !== undefined && HAN.test(c);

/** A word with the character at `i` left open (as long as the word): the key a one-character typo shares. */
export const typoKey = (word: string, i: number) => `${word.slice(0, i)}\u0000${word.slice(i + 1)}`;
