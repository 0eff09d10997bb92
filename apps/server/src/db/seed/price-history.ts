import { addDays, daysBetween } from '@app/protocol/days';
import type { Rng } from './prng';

/** Days of price history kept per product. */
export const PRICE_HISTORY_DAYS = 180;

/**
 * Shopping festivals as month-day windows with the deepest discount on the last day
 * (618 and 双11 build up to the day itself). Depth is scaled per product.
 */
const PROMOTIONS: Array<{ from: string; to: string; depth: number }> = [
  { from: '01-08', to: '01-22', depth: 0.07 }, // 年货节
  { from: '03-01', to: '03-08', depth: 0.06 }, // 38节
  { from: '05-31', to: '06-18', depth: 0.15 }, // 618
  { from: '08-25', to: '09-05', depth: 0.05 }, // 开学季
  { from: '10-20', to: '11-11', depth: 0.18 }, // 双11
  { from: '12-08', to: '12-12', depth: 0.08 }, // 双12
];

// Ordinal day of a month-day in a fixed non-leap year, so windows can cross month ends.
const ordinal = (md: string): number => daysBetween('2001-01-01', `2001-${md}`);

/**
 * Festival discount depth (0 when none) of `day` before the per-product scale: early days of
 * a window give about half of the discount, the final day all of it.
 */
export function festivalDepth(day: string): number {
  const at = ordinal(day.slice(5));
  for (const p of PROMOTIONS) {
    const from = ordinal(p.from);
    const to = ordinal(p.to);
    if (at >= from && at <= to) return p.depth * (0.55 + 0.45 * ((at - from) / (to - from)));
  }
  return 0;
}

// The calendar is the same for every product of a seed run: compute it once per end day.
const calendars = new Map<string, { days: string[]; depths: number[] }>();
function calendar(endDay: string) {
  let c = calendars.get(endDay);
  if (!c) {
    const days = Array.from({ length: PRICE_HISTORY_DAYS }, (_, i) => addDays(endDay, i - (PRICE_HISTORY_DAYS - 1)));
    c = { days, depths: days.map(festivalDepth) };
    calendars.set(endDay, c);
  }
  return c;
}

const roundPrice = (p: number): number => (p >= 100 ? Math.round(p) : Math.round(p * 10) / 10);

/**
 * 180 daily prices, oldest first, ending on `endDay` with exactly `current`. The list price
 * drifts down slowly with occasional adjustments; festivals and weekend coupons dip below it.
 */
export function generatePriceSeries(rng: Rng, current: number, endDay: string): number[] {
  const { depths } = calendar(endDay);
  const scale = rng.range(0.6, 1.3);
  const startPremium = rng.range(0.0, 0.12);
  const last = PRICE_HISTORY_DAYS - 1;
  const endList = current / (1 - depths[last]! * scale);
  const adjustments: number[] = [];
  let level = 0;
  for (let i = 0; i < PRICE_HISTORY_DAYS; i++) {
    if (rng.chance(1 / 35)) level += rng.range(-0.04, 0.04);
    adjustments.push(level);
  }
  const prices: number[] = [];
  for (let i = 0; i < PRICE_HISTORY_DAYS; i++) {
    const age = (last - i) / last;
    const list = endList * (1 + startPremium * age + adjustments[i]! - adjustments[last]!);
    const coupon = i < last && rng.chance(0.06) ? rng.range(0.95, 0.98) : 1;
    prices.push(roundPrice(list * (1 - depths[i]! * scale) * coupon));
  }
  prices[last] = current;
  return prices;
}
