import { describe, expect, it, vi } from 'vitest';
import type { StreamEventFrame } from '@app/protocol/chat';
import { StreamError, type StreamResult } from '@/lib/sse';
import { createChatSession, type ChatTransport } from './chat-session';
import type { RobotMessage } from './model';
import { createChatStore } from './store';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

type StreamArgs = Parameters<ChatTransport['stream']>;

function setup(stream: (...args: StreamArgs) => Promise<StreamResult>) {
  const store = createChatStore({ throttleMs: 0 });
  const transport = { stream: vi.fn(stream), stop: vi.fn().mockResolvedValue(null) };
  const session = createChatSession(store, transport as unknown as ChatTransport);
  const lastRobot = () => {
    const { ids, messages } = store.getState();
    return messages[ids[ids.length - 1]!] as RobotMessage;
  };
  return { store, transport, session, lastRobot };
}

const frame = (status: StreamEventFrame['status'], content: StreamEventFrame['content'] = {}): StreamEventFrame => ({
  status,
  content,
  next_step: null,
});

describe('chat session', () => {
  it('asks with a q_local_ id, streams into the robot message and finishes at [DONE]', async () => {
    const { store, transport, session, lastRobot } = setup(async (_body, opts) => {
      opts.onEvent(frame('answer', { question_id: 'q_srv', content: '好的' }));
      return { outcome: 'done', lastEventId: 'q_srv:1' };
    });
    await session.ask('  推荐手机  ');
    const body = transport.stream.mock.calls[0]![0];
    expect(body.question).toBe('推荐手机');
    expect(body.question_id).toMatch(/^q_local_/);
    expect(store.getState().ids).toHaveLength(2);
    expect(lastRobot()).toMatchObject({ status: 'finish', content: '好的', questionId: 'q_srv' });
  });

  it('ignores empty questions and questions while an answer streams', async () => {
    let release!: () => void;
    const { transport, session } = setup(
      () => new Promise<StreamResult>((r) => (release = () => r({ outcome: 'done', lastEventId: null }))),
    );
    await session.ask('   ');
    const first = session.ask('一');
    await session.ask('二');
    expect(transport.stream).toHaveBeenCalledTimes(1);
    release();
    await first;
  });

  it('shows the stream error text of an open failure', async () => {
    const { session, lastRobot } = setup(async () => {
      throw new StreamError('network', '网络异常，请稍后重试', 400);
    });
    await session.ask('你好');
    expect(lastRobot()).toMatchObject({ status: 'error', errorType: 'network', errorText: '网络异常，请稍后重试' });
  });

  it('stop cancels at once, aborts the stream and tells the server the question id', async () => {
    const { store, transport, session, lastRobot } = setup(
      (_body, opts) =>
        new Promise<StreamResult>((resolve) => {
          opts.onEvent(frame('answer', { question_id: 'q_srv_2', content: '正在' }));
          opts.signal.addEventListener('abort', () => resolve({ outcome: 'aborted', lastEventId: null }));
        }),
    );
    const asking = session.ask('讲个故事');
    await vi.waitFor(() => expect(store.getState().phase).toBe('streaming'));
    await session.stop();
    await asking;
    expect(transport.stop).toHaveBeenCalledWith('q_srv_2');
    expect(lastRobot()).toMatchObject({ status: 'cancel', content: '正在' });
    expect(store.getState().phase).toBe('idle');
  });
});
