import { describe, expect, it, vi } from 'vitest';
import { StreamError, type StreamResult } from '@/lib/sse';
import type { UserMessage } from '../model';
import { finishing, frame, item, setup, type StreamImpl } from '../test/chat-session-fixture';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

describe('asking', () => {
  it('asks with a q_local_ id, streams into the robot message and finishes at the closing event', async () => {
    const { transport, session, lastRobot } = setup(
      finishing(['q_srv:1', frame('answer', { question_id: 'q_srv', content: '好的' })], ['q_srv:2', frame('finish')]),
    );
    await session.ask({ text: '  推荐手机  ' });
    const body = transport.stream.mock.calls[0]![0];
    expect(body).toMatchObject({ question: '推荐手机', question_id: expect.stringMatching(/^q_local_/) });
    expect(lastRobot()).toMatchObject({ status: 'finish', content: '好的', questionId: 'q_srv' });
  });

  it('sends the picture and the product link with the question', async () => {
    const { transport, session, store } = setup(finishing(['q:1', frame('finish', { question_id: 'q' })]));
    await session.ask({ text: '', imageUrl: '/media/a.png', card: { url: '/item-detail?id=p_1', targetPrice: 199 } });
    expect(transport.stream.mock.calls[0]![0]).toMatchObject({
      question: '',
      question_img: '/media/a.png',
      question_card_url: '/item-detail?id=p_1',
      target_price: 199,
    });
    const user = store.getState().messages[store.getState().ids[0]!] as UserMessage;
    expect(user).toMatchObject({ images: ['/media/a.png'], cardUrl: '/item-detail?id=p_1', targetPrice: 199 });
  });

  it('ignores empty questions and questions while an answer streams', async () => {
    let release!: () => void;
    const { transport, session } = setup(
      () => new Promise<StreamResult>((r) => (release = () => r({ outcome: 'done', lastEventId: null }))),
    );
    await session.ask({ text: '   ' });
    const first = session.ask({ text: '一' });
    await session.ask({ text: '二' });
    expect(transport.stream).toHaveBeenCalledTimes(1);
    release();
    await first;
  });

  it('shows the stream error text of an open failure, and retry asks again into the same message', async () => {
    let calls = 0;
    const { session, lastRobot, transport, store } = setup(async (_body, opts) => {
      if (calls++ === 0) throw new StreamError('network', '网络异常，请稍后重试', 400);
      opts.onEvent(frame('answer', { question_id: 'q_ok', content: '好了' }), { id: 'q_ok:1' });
      opts.onEvent(frame('finish'), { id: 'q_ok:2' });
      return { outcome: 'done', lastEventId: 'q_ok:2' };
    });
    await session.ask({ text: '你好' });
    expect(lastRobot()).toMatchObject({ status: 'error', errorType: 'network', errorText: '网络异常，请稍后重试' });
    await session.retry(lastRobot().id);
    expect(transport.stream).toHaveBeenCalledTimes(2);
    expect(transport.stream.mock.calls[1]![0]).toMatchObject({ question: '你好' });
    expect(lastRobot()).toMatchObject({ status: 'finish', content: '好了', errorType: null });
    expect(store.getState().ids).toHaveLength(2);
  });

  const numbered = () => {
    let n = 0;
    return async (_body: Record<string, unknown>, opts: Parameters<StreamImpl>[1]) => {
      n++;
      opts.onEvent(frame('answer', { question_id: `q_srv${n}`, content: `答${n}` }), { id: `q_srv${n}:1` });
      opts.onEvent(frame('finish'), { id: `q_srv${n}:2` });
      return { outcome: 'done' as const, lastEventId: `q_srv${n}:2` };
    };
  };
  const shown = (store: ReturnType<typeof setup>['store']) =>
    store.getState().ids.map((id) => {
      const m = store.getState().messages[id]!;
      return m.role === 'user' ? `问:${m.content}` : `答:${m.content}`;
    });

  it("重新回答 asks a finished answer's question again in its place: the old turn goes, the server is told which (decision 027)", async () => {
    const { transport, session, store, robots } = setup(numbered());
    await session.ask({ text: '你好' });
    await session.ask({ text: '推荐手机', card: { url: '/item-detail?id=p_1', targetPrice: null } });
    expect(await session.regenerate(robots().at(-1)!.id)).toBe(true);
    const [, a, b] = transport.stream.mock.calls.map((c) => c[0]);
    expect(b).toMatchObject({
      question: '推荐手机',
      question_card_url: '/item-detail?id=p_1',
      replaces_question_id: 'q_srv2',
      regenerate: true,
    });
    expect(b!.question_id).toMatch(/^q_local_/);
    expect(b!.question_id).not.toBe(a!.question_id);
    expect(shown(store)).toEqual(['问:你好', '答:答1', '问:推荐手机', '答:答3']);
  });

  it('编辑 asks the changed question in the turn’s place, not as a new turn', async () => {
    const { transport, session, store } = setup(numbered());
    await session.ask({ text: '你好' });
    await session.ask({ text: '推荐手机' });
    const userId = store.getState().ids.at(-2)!;
    expect(await session.editQuestion(userId, '推荐平板')).toBe(true);
    const body = transport.stream.mock.calls.at(-1)![0];
    expect(body).toMatchObject({ question: '推荐平板', replaces_question_id: 'q_srv2' });
    expect(body).not.toHaveProperty('regenerate');
    expect(shown(store)).toEqual(['问:你好', '答:答1', '问:推荐平板', '答:答3']);
  });

  it('where the endpoint cannot replace (v1), 重新回答 asks again as a new turn and the old one stays', async () => {
    const { transport, session, store, robots } = setup(numbered(), [], { replaces: false });
    await session.ask({ text: '推荐手机' });
    await session.regenerate(robots()[0]!.id);
    expect(transport.stream.mock.calls[1]![0]).not.toHaveProperty('replaces_question_id');
    expect(shown(store)).toEqual(['问:推荐手机', '答:答1', '问:推荐手机', '答:答2']);
  });

  it('重新回答 of a stored answer asks its stored question (with its stored recording)', async () => {
    const { transport, session, store } = setup(finishing(['q:1', frame('finish', { question_id: 'q' })]), [
      item('q_old', 1, '旧的回答', { question_voice: '/media/v.webm', question_voice_id: 'v1', question_voice_time: 3 }),
    ]);
    await session.start();
    const robotId = store
      .getState()
      .ids.find((id) => store.getState().messages[id]?.questionId === 'q_old' && id.startsWith('robot-'))!;
    await session.regenerate(robotId);
    expect(transport.stream.mock.calls.at(-1)![0]).toMatchObject({
      question: '问q_old',
      question_voice: '/media/v.webm',
      question_voice_id: 'v1',
      question_voice_time: 3,
    });
  });

  it('stop cancels at once, aborts the stream and tells the server the question id', async () => {
    const { store, transport, session, lastRobot } = setup(
      (_body, opts) =>
        new Promise<StreamResult>((resolve) => {
          opts.onEvent(frame('answer', { question_id: 'q_srv_2', content: '正在' }), { id: 'q_srv_2:1' });
          opts.signal.addEventListener('abort', () => resolve({ outcome: 'aborted', lastEventId: null }));
        }),
    );
    const asking = session.ask({ text: '讲个故事' });
    await vi.waitFor(() => expect(store.getState().phase).toBe('streaming'));
    await session.stop();
    await asking;
    expect(transport.stop).toHaveBeenCalledWith('q_srv_2');
    expect(lastRobot()).toMatchObject({ status: 'cancel', content: '正在' });
    expect(store.getState().phase).toBe('idle');
  });
});
