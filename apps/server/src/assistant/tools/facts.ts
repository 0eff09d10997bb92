import type { PriceHistorySummary } from '../../modules/catalog/price-stats';
import { adviceOf, likeMallPrice, priceTiming } from '../../modules/catalog/price-timing';
import { toProductCard } from '../../modules/catalog/product-card';
import type { CatalogProduct } from '../../modules/catalog/service';
import { yuan } from '../embedded/format';
import type { PriceFacts, ProductFacts } from './results';

/**
 * A product as the model reads it: the card's facts plus what it ranks by (rating, sales, tags);
 * the image path is left out because the model cannot use it and it costs tokens.
 */
export function productFacts(p: CatalogProduct): ProductFacts {
  const { image: _image, ...card } = toProductCard(p);
  return { ...card, rating: p.rating, sales: p.sales, tags: p.tags };
}

const TREND_TEXT = { up: '最近在涨价', down: '最近在降价', flat: '最近价格平稳' } as const;

/** The 180-day summary without the daily points (too many tokens), plus one weekly sample line. */
export function priceFacts(h: PriceHistorySummary): PriceFacts {
  const weekly = h.points.filter((_, i) => (h.points.length - 1 - i) % 7 === 0).slice(-12);
  return {
    current: h.current,
    lowest: h.lowest,
    lowest_day: h.lowest_day,
    highest: h.highest,
    // Whole yuan where the mall's prices are whole (no ¥618.32 for an average).
    average: likeMallPrice(h.average, h.points.map((p) => p.price)),
    trend: h.trend,
    trend_text: TREND_TEXT[h.trend],
    near_lowest: h.near_lowest,
    // Buy now or wait, decided on the unrounded history (the rule every answer and card uses).
    advice: adviceOf(priceTiming(h)),
    timing: priceTiming(h),
    period: `${h.start_day} 至 ${h.end_day}`,
    weekly_prices: weekly.map((p) => `${p.date}:${p.price}`),
  };
}

/** One line a card can carry about the price history. */
export const priceReason = (h: PriceHistorySummary): string =>
  `近180天最低 ${yuan(h.lowest)}（${h.lowest_day}），均价 ${yuan(Math.round(h.average))}，${TREND_TEXT[h.trend]}`;
