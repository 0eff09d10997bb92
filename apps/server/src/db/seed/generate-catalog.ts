import type { Db } from '../database';
import { CATALOG_META_KEYS } from '../catalog-meta';
import { CATEGORIES } from './categories';
import { CITIES } from './cities';
import { SEED_VERSION, buildCatalog } from './build-catalog';
import { writeProductImages } from './product-images';
import { replaceCatalog } from './writer';

export interface CatalogCounts {
  categories: number;
  products: number;
  priceHistories: number;
  guides: number;
  flights: number;
  cities: number;
  images: number;
  ms: number;
}

/** Generates the catalog, replaces whatever the database held, and writes the product images. */
export async function generateCatalog(
  db: Db,
  opts: { products: number; nowMs: number; mediaDir: string },
): Promise<CatalogCounts> {
  const started = performance.now();
  const catalog = buildCatalog({ products: opts.products, nowMs: opts.nowMs });
  await replaceCatalog(db, catalog, {
    [CATALOG_META_KEYS.seedVersion]: JSON.stringify({
      version: SEED_VERSION,
      products: catalog.products.length,
      generated_at: opts.nowMs,
    }),
    [CATALOG_META_KEYS.synonyms]: JSON.stringify(catalog.synonyms),
  });
  const images = writeProductImages(opts.mediaDir, CATEGORIES);
  return {
    categories: catalog.categories.length,
    products: catalog.products.length,
    priceHistories: catalog.priceHistory.length,
    guides: catalog.guides.length,
    flights: catalog.flights.length,
    cities: CITIES.length,
    images,
    ms: Math.round(performance.now() - started),
  };
}
