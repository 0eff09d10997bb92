import { isModel, ruledOutModel } from '../language/ruled-out-models';
import type { PriceHistorySummary } from '#server/modules/catalog/price-stats';
import { neverUnmatched } from '../language/function-words';
import { showsVariant } from '../language/audience';
import type { CatalogProduct, CatalogService, GuideLink, SearchProductsInput } from '#server/modules/catalog/service';
import type { ShoppingConstraints } from '../language/constraints';
import { attributeNote, rankByAttributes, type AttributeVerdict } from '../language/attributes';
import { reasonFor } from '../render/reasons';
import { showsValue } from '../language/stated-values';
import { statedFeatures, withFeatures } from './stated-features';
import { fitsSize } from '../language/model-measures';
import { modelScore, modelTokens } from './product-resolver';

/** How many products an answer recommends, and how many the search panel lists. */
export const PICKS = 4;
const CANDIDATES = 8;
const FETCH = 60;

export interface Pick {
  product: CatalogProduct;
  history?: PriceHistorySummary;
  reason: string;
}

export interface SearchQuery {
  query: string;
  keywords: string[];
}

export interface ShoppingFindings {
  /** The question named something searchable (a category, brand or keyword). */
  understood: boolean;
  picks: Pick[];
  /** Distinct models meeting every constraint, best first. */
  candidates: CatalogProduct[];
  guides: GuideLink[];
  queries: SearchQuery[];
  /** When nothing fits the budget: the closest price the category has (cheapest or dearest). */
  nearestPrice: number | null;
  /** That closest product, named in the answer so the shopper sees what the budget misses. */
  nearest: CatalogProduct | null;
  /** Which spec decided each wanted quality (轻 → 重量). */
  verdicts: AttributeVerdict[];
  /** Words that matched nothing in the category (an unknown brand or model), said in the answer. */
  unmatched: string[];
  /**
   * Stated values (32英寸, 4K) no listing within the budget shows, though some above it do: the
   * values were let go for the budget, and the cheapest listing showing them all (decision 078).
   */
  overBudget?: { values: string[]; cheapest: CatalogProduct };
}

/** One model across its malls and colours: what 换一批 never shows again (decision 065). */
export const modelKey = (p: CatalogProduct): string => `${p.categoryId}|${p.brand}|${p.specs['型号'] ?? p.title}`;

/** The orders a list is shown in once picked one per brand (decision 064, 078). */
const ORDERS: Partial<Record<ShoppingConstraints['sort'], (a: CatalogProduct, b: CatalogProduct) => number>> = {
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating || b.sales - a.sales,
  sales: (a, b) => b.sales - a.sales,
};

/** One listing per model (its cheapest mall), keeping the search's order of first appearance. */
function distinctModels(rows: CatalogProduct[], sort: ShoppingConstraints['sort']): CatalogProduct[] {
  const best = new Map<string, CatalogProduct>();
  for (const p of rows) {
    const key = modelKey(p);
    const seen = best.get(key);
    if (!seen || p.price < seen.price) best.set(key, p);
  }
  const models = [...best.values()];
  // 评分最高, 销量最高 (decision 078): by the listing shown, so the list reads in that order.
  const order = ORDERS[sort];
  return order ? models.sort(order) : models;
}

/** A named model's listings: the cheapest of each model in each mall, cheapest first. */
function listingsByMall(rows: CatalogProduct[]): CatalogProduct[] {
  const best = new Map<string, CatalogProduct>();
  for (const p of rows) {
    const key = `${modelKey(p)}|${p.mall}`;
    const seen = best.get(key);
    if (!seen || p.price < seen.price) best.set(key, p);
  }
  return [...best.values()].sort((a, b) => a.price - b.price);
}

/**
 * Order for "recommend me one" when the user gave no words to rank by: reputation (rating),
 * popularity (sales, log scale) and, with a price cap, how well a model uses the budget — a
 * 2000-yuan budget wants the good 1699 model, not the cheapest 139 one.
 */
export function rankByValue<T extends { sales: number; rating: number; price: number }>(
  models: T[],
  maxBudget: number | undefined,
): T[] {
  const maxSales = Math.max(1, ...models.map((p) => p.sales));
  const score = (p: T) =>
    0.4 * (Math.log10(p.sales + 1) / Math.log10(maxSales + 1)) +
    0.35 * Math.max(0, p.rating - 4) +
    0.25 * (maxBudget ? Math.min(1, p.price / maxBudget) : 0.5);
  return [...models].sort((a, b) => score(b) - score(a));
}

/** The models with each category's best first, then each one's second, and so on (order kept within a category). */
function byCategory(models: CatalogProduct[]): CatalogProduct[] {
  const seen = new Map<string, number>();
  const rank = models.map((p) => {
    const n = seen.get(p.categoryId) ?? 0;
    seen.set(p.categoryId, n + 1);
    return n;
  });
  return models
    .map((p, i) => ({ p, r: rank[i]!, i }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.p);
}

/** Up to `n` models, one per brand first so the answer compares real alternatives. */
function diverse(models: CatalogProduct[], n: number): CatalogProduct[] {
  const chosen: CatalogProduct[] = [];
  const brands = new Set<string>();
  for (const p of models) {
    if (chosen.length === n) break;
    if (brands.has(p.brand)) continue;
    brands.add(p.brand);
    chosen.push(p);
  }
  for (const p of models) if (chosen.length < n && !chosen.includes(p)) chosen.push(p);
  return chosen;
}

export function searchQueries(c: ShoppingConstraints): SearchQuery[] {
  const names = c.categories.map((x) => x.name);
  const words = [...c.brands, ...names, ...c.keywords, ...(c.budget ? [c.budget.label] : []), ...c.malls];
  const queries: SearchQuery[] = words.length ? [{ query: words.join(' '), keywords: words }] : [];
  if (names.length) queries.push({ query: `${names[0]} 选购指南`, keywords: [names[0]!, '选购指南'] });
  return queries;
}

/** Did the question name something searchable (a category, brand or keyword)? */
export const isUnderstood = (c: ShoppingConstraints): boolean =>
  c.categories.length > 0 || c.brands.length > 0 || c.keywords.length > 0;

/** Nothing searched or found: what a question with nothing searchable, or a failed search, answers from. */
export const noFindings = (c: ShoppingConstraints): ShoppingFindings => ({
  understood: isUnderstood(c),
  picks: [],
  candidates: [],
  guides: [],
  queries: searchQueries(c),
  nearestPrice: null,
  nearest: null,
  verdicts: [],
  unmatched: [],
});

/** showsValue's answers per catalog product (frozen, shared for a minute by the catalog's cache). */
const shownValues = new WeakMap<CatalogProduct, Map<string, boolean>>();

/**
 * Does the product show the value (showsValue), worked out once per product and value: each
 * answer filters up to 240 listings by each stated value, and a listing's words do not change
 * while the catalog keeps it (a product that is not frozen is read each time).
 */
export function showsValueOnce(p: CatalogProduct, value: string): boolean {
  if (!Object.isFrozen(p)) return showsValue(p, value);
  let values = shownValues.get(p);
  if (!values) shownValues.set(p, (values = new Map()));
  let shows = values.get(value);
  if (shows === undefined) values.set(value, (shows = showsValue(p, value)));
  return shows;
}

/** A listing's title and spec values, lower-case: where a keyword has to appear. */
const wordsOf = (p: CatalogProduct): string => `${p.title} ${Object.values(p.specs).join(' ')}`.toLowerCase();

/**
 * The malls a search reads: those said, else every mall of the catalog, less those ruled out
 * (不要拼多多的, 除了京东都行: decision 078). undefined reads them all.
 */
async function mallsSearched(catalog: CatalogService, c: ShoppingConstraints): Promise<string[] | undefined> {
  const out = c.excludeMalls ?? [];
  if (!out.length) return c.malls.length ? c.malls : undefined;
  const from = c.malls.length ? c.malls : (await catalog.vocabulary()).malls;
  const left = from.filter((m) => !out.includes(m));
  // Every mall ruled out (or all said ruled out again): the listings of none would be no answer.
  return left.length ? left : c.malls.length ? c.malls : undefined;
}

/**
 * Runs the catalog searches a shopping question needs and picks what to recommend. Flows reach
 * it through the recommend_products tool (tools/recommend-tools.ts), which shows the search.
 */
export async function findProducts(catalog: CatalogService, c: ShoppingConstraints): Promise<ShoppingFindings> {
  const categoryIds = c.categories.map((x) => x.id);
  const understood = isUnderstood(c);
  const queries = searchQueries(c);
  if (!understood) return noFindings(c);

  const filters: SearchProductsInput = {
    category: categoryIds.length ? categoryIds : undefined,
    brand: c.brands.length ? c.brands : undefined,
    mall: await mallsSearched(catalog, c),
    minPrice: c.budget?.min,
    maxPrice: c.budget?.max,
  };
  const allowed = (p: CatalogProduct) =>
    !c.excludeMalls?.includes(p.mall) &&
    !c.excludeBrands.includes(p.brand) &&
    !c.excludeIds?.includes(p.id) &&
    !c.excludeModels?.includes(modelKey(p));
  let rows: CatalogProduct[] = [];
  // iPhone 16 Pro Max, 戴森V12 (decision 049): a model the question names answers with its own
  // listings; when the catalog has none that fit, the rest of the need decides and the answer says so.
  const named = c.models?.length ? c.models : [];
  if (named.length) {
    rows = (await catalog.searchProducts({ ...filters, limit: FETCH * 4 }))
      .filter(allowed)
      .filter((p) => named.includes(p.specs['型号'] ?? ''));
  }
  const namedRows = rows.length > 0;
  if (c.keywords.length && !namedRows)
    rows = (await catalog.searchProducts({ ...filters, text: c.keywords.join(' '), sort: c.sort, limit: FETCH })).filter(allowed);
  // 游戏手柄 with no category, brand or value known: the words' last one names the thing (手柄), so a
  // listing that only shares a modifier (游戏 in an SSD's specs) is no answer (decision 059).
  if (rows.length && !namedRows && !categoryIds.length && !c.brands.length && !c.values?.length && c.keywords.length >= 2)
    rows = rows.filter((p) => wordsOf(p).includes(c.keywords.at(-1)!.toLowerCase()));
  // airpods4, mini4pro: a model typed without spaces matches no search word of its title, but its
  // model words do (search/product-resolver.ts); so named, that model's listings are the answer.
  const modelWords = c.keywords.filter((k) => /[a-z]/i.test(k) && /\d/.test(k));
  let namedModel = namedRows;
  if (!rows.length && modelWords.length) {
    const found = await catalog.searchProducts({ ...filters, text: modelWords.flatMap(modelTokens).join(' '), limit: FETCH });
    rows = found
      .filter(allowed)
      .filter((p) => modelWords.every((w) => modelScore(modelTokens(w), p.specs['型号'] ?? p.title, p.title, p.brand) !== null));
    namedModel = rows.length > 0;
  }
  const unmatched =
    c.keywords.length && rows.length === 0 && (categoryIds.length || c.brands.length)
      ? c.keywords.filter((k) => !neverUnmatched(k))
      : [];
  if (named.length && !namedRows) unmatched.push(...named);
  const values = c.values ?? [];
  const ruledOut = c.excludeValues ?? [];
  const wide = values.length > 0 || ruledOut.length > 0 || (c.variants?.length ?? 0) > 0;
  // Keywords narrow within a category; when they match too little, the category alone decides.
  if (!namedModel && (categoryIds.length || c.brands.length) && (wide || distinctModels(rows, c.sort).length < PICKS)) {
    rows = rows.concat(
      (
        await catalog.searchProducts({
          ...filters,
          sort: c.sort === 'relevance' ? 'sales' : c.sort,
          // A stated value (512GB, 75英寸) filters afterwards, so it reads the whole category.
          limit: wide ? FETCH * 4 : c.excludeBrands.length || c.excludeIds?.length ? FETCH * 2 : FETCH,
        })
      ).filter(allowed),
    );
  }
  // Stated values filter the listings (a model's 512GB one, not its cheapest); when none shows
  // them, say so and keep the rest, as for unknown words.
  // Each value filters on its own, the latest said first, so one the category never shows (said
  // so) keeps the others', and an older value gives way to a newer one it cannot go with.
  // What was ruled out (不要有线的) goes first; when every listing shows it, that is said and they stay.
  const allowedKinds = ruledOut.reduce((kept, v) => {
    // 不要WH-1000XM4: a model ruled out is that model's listings only (decision 068).
    const model = ruledOutModel(v);
    const without = kept.filter((p) => !(model ? isModel(p, model) : showsValueOnce(p, v)));
    if (!without.length && kept.length) unmatched.push(`不带${model ?? v.split('|')[0]!}的`);
    return without.length ? without : kept;
  }, rows);
  const missed: string[] = [];
  const valued = [...values].reverse().reduce((kept, v) => {
    // 13寸 of laptops: the 13.3 and 13.6英寸 ones, and the Air 13 (decision 065).
    const having = kept.filter((p) => showsValueOnce(p, v) || fitsSize(p, v));
    // 换一批 after 冻干的: the models left that show it, or none; never the others (decision 065).
    if (c.excludeModels?.length) return having;
    if (!having.length) unmatched.push(v.split('|')[0]!);
    if (!having.length) missed.push(v);
    return having.length ? having : kept;
  }, allowedKinds);
  // Words (4k of 4K显示器) and values the budget's listings miss: shown by a listing above it?
  const missedAll = [...unmatched.filter((u) => c.keywords.includes(u)), ...missed];
  const overBudget =
    missedAll.length && c.budget && categoryIds.length
      ? await shownOverBudget(catalog, filters, missedAll, [...missedAll, ...values], allowed)
      : null;
  // 给女朋友挑双跑鞋: the listings of the variant the buyer implies, when the category has it.
  const variant = c.variants?.length ? valued.filter((p) => showsVariant(p, c.variants!)) : [];
  const stated = variant.length ? variant : valued;
  // One named model: its listings in each mall (the cheapest of each), cheapest first.
  const models = namedModel
    ? listingsByMall(stated)
    : distinctModels(withFeatures(stated, statedFeatures(stated, c.keywords)), c.sort);
  const byValue = c.sort === 'relevance' && c.keywords.length === 0 && !namedModel ? rankByValue(models, c.budget?.max) : models;
  // Wanted qualities (轻, 续航长) order the models by the spec that decides them.
  // 厨房用的 一千以内 (several categories, nothing else said): the best of each category take turns.
  // 最便宜的 / 最贵的 (a price order, decision 064) is one order over every category, never taken in turns.
  const byPrice = c.sort === 'price_asc' || c.sort === 'price_desc';
  const spread =
    categoryIds.length > 1 && !c.keywords.length && !values.length && !c.brands.length && !byPrice
      ? byCategory(byValue)
      : byValue;
  const { ranked, verdicts } = rankByAttributes(spread, c.attributes);
  const wanted = Math.max(PICKS, c.picks ?? 0);
  const candidates = ranked.slice(0, Math.max(CANDIDATES, wanted));
  const picked = c.attributes.length || namedModel ? candidates.slice(0, wanted) : diverse(candidates, wanted);
  // One per brand first, then shown in the asked price order (diverse keeps the search's order otherwise).
  const chosen =
    (byPrice || c.sort === 'rating' || c.sort === 'sales') && !c.attributes.length && !namedModel
      ? [...picked].sort(ORDERS[c.sort])
      : picked;
  const histories = await catalog.priceHistories(chosen.map((p) => p.id));
  const picks = chosen.map((product) => {
    const history = histories.get(product.id);
    const base = reasonFor(product, history);
    const notes = verdicts
      .map((v) => attributeNote(product, v))
      .filter((n) => n && !base.includes(n.replace(/^[^\d]*?(?=\d)/, '')));
    return { product, history, reason: [notes.join('，'), base].filter(Boolean).join('；') };
  });

  const guides = categoryIds.length
    ? await catalog.searchGuides({ categoryIds, limit: 2 })
    : await catalog.searchGuides({ text: c.keywords.join(' '), limit: 2 });

  let nearestPrice: number | null = null;
  let nearestProduct: CatalogProduct | null = null;
  if (picks.length === 0 && c.budget && (categoryIds.length || c.brands.length)) {
    // Over a cap, the cheapest there is; under a floor, the dearest: the nearest the budget misses.
    const below = c.budget.max !== undefined;
    // The brands ruled out stay out of it too (石头和科沃斯都不考虑 names neither as the closest).
    const nearest = (
      await catalog.searchProducts({
        ...filters,
        minPrice: below ? c.budget.max : undefined,
        maxPrice: below ? undefined : c.budget.min,
        sort: below ? 'price_asc' : 'price_desc',
        limit: c.excludeBrands.length || c.excludeIds?.length ? FETCH : 1,
      })
    ).find(allowed);
    nearestPrice = nearest?.price ?? null;
    nearestProduct = nearest ?? null;
  }
  return {
    understood,
    picks,
    candidates,
    guides,
    queries,
    nearestPrice,
    nearest: nearestProduct,
    verdicts,
    unmatched: overBudget ? unmatched.filter((u) => !overBudget.values.some((v) => v.split('|')[0] === u)) : unmatched,
    ...(overBudget ? { overBudget } : {}),
  };
}

/**
 * 32寸 4K 显示器 一千以内 (decision 078): the values no listing within the budget shows, when a
 * listing above it shows them all: the cheapest such listing, so the answer says the budget is
 * what they were let go for (not that the catalog has none).
 */
async function shownOverBudget(
  catalog: CatalogService,
  filters: SearchProductsInput,
  values: string[],
  all: string[],
  allowed: (p: CatalogProduct) => boolean,
): Promise<{ values: string[]; cheapest: CatalogProduct } | null> {
  const rows = await catalog.searchProducts({
    ...filters,
    minPrice: undefined,
    maxPrice: undefined,
    sort: 'price_asc',
    limit: FETCH * 4,
  });
  // The cheapest that shows every value said, those kept within the budget too.
  const cheapest = rows.filter(allowed).find((p) => all.every((v) => showsValueOnce(p, v) || fitsSize(p, v)));
  return cheapest ? { values, cheapest } : null;
}
