/**
 * Words that join two names in a comparison or a choice (A和B哪个好, A与B) are also characters of
 * some names (伯希和, 万和, 调和油). Inside a name the lexicon found, each is swapped for a private
 * mark, so grammars that split on it leave the name whole; `unguardNames` gives the name back.
 */
const JOINERS = ['和', '与', '跟', '同'];
const MARKS = ['\uE000', '\uE001', '\uE002', '\uE003'];

const mark = (name: string): string => [...name].map((ch) => (JOINERS.includes(ch) ? MARKS[JOINERS.indexOf(ch)]! : ch)).join('');

/** `text` with the joiners inside `names` (the category and brand words found in it) marked. */
export function guardNames(text: string, names: readonly string[]): string {
  return names
    .filter((name) => JOINERS.some((j) => name.includes(j)))
    .sort((a, b) => b.length - a.length)
    .reduce((out, name) => out.split(name).join(mark(name)), text);
}

/** The marked joiners read as themselves again. */
export const unguardNames = (text: string): string =>
  [...text].map((ch) => (MARKS.includes(ch) ? JOINERS[MARKS.indexOf(ch)]! : ch)).join('');
