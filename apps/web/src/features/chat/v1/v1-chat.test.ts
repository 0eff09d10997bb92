import { describe, expect, it, vi } from 'vitest';
import type { StreamEventV1Frame } from '@app/protocol/chat-v1';
import type { HistoryItemV1 } from '@app/protocol/sessions';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import type { StreamResult } from '@/lib/sse';
import type { ChatStreamOptions } from '../api/chat-stream';
import type { RobotMessage } from '../model';
import type { SessionDetail } from './api/session-detail';
import type { V1Calls } from './transport-v1';
import { createV1Chat } from './v1-chat';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

type Frames = Array<[string, StreamEventV1Frame]>;

const f = (status: StreamEventV1Frame['status'], chunkType: number, content: Partial<StreamEventV1Frame['content']> = {}) =>
  ({ status, content: { session_id: 's_1', chunk_type: chunkType, ...content }, next_step: null }) as StreamEventV1Frame;

const item = (id: string, riskReview: number, answer: string): HistoryItemV1 => ({
  session_id: 's_1',
  question_id: id,
  question: `问${id}`,
  question_img: null,
  question_voice: null,
  question_voice_id: null,
  question_voice_time: null,
  answer,
  answer_reason: '',
  answer_source: '',
  risk_review_status: riskReview,
  risk_review_msg: riskReview === 2 ? CLIENT_ERROR_TEXT.streamInterrupted : '',
  goods_card: [],
  assess: 0,
  create_time: '2026-01-01T00:00:00.000Z',
});

/** The answer to 推荐耳机 as the v1 server streams it: text, a card, the full text, finish. */
const answer = (q = 'q_srv'): Frames => [
  [`${q}:1`, f('answer', 1, { question_id: q, content: '推荐' })],
  [`${q}:2`, f('answer', 1, { content: '索尼' })],
  [`${q}:3`, f('answer', 5, { card: { id: 'p_1', title: '索尼耳机', mall: '京东', price: 1999, image: '', url: '' } })],
  [`${q}:4`, f('answer', 2, { content: '推荐索尼 WH-1000XM5' })],
  [`${q}:5`, f('finish', 1, { risk_review_status: 1, risk_review_msg: '' })],
];

function setup(streams: Frames[], detail: SessionDetail = { result: 'ok', items: [] }) {
  let call = 0;
  const stream = vi.fn(async (_body: unknown, opts: ChatStreamOptions): Promise<StreamResult> => {
    const frames = streams[call++] ?? [];
    for (const [id, frame] of frames) opts.onEvent(frame, { id });
    return { outcome: 'done', lastEventId: frames.at(-1)?.[0] ?? null };
  });
  const calls = {
    stream,
    stop: vi.fn().mockResolvedValue(null),
    detail: vi.fn().mockResolvedValue(detail),
    updateVoice: vi.fn().mockResolvedValue(null),
  };
  const chat = createV1Chat('s_1', calls as unknown as V1Calls, { throttleMs: 0 });
  const state = () => chat.store.getState();
  const robots = () =>
    state()
      .ids.map((id) => state().messages[id])
      .filter((m): m is RobotMessage => m?.role === 'robot');
  return { chat, calls, state, robots };
}

describe('a v1 session', () => {
  it('asks in its session and builds the answer from the chunk types', async () => {
    const { chat, calls, robots } = setup([answer()]);
    await chat.actions.ask({ text: ' 推荐耳机 ' });
    expect(calls.stream.mock.calls[0]![0]).toMatchObject({
      question: '推荐耳机',
      session_id: 's_1',
      question_id: expect.stringMatching(/^q_local_/),
    });
    expect(calls.stream.mock.calls[0]![0]).not.toHaveProperty('is_auth');
    expect(robots()[0]).toMatchObject({
      status: 'finish',
      questionId: 'q_srv',
      content: '推荐索尼 WH-1000XM5',
      parts: [{ type: 'products', layout: 'list', cards: [expect.objectContaining({ id: 'p_1' })] }],
    });
  });

  it('stops with the session id and shows the stop', async () => {
    const { chat, calls, robots, state } = setup([]);
    let release!: () => void;
    calls.stream.mockImplementationOnce(async (_b, opts) => {
      opts.onEvent(f('answer', 1, { question_id: 'q_srv', content: '部分' }), { id: 'q_srv:1' });
      await new Promise<void>((r) => {
        release = r;
        opts.signal.addEventListener('abort', () => r());
      });
      return { outcome: 'aborted', lastEventId: 'q_srv:1' };
    });
    const asking = chat.actions.ask({ text: '推荐耳机' });
    await vi.waitFor(() => expect(state().phase).toBe('streaming'));
    await chat.actions.stop();
    release();
    await asking;
    expect(calls.stop).toHaveBeenCalledWith('q_srv', 's_1');
    expect(robots()[0]).toMatchObject({ status: 'cancel', content: '部分' });
    expect(state().phase).toBe('idle');
  });

  it('loads the whole session once, oldest first, with nothing older to page to', async () => {
    const { chat, calls, state } = setup([], { result: 'ok', items: [item('q1', 1, '第一'), item('q2', 3, '第二')] });
    await chat.actions.start();
    expect(calls.detail).toHaveBeenCalledWith('s_1');
    expect(state().ids).toEqual(['user-q1', 'robot-q1', 'user-q2', 'robot-q2']);
    expect(state().messages['robot-q2']).toMatchObject({ status: 'cancel', content: '第二' });
    expect(state().history).toMatchObject({ status: 'ready', hasMore: false });
  });

  it('an unknown or foreign session is missing, not an error', async () => {
    const { chat, state } = setup([], { result: 'missing', items: [] });
    await chat.actions.start();
    expect(state().history.status).toBe('missing');
  });

  it('an answer still outputting is replayed from its first event and followed', async () => {
    const { chat, calls, state } = setup([answer('q2')], { result: 'ok', items: [item('q2', 0, '推')] });
    await chat.actions.start();
    expect(calls.stream).toHaveBeenCalledTimes(1);
    expect(calls.stream.mock.calls[0]![0]).toMatchObject({ question_id: 'q2', session_id: 's_1' });
    expect(calls.stream.mock.calls[0]![1].lastEventId).toBe('q2:0');
    expect(state().messages['robot-q2']).toMatchObject({ status: 'finish', content: '推荐索尼 WH-1000XM5' });
  });

  it('assess and feedback go to the v1 calls with the session', async () => {
    const { chat } = setup([]);
    const send = vi.spyOn(await import('../api/feedback'), 'sendFeedback');
    send.mockResolvedValue({} as never);
    await chat.actions.sendFeedback({ questionId: 'q1', content: '不准', labelIds: [1] });
    expect(send).toHaveBeenCalledWith({ questionId: 'q1', content: '不准', labelIds: [1], sessionId: 's_1' });
  });
});
