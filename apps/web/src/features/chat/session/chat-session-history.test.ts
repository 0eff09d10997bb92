import { describe, expect, it, vi } from 'vitest';
import type { RobotMessage } from '../model';
import { finishing, frame, item, setup } from '../test/chat-session-fixture';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

describe('history and welcome', () => {
  it('start shows the welcome, the first page, and follows the newest answer still outputting', async () => {
    const { session, store, transport } = setup(
      finishing(['q2:1', frame('answer', { content: '全部' })], ['q2:2', frame('finish')]),
      [item('q1', 1, '旧'), item('q2', 0, '正在')],
    );
    await session.start();
    await vi.waitFor(() => expect(store.getState().ids.at(-1)).toBe('dynamic_sys_welcome_loaded'));
    expect(store.getState().ids).toEqual(['user-q1', 'robot-q1', 'user-q2', 'robot-q2', 'dynamic_sys_welcome_loaded']);
    expect((store.getState().messages.dynamic_sys_welcome_loaded as RobotMessage).content).toBe('下午好，想买点什么？');
    expect(transport.stream).toHaveBeenCalledWith(
      { question_id: 'q2', question: '问q2' },
      expect.objectContaining({ lastEventId: 'q2:0' }),
    );
    expect(store.getState().messages['robot-q2']).toMatchObject({ content: '全部', status: 'finish' });
    expect(store.getState().history).toMatchObject({ status: 'ready', hasMore: false, oldestQuestionId: 'q1' });
  });

  it('a first history page that arrives after this visit streamed its newest answer does not replay that answer', async () => {
    const { session, store, transport, page } = setup(
      finishing(['q9:1', frame('answer', { question_id: 'q9', content: '好的' })], ['q9:2', frame('finish')]),
    );
    // The page was fetched while the answer streamed: it still says outputting when it lands.
    let land!: () => void;
    transport.fetchHistoryPage.mockImplementationOnce(
      () => new Promise((resolve) => (land = () => resolve(page([item('q9', 0, '好')])))),
    );
    const started = session.start();
    await session.ask({ text: '推荐手机' });
    expect(store.getState().phase).toBe('idle');
    land();
    await started;
    expect(transport.stream).toHaveBeenCalledTimes(1);
    expect(store.getState().phase).toBe('idle');
    expect(Object.values(store.getState().messages).filter((m) => m.role === 'robot' && m.questionId === 'q9')).toHaveLength(1);
  });

  it('loadOlder pages back from the oldest question with load_next', async () => {
    const full = Array.from({ length: 5 }, (_, i) => item(`q${i + 5}`, 1, `答${i}`));
    const { session, transport, store, page } = setup(finishing(), full);
    await session.start();
    expect(store.getState().history.hasMore).toBe(true);
    transport.fetchHistoryPage.mockResolvedValueOnce(page([item('q4', 1, '更早')]));
    await session.loadOlder();
    expect(transport.fetchHistoryPage).toHaveBeenLastCalledWith({ limit: 5, questionId: 'q5', loadNext: true });
    expect(store.getState().ids.slice(0, 2)).toEqual(['user-q4', 'robot-q4']);
    expect(store.getState().history).toMatchObject({ hasMore: false, oldestQuestionId: 'q4' });
  });

  it('a welcome text that cannot load leaves the default greeting in place', async () => {
    const { session, store, transport } = setup(finishing());
    transport.guideText.mockRejectedValue(new Error('offline'));
    await session.start();
    await vi.waitFor(() => expect(store.getState().messages.dynamic_sys_welcome_loaded).toBeDefined());
    expect(store.getState().messages.dynamic_sys_welcome_loaded).toMatchObject({
      kind: 'welcome',
      content: '',
      status: 'finish',
    });
  });
});
