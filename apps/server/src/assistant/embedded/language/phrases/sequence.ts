import type { Phrase } from '../lexicon/phrase';

export type { Phrase } from '../lexicon/phrase';

/** The lengths of every way `phrase` can be read starting at `at` in `text`. */
function readsAt(text: string, at: number, phrase: Phrase, slot = 0): number[] {
  if (slot === phrase.length) return [0];
  const ends: number[] = [];
  for (const word of phrase[slot]!) {
    if (!text.startsWith(word, at)) continue;
    for (const rest of readsAt(text, at + word.length, phrase, slot + 1)) ends.push(word.length + rest);
  }
  return ends;
}

/** Does the text contain one of the phrases anywhere? */
export function containsPhrase(text: string, phrases: readonly Phrase[]): boolean {
  for (let at = 0; at < text.length; at++) if (phrases.some((p) => readsAt(text, at, p).length > 0)) return true;
  return false;
}

/** Is the whole text one of the phrases? */
export const isPhrase = (text: string, phrases: readonly Phrase[]): boolean =>
  phrases.some((p) => readsAt(text, 0, p).includes(text.length));

/** Does the text contain one of the words? */
export const containsWord = (text: string, words: readonly string[]): boolean => words.some((w) => text.includes(w));

/** The longest reading of any phrase at `at`, or 0. */
const longestAt = (text: string, at: number, phrases: readonly Phrase[]): number =>
  Math.max(0, ...phrases.flatMap((p) => readsAt(text, at, p)));

/** Every phrase in the text replaced by `by`, leftmost first, each as long as it reads. */
export function replacePhrases(text: string, phrases: readonly Phrase[], by: string): string {
  let out = '';
  for (let at = 0; at < text.length;) {
    const n = longestAt(text, at, phrases);
    out += n ? by : text[at];
    at += n || 1;
  }
  return out;
}

/** The text cut at each of the words (ignoring Latin case), the words left out. */
export function splitOnWords(text: string, words: readonly string[]): string[] {
  const lower = text.toLowerCase();
  const parts: string[] = [];
  let start = 0;
  for (let at = 0; at < text.length;) {
    const n = longestAt(lower, at, [[words]]);
    if (!n) {
      at++;
      continue;
    }
    parts.push(text.slice(start, at));
    at += n;
    start = at;
  }
  return [...parts, text.slice(start)];
}
