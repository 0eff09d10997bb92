import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { findReference, pickReferenced, type Reference } from './references';

describe('findReference', () => {
  it.each<[string, Reference | null]>([
    ['第二款怎么样', { kind: 'positions', indexes: [1], words: '第二款' }],
    ['第1个呢', { kind: 'positions', indexes: [0], words: '第1个' }],
    ['第三台多少钱', { kind: 'positions', indexes: [2], words: '第三台' }],
    ['第一款和第三款哪个好', { kind: 'positions', indexes: [0, 2], words: '第一款第三款' }],
    ['第一和第二有什么区别', { kind: 'positions', indexes: [0, 1], words: '第一第二' }],
    // Decision 070: one 第 before several positions.
    ['第一二三个比较一下', { kind: 'positions', indexes: [0, 1, 2], words: '第一二三个' }],
    ['第一、三款都加入心愿单', { kind: 'positions', indexes: [0, 2], words: '第一、三款' }],
    ['第1、2个对比下', { kind: 'positions', indexes: [0, 1], words: '第1、2个' }],
    ['第12个', { kind: 'positions', indexes: [11], words: '第12个' }],
    ['前两款有什么区别', { kind: 'positions', indexes: [0, 1], words: '前两款' }],
    ['前三款对比一下', { kind: 'positions', indexes: [0, 1, 2], words: '前三款' }],
    ['最后一款怎么样', { kind: 'positions', indexes: [-1], words: '最后一款' }],
    // Counted from the end of the list.
    ['倒数第二个呢', { kind: 'positions', indexes: [-2], words: '倒数第二个' }],
    ['倒数第1款多少钱', { kind: 'positions', indexes: [-1], words: '倒数第1款' }],
    ['第一个和倒数第一个比比', { kind: 'positions', indexes: [0, -1], words: '第一个倒数第一个' }],
    ['最便宜的那款最近降价了吗', { kind: 'superlative', by: 'price_low', words: '最便宜' }],
    ['评分最高的那个', { kind: 'superlative', by: 'rating', words: '评分最高' }],
    ['销量最高的是哪款', { kind: 'superlative', by: 'sales', words: '销量最高' }],
    ['最贵的那台值得买吗', { kind: 'superlative', by: 'price_high', words: '最贵' }],
    // A comparative with a pointer (decision 068).
    ['那个贵的值吗', { kind: 'superlative', by: 'price_high', words: '那个贵的' }],
    ['便宜点的那台怎么样', { kind: 'superlative', by: 'price_low', words: '便宜点的那台' }],
    ['口碑好的那款加入心愿单', { kind: 'superlative', by: 'rating', words: '口碑好的那款' }],
    ['这几款哪个好', { kind: 'all', words: '这几款' }],
    ['它们有什么区别', { kind: 'all', words: '它们' }],
    ['把它加入心愿单', { kind: 'pronoun', words: '它' }],
    ['这款怎么样', { kind: 'pronoun', words: '这款' }],
    ['上面那个多少钱', { kind: 'pronoun', words: '上面那个' }],
    ['1和2都加到心愿单', { kind: 'positions', indexes: [0, 1], words: '1和2' }],
    ['1 2 3都加心愿单', { kind: 'positions', indexes: [0, 1, 2], words: '1 2 3' }],
    ['这俩对比下', { kind: 'all', words: '这俩' }],
    ['1和2千的耳机', null],
    // Not references: a new search, an occasion, other things.
    ['第一次买耳机', null],
    ['最便宜的耳机', null],
    ['推荐几款降噪耳机', null],
    ['其他品牌的呢', null],
    ['65w氮化镓充电头 三个口的', null],
    ['排第一那个咋样', { kind: 'positions', indexes: [0], words: '第一' }],
    ['头两款都不错', { kind: 'positions', indexes: [0, 1], words: '头两款' }],
    // Decision 076: the middle, all but some, the whole list taken, two bare numbers compared.
    ['中间那款', { kind: 'middle', words: '中间那款' }],
    ['中间的那个呢', { kind: 'middle', words: '中间的那个' }],
    ['除了第二个都加', { kind: 'except', indexes: [1], words: '除了第二个' }],
    ['除了前两款其他都收藏', { kind: 'except', indexes: [0, 1], words: '除了前两款' }],
    ['第二个不要，其他都加上', { kind: 'except', indexes: [1], words: '第二个' }],
    ['除了第一款，还有其他的吗', { kind: 'positions', indexes: [0], words: '第一款' }],
    ['都要了', { kind: 'all', words: '都要了' }],
    ['全都加心愿单', { kind: 'all', words: '全都加' }],
    ['它俩有什么区别', { kind: 'all', words: '它俩' }],
    ['一三哪个好', { kind: 'positions', indexes: [0, 2], words: '一三' }],
    ['对比一下一二', { kind: 'positions', indexes: [0, 1], words: '对比一下一二' }],
    ['一和二对比下', { kind: 'positions', indexes: [0, 1], words: '一和二' }],
    ['2和3哪个好', { kind: 'positions', indexes: [1, 2], words: '2和3' }],
    ['下一个呢', { kind: 'step', by: 1, words: '下一个' }],
    ['上一款怎么样', { kind: 'step', by: -1, words: '上一款' }],
    ['下一个月买', null],
    ['中间价位的耳机', null],
    ['全部品牌都看看', null],
    ['三四千的手机哪个好', null],
  ])('%s', (question, expected) => {
    expect(findReference(question)).toEqual(expected);
  });
});

describe('pickReferenced', () => {
  it('steps from the product talked about: 下一个 after the second is the third', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => ({ id }) as CatalogProduct);
    expect(pickReferenced(four, { kind: 'step', by: 1, words: '下一个' }, four[1]!)).toEqual([four[2]]);
    expect(pickReferenced(four, { kind: 'step', by: -1, words: '上一个' }, four[1]!)).toEqual([four[0]]);
    expect(pickReferenced(four, { kind: 'step', by: 1, words: '下一个' }, four[3]!)).toBe('out_of_range');
  });

  it('reads the middle of an even list as its two middle products', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => ({ id }) as CatalogProduct);
    expect(pickReferenced(four, { kind: 'middle', words: '中间那款' }, null)).toEqual([four[1], four[2]]);
    expect(pickReferenced(four.slice(0, 2), { kind: 'middle', words: '中间那款' }, null)).toBe('out_of_range');
  });

  const product = (id: string, price: number) => ({ id, price, rating: 4.5, sales: 10 }) as CatalogProduct;
  const listed = [product('a', 300), product('b', 100), product('c', 500)];
  const picked = (q: string) => {
    const r = pickReferenced(listed, findReference(q)!, null);
    return r === 'out_of_range' ? r : r.map((p) => p.id);
  };
  it.each<[string, string[] | 'out_of_range']>([
    ['第二款', ['b']],
    ['最后一款', ['c']],
    ['最后那个', ['c']],
    ['第一和第三个加心愿单', ['a', 'c']],
    ['前两款都加上', ['a', 'b']],
    ['第五款', 'out_of_range'],
    ['倒数第二个', ['b']],
    ['倒数第三款', ['a']],
    ['倒数第四个', 'out_of_range'],
    ['把最便宜的那款加入心愿单', ['b']],
    ['最贵的那个', ['c']],
    ['这几款哪个好', ['a', 'b', 'c']],
    ['两个都加入心愿单', ['a', 'b', 'c']],
    ['中间那款', ['b']],
    ['除了第二个都加', ['a', 'c']],
    ['除了最后一个都收藏', ['a', 'b']],
    ['除了第五个都加', 'out_of_range'],
    ['都要了', ['a', 'b', 'c']],
  ])('%s → %j', (q, ids) => {
    expect(picked(q)).toEqual(ids);
  });
});
