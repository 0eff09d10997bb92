import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../database';
import type { CategoriesTable, PriceHistoryTable, ProductsTable } from '../schema';
import { chinaDay } from '@app/protocol/days';
import { buildSearchText } from '../../shared/segmenter';
import { CATALOG_META_KEYS } from '../catalog-meta';
import { CATEGORIES } from '../seed/categories';
import { hashSeed } from '../seed/prng';
import { productSvg } from '../seed/product-images';
import { productUrl } from '../seed/products';
import { replaceCatalog } from '../seed/writer';
import type { FeedProduct } from './feed';

/** Category name → the generated category of that name, so guides and synonyms stay linked. */
const KNOWN = new Map(CATEGORIES.map((c) => [c.name, c]));

const categoryId = (name: string) => KNOWN.get(name)?.id ?? `c_${hashSeed(name).toString(36)}`;

/**
 * Replaces the products (and their categories and price history) with an operator's feed.
 * Generated guides and flights are kept. Products without an image get a generated tile.
 */
export async function importCatalog(db: Db, feed: FeedProduct[], opts: { nowMs: number; mediaDir: string }) {
  const today = chinaDay(opts.nowMs);
  const categories = new Map<string, CategoriesTable>();
  const products: ProductsTable[] = [];
  const histories: PriceHistoryTable[] = [];
  const imagesDir = path.join(opts.mediaDir, 'products');
  fs.mkdirSync(imagesDir, { recursive: true });

  feed.forEach((f, i) => {
    const catId = categoryId(f.category);
    if (!categories.has(catId)) {
      const group = f.category_group || KNOWN.get(f.category)?.group || '其他';
      categories.set(catId, { id: catId, name: f.category, group_name: group });
      fs.writeFileSync(path.join(imagesDir, `feed-${catId}.svg`), productSvg({ id: catId, name: f.category, group }, '灰色'));
    }
    const id = f.id ?? `p_${String(i + 1).padStart(6, '0')}`;
    const tags = f.tags ?? [];
    products.push({
      id,
      title: f.title,
      brand: f.brand,
      category_id: catId,
      mall: f.mall,
      price: f.price,
      original_price: f.original_price ?? f.price,
      image: f.image || `/media/products/feed-${catId}.svg`,
      url: f.url || productUrl(id),
      specs: JSON.stringify({ 品牌: f.brand, ...(f.specs ?? {}) }),
      tags: tags.join(','),
      rating: f.rating ?? 0,
      sales: f.sales ?? 0,
      search_text: buildSearchText([f.title, f.brand, f.category, tags.join(' ')]),
      created_at: opts.nowMs,
    });
    // Without a known history the only honest series is today's price.
    const prices = f.prices?.length ? [...f.prices.slice(0, -1), f.price] : [f.price];
    histories.push({ product_id: id, end_day: today, prices: JSON.stringify(prices) });
  });

  const synonyms = Object.fromEntries(
    [...categories.keys()].map((id) => [id, CATEGORIES.find((c) => c.id === id)?.synonyms ?? []]),
  );
  await replaceCatalog(
    db,
    { categories: [...categories.values()], products, priceHistory: histories },
    {
      [CATALOG_META_KEYS.seedVersion]: JSON.stringify({ version: 'import', products: products.length, generated_at: opts.nowMs }),
      [CATALOG_META_KEYS.synonyms]: JSON.stringify(synonyms),
    },
  );
  return { products: products.length, categories: categories.size };
}
