import { priceRangeLabel } from '@app/protocol/price-range';
import { z } from 'zod';
import { toProductCard } from '../../modules/catalog/product-card';
import { catalogService, queryTerms, type CatalogProduct, type SearchProductsInput } from '../../modules/catalog/service';
import { shortName } from '../embedded/format';
import { priceFacts, priceReason, productFacts } from './facts';
import {
  compareProductsResultSchema,
  getProductResultSchema,
  priceHistoryResultSchema,
  searchProductsResultSchema,
} from './results';
import { defineTool, type ToolRunContext } from './types';

const productId = z.string().trim().min(1).max(64).describe('商品 id，来自 search_products 的结果，如 p_000123');

/** The product's everyday name (索尼 WH-1000XM5) for the search line, or the id when unknown. */
export async function nameOf(id: string, run: ToolRunContext): Promise<string> {
  const p = await catalogService(run.ctx.db).getProduct(id);
  return p ? shortName(p) : id;
}

const searchArgs = z
  .object({
    query: z.string().trim().max(100).optional().describe('商品关键词，如「降噪耳机」「学生 轻薄本」'),
    category: z.string().trim().max(30).optional().describe('品类，如「耳机」「笔记本电脑」「扫地机器人」'),
    brand: z.string().trim().max(30).optional().describe('品牌，如「索尼」「小米」'),
    mall: z.string().trim().max(20).optional().describe('商城：京东、天猫、拼多多、苏宁易购、抖音商城、唯品会'),
    min_price: z.number().min(0).optional().describe('最低价（元）'),
    max_price: z.number().positive().optional().describe('最高价（元）'),
    sort: z
      .enum(['relevance', 'price_asc', 'price_desc', 'sales', 'rating'])
      .optional()
      .describe('排序：相关度、价格升序、价格降序、销量、评分'),
    limit: z.number().int().min(1).max(10).optional().describe('返回条数，默认 6'),
  })
  .refine((a) => Boolean(a.query || a.category || a.brand), { error: 'query、category、brand 至少填一个' })
  .refine((a) => a.min_price === undefined || a.max_price === undefined || a.min_price <= a.max_price, {
    error: 'min_price 不能大于 max_price',
    path: ['min_price'],
  });

/**
 * Names the model writes (索尼, 耳机, 狗东) go through the catalog vocabulary; a name it does not
 * know becomes a search word instead of a filter, because an unknown filter value matches nothing.
 */
async function toSearchInput(a: z.output<typeof searchArgs>, run: ToolRunContext): Promise<SearchProductsInput> {
  const vocabulary = await catalogService(run.ctx.db).vocabulary();
  const words = [a.query ?? ''];
  const categories = a.category ? vocabulary.matchCategories(a.category).categories.map((c) => c.id) : [];
  if (a.category && !categories.length) words.push(a.category);
  const brands = a.brand ? vocabulary.matchBrands(a.brand).brands : [];
  if (a.brand && !brands.length) words.push(a.brand);
  const malls = a.mall ? vocabulary.matchMalls(a.mall).malls : [];
  return {
    text: words.join(' ').trim(),
    category: categories.length ? categories : undefined,
    brand: brands.length ? brands : undefined,
    mall: malls.length ? malls : undefined,
    minPrice: a.min_price,
    maxPrice: a.max_price,
    sort: a.sort,
    limit: a.limit ?? 6,
  };
}

export const searchProducts = defineTool({
  name: 'search_products',
  description:
    '在商品库中搜索商品。用户想买东西、要推荐、问某类商品时调用。返回商品列表（id、标题、品牌、商城、现价、原价、评分、销量、规格、链接）。',
  parameters: searchArgs,
  result: searchProductsResultSchema,
  describe(a) {
    const filters = [a.category, a.brand, priceRangeLabel({ min: a.min_price, max: a.max_price }), a.mall].filter(
      (x): x is string => Boolean(x),
    );
    return {
      query: [a.query, ...filters].filter(Boolean).join(' '),
      keywords: [...new Set([...queryTerms(a.query ?? ''), ...filters])],
    };
  },
  async execute(a, run) {
    const found = await catalogService(run.ctx.db).searchProducts(await toSearchInput(a, run));
    const cards = found.map((p) => toProductCard(p));
    const result = found.length
      ? { count: found.length, products: found.map(productFacts) }
      : { count: 0, products: [], note: '没有找到符合条件的商品，可以放宽价格或换个关键词再搜。' };
    return { result, material: { products: cards, productCards: cards } };
  },
});

export const getProduct = defineTool({
  name: 'get_product',
  description: '按商品 id 查看一件商品的详细信息和近180天价格概况。',
  parameters: z.object({ product_id: productId }),
  result: getProductResultSchema,
  describe: async (a, run) => ({ query: `${await nameOf(a.product_id, run)} 详情`, keywords: [a.product_id] }),
  async execute(a, run) {
    const catalog = catalogService(run.ctx.db);
    const p = await catalog.getProduct(a.product_id);
    if (!p) return { result: { error: `没有找到商品 ${a.product_id}` }, material: {} };
    const h = await catalog.priceHistory(p.id);
    const card = toProductCard(p, h ? priceReason(h) : undefined);
    return {
      result: { product: productFacts(p), price_history: h ? priceFacts(h) : null },
      material: { products: [card], productCards: [card] },
    };
  },
});

/** Spec rows side by side; a product without a spec shows '-'. */
function specTable(products: CatalogProduct[]): Record<string, string[]> {
  const keys = [...new Set(products.flatMap((p) => Object.keys(p.specs)))];
  return Object.fromEntries(keys.map((k) => [k, products.map((p) => p.specs[k] ?? '-')]));
}

export const compareProducts = defineTool({
  name: 'compare_products',
  description:
    '对比 2 到 4 件商品：规格逐项并排、价格和近180天价格统计。用户问「A 和 B 哪个好」时先用 search_products 找到 id 再调用。',
  parameters: z.object({
    product_ids: z
      .array(productId)
      .min(2)
      .max(4)
      .refine((ids) => new Set(ids).size === ids.length, { error: '商品 id 不能重复' })
      .describe('要对比的商品 id，2 到 4 个'),
  }),
  result: compareProductsResultSchema,
  describe: async (a, run) => {
    const names = await Promise.all(a.product_ids.map((id) => nameOf(id, run)));
    return { query: `对比 ${names.join(' vs ')}`, keywords: names };
  },
  async execute(a, run) {
    const catalog = catalogService(run.ctx.db);
    const products = await catalog.getProducts(a.product_ids);
    const missing = a.product_ids.filter((id) => !products.some((p) => p.id === id));
    if (products.length < 2) return { result: { error: `至少需要两件存在的商品，找不到：${missing.join('、')}` }, material: {} };
    const histories = await catalog.priceHistories(products.map((p) => p.id));
    const cards = products.map((p) => {
      const h = histories.get(p.id);
      return toProductCard(p, h ? priceReason(h) : undefined);
    });
    const result = {
      products: products.map((p) => ({
        id: p.id,
        title: p.title,
        mall: p.mall,
        price: p.price,
        rating: p.rating,
        sales: p.sales,
        url: p.url,
      })),
      specs: specTable(products),
      price_stats: Object.fromEntries(products.map((p) => [p.id, histories.has(p.id) ? priceFacts(histories.get(p.id)!) : null])),
      ...(missing.length ? { missing } : {}),
    };
    return { result, material: { products: cards, productCards: cards } };
  },
});

export const priceHistory = defineTool({
  name: 'price_history',
  description:
    '查一件商品近180天的价格走势：最低价及日期、均价、最高价、现价、涨跌趋势、是否接近最低价。用户问「值不值得买」「现在价格划算吗」时调用。',
  parameters: z.object({ product_id: productId }),
  result: priceHistoryResultSchema,
  describe: async (a, run) => ({ query: `${await nameOf(a.product_id, run)} 历史价格`, keywords: [a.product_id, '历史价格'] }),
  async execute(a, run) {
    const catalog = catalogService(run.ctx.db);
    const p = await catalog.getProduct(a.product_id);
    const h = p ? await catalog.priceHistory(p.id) : null;
    if (!p || !h) return { result: { error: `没有找到商品 ${a.product_id} 的价格记录` }, material: {} };
    const card = toProductCard(p, priceReason(h));
    return {
      result: { product_id: p.id, title: p.title, mall: p.mall, ...priceFacts(h) },
      material: { products: [card], productCards: [card] },
    };
  },
});
