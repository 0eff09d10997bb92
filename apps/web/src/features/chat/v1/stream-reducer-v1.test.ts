import { describe, expect, it } from 'vitest';
import type { StreamEventV1Frame } from '@app/protocol/chat-v1';
import type { ProductCard } from '@app/protocol/cards';
import { createRobotMessage, type RobotMessage } from '../model';
import { applyStreamFrameV1 } from './stream-reducer-v1';

const frame = (
  status: StreamEventV1Frame['status'],
  chunkType: number,
  content: Partial<StreamEventV1Frame['content']> = {},
): StreamEventV1Frame => ({ status, content: { session_id: 's_1', chunk_type: chunkType, ...content }, next_step: null });

const card = (id: string): ProductCard => ({
  id,
  title: `商品${id}`,
  mall: '京东',
  price: 199,
  image: '/img.png',
  url: `/item-detail?id=${id}`,
});

const robot = (fields: Partial<RobotMessage> = {}) => createRobotMessage('q_1', { status: 'outputting', ...fields });

describe('v1 chunk types (spec section 4)', () => {
  it.each<[string, StreamEventV1Frame, Partial<RobotMessage>, Partial<RobotMessage>]>([
    [
      '1 stream content appends the text',
      frame('answer', 1, { content: '耳机' }),
      { content: '降噪' },
      { content: '降噪耳机', status: 'outputting' },
    ],
    [
      '1 reasoning appends and thinks',
      frame('plan', 1, { reasoning_content: '先看预算' }),
      {},
      { reasoningContent: '先看预算', status: 'thinking' },
    ],
    [
      '2 full content replaces the appended text',
      frame('answer', 2, { content: '完整回答' }),
      { content: '完整回' },
      { content: '完整回答' },
    ],
    ['4 searching data: the searching status', frame('search', 4), {}, { status: 'searching' }],
    [
      '3 searched data: the results are kept',
      frame('search_result', 3, { search_result: { keywords: [], links: [], products: [] } }),
      {},
      { status: 'searched', parts: [{ type: 'search', result: { keywords: [], links: [], products: [] }, searched: true }] },
    ],
    [
      '5 product card is added after the others',
      frame('answer', 5, { card: card('p_2') }),
      { parts: [{ type: 'products', layout: 'list', cards: [card('p_1')] }] },
      { parts: [{ type: 'products', layout: 'list', cards: [card('p_1'), card('p_2')] }] },
    ],
    [
      '5 product card leaves the text as it is',
      frame('answer', 5, { card: card('p_1') }),
      { content: '推荐' },
      { content: '推荐' },
    ],
    ['finish ends the answer', frame('finish', 1), { content: 'x' }, { status: 'finish', content: 'x' }],
    [
      'a stop closes with risk_review_status 3: stopped',
      frame('finish', 1, { risk_review_status: 3 }),
      { content: '部分' },
      { status: 'cancel', content: '部分' },
    ],
    [
      'a closing risk_review_status 2 is an error with its message',
      frame('finish', 1, { risk_review_status: 2, risk_review_msg: '内容未通过审核' }),
      {},
      { status: 'error', errorText: '内容未通过审核' },
    ],
    ['cards_load is finished in v1 (status table)', frame('cards_load', 1), {}, { status: 'finish' }],
  ])('%s', (_name, f, before, after) => {
    expect(applyStreamFrameV1(robot(before), f)).toMatchObject(after);
  });

  it('the server question id is taken from the first event', () => {
    expect(applyStreamFrameV1(robot(), frame('answer', 1, { question_id: 'q_srv', content: '' }))).toMatchObject({
      questionId: 'q_srv',
    });
  });
});
