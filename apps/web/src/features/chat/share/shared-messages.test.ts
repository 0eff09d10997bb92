import { describe, expect, it } from 'vitest';
import type { SharedTurn } from '@app/protocol/shares';
import { READ_ONLY_PARTS, ROBOT_PARTS } from '../parts/registry';
import { sharedTurnToPair } from './shared-messages';

const CARD = { id: 'p_1', title: '耳机', mall: '京东', price: 199, image: '', url: 'https://item.example.com/1' };
const turn = (fields: Partial<SharedTurn> = {}): SharedTurn => ({
  question: '推荐一款耳机',
  question_product_card: null,
  answer: '这款不错',
  product_cards: [],
  multi_cards: [],
  flight_cards: [],
  at: '2024-05-01T08:00:00.000Z',
  ...fields,
});

const shown = (parts: typeof ROBOT_PARTS, t: SharedTurn) => {
  const { answer } = sharedTurnToPair(t, 0);
  return parts.filter((p) => p.visible(answer)).map((p) => p.type);
};

describe('a shared turn', () => {
  it.each([
    ['text only', turn(), ['answer']],
    ['with product cards', turn({ product_cards: [CARD] }), ['answer', 'products']],
    ['with picture cards', turn({ multi_cards: [CARD] }), ['answer', 'image-products']],
  ])('%s shows its answer and cards, and nothing that acts', (_name, t, parts) => {
    expect(shown(READ_ONLY_PARTS, t)).toEqual(parts);
    // The chat's full registry would add like, dislike and copy under the same answer.
    expect(shown(ROBOT_PARTS, t)).toContain('actions');
  });

  it('keeps the question, its product and its time; ids are positions', () => {
    const pair = sharedTurnToPair(turn({ question_product_card: CARD }), 3);
    expect(pair.question).toMatchObject({ content: '推荐一款耳机', productCard: CARD, dateTime: '2024-05-01T08:00:00.000Z' });
    expect(pair.answer).toMatchObject({ status: 'finish', isHistory: true, content: '这款不错' });
    expect(pair.key).toBe('shared-3');
  });
});
