import { addDays, daySeries } from '@app/protocol/days';

export type PriceTrend = 'up' | 'down' | 'flat';

export interface PriceHistorySummary {
  product_id: string;
  start_day: string;
  end_day: string;
  /** One price per day, oldest first. */
  points: Array<{ date: string; price: number }>;
  current: number;
  lowest: number;
  lowest_day: string;
  highest: number;
  average: number;
  /** Current price against the 30 days before it. */
  trend: PriceTrend;
  /** The current price is within 2% of the 180-day low. */
  near_lowest: boolean;
}

/** Moves of less than 3% against the recent average are noise, not a trend. */
const TREND_THRESHOLD = 0.03;
const TREND_WINDOW_DAYS = 30;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Summary of a stored price series (pure; the series ends on `endDay`). */
export function summarizePrices(productId: string, endDay: string, prices: number[]): PriceHistorySummary {
  if (prices.length === 0) throw new Error(`empty price history for ${productId}`);
  const startDay = addDays(endDay, -(prices.length - 1));
  const days = daySeries(startDay, prices.length);
  const points = prices.map((price, i) => ({ date: days[i]!, price }));
  const current = prices[prices.length - 1]!;
  let lowestAt = 0;
  prices.forEach((p, i) => {
    if (p < prices[lowestAt]!) lowestAt = i;
  });
  const recent = prices.slice(-TREND_WINDOW_DAYS - 1, -1);
  const recentAverage = recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : current;
  const change = (current - recentAverage) / recentAverage;
  const lowest = prices[lowestAt]!;
  return {
    product_id: productId,
    start_day: startDay,
    end_day: endDay,
    points,
    current,
    lowest,
    lowest_day: points[lowestAt]!.date,
    highest: Math.max(...prices),
    average: round2(prices.reduce((a, b) => a + b, 0) / prices.length),
    trend: change > TREND_THRESHOLD ? 'up' : change < -TREND_THRESHOLD ? 'down' : 'flat',
    near_lowest: current <= lowest * 1.02,
  };
}

/** Summaries kept; past this the oldest are dropped (the catalog's hot products stay). */
export const SUMMARY_CACHE_SIZE = 20_000;

/**
 * Summaries of stored price series by product, reused while the stored series (its last day and
 * its prices as stored) is the same: a hit costs a string comparison instead of parsing the
 * series and summarising it. A changed row (a catalog import) is summarised again. Summaries
 * are frozen, since every caller shares them.
 */
export class PriceSummaryCache {
  private readonly entries = new Map<string, { endDay: string; stored: string; summary: PriceHistorySummary }>();

  constructor(private readonly capacity = SUMMARY_CACHE_SIZE) {}

  summary(productId: string, endDay: string, storedPrices: string): PriceHistorySummary {
    const hit = this.entries.get(productId);
    if (hit && hit.endDay === endDay && hit.stored === storedPrices) return hit.summary;
    const summary = freezeSummary(summarizePrices(productId, endDay, JSON.parse(storedPrices) as number[]));
    this.entries.delete(productId);
    this.entries.set(productId, { endDay, stored: storedPrices, summary });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return summary;
  }

  get size(): number {
    return this.entries.size;
  }
}

function freezeSummary(s: PriceHistorySummary): PriceHistorySummary {
  for (const p of s.points) Object.freeze(p);
  Object.freeze(s.points);
  return Object.freeze(s);
}
