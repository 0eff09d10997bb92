import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { PLAIN_COLOURS } from './lexicon/colour-words';

const SHADE_OF = new Map(PLAIN_COLOURS);
const coloursBy = new WeakMap<Vocabulary, Map<string, string[]>>();

/** Each category's listing colours (key 颜色), once per vocabulary. */
function coloursOf(vocabulary: Vocabulary): Map<string, string[]> {
  let colours = coloursBy.get(vocabulary);
  if (colours) return colours;
  colours = new Map();
  for (const [categoryId, key, value] of vocabulary.specPhrases)
    if (key === '颜色') colours.set(categoryId, [...(colours.get(categoryId) ?? []), value]);
  coloursBy.set(vocabulary, colours);
  return colours;
}

/**
 * 白色 → 白色|玻璃白|奶油白 (decision 075): a plain colour wanted is any shade of it the listings
 * of the question's categories name (all listings when it names none); the plain word stays first,
 * so the answer still says 白色. Other values pass as they are.
 */
export function withShades(value: string, vocabulary: Vocabulary, categoryIds: readonly string[] = []): string {
  const shade = SHADE_OF.get(value);
  if (!shade) return value;
  const byCategory = coloursOf(vocabulary);
  const listed = categoryIds.length ? categoryIds.flatMap((id) => byCategory.get(id) ?? []) : [...byCategory.values()].flat();
  const shades = [...new Set(listed)].filter((c) => c !== value && c.includes(shade)).sort();
  return shades.length ? [value, ...shades].join('|') : value;
}

/**
 * The plain colours a question says that its values do not hold yet (白色的冰箱: no fridge is
 * listed 白色, only 玻璃白), as values with their shades, when some listing has a shade of them.
 */
export function plainColoursIn(
  question: string,
  values: readonly string[],
  vocabulary: Vocabulary,
  categoryIds: readonly string[] = [],
): string[] {
  return PLAIN_COLOURS.filter(([colour]) => question.includes(colour) && !values.some((v) => v.split('|').includes(colour)))
    .map(([colour]) => withShades(colour, vocabulary, categoryIds))
    .filter((v) => v.includes('|'));
}
