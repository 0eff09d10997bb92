/**
 * Words that join two names in a comparison or a choice (A和B哪个好, A与B) are also characters of
 * some names (伯希和, 万和, 调和油). Inside a name the lexicon found, each is swapped for a private
 * mark, so grammars that split on it leave the name whole; `unguardNames` gives the name back.
 */
const JOINERS = ['和', '与', '跟', '同'];
/** A name's end taken off in a comparison (飞利浦的比一比), yet a brand's own character (美的, 乐的). */
const BRAND_CHARS = ['的'];
const GUARDED = [...JOINERS, ...BRAND_CHARS];
const MARKS = ['\uE000', '\uE001', '\uE002', '\uE003', '\uE004'];

const mark = (name: string, chars: string[]): string =>
  [...name].map((ch) => (chars.includes(ch) ? MARKS[GUARDED.indexOf(ch)]! : ch)).join('');

/**
 * `text` with the joiners inside `names` (the category and brand words found in it) marked, and
 * the brand characters inside `brands` (美的 of 美的跟TCL的哪个好) too.
 */
export function guardNames(text: string, names: readonly string[], brands: readonly string[] = []): string {
  const guards = [...names.map((name) => ({ name, chars: JOINERS })), ...brands.map((name) => ({ name, chars: GUARDED }))].filter(
    ({ name, chars }) => chars.some((c) => name.includes(c)),
  );
  return guards
    .sort((a, b) => b.name.length - a.name.length)
    .reduce((out, { name, chars }) => out.split(name).join(mark(name, chars)), text);
}

/** The marked joiners read as themselves again. */
export const unguardNames = (text: string): string =>
  [...text].map((ch) => (MARKS.includes(ch) ? GUARDED[MARKS.indexOf(ch)]! : ch)).join('');
