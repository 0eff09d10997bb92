import { describe, expect, it, vi } from 'vitest';
import type { StreamEventFrame } from '@app/protocol/chat';
import type { UploadResult } from '@app/protocol/feedback';
import type { HistoryItemV2 } from '@app/protocol/history';
import { StreamError, type StreamResult } from '@/lib/sse';
import type { ChatStreamOptions } from '../api/chat-stream';
import type { RobotMessage, UserMessage } from '../model';
import { voiceAttachment } from '../question-input';
import { createChatStore } from '../store';
import { createChatSession, type ChatTransport } from './chat-session';
import { v2HistorySource } from './history-source-v2';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

type StreamImpl = (body: Record<string, unknown>, opts: ChatStreamOptions) => Promise<StreamResult>;

const frame = (status: StreamEventFrame['status'], content: StreamEventFrame['content'] = {}): StreamEventFrame => ({
  status,
  content,
  next_step: null,
});

const item = (id: string, answerStatus: number, message: string, over: Partial<HistoryItemV2> = {}): HistoryItemV2 => ({
  question_id: id,
  question: `问${id}`,
  create_at: '2025-01-01T00:00:00.000Z',
  answer_info: { answer: { message }, answer_status: answerStatus },
  ...over,
});

function setup(stream: StreamImpl, history: HistoryItemV2[] = []) {
  const store = createChatStore();
  const page = (items: HistoryItemV2[]) => ({
    list: { chat_history_detail_list: items, latest_question_id: items.at(-1)?.question_id ?? null },
    ok: true,
  });
  const fetchHistoryPage = vi.fn(async () => page(history));
  const transport = {
    stream: vi.fn(stream),
    stop: vi.fn().mockResolvedValue(null),
    fetchHistoryPage,
    history: v2HistorySource(fetchHistoryPage, 5),
    updateVoice: vi.fn().mockResolvedValue(null),
    authStatus: vi.fn().mockResolvedValue({ authorized: false }),
    guideText: vi.fn().mockResolvedValue({ text: '下午好，想买点什么？' }),
  };
  const session = createChatSession(store, transport as unknown as ChatTransport, { throttleMs: 0 });
  const robots = () => Object.values(store.getState().messages).filter((m): m is RobotMessage => m.role === 'robot');
  const lastRobot = () => store.getState().messages[store.getState().ids.at(-1)!] as RobotMessage;
  return { store, transport, session, robots, lastRobot, page };
}

const finishing =
  (...frames: Array<[string, StreamEventFrame]>): StreamImpl =>
  async (_body, opts) => {
    for (const [id, f] of frames) opts.onEvent(f, { id });
    return { outcome: 'done', lastEventId: frames.at(-1)?.[0] ?? null };
  };

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

  it("重新回答 asks a finished answer's question again as a new turn with a new q_local_ id; the first answer stays", async () => {
    let n = 0;
    const { transport, session, store, robots } = setup(async (_body, opts) => {
      n++;
      opts.onEvent(frame('answer', { question_id: `q_srv${n}`, content: `答${n}` }), { id: `q_srv${n}:1` });
      opts.onEvent(frame('finish'), { id: `q_srv${n}:2` });
      return { outcome: 'done', lastEventId: `q_srv${n}:2` };
    });
    await session.ask({ text: '推荐手机', card: { url: '/item-detail?id=p_1', targetPrice: null } });
    const first = robots()[0]!;
    expect(await session.regenerate(first.id)).toBe(true);
    const [a, b] = transport.stream.mock.calls.map((c) => c[0]);
    expect(b).toMatchObject({ question: '推荐手机', question_card_url: '/item-detail?id=p_1' });
    expect(b!.question_id).toMatch(/^q_local_/);
    expect(b!.question_id).not.toBe(a!.question_id);
    const users = Object.values(store.getState().messages).filter((m) => m.role === 'user');
    expect(users.map((u) => u.content)).toEqual(['推荐手机', '推荐手机']);
    expect(robots().map((r) => [r.content, r.status])).toEqual([
      ['答1', 'finish'],
      ['答2', 'finish'],
    ]);
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

describe('voice', () => {
  it('a recording alone is a question: sent once uploaded, with question_voice, question_voice_id and question_voice_time', async () => {
    let finishUpload!: (r: UploadResult) => void;
    const upload = new Promise<UploadResult>((r) => (finishUpload = r));
    const { session, transport, store, lastRobot } = setup(
      finishing(
        ['q_vo:1', frame('answer', { question_id: 'q_vo', content: '语音需要语音识别服务' })],
        ['q_vo:2', frame('finish')],
      ),
    );
    const asking = session.ask({ text: '', voice: voiceAttachment(2.4, upload) });
    await vi.waitFor(() => expect(store.getState().phase).toBe('streaming'));
    expect(lastRobot().status).toBe('fetching');
    expect(transport.stream).not.toHaveBeenCalled();
    finishUpload({ id: 'up_9', url: '/media/uploads/u/v.webm', kind: 'voice', mime: 'audio/webm', size: 10, duration: 2.4 });
    expect(await asking).toBe(true);
    expect(transport.stream.mock.calls[0]![0]).toMatchObject({
      question: '',
      question_voice: '/media/uploads/u/v.webm',
      question_voice_id: 'up_9',
      question_voice_time: 2.4,
    });
    expect(lastRobot()).toMatchObject({ status: 'finish', content: '语音需要语音识别服务' });
    const user = store.getState().messages[store.getState().ids[0]!] as UserMessage;
    expect(user).toMatchObject({ content: '', voice: { voiceId: 'up_9', url: '/media/uploads/u/v.webm' } });
  });

  it('a recording alone whose upload fails ends the answer with the reason (nothing is sent)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, transport, store, lastRobot } = setup(finishing());
    const upload = Promise.reject(new Error('文件过大'));
    await session.ask({ text: '', voice: voiceAttachment(2, upload) });
    expect(transport.stream).not.toHaveBeenCalled();
    expect(lastRobot()).toMatchObject({ status: 'error', errorText: '文件过大' });
    expect(store.getState().phase).toBe('idle');
  });

  it('update_voice runs once both the upload and the server question id are known', async () => {
    let finishUpload!: (r: UploadResult) => void;
    const upload = new Promise<UploadResult>((r) => (finishUpload = r));
    const { session, transport, store } = setup(finishing(['q_v:1', frame('finish', { question_id: 'q_v' })]));
    await session.ask({ text: '这个多少钱', voice: voiceAttachment(3.2, upload) });
    expect(transport.updateVoice).not.toHaveBeenCalled();
    expect(transport.stream.mock.calls[0]![0]).not.toHaveProperty('question_voice');
    finishUpload({ id: 'up_1', url: '/media/v.webm', kind: 'voice', mime: 'audio/webm', size: 10, duration: 3.2 });
    await vi.waitFor(() => expect(transport.updateVoice).toHaveBeenCalledTimes(1));
    expect(transport.updateVoice).toHaveBeenCalledWith({
      questionId: 'q_v',
      url: '/media/v.webm',
      duration: 3.2,
      voiceId: 'up_1',
    });
    const user = store.getState().messages[store.getState().ids[0]!] as UserMessage;
    expect(user.voice).toEqual({ voiceId: 'up_1', voiceDuration: 3.2, url: '/media/v.webm' });
  });

  it('an update_voice failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uploaded = Promise.resolve({
      id: 'u',
      url: '/media/v.webm',
      kind: 'voice',
      mime: 'audio/webm',
      size: 1,
      duration: 2,
    } as const);
    const { session, transport, lastRobot } = setup(finishing(['q_w:1', frame('finish', { question_id: 'q_w' })]));
    transport.updateVoice.mockRejectedValue(new Error('404'));
    await session.ask({ text: '你好', voice: voiceAttachment(2, uploaded) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(lastRobot().status).toBe('finish');
  });
});

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
