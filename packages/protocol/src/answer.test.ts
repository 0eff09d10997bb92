import { describe, expect, it } from 'vitest';
import { answerText, emptyAnswer, foldEvent, foldEvents, partOf, type AnswerPart } from './answer';
import type { ProductCard } from './cards';
import type { StreamContent, StreamEventFrame } from './chat';
import { CLIENT_ERROR_TEXT } from './errors';
import { ANSWER_STATUS, isEndingEvent, type StreamEvent } from './status';

const ev = (status: StreamEvent, content: StreamContent = {}, next_step: string | string[] | null = null): StreamEventFrame => ({
  status,
  content,
  next_step,
});
const card = (id: string, price = 100): ProductCard => ({
  id,
  title: `商品${id}`,
  mall: '京东',
  price,
  image: '',
  url: `/item?id=${id}`,
});
const comparison = {
  products: [card('a', 100), card('b', 200)],
  rows: [{ label: '续航', values: ['30小时', '24小时'], best: 0 }],
  deciding: { label: '续航', why: 'a 多 6 小时' },
};
const fold = (...frames: StreamEventFrame[]) => foldEvents(frames).parts;
const statusOf = (parts: readonly AnswerPart[]) => partOf(parts, 'status');

describe('foldEvent', () => {
  it.each([
    [
      'answer appends content',
      [ev('answer', { content: '你' }), ev('answer', { content: '好' })],
      (p: readonly AnswerPart[]) => answerText(p),
      '你好',
    ],
    [
      'plan and reflection append reasoning; think_ms is kept',
      [
        ev('plan', { reasoning_content: '想' }),
        ev('reflection', { reasoning_content: '好了' }),
        ev('answer_before_load', { think_ms: 1234.4 }),
      ],
      (p: readonly AnswerPart[]) => partOf(p, 'reasoning'),
      { type: 'reasoning', text: '想好了', thinkMs: 1234 },
    ],
    [
      'product_cards and multi_cards are two product parts, list and gallery',
      [ev('cards_load', { product_cards: [card('a')], multi_cards: [card('b')] })],
      (p: readonly AnswerPart[]) => [
        partOf(p, 'products', 'list')?.cards.map((c) => c.id),
        partOf(p, 'products', 'gallery')?.cards.map((c) => c.id),
      ],
      [['a'], ['b']],
    ],
    [
      'a later card list replaces the earlier one',
      [ev('cards_load', { product_cards: [card('a')] }), ev('cards_load', { product_cards: [card('c')] })],
      (p: readonly AnswerPart[]) => partOf(p, 'products')?.cards.map((c) => c.id),
      ['c'],
    ],
    [
      'an empty card list leaves no part',
      [ev('cards_load', { flight_cards: [] })],
      (p: readonly AnswerPart[]) => partOf(p, 'flights'),
      undefined,
    ],
    [
      'comparison becomes its own part',
      [ev('cards_load', { comparison })],
      (p: readonly AnswerPart[]) => partOf(p, 'comparison')?.comparison,
      comparison,
    ],
    [
      'buttons, button_type and button_desc make one part',
      [
        ev('cards_load', { buttons: [{ button_text: '去看看', button_url: '', icon: '' }], button_type: 4 }),
        ev('cards_load', { button_desc: '请在云手机上确认' }),
      ],
      (p: readonly AnswerPart[]) => partOf(p, 'buttons'),
      {
        type: 'buttons',
        buttons: [{ button_text: '去看看', button_url: '', icon: '' }],
        buttonType: 4,
        desc: '请在云手机上确认',
      },
    ],
    [
      'next_step as one string or a list becomes trimmed suggestions',
      [ev('finish', {}, [' 再便宜点 ', '', '换个牌子'])],
      (p: readonly AnswerPart[]) => partOf(p, 'suggestions')?.steps,
      ['再便宜点', '换个牌子'],
    ],
    [
      'search keeps the queries; search_result marks them searched',
      [ev('search', { search_result: { keywords: [{ query: '耳机', keywords: [] }], links: [], products: [] } })],
      (p: readonly AnswerPart[]) => partOf(p, 'search')?.searched,
      false,
    ],
  ])('%s', (_name, frames, pick, expected) => {
    expect(pick(fold(...frames))).toEqual(expected);
  });

  it.each([
    ['answer', [ev('answer', { content: 'x' })], 'outputting', null],
    ['finish', [ev('answer', { content: 'x' }), ev('finish')], 'finish', 'finished'],
    ['empty', [ev('empty')], 'finish', 'finished'],
    ['a stopped finish', [ev('finish', { answer_status: ANSWER_STATUS.cancelled })], 'cancel', 'cancelled'],
    ['risk', [ev('risk', { error_msg: '内容违规' })], 'error', 'risk'],
    ['an error code', [ev('answer', { error_code: 500, error_msg: '生成失败' })], 'error', 'error'],
    ['a finish after a risk keeps the risk', [ev('risk'), ev('finish')], 'error', 'risk'],
  ])('status after %s', (_name, frames, phase, outcome) => {
    const status = statusOf(fold(...frames));
    expect(status?.phase).toBe(phase);
    expect(status?.end?.outcome ?? null).toBe(outcome);
  });

  it.each([
    ['401', { error_code: 401 }, 'login_expired', CLIENT_ERROR_TEXT.loginExpired],
    ['a known error_type', { error_code: 500, error_type: 'network', error_msg: '断了' }, 'network', '断了'],
    ['an unknown error_type', { error_code: 500, error_type: 'odd' }, 'generation', CLIENT_ERROR_TEXT.streamGenerationError],
  ])('an error with %s: kind and text', (_name, content, kind, text) => {
    const end = statusOf(fold(ev('answer', content)))?.end;
    expect([end?.kind, end?.text]).toEqual([kind, text]);
  });

  it('a risk shows its message, else its content, else the default sentence', () => {
    expect(statusOf(fold(ev('risk', { content: '换个问题吧' })))?.end?.text).toBe('换个问题吧');
    expect(statusOf(fold(ev('risk')))?.end?.text).toBe(CLIENT_ERROR_TEXT.riskDefault);
  });

  it('cards_load maps to searching_product_card in v2 and finish in v1', () => {
    expect(statusOf(foldEvent(emptyAnswer(), ev('cards_load'), 'v2').parts)?.phase).toBe('searching_product_card');
    expect(statusOf(foldEvent(emptyAnswer(), ev('cards_load'), 'v1').parts)?.phase).toBe('finish');
  });

  it('keeps the identity of parts an event does not touch', () => {
    const before = fold(ev('cards_load', { product_cards: [card('a')] }));
    const after = foldEvent({ parts: before }, ev('answer', { content: '更多' })).parts;
    expect(partOf(after, 'products')).toBe(partOf(before, 'products'));
  });
});

describe('isEndingEvent', () => {
  it.each([
    ['finish', undefined, true],
    ['risk', undefined, true],
    ['empty', undefined, true],
    ['answer', undefined, false],
    ['answer', 500, true],
  ] as const)('%s with error code %s → %s', (status, code, expected) => {
    expect(isEndingEvent(status, code)).toBe(expected);
  });
});
