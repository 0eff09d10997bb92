import { CATEGORIES, type CategoryDef } from '#server/db/seed/categories/index';
import type { Expectation } from '../check';

/**
 * What the generated eval knows of the catalog: the seed's categories, brands and model prices
 * (never the engine's vocabulary), so every generated case asks about something that exists.
 */
export const CATEGORY_BY_ID = new Map(CATEGORIES.map((c) => [c.id, c]));

export const category = (id: string): CategoryDef => {
  const c = CATEGORY_BY_ID.get(id);
  if (!c) throw new Error(`no category ${id}`);
  return c;
};

/**
 * Synonyms the generated questions do not use: brand or product names (iPhone, 茅台), and words
 * whose everyday meaning is wider than the catalog's category (饮水机 is the home dispenser).
 */
const UNUSABLE = new Set(
  'iPhone|iPad|MacBook|Apple Watch|Mac mini|kindle|switch|ps5|xbox|gopro|茅台|五粮液|乐高|小棕瓶|神仙水|苹果数据线|饮水机|屏幕|主机|电子秤|护肤品|彩妆|洗护|年货|营养品|健身器材|露营装备|手机支架|血糖仪|身体乳|收纳|玩具|pad|WiFi'.split(
    '|',
  ),
);

/** Words (≥ 2 characters) a generated question may use for a category: its name and synonyms. */
export function wordsOf(id: string): string[] {
  const c = category(id);
  return [c.name, ...c.synonyms].filter((w) => w.length >= 2 && !UNUSABLE.has(w));
}

/**
 * A word for the whole category: a synonym that is also one kind the category lists (水果刀,
 * 棒球帽, 洗衣凝珠) asks for that kind (decision 040), so the category's name stands in for it.
 */
export function wholeWord(id: string, word: string): string {
  const c = category(id);
  return word !== c.name && c.specs.some((s) => s.values.includes(word)) ? c.name : word;
}

/** The categories a shopper means by a word: those it names or is a synonym of. */
export function categoriesOfWord(word: string): string[] {
  return CATEGORIES.filter((c) => c.name === word || c.synonyms.includes(word)).map((c) => c.id);
}

export const brandsIn = (ids: string[]): string[] => [...new Set(ids.flatMap((id) => category(id).models.map((m) => m.brand)))];

/** Model base prices in these categories, optionally of some brands only. */
export function pricesIn(ids: string[], brands?: string[], notBrands: string[] = []): number[] {
  return ids
    .flatMap((id) => category(id).models)
    .filter((m) => (!brands || brands.includes(m.brand)) && !notBrands.includes(m.brand))
    .map((m) => m.basePrice);
}

/**
 * Whether the seed has a model that meets every catalog constraint of the expectation (its base
 * price inside the interval). The bench checks the seeded catalog itself as well.
 */
export function satisfiable(e: Expectation): boolean {
  if (!e.cat) return true;
  const ids = e.cat.split('|');
  if (ids.some((id) => !CATEGORY_BY_ID.has(id))) return false;
  const brands = e.brands ?? (e.brand ? [e.brand] : undefined);
  const not = [...(e.notBrands ?? []), ...(e.notBrand ? [e.notBrand] : [])];
  const prices = pricesIn(ids, brands, not).filter((p) => p >= (e.min ?? 0) && p <= (e.max ?? Infinity));
  if (!prices.length) return false;
  if (e.someAbove !== undefined && !prices.some((p) => p > e.someAbove! * 1.05)) return false;
  if (e.hasBrands?.some((b) => !brandsIn(ids).includes(b))) return false;
  if (e.brandsAtLeast !== undefined) {
    const models = ids
      .flatMap((id) => category(id).models)
      .filter((m) => m.basePrice >= (e.min ?? 0) && m.basePrice <= (e.max ?? Infinity) && !not.includes(m.brand));
    if (new Set(models.map((m) => m.brand)).size < e.brandsAtLeast) return false;
  }
  return true;
}
