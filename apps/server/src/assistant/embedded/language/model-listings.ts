import type { CatalogProduct } from '#server/modules/catalog/service';

/** One model of one brand, whatever its mall or colour: 索尼|WH-1000XM5. */
export const brandModelKey = (p: CatalogProduct): string => `${p.brand}|${p.specs['型号'] ?? p.title}`;

/**
 * Each model's cheapest listing and the sales of all its listings, in the order the models first
 * appear. Shared by the name resolver (search/) and the stand-in reader (language/dupes.ts), which
 * may not import search/.
 */
export function cheapestPerModel(rows: readonly CatalogProduct[]): Map<string, { best: CatalogProduct; sales: number }> {
  const models = new Map<string, { best: CatalogProduct; sales: number }>();
  for (const p of rows) {
    const seen = models.get(brandModelKey(p));
    if (!seen) models.set(brandModelKey(p), { best: p, sales: p.sales });
    else {
      seen.sales += p.sales;
      if (p.price < seen.best.price) seen.best = p;
    }
  }
  return models;
}
