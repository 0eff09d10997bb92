import { describe, expect, it } from 'vitest';
import type { MessageStatus } from '@app/protocol/status';
import { createRobotMessage, type RobotMessage } from '../model';
import { ROBOT_PARTS, type RobotPartType } from './registry';

const PRODUCT = { id: 'p', title: 't', mall: 'm', price: 1, image: '/i', url: '/u' };
const shown = (m: RobotMessage): RobotPartType[] => ROBOT_PARTS.filter((p) => p.visible(m)).map((p) => p.type);
const full = (status: MessageStatus, extra: Partial<RobotMessage> = {}) =>
  createRobotMessage('q_srv', {
    status,
    content: '答',
    reasoningContent: '想',
    buttons: [{ text: '再问', url: '', icon: '', type: 0 }],
    nextStep: ['下一步？'],
    ...extra,
  });

describe('which parts a message shows', () => {
  it.each<[string, RobotMessage, RobotPartType[]]>([
    ['fetching, nothing yet', createRobotMessage('q_local_1'), ['progress']],
    ['outputting: no buttons, follow-ups or actions yet', full('outputting'), ['reasoning', 'answer']],
    [
      'collecting products shows progress and card placeholders after the text',
      full('searching_product_card'),
      ['reasoning', 'progress', 'answer', 'cards-pending'],
    ],
    [
      'products found: placeholders while the text streams',
      full('outputting', { searchResult: { keywords: [], links: [], products: [PRODUCT] } }),
      ['reasoning', 'search', 'answer', 'cards-pending'],
    ],
    [
      'the cards arrived: no placeholders',
      full('outputting', { searchResult: { keywords: [], links: [], products: [PRODUCT] }, productsCards: [PRODUCT] }),
      ['reasoning', 'search', 'answer', 'products'],
    ],
    [
      'settled without cards: no placeholders',
      full('finish', { searchResult: { keywords: [], links: [], products: [PRODUCT] }, nextStep: [] }),
      ['reasoning', 'search', 'answer', 'buttons', 'actions'],
    ],
    ['finished', full('finish'), ['reasoning', 'answer', 'buttons', 'next-step', 'actions']],
    ['finished, from history: no follow-ups', full('finish', { isHistory: true }), ['reasoning', 'answer', 'buttons', 'actions']],
    ['stopped', full('cancel'), ['reasoning', 'answer', 'buttons', 'notice', 'actions']],
    ['failed', full('error', { buttons: [], nextStep: [] }), ['reasoning', 'answer', 'notice', 'actions']],
    ['history still outputting shows no progress', full('outputting', { isHistory: true, content: '' }), ['reasoning']],
    ['the welcome', createRobotMessage('', { kind: 'welcome', status: 'finish', content: '你好' }), ['answer', 'welcome']],
  ])('%s', (_name, message, parts) => {
    expect(shown(message)).toEqual(parts);
  });

  it('every card kind has its part', () => {
    const card = { id: 'p', title: 't', mall: 'm', price: 1, image: '/i', url: '/u' };
    const m = createRobotMessage('q', {
      status: 'finish',
      imageProductCards: [card],
      productsCards: [card],
      wishSelectCards: [card],
      wishCards: [{ product: card, target_price: null, reached: false, created_at: '' }],
      flightCards: [
        {
          id: 'f',
          flight_no: 'x',
          airline: 'a',
          from_city: 'b',
          to_city: 'c',
          date: 'd',
          dep_time: 'e',
          arr_time: 'f',
          price: 1,
          url: '/f',
        },
      ],
      cloudTask: { run_state: 1, action_type: 'executing' },
      searchResult: { keywords: [], links: [], products: [] },
    });
    expect(shown(m)).toEqual([
      'search',
      'image-products',
      'products',
      'wish-select',
      'wish-cards',
      'flights',
      'cloud-task',
      'actions',
    ]);
  });
});
