import { describe, expect, it, vi } from 'vitest';
import { StreamError, type StreamResult } from '@/lib/sse';
import { finishing, frame, item, setup } from '../test/chat-session-fixture';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

describe('errors and the network', () => {
  it('an error event ends the answer even when the connection then closes without [DONE]: its message, idle, one request', async () => {
    const { session, transport, store, lastRobot } = setup(async (_body, opts) => {
      opts.onEvent(frame('answer', { question_id: 'q_e', content: '一半' }), { id: 'q_e:1' });
      opts.onEvent(frame('answer', { error_code: 500, error_msg: '服务器开小差了，请稍后重试' }), { id: 'q_e:2' });
      // The reader would now reconnect and fail: the run must have let go of the connection.
      if (!opts.signal.aborted) throw new StreamError('interrupted', '助手已为你停止输出');
      return { outcome: 'aborted', lastEventId: 'q_e:2' };
    });
    await session.ask({ text: '推荐耳机' });
    expect(transport.stream).toHaveBeenCalledTimes(1);
    expect(lastRobot()).toMatchObject({ status: 'error', content: '一半', errorText: '服务器开小差了，请稍后重试' });
    expect(store.getState().phase).toBe('idle');
  });

  it('a request that breaks on the way (not the user stopping it) says 网络异常，请检查网络连接', async () => {
    const { session, lastRobot } = setup(async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    await session.ask({ text: '你好' });
    expect(lastRobot()).toMatchObject({ status: 'error', errorType: 'network', errorText: '网络异常，请检查网络连接' });
    expect(lastRobot().errorText).not.toContain('停止输出');
  });

  it('offline: the network text at once; back online the answer continues from its last event', async () => {
    const { session, transport, store, lastRobot } = setup(async (_body, opts) => {
      if (transport.stream.mock.calls.length === 1) {
        opts.onEvent(frame('answer', { question_id: 'q_o', content: '第一段' }), { id: 'q_o:1' });
        throw new StreamError('offline', '网络异常，请检查网络连接');
      }
      expect(opts.lastEventId).toBe('q_o:1');
      opts.onEvent(frame('answer', { content: '第二段' }), { id: 'q_o:2' });
      opts.onEvent(frame('finish'), { id: 'q_o:3' });
      return { outcome: 'done', lastEventId: 'q_o:3' };
    });
    await session.ask({ text: '推荐耳机' });
    expect(lastRobot()).toMatchObject({ status: 'error', errorType: 'offline', errorText: '网络异常，请检查网络连接' });
    expect(store.getState().phase).toBe('idle');
    expect(transport.stream).toHaveBeenCalledTimes(1);
    await session.resumeOnline();
    expect(transport.stream).toHaveBeenCalledTimes(2);
    expect(transport.stream.mock.calls[1]![0]).toEqual(transport.stream.mock.calls[0]![0]);
    expect(lastRobot()).toMatchObject({ status: 'finish', content: '第一段第二段', errorType: null, errorText: null });
    // Nothing left to resume.
    await session.resumeOnline();
    expect(transport.stream).toHaveBeenCalledTimes(2);
  });

  it.each(['offline', 'network'] as const)(
    'a %s failure (issue 21: also a drop whose reconnects ran out) continues on online from its last event',
    async (kind) => {
      const { session, transport, lastRobot } = setup(async (_body, opts) => {
        if (transport.stream.mock.calls.length === 1) {
          opts.onEvent(frame('answer', { question_id: 'q_k', content: '**[索尼' }), { id: 'q_k:1' });
          throw new StreamError(kind, '网络异常，请检查网络连接');
        }
        expect(opts.lastEventId).toBe('q_k:1');
        opts.onEvent(frame('answer', { content: ' WH](/item-detail?id=p1)**' }), { id: 'q_k:2' });
        opts.onEvent(frame('finish'), { id: 'q_k:3' });
        return { outcome: 'done', lastEventId: 'q_k:3' };
      });
      await session.ask({ text: '推荐耳机' });
      expect(lastRobot()).toMatchObject({ status: 'error', errorType: kind });
      await session.resumeOnline();
      expect(lastRobot()).toMatchObject({ status: 'finish', content: '**[索尼 WH](/item-detail?id=p1)**', errorType: null });
    },
  );

  it('back online after the user asked again meanwhile: the cut-off answer is left alone', async () => {
    const { session, transport } = setup(async (_body, opts) => {
      if (transport.stream.mock.calls.length === 1) throw new StreamError('offline', '网络异常，请检查网络连接');
      opts.onEvent(frame('finish', { question_id: 'q_n' }), { id: 'q_n:1' });
      return { outcome: 'done', lastEventId: 'q_n:1' };
    });
    await session.ask({ text: '一' });
    await session.ask({ text: '二' });
    await session.resumeOnline();
    expect(transport.stream).toHaveBeenCalledTimes(2);
  });
});

describe('streams that survive', () => {
  it('a resumed stream that replays events already applied never doubles the text', async () => {
    const { session, store, transport, lastRobot } = setup(
      async (_body, opts) => {
        if (transport.stream.mock.calls.length === 1) {
          opts.onEvent(frame('answer', { question_id: 'q_r', content: '一' }), { id: 'q_r:1' });
          opts.onEvent(frame('answer', { content: '二' }), { id: 'q_r:2' });
          return new Promise<StreamResult>((resolve) =>
            opts.signal.addEventListener('abort', () => resolve({ outcome: 'aborted', lastEventId: 'q_r:2' })),
          );
        }
        expect(opts.lastEventId).toBe('q_r:2');
        opts.onEvent(frame('answer', { content: '二' }), { id: 'q_r:2' });
        opts.onEvent(frame('answer', { content: '三' }), { id: 'q_r:3' });
        opts.onEvent(frame('finish'), { id: 'q_r:4' });
        return { outcome: 'done', lastEventId: 'q_r:4' };
      },
      [item('q_r', 0, '一二')],
    );
    const asking = session.ask({ text: '数数' });
    await vi.waitFor(() => expect(lastRobot().content).toBe('一二'));
    await session.resumeVisible();
    await asking;
    expect(lastRobot()).toMatchObject({ content: '一二三', status: 'finish' });
    expect(store.getState().phase).toBe('idle');
  });

  it('back from the background: an answer that finished meanwhile is taken from history', async () => {
    const stored = item('q_b', 1, '完整的回答', { assess: 1 });
    const { session, lastRobot, transport } = setup(
      (_body, opts) =>
        new Promise<StreamResult>((resolve) => {
          opts.onEvent(frame('answer', { question_id: 'q_b', content: '完整' }), { id: 'q_b:1' });
          opts.signal.addEventListener('abort', () => resolve({ outcome: 'aborted', lastEventId: null }));
        }),
      [stored],
    );
    const asking = session.ask({ text: '问' });
    await vi.waitFor(() => expect(lastRobot().content).toBe('完整'));
    await session.resumeVisible();
    await asking;
    expect(transport.stream).toHaveBeenCalledTimes(1);
    expect(lastRobot()).toMatchObject({ content: '完整的回答', status: 'finish', assess: 'like', isHistory: false });
  });

  it('[DONE] without a closing event settles with the stored answer', async () => {
    const { session, lastRobot } = setup(finishing(['q_d:1', frame('answer', { question_id: 'q_d', content: '前半' })]), [
      item('q_d', 3, '前半段', { answer_info: { answer: { message: '前半段' }, answer_status: 3 } }),
    ]);
    await session.ask({ text: '问' });
    expect(lastRobot()).toMatchObject({ status: 'cancel', content: '前半段' });
  });
});
