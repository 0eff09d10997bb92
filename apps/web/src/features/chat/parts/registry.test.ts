import { describe, expect, it } from 'vitest';
import type { AnswerPart } from '@app/protocol/answer';
import type { MessageStatus } from '@app/protocol/status';
import { createRobotMessage, type RobotMessage } from '../model';
import { ROBOT_PARTS, type RobotPartType } from './registry';

const PRODUCT = { id: 'p', title: 't', mall: 'm', price: 1, image: '/i', url: '/u' };
const shown = (m: RobotMessage): RobotPartType[] => ROBOT_PARTS.filter((p) => p.visible(m)).map((p) => p.type);
const BASE_PARTS: AnswerPart[] = [
  { type: 'buttons', buttons: [{ button_text: '再问', button_url: '', icon: '', sub_type: 0 }], buttonType: null, desc: null },
  { type: 'suggestions', steps: ['下一步？'] },
];
const full = (status: MessageStatus, extra: Partial<RobotMessage> = {}, drop: AnswerPart['type'][] = []) =>
  createRobotMessage('q_srv', {
    status,
    content: '答',
    reasoningContent: '想',
    ...extra,
    parts: [...BASE_PARTS, ...(extra.parts ?? [])].filter((p) => !drop.includes(p.type)),
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
      full('outputting', {
        parts: [{ type: 'search' as const, result: { keywords: [], links: [], products: [PRODUCT] }, searched: true }],
      }),
      ['reasoning', 'search', 'answer', 'cards-pending'],
    ],
    [
      'the cards arrived: no placeholders',
      full('outputting', {
        parts: [
          { type: 'search' as const, result: { keywords: [], links: [], products: [PRODUCT] }, searched: true },
          { type: 'products', layout: 'list', cards: [PRODUCT] },
        ],
      }),
      ['reasoning', 'search', 'answer', 'products'],
    ],
    [
      'settled without cards: no placeholders',
      full(
        'finish',
        { parts: [{ type: 'search' as const, result: { keywords: [], links: [], products: [PRODUCT] }, searched: true }] },
        ['suggestions'],
      ),
      ['reasoning', 'search', 'answer', 'buttons', 'actions'],
    ],
    ['finished', full('finish'), ['reasoning', 'answer', 'buttons', 'next-step', 'actions']],
    ['finished, from history: no follow-ups', full('finish', { isHistory: true }), ['reasoning', 'answer', 'buttons', 'actions']],
    ['stopped', full('cancel'), ['reasoning', 'answer', 'buttons', 'notice', 'actions']],
    ['failed', full('error', {}, ['buttons', 'suggestions']), ['reasoning', 'answer', 'notice', 'actions']],
    ['history still outputting shows no progress', full('outputting', { isHistory: true, content: '' }), ['reasoning']],
    ['the welcome', createRobotMessage('', { kind: 'welcome', status: 'finish', content: '你好' }), ['answer', 'welcome']],
  ])('%s', (_name, message, parts) => {
    expect(shown(message)).toEqual(parts);
  });

  it('every card kind has its part', () => {
    const card = { id: 'p', title: 't', mall: 'm', price: 1, image: '/i', url: '/u' };
    const m = createRobotMessage('q', {
      status: 'finish',
      parts: [
        { type: 'search', result: { keywords: [], links: [], products: [] }, searched: true },
        { type: 'products', layout: 'gallery', cards: [card] },
        { type: 'products', layout: 'list', cards: [card] },
        { type: 'comparison', comparison: { products: [card, { ...card, id: 'q' }], rows: [], deciding: null } },
        { type: 'wish-select', cards: [card] },
        { type: 'wish', items: [{ product: card, target_price: null, reached: false, created_at: '' }] },
        {
          type: 'flights',
          flights: [
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
        },
        { type: 'cloud-task', task: { run_state: 1, action_type: 'executing' } },
      ],
    });
    expect(shown(m)).toEqual([
      'search',
      'image-products',
      'products',
      'comparison',
      'wish-select',
      'wish-cards',
      'flights',
      'cloud-task',
      'actions',
    ]);
  });
});
