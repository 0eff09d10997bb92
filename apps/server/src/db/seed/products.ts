import type { PriceHistoryTable, ProductsTable } from '../schema';
import { buildSearchText } from '../../shared/segmenter';
import type { CategoryDef, ModelDef } from './categories';
import { MALLS } from './malls';
import { modelSpecs } from './model-specs';
import { generatePriceSeries } from './price-history';
import { productImagePath } from './product-images';
import type { Rng } from './prng';

/** Street-price endings shoppers expect: 2999, 1499, 299, 59.9. */
export function roundRetailPrice(p: number): number {
  if (p >= 1000) return Math.max(999, Math.round(p / 100) * 100 - 1);
  if (p >= 100) return Math.max(99, Math.round(p / 10) * 10 - 1);
  return Math.max(9.9, Math.round(p) - 0.1);
}

/** Splits `total` products over the categories as evenly as possible. */
export function productsPerCategory(total: number, categories: number): number[] {
  const base = Math.floor(total / categories);
  return Array.from({ length: categories }, (_, i) => base + (i < total % categories ? 1 : 0));
}

export const productUrl = (id: string): string => `/item-detail?id=${id}`;

interface ProductContext {
  rng: Rng;
  category: CategoryDef;
  model: ModelDef;
  /** How many listings of the same model came before this one in its category. */
  ordinal: number;
  id: string;
  nowMs: number;
  endDay: string;
}

/**
 * The model of a category's listing at `index`: every model once before any repeats. A model
 * added later (`addedModels`) takes a listing that drew its model and still makes that draw, so
 * the stream stays where it was for every listing after it.
 */
function pickModel(rng: Rng, category: CategoryDef, index: number) {
  if (index < category.firstPass) return category.models[index]!;
  const drawn = rng.pick(category.models);
  return index < category.models.length ? category.models[index]! : drawn;
}

function makeProduct({ rng, category, model, ordinal, id, nowMs, endDay }: ProductContext) {
  const colorIndex = rng.int(0, category.colors.length - 1);
  const color = category.colors[colorIndex]!;
  const mall = rng.weighted(MALLS, (m) => m.weight);
  // The specs belong to the model, not the listing: the same in every mall.
  const shared = modelSpecs(category, model);
  const specs: Record<string, string> = { 品牌: model.brand, 型号: model.model, ...shared.specs };
  // A model sold in versions (男款|女款) takes them in turn over its listings: no draw, so the
  // listings after it keep their malls and prices.
  if (shared.versions) specs[shared.versions.key] = shared.versions.values[ordinal % shared.versions.values.length]!;
  // One draw per spec key as before, so each listing's mall, colour and price stay where they were.
  for (let i = 0; i < category.specs.length; i++) rng.next();
  let variantFactor = 1;
  let variantText = '';
  if (category.variant) {
    // A brand may ship only some variants (an iPhone has 8GB of memory whatever its storage).
    const values = category.brandSpecs[model.brand]?.[category.variant.key] ?? category.variant.values;
    const at = rng.int(0, values.length - 1);
    // A model that fixes its variant (a 506L fridge) is priced for it already.
    variantText = shared.variant ?? values[at]!;
    variantFactor = shared.variant ? 1 : 1 + category.variant.step * at;
    specs[category.variant.key] = variantText;
  }
  specs['颜色'] = color;
  const price = roundRetailPrice(model.basePrice * variantFactor * rng.range(...mall.priceFactor) * rng.range(0.95, 1.04));
  const originalPrice = roundRetailPrice(price * rng.range(1.1, 1.35));
  const audience = specs['适用'] ?? '';
  // The model name may already state the variant (小米 20000mAh快充版): say it once.
  const variantInTitle = variantText && !model.model.includes(variantText) ? variantText : '';
  // Likewise the audience (孕妇叶酸多维片 is for 孕妇 already, 全价成犬粮 for 成犬).
  const audienceInTitle = audience && !model.model.includes(audience) && !shared.noun.includes(audience) ? audience : '';
  // …and the noun (立白 天然皂液, not 立白 天然皂液 皂液).
  const nounInTitle = model.model.includes(shared.noun) ? '' : shared.noun;
  const title = [model.brand, model.model, nounInTitle, variantInTitle, audienceInTitle, color].filter(Boolean).join(' ');
  const tags = [...rng.sample(category.tags, rng.int(2, 3)), rng.pick(mall.perks)];
  const row: ProductsTable = {
    id,
    title,
    brand: model.brand,
    category_id: category.id,
    mall: mall.name,
    price,
    original_price: originalPrice,
    image: productImagePath(category.id, colorIndex),
    url: productUrl(id),
    specs: JSON.stringify(specs),
    tags: tags.join(','),
    rating: Math.round(rng.range(4.3, 5.0) * 10) / 10,
    // Cheaper items sell more; the spread keeps "best-selling" meaningful within a category.
    sales: Math.round(rng.range(0.1, 1.6) * (300_000 / Math.sqrt(price))),
    search_text: buildSearchText([title, model.brand, category.name, tags.join(' ')]),
    created_at: nowMs - rng.int(1, 720) * 86_400_000,
  };
  const history: PriceHistoryTable = {
    product_id: id,
    end_day: endDay,
    prices: JSON.stringify(generatePriceSeries(rng, price, endDay)),
  };
  return { row, history };
}

/**
 * All products with their price history, deterministic for a given rng seed and day. Ids count
 * on from `firstNumber` (a second batch of categories continues after the first).
 */
export function generateProducts(
  rng: Rng,
  categories: CategoryDef[],
  total: number,
  nowMs: number,
  endDay: string,
  firstNumber = 1,
) {
  const counts = productsPerCategory(total, categories.length);
  const products: ProductsTable[] = [];
  const histories: PriceHistoryTable[] = [];
  categories.forEach((category, c) => {
    const listed = new Map<ModelDef, number>();
    for (let index = 0; index < counts[c]!; index++) {
      const id = `p_${String(firstNumber + products.length).padStart(6, '0')}`;
      const model = pickModel(rng, category, index);
      const ordinal = listed.get(model) ?? 0;
      listed.set(model, ordinal + 1);
      const { row, history } = makeProduct({ rng, category, model, ordinal, id, nowMs, endDay });
      products.push(row);
      histories.push(history);
    }
  });
  return { products, histories };
}
