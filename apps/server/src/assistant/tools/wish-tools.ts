import type { WishItem } from '@app/protocol';
import { z } from 'zod';
import { wishService } from '../../modules/wish/service';
import { yuan } from '../embedded/format';
import { nameOf } from './product-tools';
import { addToWishlistResultSchema, removeFromWishlistResultSchema, showWishlistResultSchema } from './results';
import { defineTool, type ToolRunContext } from './types';

const wishes = (run: ToolRunContext) => wishService(run.ctx.db, run.ctx.now);

/** The model needs the numbers and the reached flag, not the whole card. */
const wishFacts = (w: WishItem) => ({
  product_id: w.product.id,
  title: w.product.title,
  mall: w.product.mall,
  price: w.product.price,
  target_price: w.target_price,
  reached: w.reached,
  added_at: w.created_at,
});

export const addToWishlist = defineTool({
  name: 'add_to_wishlist',
  description:
    '把商品加入用户的心愿单，可带目标价；已在心愿单里的商品会更新目标价，心愿单会标出现价已降到目标价的商品。只在用户明确要求时调用。',
  parameters: z.object({
    product_id: z.string().trim().min(1).max(64).describe('商品 id，如 p_000123'),
    target_price: z.number().positive().max(10_000_000).optional().describe('目标价（元），用户说了想多少钱买时填'),
  }),
  result: addToWishlistResultSchema,
  describe: async (a, run) => {
    const name = await nameOf(a.product_id, run);
    return {
      query: `加入心愿单：${name}${a.target_price ? `，目标价 ${yuan(a.target_price)}` : ''}`,
      keywords: [name, '心愿单'],
    };
  },
  async execute(a, run) {
    const item = await wishes(run).add(run.userId, a.product_id, a.target_price);
    if (!item) return { result: { error: `没有找到商品 ${a.product_id}，没有加入心愿单` }, material: {} };
    return { result: { added: true as const, item: wishFacts(item) }, material: { wishCards: [item] } };
  },
});

export const removeFromWishlist = defineTool({
  name: 'remove_from_wishlist',
  description: '把商品移出用户的心愿单（用户明确说删掉、移除、不要了时调用）；商品不在心愿单里时 removed 为 false。',
  parameters: z.object({
    product_id: z.string().trim().min(1).max(64).describe('心愿单里商品的 id，如 p_000123'),
  }),
  result: removeFromWishlistResultSchema,
  describe: async (a, run) => {
    const name = await nameOf(a.product_id, run);
    return { query: `移出心愿单：${name}`, keywords: [name, '心愿单'] };
  },
  async execute(a, run) {
    const items = await wishes(run).list(run.userId);
    const item = items.find((w) => w.product.id === a.product_id);
    const removed = item ? await wishes(run).remove(run.userId, a.product_id) : false;
    return { result: { removed, product_id: a.product_id, ...(item ? { title: item.product.title } : {}) }, material: {} };
  },
});

const SHOWN_WISHES = 20;

export const showWishlist = defineTool({
  name: 'show_wishlist',
  description: '查看用户的心愿单：每件商品的现价、目标价、是否已降到目标价，最新加入的在前。',
  parameters: z.object({}),
  result: showWishlistResultSchema,
  describe: () => ({ query: '我的心愿单', keywords: ['心愿单'] }),
  async execute(_a, run) {
    const items = await wishes(run).list(run.userId);
    const shown = items.slice(0, SHOWN_WISHES);
    return {
      result: { count: items.length, reached_count: items.filter((w) => w.reached).length, items: shown.map(wishFacts) },
      material: { wishCards: shown },
    };
  },
});
