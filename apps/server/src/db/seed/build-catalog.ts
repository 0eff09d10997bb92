import type { CategoriesTable, FlightsTable, GuidesTable, PriceHistoryTable, ProductsTable } from '../schema';
import { chinaDay } from '../../modules/catalog/china-day';
import { CATEGORIES } from './categories';
import { generateFlights } from './flights';
import { generateGuides } from './guides';
import { createRng, hashSeed } from './prng';
import { generateProducts } from './products';

/** Bump when the generator changes so `meta` tells which catalog a database holds. */
export const SEED_VERSION = 'catalog-v1';

export interface GeneratedCatalog {
  categories: CategoriesTable[];
  products: ProductsTable[];
  priceHistory: PriceHistoryTable[];
  guides: GuidesTable[];
  flights: FlightsTable[];
  /** Category id → words shoppers use for it; stored in `meta` for the catalog's lookup. */
  synonyms: Record<string, string[]>;
}

/**
 * The whole generated catalog, in memory. Each part has its own random stream, so changing
 * the product count leaves guides and flights unchanged.
 */
export function buildCatalog(opts: { products: number; nowMs: number }): GeneratedCatalog {
  const today = chinaDay(opts.nowMs);
  const { products, histories } = generateProducts(createRng(hashSeed('products')), CATEGORIES, opts.products, opts.nowMs, today);
  return {
    categories: CATEGORIES.map((c) => ({ id: c.id, name: c.name, group_name: c.group })),
    products,
    priceHistory: histories,
    guides: generateGuides(createRng(hashSeed('guides')), CATEGORIES, Number(today.slice(0, 4))),
    flights: generateFlights(createRng(hashSeed('flights')), today),
    synonyms: Object.fromEntries(CATEGORIES.map((c) => [c.id, c.synonyms])),
  };
}
