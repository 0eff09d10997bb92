import { describe, expect, it } from 'vitest';
import type { HistoryItemV1 } from '@app/protocol/sessions';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import type { MessageStatus } from '@app/protocol/status';
import { historyItemV1ToRobot, historyItemV1ToUser, storedFromV1 } from './history-mapper-v1';

const item = (over: Partial<HistoryItemV1> = {}): HistoryItemV1 => ({
  session_id: 's_1',
  question_id: 'q_1',
  question: '推荐耳机',
  question_img: null,
  question_voice: null,
  question_voice_id: null,
  question_voice_time: null,
  answer: '推荐索尼',
  answer_reason: '',
  answer_source: '',
  risk_review_status: 1,
  risk_review_msg: '',
  goods_card: [],
  assess: 0,
  create_time: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('history risk_review_status (v1, spec section 4)', () => {
  it.each<[number, string, MessageStatus, string | null]>([
    [0, '', 'outputting', null],
    [1, '', 'finish', null],
    [2, '内容未通过审核', 'error', '内容未通过审核'],
    [2, '', 'error', CLIENT_ERROR_TEXT.streamGenerationError],
    [3, '', 'cancel', null],
    [9, '', 'finish', null],
  ])('%i (%s) → %s', (value, msg, status, errorText) => {
    expect(historyItemV1ToRobot(item({ risk_review_status: value, risk_review_msg: msg }))).toMatchObject({ status, errorText });
  });

  it('an answer cut short by a restart is an interrupted error', () => {
    const robot = historyItemV1ToRobot(item({ risk_review_status: 2, risk_review_msg: CLIENT_ERROR_TEXT.streamInterrupted }));
    expect(robot).toMatchObject({ errorType: 'interrupted', errorText: CLIENT_ERROR_TEXT.streamInterrupted });
  });

  it('only 0 is followed live', () => {
    expect(storedFromV1(item({ risk_review_status: 0 })).outputting).toBe(true);
    expect(storedFromV1(item({ risk_review_status: 3 })).outputting).toBe(false);
  });
});

describe('v1 history item → messages', () => {
  it('the question keeps its picture, recording and session', () => {
    const user = historyItemV1ToUser(
      item({ question_img: '/media/a.png', question_voice: '/media/v.webm', question_voice_id: 'v1', question_voice_time: 3 }),
    );
    expect(user).toMatchObject({
      chatId: 's_1',
      content: '推荐耳机',
      images: ['/media/a.png'],
      voice: { voiceId: 'v1', voiceDuration: 3, url: '/media/v.webm' },
      isHistory: true,
    });
  });

  it('the answer keeps its text, reasoning, cards, sources and assessment', () => {
    const goods = [{ id: 'p_1', title: '耳机', price: 199, image: '', url: '' }] as unknown as HistoryItemV1['goods_card'];
    const robot = historyItemV1ToRobot(
      item({
        answer_reason: '预算内',
        goods_card: goods,
        assess: 1,
        answer_source: JSON.stringify({ search_info: [{ tool: 'search', query: '降噪耳机' }] }),
      }),
    );
    expect(robot).toMatchObject({
      content: '推荐索尼',
      reasoningContent: '预算内',
      reasonStatus: 'thinkend',
      assess: 'like',
      parts: [
        { type: 'search', result: { keywords: [{ query: '降噪耳机', keywords: [] }] } },
        { type: 'products', layout: 'list', cards: goods },
      ],
    });
  });
});
