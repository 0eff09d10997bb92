import { describe, expect, it } from 'vitest';
import type { AssistantEvent } from '../../ports/assistant-engine';
import { v1Shaper } from './v1-events';

const e = (
  status: AssistantEvent['status'],
  content: AssistantEvent['content'] = {},
  next_step: AssistantEvent['next_step'] = null,
): AssistantEvent => ({ status, content, next_step });

const card = (id: string) => ({ id, title: id, mall: '京东', price: 100, image: '/media/x.svg', url: `/item-detail?id=${id}` });
const keywords = { keywords: [{ query: '耳机', keywords: ['耳机'] }], links: [], products: [] };

describe('v1Shaper', () => {
  it.each<[string, AssistantEvent, number]>([
    ['reasoning', e('plan', { reasoning_content: '想' }), 1],
    ['reflection', e('reflection', { reasoning_content: '查' }), 1],
    ['end of thinking', e('answer_before_load', { think_ms: 5 }), 1],
    ['searching', e('search', { content: '耳机', search_result: keywords }), 4],
    ['searched', e('search_result', { search_result: keywords }), 3],
    ['an answer delta', e('answer', { content: '你好' }), 1],
    ['a risk', e('risk', { error_msg: '助手遇到了一点障碍，请重新输入' }), 1],
    ['an empty question', e('empty', { content: '' }), 1],
  ])('%s passes through with session_id and chunk_type %d', (_name, event, chunkType) => {
    expect(v1Shaper('s_1')(event)).toEqual([
      { ...event, content: { ...event.content, session_id: 's_1', chunk_type: chunkType } },
    ]);
  });

  it('sends the whole answer once, as chunk type 2, right before finish', () => {
    const shape = v1Shaper('s_1');
    shape(e('answer', { content: '为你' }));
    shape(e('answer', { content: '挑了' }));
    expect(shape(e('finish', {}, ['更便宜的呢']))).toEqual([
      { status: 'answer', content: { content: '为你挑了', session_id: 's_1', chunk_type: 2 }, next_step: null },
      { status: 'finish', content: { session_id: 's_1', chunk_type: 1 }, next_step: ['更便宜的呢'] },
    ]);
  });

  it('splits cards_load into one product-card event per card, then the rest as stream content', () => {
    const buttons = [{ button_text: '换一批', button_url: '', icon: '', sub_type: 0 }];
    const out = v1Shaper('s_1')(
      e('cards_load', { product_cards: [card('p_1'), card('p_2')], button_type: 0, buttons }, ['再便宜点']),
    );
    expect(out).toEqual([
      { status: 'answer', content: { card: card('p_1'), session_id: 's_1', chunk_type: 5 }, next_step: null },
      { status: 'answer', content: { card: card('p_2'), session_id: 's_1', chunk_type: 5 }, next_step: null },
      {
        status: 'answer',
        content: { content: '', button_type: 0, buttons, session_id: 's_1', chunk_type: 1 },
        next_step: ['再便宜点'],
      },
    ]);
    expect(out.some((x) => x.status === 'cards_load')).toBe(false);
  });

  it('cards alone need no trailing event', () => {
    expect(v1Shaper('s_1')(e('cards_load', { product_cards: [card('p_1')] })).map((x) => x.content.chunk_type)).toEqual([5]);
  });

  it('speaks risk_review_status on a stop', () => {
    const [, stop] = v1Shaper('s_1')(
      e('finish', { answer_status: 3, answer_status_msg: '已停止输出' } as AssistantEvent['content']),
    );
    expect(stop!.content).toEqual({ session_id: 's_1', chunk_type: 1, risk_review_status: 3, risk_review_msg: '已停止输出' });
  });
});
