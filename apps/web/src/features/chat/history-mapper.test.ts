import { partOf } from '@app/protocol/answer';
import { describe, expect, it } from 'vitest';
import type { HistoryItemV2 } from '@app/protocol/history';
import { historyToMessages } from './history-mapper';

const item = (answer_status: number, over: Partial<HistoryItemV2['answer_info']> = {}): HistoryItemV2 => ({
  question_id: `q${answer_status}`,
  question: '推荐耳机',
  create_at: '2025-01-01T00:00:00.000Z',
  answer_info: { answer: { message: '好的' }, answer_status, ...over },
});

describe('history → messages', () => {
  it.each([
    [0, 'outputting'],
    [1, 'finish'],
    [2, 'error'],
    [3, 'cancel'],
    [21, 'error'],
  ])('answer_status %i is %s', (status, expected) => {
    const [, robot] = historyToMessages([item(status)]);
    expect(robot).toMatchObject({ role: 'robot', status: expected, isHistory: true });
  });

  it('maps question, answer, reasoning and cards', () => {
    const [user, robot] = historyToMessages([
      item(1, {
        answer_reason: '先想一想',
        product_cards: [{ id: 'p1', title: '耳机', mall: '京东', price: 99, image: '/media/p1.png', url: '/item-detail?id=p1' }],
        answer: { message: '**推荐**', button_type: 0, buttons: [{ button_text: '再来', button_url: '', icon: '' }] },
      }),
    ]);
    expect(user).toMatchObject({ role: 'user', content: '推荐耳机', questionId: 'q1' });
    expect(robot).toMatchObject({ content: '**推荐**', reasoningContent: '先想一想', reasonStatus: 'thinkend' });
    const parts = robot?.role === 'robot' ? robot.parts : [];
    expect(partOf(parts, 'buttons')?.buttonType).toBe(0);
    expect(partOf(parts, 'products')?.cards[0]?.title).toBe('耳机');
  });

  it('a risk failure shows the server text or the default', () => {
    const [, robot] = historyToMessages([item(21)]);
    expect(robot).toMatchObject({ errorType: 'risk', errorText: '助手遇到了一点障碍，请重新输入' });
  });
});
