import { describe, expect, it } from 'vitest';
import { parseBudget } from './budget';
import { normaliseValue } from './stated-values';

/** Decision 082: slots said in follow-ups the way shoppers say them. */
describe('a budget moved to an amount', () => {
  it.each<[string, number]>([
    ['太少了 预算放到一千', 1000],
    ['预算涨到两千', 2000],
    ['拉到3000吧', 3000],
    ['预算上调到五百', 500],
    ['预算挪到800', 800],
    ['放到一千五', 1500],
  ])('%s → at most %d', (q, max) => expect(parseBudget(q)?.budget.max).toBe(max));
  it.each(['放到桌上', '放到购物车'])('%s is no budget', (q) => expect(parseBudget(q)).toBeNull());
});

describe('lengths and ranges written the listings’ way', () => {
  it.each<[string, string]>([
    ['六毫米厚的', '6mm厚的'],
    ['10毫米', '10mm'],
    ['三十厘米', '30cm'],
    ['40公分', '40cm'],
    ['0到4岁的', '0-4岁的'],
    ['3至12岁', '3-12岁'],
    ['6到12个月', '6-12个月'],
  ])('%s → %s', (q, said) => expect(normaliseValue(q)).toBe(said));
  it.each(['1到2千的耳机', '5到6点'])('%s keeps its 到', (q) => expect(normaliseValue(q)).toContain('到'));
});
