import { describe, expect, it } from 'vitest';
import { adviceOf, likeMallPrice, priceTiming, type TimingFacts } from './price-timing';

const base: TimingFacts = { current: 100, average: 100, trend: 'flat', near_lowest: false };

describe('the one buy-now-or-wait rule', () => {
  it.each([
    [{ near_lowest: true, trend: 'down' as const }, 'near_low', '现在入手价格合适'],
    [{ trend: 'down' as const }, 'falling', '不急的话建议再等等'],
    [{ current: 104 }, 'above_average', '不急的话建议再等等'],
    [{ current: 103 }, 'fair', '现在入手价格合适'],
    [{ current: 90, trend: 'up' as const }, 'fair', '现在入手价格合适'],
  ])('%j → %s: %s', (change, timing, advice) => {
    const t = priceTiming({ ...base, ...change });
    expect(t).toBe(timing);
    expect(adviceOf(t)).toBe(advice);
  });
});

describe('prices shown like the mall shows them', () => {
  it.each([
    [618.32, [599, 649], 618],
    [618.325, [599.9, 649], 618.33],
    [19.9, [19.9], 19.9],
  ])('%d among %j → %d', (value, prices, shown) => {
    expect(likeMallPrice(value, prices)).toBe(shown);
  });
});
