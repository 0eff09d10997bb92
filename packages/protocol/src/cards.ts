import { z } from 'zod';

/** A product id as a request names it (item page, wish list). */
export const productIdSchema = z.string({ error: '请提供商品编号' }).trim().min(1, { error: '请提供商品编号' }).max(64);

/** Card and part shapes the spec leaves open (DESIGN 2.6), shared by stream, history and UI. */
export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string().optional(),
  category: z.string().optional(),
  mall: z.string(),
  price: z.number(),
  original_price: z.number().optional(),
  image: z.string(),
  url: z.string(),
  /** One-line reason the assistant gives for this product. */
  reason: z.string().optional(),
  specs: z.record(z.string(), z.string()).optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const searchLinkSchema = z.object({ title: z.string(), url: z.string(), source: z.string().optional() });
export type SearchLink = z.infer<typeof searchLinkSchema>;

export const searchKeywordGroupSchema = z.object({ query: z.string(), keywords: z.array(z.string()) });

export const searchResultSchema = z.object({
  keywords: z.array(searchKeywordGroupSchema),
  links: z.array(searchLinkSchema),
  products: z.array(productCardSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const buttonSchema = z.object({
  button_text: z.string(),
  button_url: z.string().optional().default(''),
  icon: z.string().optional().default(''),
  sub_type: z.number().int().optional(),
});
export type WireButton = z.infer<typeof buttonSchema>;

export const flightCardSchema = z.object({
  id: z.string(),
  flight_no: z.string(),
  airline: z.string(),
  from_city: z.string(),
  to_city: z.string(),
  date: z.string(),
  dep_time: z.string(),
  arr_time: z.string(),
  price: z.number(),
  url: z.string(),
});
export type FlightCard = z.infer<typeof flightCardSchema>;

export const wishItemSchema = z.object({
  product: productCardSchema,
  target_price: z.number().nullable(),
  reached: z.boolean(),
  created_at: z.string(),
});
export type WishItem = z.infer<typeof wishItemSchema>;

export const cloudMobileTaskSchema = z.object({
  business_task_id: z.string().optional(),
  task_id: z.string().optional(),
  question_id: z.string().optional(),
  run_state: z.number().int(),
  action_type: z.string(),
  confirm_auto_task: z.object({ content: z.string() }).optional(),
  task_progress: z
    .object({ steps: z.array(z.object({ title: z.string(), done: z.boolean() })), completion_rate: z.number() })
    .optional(),
  app_name: z.string().optional(),
  task_name: z.string().optional(),
  replay_url: z.string().optional(),
  show_message: z.string().optional(),
  timestamp: z.number().optional(),
});
export type CloudMobileTask = z.infer<typeof cloudMobileTaskSchema>;

/** One compared attribute: its label, one value per product, and which product it favours. */
export const comparisonRowSchema = z.object({
  label: z.string().max(40),
  values: z.array(z.string().max(200)).min(2).max(4),
  /** Index of the product this row favours; absent when it favours none. */
  best: z.number().int().min(0).max(3).optional(),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

/**
 * A side-by-side comparison of 2-4 products (issue 20, decision 025): the products (price, mall,
 * link), the rows where they differ, and the row that decides with why.
 */
export const comparisonSchema = z
  .object({
    products: z.array(productCardSchema).min(2).max(4),
    rows: z.array(comparisonRowSchema).max(40),
    /** The row that decides (its label) and why, in one sentence. */
    deciding: z.object({ label: z.string().max(40), why: z.string().max(300) }).nullable(),
  })
  .refine((c) => c.rows.every((r) => r.values.length === c.products.length), { error: '对比的每一行须与商品数量一致' });
export type Comparison = z.infer<typeof comparisonSchema>;
