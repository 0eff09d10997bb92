import { describe, expect, it } from 'vitest';
import { budgetStep } from './budget-steps';

describe('a budget moved by an amount (decision 075)', () => {
  it.each<[string, number | null]>([
    ['预算再加一千', 1000],
    ['再多加五百', 500],
    ['可以再多两千', 2000],
    ['往上加1000', 1000],
    ['加个两千块', 2000],
    ['再多一千五', 1500],
    ['加1k', 1000],
    ['预算少五百', -500],
    ['再降一千', -1000],
    ['预算砍掉一半', null],
    ['加点预算', null],
    ['少一点', null],
    ['降噪耳机', null],
    ['加湿器 两千以内', null],
    ['预算提高到5000', null],
    ['多少钱', null],
  ])('%s → %s', (q, by) => {
    expect(budgetStep(q)?.by ?? null).toBe(by);
  });
});
