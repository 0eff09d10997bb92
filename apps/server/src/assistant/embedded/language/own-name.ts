import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';

/**
 * A word that is one category's own name and another's synonym (零食: the snacks, and a synonym of
 * the nuts; 书包: the school bags, and of the backpacks) names its own category, unless the brands
 * said sell only in the other (书包要小米的: 小米 makes backpacks, no school bags). Decision 057.
 */
export function byOwnName(
  categories: CategoryInfo[],
  terms: readonly string[],
  brands: readonly string[],
  vocabulary: Vocabulary,
): CategoryInfo[] {
  if (categories.length < 2) return categories;
  const owners = categories.filter((c) => terms.some((t) => t.toLowerCase() === c.name.toLowerCase()));
  // Each other category must have come only through the owner's name (耳机 names two, no owner).
  if (owners.length !== 1) return categories;
  const owner = owners[0]!;
  const others = categories.filter((c) => c !== owner);
  const otherTerms = terms.filter((t) => t.toLowerCase() !== owner.name.toLowerCase());
  if (others.some((c) => otherTerms.some((t) => vocabulary.matchCategories(t).categories.some((x) => x.id === c.id))))
    return categories;
  const sells = (b: string, id: string) => vocabulary.brandCategories.get(b)?.includes(id) ?? true;
  if (brands.length && !brands.some((b) => sells(b, owner.id))) return categories;
  return [owner];
}
