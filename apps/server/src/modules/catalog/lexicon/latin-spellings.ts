/**
 * The ways a shopper writes a Latin name of several words (decision 085): with a space, a hyphen
 * or nothing between the words, in any mix (Oral B, oral-b, oralb; harman kardon, harman-kardon;
 * snow peak, snowpeak). Every Latin brand name and alias is matched in all of them, so a new name
 * needs one spelling in its row, not each. Names of one word (or with other characters) stay as
 * they are.
 */
const WORD_JOINS: readonly string[] = [' ', '-', ''];

/** The spellings of `name` (itself first), lower-cased; one entry when it is a single word. */
export function latinSpellings(name: string): string[] {
  const lower = name.toLowerCase();
  if (!/^[a-z0-9]+(?:[ -][a-z0-9]+)+$/.test(lower)) return [lower];
  const words = lower.split(/[ -]/);
  return [lower, ...WORD_JOINS.map((join) => words.join(join)).filter((s) => s !== lower)];
}
