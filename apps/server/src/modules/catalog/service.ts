import type { Db } from '../../db/database';
import { catalogRepository, type ProductRow, type ProductSort } from './repository';
import { PriceSummaryCache, type PriceHistorySummary } from './price-stats';
import { searchTokens } from '../../shared/segmenter';
import { vocabularyOf, type CategoryInfo } from './vocabulary';
import { ReadCache, deepFreeze } from './read-cache';
import { safeImageUrl } from '@app/protocol/safe-url';

export interface CatalogProduct {
  id: string;
  title: string;
  brand: string;
  categoryId: string;
  categoryName: string;
  group: string;
  mall: string;
  price: number;
  originalPrice: number;
  image: string;
  url: string;
  specs: Record<string, string>;
  tags: string[];
  rating: number;
  sales: number;
}

type OneOrMany = string | string[];

export interface SearchProductsInput {
  text?: string;
  /** Category ids, or Chinese names/synonyms resolved through the vocabulary (耳机). */
  category?: OneOrMany;
  brand?: OneOrMany;
  mall?: OneOrMany;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  limit?: number;
}

export interface GuideLink {
  id: string;
  title: string;
  summary: string;
  url: string;
}

const MAX_LIMIT = 100;
/** One for the process: a summary depends only on the stored row it was made from. */
const summaries = new PriceSummaryCache();
const list = (v: OneOrMany | undefined): string[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

function toProduct(r: ProductRow): CatalogProduct {
  return {
    id: r.id,
    title: r.title,
    brand: r.brand,
    categoryId: r.category_id,
    categoryName: r.category_name,
    group: r.group_name,
    mall: r.mall,
    price: Number(r.price),
    originalPrice: Number(r.original_price),
    // Only a whitelisted image reaches a client (protocol safe-url); the card shows its tile otherwise.
    image: safeImageUrl(r.image) ?? '',
    url: r.url,
    specs: JSON.parse(r.specs) as Record<string, string>,
    tags: r.tags ? r.tags.split(',') : [],
    rating: Number(r.rating),
    sales: Number(r.sales),
  };
}

/**
 * Search terms worth sending to the index: single characters match almost everything, so they
 * are dropped — unless they are all the query has (jieba splits 猫粮 into 猫 + 粮), in which case
 * they must all match rather than the query being ignored.
 */
export function queryTerms(text: string): string[] {
  const tokens = searchTokens(text);
  const words = tokens.filter((t) => t.length > 1 || /\d/.test(t));
  return [...new Set(words.length > 0 ? words : tokens)];
}

/** Searches of one database, shared by every service over it (read-cache.ts). */
interface ReadCaches {
  products: ReadCache<readonly CatalogProduct[]>;
  guides: ReadCache<readonly GuideLink[]>;
  lookups: ReadCache<readonly CatalogProduct[]>;
  histories: ReadCache<ReadonlyArray<readonly [string, PriceHistorySummary]>>;
}
const searchCaches = new WeakMap<Db, ReadCaches>();
function searchCacheOf(db: Db): ReadCaches {
  let caches = searchCaches.get(db);
  if (!caches)
    searchCaches.set(
      db,
      (caches = { products: new ReadCache(), guides: new ReadCache(), lookups: new ReadCache(), histories: new ReadCache() }),
    );
  return caches;
}

export interface CatalogServiceOptions {
  /**
   * Product and price-history look-ups by id are kept too (the assistant's, which looks up the
   * same products for many answers). Off for pages that must not show a product after it left
   * the catalog (a wish list, a product page).
   */
  keepLookups?: boolean;
}

/** Catalog reads: product search, product lookup, price history, guides, category lookup. */
export function catalogService(db: Db, options: CatalogServiceOptions = {}) {
  const repo = catalogRepository(db);
  const cache = searchCacheOf(db);

  async function resolveCategories(entries: string[]): Promise<string[]> {
    const vocabulary = await vocabularyOf(db);
    return [
      ...new Set(
        entries.flatMap((e) => (vocabulary.byId.has(e) ? [e] : vocabulary.matchCategories(e).categories.map((c) => c.id))),
      ),
    ];
  }

  /**
   * Filters always hold; text matches every term when enough products do, and otherwise any
   * term (products matching all terms first), so 送父母 礼物 finds gifts for parents before
   * either word alone.
   */
  async function searchProducts(input: SearchProductsInput): Promise<CatalogProduct[]> {
    const categories = list(input.category);
    const filter = {
      terms: queryTerms(input.text ?? ''),
      match: 'all' as const,
      categoryIds: categories ? await resolveCategories(categories) : undefined,
      brands: list(input.brand),
      malls: list(input.mall),
      minPrice: input.minPrice,
      maxPrice: input.maxPrice,
      sort: input.sort ?? 'relevance',
      limit: Math.min(MAX_LIMIT, Math.max(1, input.limit ?? 20)),
    };
    const found = await cache.products.get(JSON.stringify(filter), async () => {
      const rows = await repo.searchProducts(filter);
      if (filter.terms.length > 1 && rows.length < filter.limit) {
        const seen = new Set(rows.map((r) => r.id));
        const broad = await repo.searchProducts({ ...filter, match: 'any' });
        rows.push(...broad.filter((r) => !seen.has(r.id)).slice(0, filter.limit - rows.length));
      }
      return deepFreeze(rows.map(toProduct));
    });
    return [...found];
  }

  async function loadProducts(ids: string[]): Promise<CatalogProduct[]> {
    const byId = new Map((await repo.getProducts(ids)).map((r) => [r.id, toProduct(r)]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async function getProducts(ids: string[]): Promise<CatalogProduct[]> {
    if (!options.keepLookups || ids.length === 0) return loadProducts(ids);
    return [...(await cache.lookups.get(ids.join(','), async () => deepFreeze(await loadProducts(ids))))];
  }

  async function loadHistories(ids: string[]): Promise<Array<[string, PriceHistorySummary]>> {
    const rows = await repo.priceHistories(ids);
    return rows.map((r) => [r.product_id, summaries.summary(r.product_id, r.end_day, r.prices)]);
  }

  async function priceHistories(ids: string[]): Promise<Map<string, PriceHistorySummary>> {
    if (!options.keepLookups || ids.length === 0) return new Map(await loadHistories(ids));
    return new Map(await cache.histories.get(ids.join(','), () => loadHistories(ids)));
  }

  async function searchGuides(input: { text?: string; categoryIds?: string[]; limit?: number }): Promise<GuideLink[]> {
    const filter = { terms: queryTerms(input.text ?? ''), categoryIds: input.categoryIds, limit: input.limit ?? 3 };
    const found = await cache.guides.get(JSON.stringify(filter), async () =>
      deepFreeze((await repo.searchGuides(filter)).map((g) => ({ id: g.id, title: g.title, summary: g.summary, url: g.url }))),
    );
    return [...found];
  }

  return {
    searchProducts,
    getProducts,
    getProduct: async (id: string): Promise<CatalogProduct | null> => (await getProducts([id]))[0] ?? null,
    priceHistories,
    priceHistory: async (id: string): Promise<PriceHistorySummary | null> => (await priceHistories([id])).get(id) ?? null,
    searchGuides,
    /** Categories a Chinese word or phrase refers to (耳机 → 降噪耳机, 真无线耳机). */
    findCategories: async (text: string): Promise<CategoryInfo[]> => (await vocabularyOf(db)).matchCategories(text).categories,
    vocabulary: () => vocabularyOf(db),
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
