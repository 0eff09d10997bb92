import { describe, expect, it } from 'vitest';
import { amount, chineseNumber, parseBudget } from './budget';

describe('parseBudget', () => {
  it.each([
    ['推荐一款2000元以内的降噪耳机', { max: 2000 }, '2000元以内'],
    ['2000以内的耳机', { max: 2000 }, '2000元以内'],
    ['3000以下的笔记本', { max: 3000 }, '3000元以内'],
    ['不超过3000的手机', { max: 3000 }, '3000元以内'],
    ['最多1500块', { max: 1500 }, '1500元以内'],
    ['预算5000买什么相机', { max: 5000 }, '5000元以内'],
    ['500左右的蓝牙耳机', { min: 400, max: 600 }, '500元左右'],
    ['1000块上下的手表', { min: 800, max: 1200 }, '1000元左右'],
    ['1000-2000的显示器', { min: 1000, max: 2000 }, '1000–2000元'],
    ['1000到2000元之间', { min: 1000, max: 2000 }, '1000–2000元'],
    ['两千以内的平板', { max: 2000 }, '2000元以内'],
    ['三千五以内的手机', { max: 3500 }, '3500元以内'],
    ['1.5万以内的笔记本', { max: 15000 }, '15000元以内'],
    ['5000元以上的电视', { min: 5000 }, '5000元以上'],
    ['至少800的跑鞋', { min: 800 }, '800元以上'],
    ['一千元的耳机', { min: 800, max: 1200 }, '1000元左右'],
  ])('%s', (text, range, label) => {
    const found = parseBudget(text);
    expect(found?.budget).toEqual({ ...range, label });
  });

  it.each([
    ['推荐一款降噪耳机'],
    ['65W以上的充电器'],
    ['5000mAh的充电宝'],
    ['128-256G的手机'],
    ['4K显示器推荐'],
    ['最多一个'],
    ['iPhone 16 Pro 怎么样'],
  ])('finds no budget in %s', (text) => {
    expect(parseBudget(text)).toBeNull();
  });

  it('returns the matched text so it can be removed from keywords', () => {
    expect(parseBudget('推荐2000元以内的降噪耳机')?.span).toBe('2000元以内');
  });
});

describe('numbers as people write prices', () => {
  it.each([
    ['两千', 2000],
    ['三千五', 3500],
    ['一万二', 12000],
    ['十五', 15],
    ['五百', 500],
    ['一万', 10000],
  ])('chineseNumber(%s) = %d', (text, value) => expect(chineseNumber(text)).toBe(value));

  it.each([
    ['2000', 2000],
    ['1.5万', 15000],
    ['3千', 3000],
    ['两千', 2000],
  ])('amount(%s) = %d', (text, value) => expect(amount(text)).toBe(value));
});
