import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { PRODUCT_LINES } from './lexicon/product-lines';

/** Each line's pattern: the line as a word of its own (mate in Mate 70, not in ultimate). */
const LINES = PRODUCT_LINES.map(([line, brand, categoryId]) => ({
  pattern: new RegExp(`(?<![a-z])${line.replace(/ /g, '\\s*')}`, 'i'),
  brand,
  categoryId,
}));

/** The brands and categories the product lines a question names imply (lexicon/product-lines.ts), as the catalog has them. */
export function linesIn(text: string, vocabulary: Vocabulary): { brands: string[]; categoryIds: string[] } {
  // A line inside a longer one is not named (mate in MateBook): the longest match at a place wins.
  const matches = LINES.flatMap((l) => {
    const m = l.pattern.exec(text);
    return m ? [{ line: l, from: m.index, to: m.index + m[0].length }] : [];
  });
  const found = matches
    .filter((a) => !matches.some((b) => b !== a && b.from <= a.from && b.to >= a.to && b.to - b.from > a.to - a.from))
    .map((a) => a.line);
  return {
    brands: [...new Set(found.map((l) => l.brand).filter((b) => vocabulary.brands.includes(b)))],
    categoryIds: [...new Set(found.map((l) => l.categoryId).filter((id) => vocabulary.byId.has(id)))],
  };
}

/**
 * The lines named as a whole (not followed by a model: iPad, not iPad Air 6) and their brands, as
 * the catalog has them; `terms` are the words as typed, to take out of the text (iPad以外的平板).
 */
export function bareLinesIn(text: string, vocabulary: Vocabulary): { brands: string[]; terms: string[] } {
  const found = LINES.flatMap((l) => {
    const m = new RegExp(`${l.pattern.source}(?![\\s-]*[a-z0-9])`, 'i').exec(text);
    return m && vocabulary.brands.includes(l.brand) ? [{ brand: l.brand, term: m[0] }] : [];
  });
  return { brands: [...new Set(found.map((f) => f.brand))], terms: found.map((f) => f.term) };
}

/** Whether the text names a product line that says its brand (iPhone 16, Galaxy S25, 神仙水). */
export const namesProductLine = (text: string): boolean => LINES.some((l) => l.pattern.test(text));
