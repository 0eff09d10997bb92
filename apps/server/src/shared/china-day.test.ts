import { describe, expect, it } from 'vitest';
import { addDays, daySeries } from './china-day';

describe('daySeries', () => {
  it.each([
    ['2025-11-22', 180],
    ['2023-12-30', 400],
    ['2024-02-27', 5],
    ['2023-02-27', 5],
    ['1999-12-31', 800],
    ['2100-02-28', 3],
  ])('from %s for %i days matches addDays day by day', (start, count) => {
    expect(daySeries(start, count)).toEqual(Array.from({ length: count }, (_, i) => addDays(start, i)));
  });

  it('is empty for no days', () => {
    expect(daySeries('2026-01-01', 0)).toEqual([]);
  });
});
