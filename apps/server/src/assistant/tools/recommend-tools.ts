import { z } from 'zod';
import { toProductCard } from '../../modules/catalog/product-card';
import { catalogService } from '../../modules/catalog/service';
import { resolveProduct } from '../embedded/search/product-resolver';
import { findProducts, searchQueries } from '../embedded/search/shopping-search';
import { GUIDE_SOURCE } from './guide-tools';
import { resolutionSchema, shoppingConstraintsSchema, shoppingFindingsSchema } from './recommend-schemas';
import { defineTool, type ToolRunContext } from './types';

/**
 * The embedded engine's own catalog tools. Their input is what the turn read (the constraints of
 * a shopping question, a product name), so they are not offered to a model (registry.ts keeps
 * them out of `TOOLS`); they run, validate and show their search line like every other tool.
 */

/** The assistant reads the same products for many answers: look-ups by id are kept (engine.ts). */
const catalogOf = (run: ToolRunContext) => catalogService(run.ctx.db, { keepLookups: true });

export const recommendProducts = defineTool({
  name: 'recommend_products',
  description:
    '按一次购物提问读出的条件（品类、品牌、排除的品牌、商城、价格区间、关键词、想要的特点、规格值）在商品库里筛选，同一型号只留最便宜的渠道，挑出最值得推荐的几款，附选购指南。',
  parameters: shoppingConstraintsSchema,
  result: shoppingFindingsSchema,
  describe(c) {
    const [first] = searchQueries(c);
    return first ?? { query: '商品推荐', keywords: [] };
  },
  async execute(c, run) {
    const found = await findProducts(catalogOf(run), c);
    // The guide search is the second line of the search panel, after the product search.
    const [, ...searches] = found.queries;
    return {
      result: found,
      material: {
        searches,
        links: found.guides.map((g) => ({ title: g.title, url: g.url, source: GUIDE_SOURCE })),
        products: found.candidates.map((p) => toProductCard(p)),
      },
    };
  },
});

export const findProduct = defineTool({
  name: 'find_product',
  description: '按用户说的商品名（品牌+型号，如「索尼XM5」）在商品库里找到对应型号最便宜的一条；说得太笼统时告诉是品牌还是品类。',
  parameters: z.object({
    name: z.string().trim().min(1),
    /** Category ids the question names, which decide between same-named models. */
    categories: z.array(z.string()).optional(),
  }),
  result: resolutionSchema,
  describe: (a) => ({ query: `查找「${a.name}」`, keywords: [a.name] }),
  async execute(a, run) {
    const catalog = catalogOf(run);
    const resolution = await resolveProduct(a.name, catalog, await catalog.vocabulary(), a.categories ?? []);
    return { result: resolution, material: {} };
  },
});
