import type { PriceTrend } from './price-stats';

/** Where the current price sits in its 180-day history, for the buy-now-or-wait advice. */
export type PriceTiming = 'near_low' | 'falling' | 'above_average' | 'fair';

/** What the advice needs of a price history (the catalog summary and the price_history tool share it). */
export interface TimingFacts {
  current: number;
  average: number;
  trend: PriceTrend;
  near_lowest: boolean;
}

/** A price this much above the 180-day average is clearly above it (3%). */
const ABOVE_AVERAGE = 1.03;

/**
 * The one rule for buy now or wait, used by every answer and card that gives the advice: near the
 * 180-day low is a buy; falling, or clearly above the average, is a wait; anything else is a buy.
 */
export function priceTiming(f: TimingFacts): PriceTiming {
  if (f.near_lowest) return 'near_low';
  if (f.trend === 'down') return 'falling';
  if (f.current > f.average * ABOVE_AVERAGE) return 'above_average';
  return 'fair';
}

/** Whether each timing is a buy (true) or a wait. */
export const BUY_NOW: Readonly<Record<PriceTiming, boolean>> = {
  near_low: true,
  falling: false,
  above_average: false,
  fair: true,
};

/** The advice in words, the same wherever it is given. */
export const ADVICE = { buy: '现在入手价格合适', wait: '不急的话建议再等等' } as const;

export const adviceOf = (timing: PriceTiming): string => (BUY_NOW[timing] ? ADVICE.buy : ADVICE.wait);

/**
 * A price as the mall shows it: whole yuan when its prices are whole (an average of whole prices
 * is rounded, not ¥618.32), cents otherwise.
 */
export const likeMallPrice = (value: number, prices: readonly number[]): number =>
  prices.every((p) => Number.isInteger(p)) ? Math.round(value) : Math.round(value * 100) / 100;
