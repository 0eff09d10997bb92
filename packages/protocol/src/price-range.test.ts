import { describe, expect, it } from 'vitest';
import { priceRangeLabel } from './price-range';

describe('priceRangeLabel', () => {
  it.each([
    [{ min: 1000, max: 2000 }, '1000–2000元'],
    [{ max: 2000 }, '2000元以内'],
    [{ min: 500 }, '500元以上'],
    [{ min: 0, max: 300 }, '0–300元'],
    [{ min: 0 }, '0元以上'],
    [{}, ''],
  ])('%o reads %s', (range, label) => {
    expect(priceRangeLabel(range)).toBe(label);
  });
});
