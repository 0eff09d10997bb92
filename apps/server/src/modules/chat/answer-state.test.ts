import { describe, expect, it } from 'vitest';
import type { AssistantEvent } from '../../ports/assistant-engine';
import { AnswerState } from './answer-state';

const e = (
  status: AssistantEvent['status'],
  content: AssistantEvent['content'] = {},
  next_step: AssistantEvent['next_step'] = null,
): AssistantEvent => ({
  status,
  content,
  next_step,
});

const card = {
  id: 'p_1',
  title: '索尼 WH-1000XM5',
  mall: '京东',
  price: 2199,
  image: '/media/x.svg',
  url: '/item-detail?id=p_1',
};

describe('AnswerState', () => {
  it('builds the stored answer from the stream', () => {
    const s = new AnswerState();
    for (const ev of [
      e('plan', { reasoning_content: '先想' }),
      e('reflection', { reasoning_content: '再查' }),
      e('answer_before_load', { think_ms: 812.4 }),
      e('search', {
        search_result: { keywords: [{ query: '降噪耳机 2000元以内', keywords: ['降噪耳机'] }], links: [], products: [] },
      }),
      e('answer', { content: '为你挑了' }),
      e('answer', { content: '一款' }),
      e(
        'cards_load',
        { product_cards: [card], button_type: 0, buttons: [{ button_text: '换一批', button_url: '', icon: '', sub_type: 0 }] },
        ['更便宜的呢'],
      ),
      e('finish', {}, ['更便宜的呢']),
    ]) {
      s.apply(ev);
    }
    const row = s.toRow(1000);
    expect(row).toMatchObject({
      answer: '为你挑了一款',
      answer_reason: '先想再查',
      answer_reason_status: 1,
      answer_status: 1,
      risk_review_status: 1,
      think_ms: 812,
      button_type: 0,
      next_step: '["更便宜的呢"]',
      updated_at: 1000,
    });
    expect(JSON.parse(row.answer_source!)).toMatchObject({
      search_info: [{ tool: 'product_search', query: '降噪耳机 2000元以内' }],
    });
    expect(JSON.parse(row.cards!).product_cards).toEqual([card]);
  });

  it.each([
    [[e('risk', { error_msg: '助手遇到了一点障碍，请重新输入' })], 21, '助手遇到了一点障碍，请重新输入'],
    [[e('answer', { content: '部分' }), e('finish', { error_code: 500, error_msg: '生成错误！' })], 2, '生成错误！'],
    [[e('empty', { content: '' })], 1, ''],
    [[e('answer', { content: 'x' })], 0, ''],
  ] as const)('status after %j is %d', (events, status, msg) => {
    const s = new AnswerState();
    for (const ev of events) s.apply(ev);
    expect(s.toRow(0)).toMatchObject({ answer_status: status, answer_status_msg: msg });
  });

  it('keeps the first final status (a stop is not overwritten by a later finish)', () => {
    const s = new AnswerState();
    s.end(3, '已停止输出');
    s.apply(e('finish'));
    expect(s.toRow(0)).toMatchObject({ answer_status: 3, answer_status_msg: '已停止输出', risk_review_status: 3 });
  });

  it.each<[string, AssistantEvent[], string[]]>([
    ['answer text', [e('answer', { content: '为你' })], ['answer', 'answer_reason', 'answer_reason_status']],
    ['reasoning', [e('plan', { reasoning_content: '先想' })], ['answer', 'answer_reason', 'answer_reason_status']],
    ['search', [e('search_result', { search_result: { keywords: [], links: [], products: [card] } })], ['answer_source']],
    ['think time', [e('answer_before_load', { think_ms: 5 })], ['button_type', 'buttons', 'cards', 'next_step', 'think_ms']],
    ['cards', [e('cards_load', { product_cards: [card] })], ['button_type', 'buttons', 'cards', 'next_step', 'think_ms']],
    ['the end', [e('finish')], ['answer_status', 'answer_status_msg', 'risk_review_status']],
    ['an empty delta', [e('answer', { content: '' })], []],
  ])('a write of the growing answer after %s carries only what changed', (_name, events, columns) => {
    const s = new AnswerState();
    for (const ev of events) s.apply(ev);
    expect(Object.keys(s.takeChanges(7)).sort()).toEqual([...columns, 'updated_at'].sort());
    expect(s.takeChanges(8)).toEqual({ updated_at: 8 });
  });

  it('the final row has every column whatever was written before', () => {
    const s = new AnswerState();
    s.apply(e('answer', { content: '好' }));
    s.takeChanges(1);
    expect(Object.keys(s.toRow(2))).toHaveLength(13);
  });
});
