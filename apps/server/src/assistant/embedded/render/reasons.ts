import type { PriceHistorySummary } from '#server/modules/catalog/price-stats';
import { adviceOf, priceTiming, type PriceTiming } from '#server/modules/catalog/price-timing';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { count, yuan } from '../format';

/** Spec keys that identify rather than describe a product. */
const IDENTITY_KEYS = new Set(['品牌', '型号', '颜色', '适用']);

/** The two most telling spec values: 主动降噪、续航40小时. */
export function keySpecs(p: CatalogProduct, limit = 2): string[] {
  return (
    Object.entries(p.specs)
      .filter(([k]) => !IDENTITY_KEYS.has(k))
      .slice(0, limit)
      // A bare number needs its key to mean anything (续航40小时); words stand alone (主动降噪).
      .map(([k, v]) => (/^\d/.test(v) ? `${k}${v}` : v))
  );
}

/** Each timing's clause about the 180-day history (the advice itself is added the same for all). */
const TIMING_CLAUSE: Record<PriceTiming, (h: PriceHistorySummary) => string> = {
  near_low: (h) => `现价接近近180天最低价（${yuan(h.lowest)}）`,
  falling: (h) => `近期在降价，近180天最低${yuan(h.lowest)}`,
  above_average: (h) => `高于近180天均价，大促时低至${yuan(h.lowest)}`,
  fair: (h) => `价格平稳，近180天最低${yuan(h.lowest)}`,
};

/**
 * How the current price compares with the last 180 days, in one clause, with the advice the
 * price answers give for the same product (one rule: modules/catalog/price-timing.ts).
 */
export function priceVerdict(p: CatalogProduct, h: PriceHistorySummary | undefined): string {
  if (!h) return `现价${yuan(p.price)}`;
  const timing = priceTiming(h);
  return `${TIMING_CLAUSE[timing](h)}，${adviceOf(timing)}`;
}

/** One line on why this product is worth a look: specs, reputation, price position. */
export function reasonFor(p: CatalogProduct, h: PriceHistorySummary | undefined): string {
  const specs = keySpecs(p).join('、');
  const reputation = `评分${p.rating.toFixed(1)}，已售${count(p.sales)}`;
  return [specs, reputation, priceVerdict(p, h)].filter(Boolean).join('；');
}
