import { describe, expect, it } from 'vitest';
import { orderCities } from './city-order';

describe('the order of the flight cities', () => {
  it('puts the hot cities first, then the rest by pinyin (重庆 under C, 厦门 under X)', () => {
    const { hot, rest } = orderCities(['三亚', '上海', '乌鲁木齐', '重庆', '厦门', '长沙', '北京', '大连', '哈尔滨', '西宁']);
    expect(hot).toEqual(['北京', '上海', '重庆']);
    expect(rest).toEqual(['长沙', '大连', '哈尔滨', '三亚', '乌鲁木齐', '厦门', '西宁']);
  });

  it('keeps a city the table lacks, after the known ones, and drops repeats and blanks', () => {
    const { hot, rest } = orderCities(['桂林', '', '桂林', '北海', '珠海']);
    expect(hot).toEqual([]);
    expect(rest).toEqual(['桂林', '珠海', '北海']);
  });
});
