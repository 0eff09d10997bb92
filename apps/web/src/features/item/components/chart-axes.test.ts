import { describe, expect, it } from 'vitest';
import { dateTickIndexes, nearestIndex, niceStep, priceTicks, shortDay } from './chart-axes';

describe('price axis', () => {
  it.each([
    [100, 4, 50],
    [40, 4, 10],
    [7, 4, 2],
    [0.3, 3, 0.1],
    [0, 4, 1],
  ])('a range of %d in about %d parts steps by %d', (range, count, step) => {
    expect(niceStep(range, count)).toBeCloseTo(step);
  });

  it.each([
    [72.3, 131.2, [80, 100, 120]],
    [1510, 1890, [1600, 1800]],
    [9.5, 10.5, [9.5, 10, 10.5]],
  ])('ticks between %d and %d are %j', (min, max, ticks) => {
    expect(priceTicks(min, max, 3)).toEqual(ticks);
  });
});

describe('date axis and tooltip', () => {
  it.each([
    [180, [0, 89, 179]],
    [2, [0, 1]],
    [1, [0]],
    [0, []],
  ])('%d days are labelled at %j', (length, indexes) => {
    expect(dateTickIndexes(length)).toEqual(indexes);
  });

  it('shows the month and day', () => {
    expect(shortDay('2026-03-07')).toBe('03-07');
  });

  const box = { width: 200, padX: 10 };
  it.each([
    [10, 0],
    [0, 0],
    [100, 2],
    [150, 3],
    [190, 4],
    [500, 4],
  ])('x=%d is nearest to day %d of 5', (x, index) => {
    expect(nearestIndex(x, 5, box)).toBe(index);
  });
});
