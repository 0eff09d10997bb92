/**
 * Category definitions are written in a compact text form so that ~130 categories with real
 * brands, models and prices stay readable: `'WH-1000XM5:2299, WH-CH720N:699'` and `'黑色|白色'`.
 * A model may fix some of its specs after its price: `'云溪洗烘一体:4999{类型=洗烘一体;容量=10公斤}'`.
 */
export interface CategorySource {
  id: string;
  name: string;
  /** Words shoppers type for this category (耳机 → the earphone categories). */
  synonyms: string[];
  /**
   * The product noun used in titles, e.g. 头戴式无线降噪耳机. `{key}` stands for the model's value
   * of that spec (`'{类型}洗衣机'`), so a title never names a kind its specs contradict.
   */
  noun: string;
  /**
   * Brand → `'model:price, model:price'`, typical street prices in yuan; `model:price{key=value;…}`
   * fixes specs (or the variant) the model name implies.
   */
  brands: Record<string, string>;
  /**
   * Models added after the category's listings were laid out (brand → entries, as `brands`), in
   * a core category whose later listings must not move: each takes the first listing that used
   * to draw its model (the draw is still made), so every other listing keeps its mall, colour and
   * price, and the categories after it are untouched (products.ts `pickModel`).
   */
  addedModels?: Record<string, string>;
  /** Spec key → `'value|value'`. A model that does not fix a spec gets one value for good. */
  specs: Record<string, string>;
  /** Brand → spec key → `'value|value'`: values only that brand ships (Apple's M chips). */
  brandSpecs?: Record<string, Record<string, string>>;
  /**
   * Spec keys whose values are listed cheap to premium (RTX 4060 → 4080): a model gets the value
   * matching its price rank in the category instead of a random one.
   */
  tiered?: string[];
  /**
   * Spec keys that are facts of the model (a tea's kind and origin, a mouse's connection, a
   * toy's age): each model's entry fixes them, its name states them or its brand has one value
   * for them. They are never drawn; a model that leaves one open stops the seed.
   */
  facts?: string[];
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
  /** Specs the model entry fixes (`{类型=波轮;容量=10公斤}`). */
  fixed: Record<string, string>;
}

export interface CategoryDef {
  id: string;
  name: string;
  group: string;
  synonyms: string[];
  noun: string;
  models: ModelDef[];
  /** How many of `models` (the first ones) are listed before any listing draws its model. */
  firstPass: number;
  specs: Array<{ key: string; values: string[] }>;
  brandSpecs: Record<string, Record<string, string[]>>;
  tiered: string[];
  /** Keys every model fixes, states or takes from its brand: never drawn. */
  facts: string[];
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

const MODEL_ENTRY = /^(.+):(\d+(?:\.\d+)?)(?:\{([^}]*)\})?$/;

function parseFixed(text: string | undefined, entry: string): Record<string, string> {
  if (!text) return {};
  return Object.fromEntries(
    text.split(';').map((pair) => {
      const [key, value] = pair.split('=').map((s) => s.trim());
      if (!key || !value) throw new Error(`bad spec "${pair}" in model entry "${entry}"`);
      return [key, value];
    }),
  );
}

function parseModels(brand: string, text: string): ModelDef[] {
  return text.split(',').map((raw) => {
    const entry = raw.trim();
    const m = MODEL_ENTRY.exec(entry);
    const basePrice = Number(m?.[2]);
    if (!m || !(basePrice > 0)) throw new Error(`bad model entry "${entry}" of ${brand}`);
    return { brand, model: m[1]!.trim(), basePrice, fixed: parseFixed(m[3], entry) };
  });
}

export function expandCategory(group: string, src: CategorySource): CategoryDef {
  const parse = (brands: Record<string, string>) => Object.entries(brands).flatMap(([brand, text]) => parseModels(brand, text));
  const first = parse(src.brands);
  const models = [...first, ...parse(src.addedModels ?? {})];
  const prices = models.map((m) => m.basePrice);
  return {
    id: src.id,
    name: src.name,
    group,
    synonyms: src.synonyms,
    noun: src.noun,
    models,
    firstPass: first.length,
    specs: Object.entries(src.specs).map(([key, values]) => ({ key, values: list(values) })),
    brandSpecs: Object.fromEntries(
      Object.entries(src.brandSpecs ?? {}).map(([brand, specs]) => [
        brand,
        Object.fromEntries(Object.entries(specs).map(([key, values]) => [key, list(values)])),
      ]),
    ),
    tiered: src.tiered ?? [],
    facts: src.facts ?? [],
    variant: src.variant ? { key: src.variant.key, values: list(src.variant.values), step: src.variant.step } : undefined,
    colors: list(src.colors),
    tags: list(src.tags),
    priceRange: [Math.min(...prices), Math.max(...prices)],
  };
}
