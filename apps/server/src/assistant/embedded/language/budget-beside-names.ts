import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { parseBudget } from './budget';

/** A numeral character: a brand name holding one (张一元, 七匹狼) may read as a price. */
const NUMERAL = /[0-9零一二两三四五六七八九十百千万]/;
/** What stands for a name's characters while the price grammar reads the rest (it reads no such sign). */
const HIDDEN = '□';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The budget of a text, its brand names hidden first: 张一元的普洱茶 states no price, though 一元
 * reads as one. Names are hidden character for character, so a span the grammar gives back is
 * still a span of the text.
 */
export function parseBudgetBesideNames(text: string, vocabulary: Vocabulary): ReturnType<typeof parseBudget> {
  const names = vocabulary.matchBrands(text).terms.filter((t) => NUMERAL.test(t));
  if (!names.length) return parseBudget(text);
  const hidden = names.reduce((t, name) => t.replace(new RegExp(escape(name), 'gi'), (m) => HIDDEN.repeat(m.length)), text);
  return parseBudget(hidden);
}
