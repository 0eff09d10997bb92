import { describe, expect, it } from 'vitest';
import {
  asksFuture,
  countOf,
  picksOf,
  flightSortOf,
  pointsAtEarlierList,
  pointsAtFirstList,
  recallsList,
  asksPriceOnly,
} from './turn-words';

describe('words of the conversation', () => {
  it.each<[string, boolean]>([
    ['再看看之前那几个耳机', true],
    ['回到刚才的扫地机', true],
    ['还是看看原来那些吧', true],
    ['刚才推荐的那几款', true],
    // Decision 074: a checklist or a pile of things gone back to.
    ['刚才那一堆再给我看看', true],
    ['刚才那批再看看', true],
    ['前面列的那些再发一下', true],
    ['之前那份清单', true],
    ['之前买过一个耳机', false],
    ['刚才那款怎么样', false],
  ])('%s goes back to a list: %s', (text, expected) => {
    expect(recallsList(text)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['上一批的第二款', true],
    ['上一轮的第一个', true],
    ['第二款怎么样', false],
  ])('%s points into the earlier list: %s', (text, expected) => {
    expect(pointsAtEarlierList(text)).toBe(expected);
  });

  // Decision 074: the chat's first list (read-turn.ts takes the earlier one when they are the same).
  it.each<[string, boolean]>([
    ['最开始那几个呢', true],
    ['最开始那个列表的第二个加心愿单', true],
    ['一开始推荐的第三个怎么样', true],
    ['第一批里的第一个', true],
    ['最早那批的第二款', true],
    ['第一个怎么样', false],
    ['最便宜的那个', false],
  ])('%s points into the first list: %s', (text, expected) => {
    expect(pointsAtFirstList(text)).toBe(expected);
  });

  it.each<[string, 'departure' | 'price' | null]>([
    ['最早的一班', 'departure'],
    ['按起飞时间排', 'departure'],
    ['按出发时间排一下', 'departure'],
    ['按时间先后排', 'departure'],
    ['出发时间从早到晚', 'departure'],
    ['起飞早的排前面', 'departure'],
    ['按出发排序', 'departure'],
    ['票价从低到高排', 'price'],
    ['出发去上海', null],
    ['最便宜的', 'price'],
    ['按价格从低到高', 'price'],
    ['后天的呢', null],
    // decision 061: the family of "cheap / early first"
    ['票价低的排前面', 'price'],
    ['价格低的在前', 'price'],
    ['便宜的放前面', 'price'],
    ['按票价排', 'price'],
    ['按价格排', 'price'],
    ['最早的在前', 'departure'],
    ['按时间排', 'departure'],
    ['早的排前头', 'departure'],
  ])('%s orders flights by %s', (text, sort) => {
    expect(flightSortOf(text)).toBe(sort);
  });

  it.each<[string, number | null]>([
    ['详细比较三款扫地机器人', 3],
    ['两款降噪耳机对比', 2],
    ['比较4台笔记本', 4],
    ['扫地机器人哪个好', null],
    ['猫咪两个月了 吃什么猫粮好', null],
    ['三个人住 买多大的冰箱', null],
  ])('%s compares %s', (text, n) => {
    expect(countOf(text)).toBe(n);
  });

  it.each<[string, number | null]>([
    ['推荐三款降噪耳机', 3],
    ['给我两个选择', 2],
    ['挑3个充电宝', 3],
    ['就推荐一个吧', 1],
    ['直接告诉我买哪个，别给我一堆', 1],
    ['告诉我该买哪款', 1],
    ['两个人用的帐篷', null],
    ['推荐一款降噪耳机', null],
    ['扫地机器人哪个好', null],
    // Decision 076: 口 ends a count of people (三口之家), not 口红.
    ['推荐三款口红', 3],
    ['看看三个口的插座', null],
  ])('%s shows %s cards', (text, n) => {
    expect(picksOf(text)).toBe(n);
  });

  it.each<[string, boolean]>([
    ['会降价吗', true],
    ['什么时候买划算', true],
    ['现在多少钱', false],
  ])('%s asks about the future price: %s', (text, expected) => {
    expect(asksFuture(text)).toBe(expected);
  });
});

describe('asksPriceOnly (decision 063)', () => {
  it.each<[string, boolean]>([
    ['多少钱', true],
    ['多少钱？', true],
    ['那这些都多少钱呢', true],
    ['价格呢', true],
    ['它们贵不贵', true],
    ['分别多少钱', true],
    // Something else is said too: a search, a named product, a budget.
    ['耳机多少钱', false],
    ['小米15多少钱', false],
    ['三千以内的', false],
    ['多少寸', false],
  ])('%s → %s', (text, asks) => {
    expect(asksPriceOnly(text)).toBe(asks);
  });
});
