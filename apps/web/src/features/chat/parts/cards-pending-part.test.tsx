import type { AnswerPart } from '@app/protocol/answer';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '@app/protocol/cards';
import { renderPart, robot } from '../test/render-part';
import { CardsPendingPart, placeholderCount } from './cards-pending-part';

const card = (id: string): ProductCard => ({ id, title: id, mall: '京东', price: 99, image: '', url: `/item-detail?id=${id}` });
const found = (n: number): AnswerPart[] => [
  {
    type: 'search',
    result: { keywords: [], links: [], products: Array.from({ length: n }, (_, i) => card(`p${i}`)) },
    searched: true,
  },
];

afterEach(cleanup);

describe('skeleton product cards while cards_load is pending', () => {
  it('announces that cards are loading and draws one placeholder card per product found', () => {
    renderPart(CardsPendingPart, robot({ status: 'outputting', content: '为你找到', parts: found(2) }));
    expect(screen.getByRole('status', { name: '正在加载商品卡片…' })).toBeTruthy();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(2);
  });

  it.each([
    [0, 1],
    [2, 2],
    [8, 3],
  ])('%i products found → %i placeholders', (products, shown) => {
    expect(placeholderCount(robot({ parts: found(products) }))).toBe(shown);
  });

  it('draws a screenful when the status alone says cards are coming', () => {
    expect(placeholderCount(robot({ status: 'searching_product_card' }))).toBe(3);
  });
});
