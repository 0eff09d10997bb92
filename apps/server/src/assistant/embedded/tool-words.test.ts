import { describe, expect, it } from 'vitest';
import { withToolWords } from './tool-words';

describe('tool names on screen', () => {
  it.each([
    ['计划：用 search_flights 查可订的航班', '计划：用航班查询查可订的航班'],
    ['再用 compare_products 并排对比参数，用 price_history 看价格', '再用商品对比并排对比参数，用价格记录看价格'],
    ['调用 show_wishlist，列出每件商品', '调用心愿单，列出每件商品'],
    ['没有工具名的句子', '没有工具名的句子'],
  ])('%s → %s', (text, shown) => {
    expect(withToolWords(text)).toBe(shown);
  });
});
