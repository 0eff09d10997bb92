import { z } from 'zod';
import { productCardSchema, productIdSchema } from './cards';

/** The item page (spec section 2, `/item-detail`): a product with its price history and the user's wish. */
export const ITEM_ENDPOINTS = {
  detail: '/api/v2/item/detail',
} as const;

export const itemDetailBodySchema = z.object({ id: productIdSchema });
export const pricePointSchema = z.object({ date: z.string(), price: z.number() });
export const priceHistorySchema = z.object({
  start_day: z.string(),
  end_day: z.string(),
  points: z.array(pricePointSchema),
  current: z.number(),
  lowest: z.number(),
  lowest_day: z.string(),
  highest: z.number(),
  average: z.number(),
  trend: z.enum(['up', 'down', 'flat']),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
export const itemDetailSchema = z.object({
  product: productCardSchema.extend({ tags: z.array(z.string()), rating: z.number(), sales: z.number() }),
  price_history: priceHistorySchema,
  /** This user's wish for the product, or null when it is not on the list. */
  wish: z.object({ target_price: z.number().nullable(), reached: z.boolean() }).nullable(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;
