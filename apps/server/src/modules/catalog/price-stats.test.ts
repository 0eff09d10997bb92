import { describe, expect, it } from 'vitest';
import { PriceSummaryCache, summarizePrices } from './price-stats';

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

describe('PriceSummaryCache', () => {
  const stored = JSON.stringify([...flat(179, 100), 90]);

  it('summarises like summarizePrices and reuses the summary while the stored row is the same', () => {
    const cache = new PriceSummaryCache();
    const first = cache.summary('p_1', '2026-05-20', stored);
    expect(first).toEqual(summarizePrices('p_1', '2026-05-20', JSON.parse(stored) as number[]));
    expect(cache.summary('p_1', '2026-05-20', stored)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.points) && Object.isFrozen(first.points[0])).toBe(true);
  });

  it('summarises again when the row changes (new prices or a later last day)', () => {
    const cache = new PriceSummaryCache();
    const first = cache.summary('p_1', '2026-05-20', stored);
    const repriced = cache.summary('p_1', '2026-05-20', JSON.stringify([...flat(179, 100), 120]));
    expect(repriced.current).toBe(120);
    const later = cache.summary('p_1', '2026-05-21', JSON.stringify([...flat(179, 100), 120]));
    expect(later.end_day).toBe('2026-05-21');
    expect(first.current).toBe(90);
  });

  it('keeps at most its capacity, dropping the least recently summarised', () => {
    const cache = new PriceSummaryCache(2);
    const a = cache.summary('a', '2026-05-20', stored);
    cache.summary('b', '2026-05-20', stored);
    cache.summary('c', '2026-05-20', stored);
    expect(cache.size).toBe(2);
    expect(cache.summary('a', '2026-05-20', stored)).not.toBe(a);
  });
});
