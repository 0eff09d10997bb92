import { priceHistorySchema } from '@app/protocol/item';
import { z } from 'zod';
import type { CatalogProduct, GuideLink } from '../../modules/catalog/service';
import type { PriceHistorySummary } from '../../modules/catalog/price-stats';
import type { CategoryInfo } from '../../modules/catalog/vocabulary';

/**
 * The schemas of the engine's own catalog tools (recommend_products, find_product): their input
 * is what the turn read (constraints, a name), their output what the flows answer from. The
 * `z.ZodType<…>` annotations make the compiler check each schema against the catalog's types,
 * so a flow gets `CatalogProduct` from a call, never a cast.
 */

export const catalogProductSchema: z.ZodType<CatalogProduct> = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  group: z.string(),
  mall: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  image: z.string(),
  url: z.string(),
  specs: z.record(z.string(), z.string()),
  tags: z.array(z.string()),
  rating: z.number(),
  sales: z.number(),
});

export const priceHistorySummarySchema: z.ZodType<PriceHistorySummary> = priceHistorySchema.extend({
  product_id: z.string(),
  near_lowest: z.boolean(),
});

const categoryInfoSchema: z.ZodType<CategoryInfo> = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  synonyms: z.array(z.string()),
});

const guideLinkSchema: z.ZodType<GuideLink> = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
});

const budgetSchema = z.object({ min: z.number().optional(), max: z.number().optional(), label: z.string() });

/** What a shopping question asks for (language/constraints.ts `ShoppingConstraints`). */
export const shoppingConstraintsSchema = z.object({
  categories: z.array(categoryInfoSchema),
  brands: z.array(z.string()),
  excludeBrands: z.array(z.string()),
  malls: z.array(z.string()),
  /** Malls ruled out (decision 078): no listing of theirs is shown. */
  excludeMalls: z.array(z.string()).optional(),
  // A call's null fields are dropped before validation (registry.ts), so no budget is the default.
  budget: budgetSchema.nullable().default(null),
  sort: z.enum(['relevance', 'price_asc', 'price_desc', 'sales', 'rating']),
  keywords: z.array(z.string()),
  attributes: z.array(z.string()),
  values: z.array(z.string()).optional(),
  excludeValues: z.array(z.string()).optional(),
  excludeIds: z.array(z.string()).optional(),
  /** Models shown before (category|brand|型号) that a request for more leaves out. */
  excludeModels: z.array(z.string()).optional(),
  inherited: z.boolean(),
  variants: z.array(z.string()).optional(),
  assumedBudget: z.string().optional(),
  /** 给我5个, 列六款: how many to pick when more than the usual four are asked for (decision 046). */
  picks: z.number().int().min(1).max(8).optional(),
  /** The catalog models the question names (decision 049): their listings answer. */
  models: z.array(z.string()).optional(),
});

const searchQuerySchema = z.object({ query: z.string(), keywords: z.array(z.string()) });

/** What a recommendation found (search/shopping-search.ts `ShoppingFindings`). */
export const shoppingFindingsSchema = z.object({
  understood: z.boolean(),
  picks: z.array(z.object({ product: catalogProductSchema, history: priceHistorySummarySchema.optional(), reason: z.string() })),
  candidates: z.array(catalogProductSchema),
  guides: z.array(guideLinkSchema),
  queries: z.array(searchQuerySchema),
  nearestPrice: z.number().nullable(),
  nearest: catalogProductSchema.nullable(),
  verdicts: z.array(z.object({ label: z.string(), decidedBy: z.string().nullable() })),
  unmatched: z.array(z.string()),
  overBudget: z.object({ values: z.array(z.string()), cheapest: catalogProductSchema }).optional(),
});

/** A product name looked up in the catalog (search/product-resolver.ts `Resolution`). */
export const resolutionSchema = z.object({
  name: z.string(),
  match: z.enum(['exact', 'closest', 'unspecified', 'vague', 'not_found']),
  product: catalogProductSchema.nullable(),
  vagueAs: z.enum(['brand', 'category']).optional(),
  sameLine: catalogProductSchema.optional(),
});
