import { describe, expect, it } from 'vitest';
import { summarizePrices } from './price-stats';

const flat = (n: number, price: number) => Array.from({ length: n }, () => price);

describe('summarizePrices', () => {
  it('finds the lowest day, average and current price', () => {
    const prices = [...flat(100, 200), 150, ...flat(79, 210)];
    const s = summarizePrices('p_1', '2026-05-20', prices);
    expect(s.points).toHaveLength(180);
    expect(s.start_day).toBe('2025-11-22');
    expect(s.points[179]).toEqual({ date: '2026-05-20', price: 210 });
    expect(s).toMatchObject({ current: 210, lowest: 150, highest: 210, lowest_day: '2026-03-02', near_lowest: false });
    expect(s.average).toBeCloseTo((100 * 200 + 150 + 79 * 210) / 180, 2);
  });

  it.each([
    ['up', [...flat(179, 100), 110]],
    ['down', [...flat(179, 100), 90]],
    ['flat', [...flat(179, 100), 102]],
  ])('trend %s against the previous 30 days', (trend, prices) => {
    expect(summarizePrices('p_1', '2026-05-20', prices).trend).toBe(trend);
  });

  it('calls a price within 2% of the 180-day low near the lowest', () => {
    expect(summarizePrices('p_1', '2026-05-20', [...flat(179, 100), 101]).near_lowest).toBe(true);
  });
});
