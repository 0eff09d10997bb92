import type { ProductSort } from '#server/modules/catalog/repository';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import type { Need } from '#server/ports/conversation-state';
import type { ShoppingConstraints } from './constraints';

/** The need a conversation keeps, from a turn's constraints (conversation/state.ts). */
export const needOf = (c: ShoppingConstraints): Need => ({
  categoryIds: c.categories.map((x) => x.id),
  brands: c.brands,
  excludeBrands: c.excludeBrands,
  budget: c.budget
    ? {
        ...(c.budget.min !== undefined ? { min: c.budget.min } : {}),
        ...(c.budget.max !== undefined ? { max: c.budget.max } : {}),
        label: c.budget.label,
      }
    : null,
  attributes: c.attributes,
  malls: c.malls,
  // A named model is kept as its words (decision 049): a follow-up searches them first.
  keywords: [...c.keywords, ...(c.models ?? [])].slice(0, 12),
  values: c.values ?? [],
  variants: c.variants ?? [],
  ...(c.excludeValues?.length ? { excludeValues: c.excludeValues } : {}),
  ...(c.excludeMalls?.length ? { excludeMalls: c.excludeMalls } : {}),
});

/** The constraints a refined need asks for (再便宜点 after 降噪耳机 → 降噪耳机 under the new cap). */
export function constraintsOfNeed(
  need: Need,
  vocabulary: Vocabulary,
  opts: { sort: ProductSort; excludeIds?: string[]; excludeModels?: string[] },
): ShoppingConstraints {
  return {
    categories: need.categoryIds.flatMap((id) => vocabulary.byId.get(id) ?? []),
    brands: need.brands,
    excludeBrands: need.excludeBrands,
    malls: need.malls,
    budget: need.budget,
    sort: opts.sort,
    keywords: need.keywords,
    attributes: need.attributes,
    ...(need.values.length ? { values: need.values } : {}),
    ...(need.excludeValues?.length ? { excludeValues: need.excludeValues } : {}),
    ...(need.excludeMalls?.length ? { excludeMalls: need.excludeMalls } : {}),
    ...(need.variants.length ? { variants: need.variants } : {}),
    ...(opts.excludeIds?.length ? { excludeIds: opts.excludeIds } : {}),
    ...(opts.excludeModels?.length ? { excludeModels: opts.excludeModels } : {}),
    inherited: true,
  };
}
