import { describe, expect, it } from 'vitest';
import { sharedProductIds, type SharedTurn } from './shares';

describe('sharedProductIds', () => {
  const card = (id: string) => ({ id, title: id, mall: '京东', price: 1, image: '', url: `/item-detail?id=${id}` });
  const turn = (over: Partial<SharedTurn>): SharedTurn => ({
    question: 'q',
    question_product_card: null,
    answer: '',
    product_cards: [],
    multi_cards: [],
    flight_cards: [],
    at: '2026-11-27T00:00:00.000Z',
    ...over,
  });
  it.each([
    ['cards and large cards', turn({ product_cards: [card('a')], multi_cards: [card('b')] }), ['a', 'b']],
    ['the product asked from', turn({ question_product_card: card('c') }), ['c']],
    [
      'links in the answer',
      turn({ answer: '看看 **[耳机](/item-detail?id=p_1)** 和 [音箱](/item-detail?from=x&id=p%202)' }),
      ['p 2', 'p_1'],
    ],
    ['nothing else', turn({ answer: '[外链](https://example.com/item-detail?id=z) /item-detailid=y' }), []],
  ])('%s', (_, t, ids) => {
    expect([...sharedProductIds([t])].sort()).toEqual(ids);
  });
});
