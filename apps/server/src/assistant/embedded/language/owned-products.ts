import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { OWNED_BEFORE, OWNED_UNTIL } from './lexicon/owned-words';
import { linesIn } from './product-lines';

/** A clause ends at punctuation or a space. */
const END = /[，,。.!！?？;；\s]/;
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);

/**
 * 我现在用的是iphone13 想换个新的 (decision 063): a model the shopper owns names the kind of
 * thing wanted (a phone), not the thing: its words become the category's name, so they are
 * neither searched for nor reported as missing, and its brand is no filter. A brand owned alone
 * (我现在用的是华为 想换苹果) is dropped.
 */
export function withOwnedAsKind(question: string, vocabulary: Vocabulary): string {
  const lower = question.toLowerCase();
  for (const word of byLength(OWNED_BEFORE)) {
    const at = lower.indexOf(word);
    if (at < 0) continue;
    const from = at + word.length;
    let to = from;
    while (to < question.length && !END.test(question[to]!) && !OWNED_UNTIL.some((w) => lower.startsWith(w, to))) to++;
    const owned = question.slice(from, to);
    if (!owned.trim()) return question;
    // A category said with it (老海尔洗衣机) names the kind already; a model line (iphone13) names its category.
    if (vocabulary.matchCategories(owned).categories.length) return question;
    const kinds = linesIn(owned, vocabulary).categoryIds.flatMap((id) => vocabulary.byId.get(id)?.name ?? []);
    if (kinds.length) return `${question.slice(0, at)}${kinds[0]} ${question.slice(to)}`;
    // 我现在用的是华为 想换苹果: a brand owned is no brand wanted.
    const brands = vocabulary.matchBrands(owned);
    if (brands.brands.length && !owned.replace(new RegExp(brands.terms.join('|'), 'gi'), '').trim())
      return `${question.slice(0, at)} ${question.slice(to)}`;
    return question;
  }
  return question;
}
