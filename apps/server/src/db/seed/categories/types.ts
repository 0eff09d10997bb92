/**
 * Category definitions are written in a compact text form so that ~80 categories with real
 * brands, models and prices stay readable: `'WH-1000XM5:2299, WH-CH720N:699'` and `'黑色|白色'`.
 */
export interface CategorySource {
  id: string;
  name: string;
  /** Words shoppers type for this category (耳机 → the earphone categories). */
  synonyms: string[];
  /** The product noun used in titles, e.g. 头戴式无线降噪耳机. */
  noun: string;
  /** Brand → `'model:price, model:price'`, typical street prices in yuan. */
  brands: Record<string, string>;
  /** Spec key → `'value|value'`. */
  specs: Record<string, string>;
  /** A spec shown in the title whose later values cost more (storage, capacity, size). */
  variant?: { key: string; values: string; step: number };
  colors: string;
  /** Selling points used as tags and in guides. */
  tags: string;
}

export interface CategoryGroupSource {
  group: string;
  categories: CategorySource[];
}

export interface ModelDef {
  brand: string;
  model: string;
  basePrice: number;
}

export interface CategoryDef {
  id: string;
  name: string;
  group: string;
  synonyms: string[];
  noun: string;
  models: ModelDef[];
  specs: Array<{ key: string; values: string[] }>;
  variant?: { key: string; values: string[]; step: number };
  colors: string[];
  tags: string[];
  /** Lowest and highest base price of the category's models. */
  priceRange: [number, number];
}

const list = (text: string): string[] =>
  text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

function parseModels(brand: string, text: string): ModelDef[] {
  return text.split(',').map((entry) => {
    const at = entry.lastIndexOf(':');
    const model = entry.slice(0, at).trim();
    const basePrice = Number(entry.slice(at + 1));
    if (at <= 0 || !Number.isFinite(basePrice) || basePrice <= 0) throw new Error(`bad model entry "${entry}" of ${brand}`);
    return { brand, model, basePrice };
  });
}

export function expandCategory(group: string, src: CategorySource): CategoryDef {
  const models = Object.entries(src.brands).flatMap(([brand, text]) => parseModels(brand, text));
  const prices = models.map((m) => m.basePrice);
  return {
    id: src.id,
    name: src.name,
    group,
    synonyms: src.synonyms,
    noun: src.noun,
    models,
    specs: Object.entries(src.specs).map(([key, values]) => ({ key, values: list(values) })),
    variant: src.variant ? { key: src.variant.key, values: list(src.variant.values), step: src.variant.step } : undefined,
    colors: list(src.colors),
    tags: list(src.tags),
    priceRange: [Math.min(...prices), Math.max(...prices)],
  };
}
