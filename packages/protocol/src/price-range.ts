/**
 * A price range as people say it (spec section 3, the budget of a search): `1000–2000元`,
 * `2000元以内`, `500元以上`; empty when the range has no bound. The assistant's budget label and
 * its search line both read this one.
 */
export function priceRangeLabel(range: { min?: number; max?: number }): string {
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return `${min}–${max}元`;
  if (max !== undefined) return `${max}元以内`;
  if (min !== undefined) return `${min}元以上`;
  return '';
}
