import type { CategoriesTable, FlightsTable, GuidesTable, PriceHistoryTable, ProductsTable } from '../schema';
import { chinaDay } from '@app/protocol/days';
import { CATEGORIES, CORE_CATEGORIES, EVERYDAY_CATEGORIES, LATER_CATEGORIES } from './categories';
import { generateFlights } from './flights';
import { generateGuides } from './guides';
import { createRng, hashSeed } from './prng';
import { generateProducts } from './products';

/** Bump when the generator changes so `meta` tells which catalog a database holds. */
export const SEED_VERSION = 'catalog-v8';

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
 * the product count leaves guides and flights unchanged. `products` is the core catalog's count;
 * the everyday categories add as many per category.
 */
export function buildCatalog(opts: { products: number; nowMs: number }): GeneratedCatalog {
  const today = chinaDay(opts.nowMs);
  const core = generateProducts(createRng(hashSeed('products')), CORE_CATEGORIES, opts.products, opts.nowMs, today);
  // The everyday categories get their own stream and ids after the core's, as many products per
  // category as the core's (a shopper browsing 保温杯 expects as full a shelf as for 耳机): the
  // core catalog is unchanged by them.
  const perCore = opts.products / CORE_CATEGORIES.length;
  /** A later stream: its own seed, as many products per category as the core's, ids after `before`. */
  const stream = (seed: string, categories: typeof CORE_CATEGORIES, before: number) =>
    generateProducts(
      createRng(hashSeed(seed)),
      categories,
      Math.max(categories.length, Math.round(perCore * categories.length)),
      opts.nowMs,
      today,
      before + 1,
    );
  const everyday = stream('products-everyday', EVERYDAY_CATEGORIES, core.products.length);
  // Categories added later (decision 087) get a third stream and the ids after the everyday ones:
  // adding one moves no earlier listing.
  const later = stream('products-later', LATER_CATEGORIES, core.products.length + everyday.products.length);
  const products = [...core.products, ...everyday.products, ...later.products];
  const histories = [...core.histories, ...everyday.histories, ...later.histories];
  return {
    categories: CATEGORIES.map((c) => ({ id: c.id, name: c.name, group_name: c.group })),
    products,
    priceHistory: histories,
    guides: generateGuides(createRng(hashSeed('guides')), CATEGORIES, Number(today.slice(0, 4))),
    flights: generateFlights(createRng(hashSeed('flights')), today),
    synonyms: Object.fromEntries(CATEGORIES.map((c) => [c.id, c.synonyms])),
  };
}
