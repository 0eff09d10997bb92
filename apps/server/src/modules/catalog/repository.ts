import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { GuidesTable, ProductsTable } from '../../db/schema';

/** rating: the listing's score first (评分最高, 口碑最好: decision 078), sales breaking ties. */
export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'sales' | 'rating';

export interface ProductFilter {
  /** Search terms from the segmenter (letters and digits only, so safe inside a MATCH string). */
  terms: string[];
  /** Every term must match (precise), or any of them (broad). */
  match: 'all' | 'any';
  categoryIds?: string[];
  brands?: string[];
  malls?: string[];
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
  limit: number;
}

/** The columns a product card and the engine read: never `search_text`, the widest (indexed only). */
const PRODUCT_COLUMNS = [
  'p.id',
  'p.title',
  'p.brand',
  'p.category_id',
  'p.mall',
  'p.price',
  'p.original_price',
  'p.image',
  'p.url',
  'p.specs',
  'p.tags',
  'p.rating',
  'p.sales',
] as const;

export type ProductRow = Omit<ProductsTable, 'search_text' | 'created_at'> & { category_name: string; group_name: string };

/** FTS5 query over the terms, ranked by bm25 (with OR, more matched terms rank higher). */
const ftsMatch = (terms: string[], match: 'all' | 'any' = 'any') =>
  terms.map((t) => `"${t}"`).join(match === 'all' ? ' AND ' : ' OR ');
/** to_tsquery('simple') text over the terms. */
const tsQuery = (terms: string[], match: 'all' | 'any' = 'any') => terms.join(match === 'all' ? ' & ' : ' | ');

export function catalogRepository(db: Db) {
  const k = db.kysely;

  async function searchProducts(f: ProductFilter): Promise<ProductRow[]> {
    let q = k
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(PRODUCT_COLUMNS)
      .select(['c.name as category_name', 'c.group_name as group_name']);
    if (f.categoryIds) q = q.where('p.category_id', 'in', f.categoryIds.length ? f.categoryIds : ['']);
    if (f.brands?.length) q = q.where('p.brand', 'in', f.brands);
    if (f.malls?.length) q = q.where('p.mall', 'in', f.malls);
    if (f.minPrice !== undefined) q = q.where('p.price', '>=', f.minPrice);
    if (f.maxPrice !== undefined) q = q.where('p.price', '<=', f.maxPrice);

    const hasTerms = f.terms.length > 0;
    if (hasTerms && db.dialect === 'sqlite') {
      q = q
        .innerJoin('products_fts', 'products_fts.product_id', 'p.id')
        .where(sql<SqlBool>`products_fts MATCH ${ftsMatch(f.terms, f.match)}`);
    } else if (hasTerms) {
      q = q.where(sql<SqlBool>`to_tsvector('simple', p.search_text) @@ to_tsquery('simple', ${tsQuery(f.terms, f.match)})`);
    }
    if (f.sort === 'price_asc') q = q.orderBy('p.price', 'asc');
    else if (f.sort === 'price_desc') q = q.orderBy('p.price', 'desc');
    else if (f.sort === 'rating') q = q.orderBy('p.rating', 'desc');
    else if (f.sort === 'relevance' && hasTerms && db.dialect === 'sqlite') q = q.orderBy(sql`bm25(products_fts)`);
    else if (f.sort === 'relevance' && hasTerms)
      q = q.orderBy(
        sql`ts_rank(to_tsvector('simple', p.search_text), to_tsquery('simple', ${tsQuery(f.terms, f.match)}))`,
        'desc',
      );
    // Popularity breaks ties, and is the order when nothing else applies.
    q = q.orderBy('p.sales', 'desc').orderBy('p.id');
    return q.limit(f.limit).execute();
  }

  async function getProducts(ids: string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return k
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(PRODUCT_COLUMNS)
      .select(['c.name as category_name', 'c.group_name as group_name'])
      .where('p.id', 'in', ids)
      .execute();
  }

  async function priceHistories(ids: string[]) {
    if (ids.length === 0) return [];
    return k.selectFrom('price_history').selectAll().where('product_id', 'in', ids).execute();
  }

  async function searchGuides(f: { terms: string[]; categoryIds?: string[]; limit: number }): Promise<GuidesTable[]> {
    let q = k.selectFrom('guides as g').selectAll('g');
    if (f.categoryIds) q = q.where('g.category_id', 'in', f.categoryIds.length ? f.categoryIds : ['']);
    if (f.terms.length && db.dialect === 'sqlite') {
      q = q
        .innerJoin('guides_fts', 'guides_fts.guide_id', 'g.id')
        .where(sql<SqlBool>`guides_fts MATCH ${ftsMatch(f.terms)}`)
        .orderBy(sql`bm25(guides_fts)`);
    } else if (f.terms.length) {
      q = q
        .where(sql<SqlBool>`to_tsvector('simple', g.search_text) @@ to_tsquery('simple', ${tsQuery(f.terms)})`)
        .orderBy(sql`ts_rank(to_tsvector('simple', g.search_text), to_tsquery('simple', ${tsQuery(f.terms)}))`, 'desc');
    }
    return q.orderBy('g.id').limit(f.limit).execute();
  }

  return { searchProducts, getProducts, priceHistories, searchGuides };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
