import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import { CATEGORY_FAMILIES } from '#server/modules/catalog/lexicon/category-families';

/** Spec values as short as this are too common to tell a family member by (2人, 黑色 are longer words' parts). */
const VALUE_LENGTH = 2;

/**
 * 卡西欧的手表, 光动能手表 (decision 085): the categories named all belong to one family
 * (CATEGORY_FAMILIES) and the brands named sell none of them but another member, or a value said is
 * stated by another member's listings and by none of theirs: that member instead. Otherwise the
 * categories as they were.
 */
export function withinFamily(
  categories: CategoryInfo[],
  brands: readonly string[],
  question: string,
  vocabulary: Vocabulary,
): CategoryInfo[] {
  const ids = categories.map((c) => c.id);
  const family = ids.length ? CATEGORY_FAMILIES.find((row) => ids.every((id) => row.includes(id))) : undefined;
  if (!family) return categories;
  const others = family.filter((id) => !ids.includes(id));
  const sells = (id: string) => brands.some((b) => vocabulary.brandCategories.get(b)?.includes(id));
  let moved: string[] = [];
  if (brands.length && !ids.some(sells)) moved = others.filter(sells);
  else if (!brands.length) {
    const text = question.toLowerCase();
    const stated = (id: string) =>
      vocabulary.specPhrases.some(
        ([categoryId, , value]) => categoryId === id && value.length >= VALUE_LENGTH && text.includes(value.toLowerCase()),
      );
    const said = vocabulary.specPhrases.filter(
      ([categoryId, , value]) =>
        others.includes(categoryId) && value.length >= VALUE_LENGTH && text.includes(value.toLowerCase()),
    );
    if (said.length && !ids.some(stated)) moved = [...new Set(said.map(([categoryId]) => categoryId))];
  }
  const found = moved.flatMap((id) => vocabulary.byId.get(id) ?? []);
  return found.length ? found : categories;
}
