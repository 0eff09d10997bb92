import { describe, expect, it } from 'vitest';
import { chipsBesides } from './events';
import { promptButton } from './render/follow-ups';

describe('chipsBesides', () => {
  it.each([
    ['no buttons: every suggestion once', null, ['看看耳机', '看看音箱', '看看耳机'], ['看看耳机', '看看音箱']],
    [
      "a clarifying question's choices are buttons, not chips as well",
      { button_type: 0, buttons: [promptButton('2000元以内'), promptButton('3000元左右')] },
      ['2000元以内', '3000元左右'],
      [],
    ],
    [
      'a suggestion no button offers stays',
      { button_type: 0, buttons: [promptButton('看看我的心愿单')] },
      ['看看我的心愿单', '降价了提醒我'],
      ['降价了提醒我'],
    ],
    ['cards without buttons', { product_cards: [] }, ['再便宜点'], ['再便宜点']],
  ])('%s', (_, cards, steps, chips) => {
    expect(chipsBesides(cards, steps)).toEqual(chips);
  });
});
