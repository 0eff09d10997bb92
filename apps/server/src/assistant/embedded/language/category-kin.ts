import type { Vocabulary } from '#server/modules/catalog/vocabulary';

/**
 * Two categories people call by one name: 耳机 for 降噪耳机 and 真无线耳机 (decision 070). A kind
 * said of one (入耳式, 不要头戴的) may then move the ask to the other, keeping its values (降噪).
 */
export function sharesName(a: string, b: string, vocabulary: Vocabulary): boolean {
  const names = (id: string) => vocabulary.byId.get(id)?.synonyms ?? [];
  return a === b || names(a).some((n) => names(b).includes(n));
}
