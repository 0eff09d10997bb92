import { cloudMobileTaskSchema, flightCardSchema, productCardSchema } from '@app/protocol';
import { priceHistorySchema } from '@app/protocol/item';
import { z } from 'zod';

/**
 * What each tool hands back, as zod schemas: the model reads these as JSON, the embedded engine
 * gets their inferred types from `ToolCalls.call`, and the registry test checks real results
 * against them. A failed call is `{ error }` instead (ToolError), never one of these.
 */

export const toolErrorSchema = z.object({ error: z.string() });
export type ToolError = z.infer<typeof toolErrorSchema>;

/** A product as the model reads it: the card without the image, plus rating, sales and tags. */
export const productFactsSchema = productCardSchema
  .omit({ image: true })
  .extend({ rating: z.number(), sales: z.number(), tags: z.array(z.string()) });
export type ProductFacts = z.infer<typeof productFactsSchema>;

/** The 180-day price summary without the daily points, plus one weekly sample line. */
export const priceFactsSchema = priceHistorySchema
  .pick({
    current: true,
    lowest: true,
    lowest_day: true,
    highest: true,
    average: true,
    trend: true,
  })
  .extend({
    trend_text: z.string(),
    near_lowest: z.boolean(),
    /** Buy now or wait, worded once (modules/catalog/price-timing.ts). */
    advice: z.string(),
    timing: z.enum(['near_low', 'falling', 'above_average', 'fair']),
    period: z.string(),
    weekly_prices: z.array(z.string()),
  });
export type PriceFacts = z.infer<typeof priceFactsSchema>;

export const searchProductsResultSchema = z.object({
  count: z.number().int(),
  products: z.array(productFactsSchema),
  note: z.string().optional(),
});

export const getProductResultSchema = z.object({ product: productFactsSchema, price_history: priceFactsSchema.nullable() });

export const compareProductsResultSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      mall: z.string(),
      price: z.number(),
      rating: z.number(),
      sales: z.number(),
      url: z.string(),
    }),
  ),
  /** Spec key → one value per product, in the products' order ('-' where a product lacks it). */
  specs: z.record(z.string(), z.array(z.string())),
  price_stats: z.record(z.string(), priceFactsSchema.nullable()),
  missing: z.array(z.string()).optional(),
});
export type CompareProductsResult = z.infer<typeof compareProductsResultSchema>;

export const priceHistoryResultSchema = priceFactsSchema.extend({ product_id: z.string(), title: z.string(), mall: z.string() });

/** A wish as the model reads it: the numbers and the reached flag, not the whole card. */
export const wishFactsSchema = z.object({
  product_id: z.string(),
  title: z.string(),
  mall: z.string(),
  price: z.number(),
  target_price: z.number().nullable(),
  reached: z.boolean(),
  added_at: z.string(),
});

export const addToWishlistResultSchema = z.object({ added: z.literal(true), item: wishFactsSchema });

export const removeFromWishlistResultSchema = z.object({
  removed: z.boolean(),
  product_id: z.string(),
  title: z.string().optional(),
});

export const showWishlistResultSchema = z.object({
  count: z.number().int(),
  reached_count: z.number().int(),
  items: z.array(wishFactsSchema),
});

export const searchFlightsResultSchema = z.object({
  flights: z.array(flightCardSchema.extend({ seats_left: z.number().int() })),
  note: z.string().optional(),
});

export const flightScheduleResultSchema = z.object({
  /** Cities with flights, by name. */
  cities: z.array(z.string()),
  /** First and last day the schedule covers (Asia/Shanghai), null when it is empty. */
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
  /** Asked about a route: whether the schedule has direct flights on it. */
  direct: z.boolean().optional(),
});

export const searchGuidesResultSchema = z.object({
  guides: z.array(z.object({ title: z.string(), summary: z.string(), url: z.string() })),
  note: z.string().optional(),
});

export const cloudPhoneResultSchema = z.object({
  started: z.boolean(),
  task_id: z.string().optional(),
  message: z.string(),
  cloud_mobile_task: cloudMobileTaskSchema.optional(),
});
