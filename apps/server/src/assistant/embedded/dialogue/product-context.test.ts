import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import {
  focusProductId,
  lastAnswerProductIds,
  ordinalIndex,
  pickByReference,
  productIdsIn,
  stripPhrases,
} from './product-context';

const product = (id: string, price: number) => ({ id, price }) as CatalogProduct;

describe('products discussed in earlier answers', () => {
  it('reads the product links an answer carries, in order, once each', () => {
    const answer =
      '1. **[索尼 WH-1000XM5](/item-detail?id=p_000001)** — ¥2199\n2. [Bose](/item-detail?id=p_000005)\n| [索尼](/item-detail?id=p_000001) |';
    expect(productIdsIn(answer)).toEqual(['p_000001', 'p_000005']);
  });

  it('takes the latest answer that named products', () => {
    const history = [
      { question: 'a', answer: '[x](/item-detail?id=p_000010)' },
      { question: 'b', answer: '[y](/item-detail?id=p_000020) [z](/item-detail?id=p_000030)' },
      { question: 'c', answer: '你好！' },
    ];
    expect(lastAnswerProductIds(history)).toEqual(['p_000020', 'p_000030']);
    expect(lastAnswerProductIds([])).toEqual([]);
  });

  it.each<[string, number | null]>([
    ['把第二款加入心愿单', 1],
    ['第2个怎么样', 1],
    ['第十款', 9],
    ['最后一款现在值得买吗', -1],
    ['加入心愿单', null],
  ])('%s → position %s', (q, index) => {
    expect(ordinalIndex(q)).toBe(index);
  });

  it('picks by position or by price among the listed products', () => {
    const listed = [product('a', 300), product('b', 100), product('c', 500)];
    expect(pickByReference('第二款', listed)?.id).toBe('b');
    expect(pickByReference('最后一款', listed)?.id).toBe('c');
    expect(pickByReference('第五款', listed)).toBeNull();
    expect(pickByReference('把最便宜的加入心愿单', listed)?.id).toBe('b');
    expect(pickByReference('最贵的那个', listed)?.id).toBe('c');
    expect(pickByReference('加入心愿单', listed)).toBeNull();
  });

  it('strips the phrases of an intent to leave the product name', () => {
    expect(stripPhrases('小米15现在值得买吗？', [/值得买/, /现在|吗/])).toBe('小米15');
  });
});

describe('the product an answer was about', () => {
  it('is the one under the product heading, not the cheaper models listed after it', () => {
    const answer =
      '**[索尼 WH-1000XM5](/item-detail?id=p_000001)**（京东）\n\n主要参数：…\n\n**降噪耳机里更便宜的选择**：\n1. [QCY](/item-detail?id=p_000034) — ¥159';
    expect(focusProductId(answer)).toBe('p_000001');
    expect(focusProductId(`商品库里没有完全叫「X」的型号。\n\n${answer}`)).toBe('p_000001');
    expect(focusProductId('1. **[索尼](/item-detail?id=p_000001)** — ¥2199（京东）')).toBeNull();
  });
});
