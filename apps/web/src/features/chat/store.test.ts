import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamEventFrame } from '@app/protocol/chat';
import type { MessageStatus } from '@app/protocol/status';
import { createRobotMessage, createUserMessage, type RobotMessage } from './model';
import { createChatStore, STREAM_THROTTLE_MS, type ChatStore } from './store';

const f = (
  status: StreamEventFrame['status'],
  content: StreamEventFrame['content'] = {},
  next_step: StreamEventFrame['next_step'] = null,
): StreamEventFrame => ({
  status,
  content,
  next_step,
});

let store: ChatStore;
const robotId = 'robot-q_local_1';
const robot = () => store.getState().messages[robotId] as RobotMessage;

beforeEach(() => {
  vi.useFakeTimers();
  store = createChatStore();
  store.getState().startExchange(createUserMessage('q_local_1', '推荐耳机'), createRobotMessage('q_local_1'));
});
afterEach(() => vi.useRealTimers());

describe('stream events → message', () => {
  it('walks the statuses of a full answer and assembles its parts', () => {
    const seen: MessageStatus[] = [robot().status];
    const feed = (frame: StreamEventFrame) => {
      store.getState().ingest(robotId, frame);
      store.getState().flush();
      seen.push(robot().status);
    };
    feed(f('plan', { question_id: 'q_srv_9', reasoning_content: '用户想要' }));
    feed(f('reflection', { reasoning_content: '降噪耳机' }));
    feed(f('answer_before_load', { think_ms: 2300 }));
    feed(f('search'));
    feed(
      f('search_result', { search_result: { keywords: [{ query: '降噪耳机', keywords: ['降噪'] }], links: [], products: [] } }),
    );
    feed(f('answer', { content: '推荐' }));
    feed(f('answer', { content: '**索尼**' }));
    feed(f('cards_load'));
    feed(f('finish', { buttons: [{ button_text: '加入心愿单', button_url: '', icon: '' }], button_type: 1 }, ['还有别的吗？']));
    store.getState().complete(robotId);

    expect(seen).toEqual([
      'fetching',
      'thinking',
      'thinking',
      'thinkend',
      'searching',
      'searched',
      'outputting',
      'outputting',
      'searching_product_card',
      'finish',
    ]);
    expect(robot()).toMatchObject({
      questionId: 'q_srv_9',
      reasoningContent: '用户想要降噪耳机',
      reasonStatus: 'thinkend',
      thinkMs: 2300,
      content: '推荐**索尼**',
      buttonType: 1,
      buttons: [{ text: '加入心愿单', url: '', icon: '', type: null }],
      nextStep: ['还有别的吗？'],
      status: 'finish',
    });
    expect(robot().searchResult?.keywords[0]?.query).toBe('降噪耳机');
    expect(store.getState().phase).toBe('idle');
  });

  it('an in-stream error_code ends in error with error_msg, or 生成错误！', () => {
    store.getState().ingest(robotId, f('answer', { error_code: 500, error_msg: '' }));
    store.getState().complete(robotId);
    expect(robot()).toMatchObject({ status: 'error', errorType: 'generation', errorText: '生成错误！' });
  });

  it('risk is an error with the default risk text', () => {
    store.getState().ingest(robotId, f('risk'));
    store.getState().complete(robotId);
    expect(robot()).toMatchObject({ status: 'error', errorType: 'risk', errorText: '助手遇到了一点障碍，请重新输入' });
  });

  it('a failure keeps the partial answer and shows why', () => {
    store.getState().ingest(robotId, f('answer', { content: '部分' }));
    store.getState().fail(robotId, 'interrupted', '助手已为你停止输出');
    expect(robot()).toMatchObject({ status: 'error', content: '部分', errorText: '助手已为你停止输出' });
    expect(store.getState().phase).toBe('idle');
  });

  it('cancel keeps the content and sets status cancel', () => {
    store.getState().ingest(robotId, f('answer', { content: '一半' }));
    store.getState().cancel(robotId);
    expect(robot()).toMatchObject({ status: 'cancel', content: '一半' });
  });
});

describe('throttled updates', () => {
  it(`applies queued tokens together after ${STREAM_THROTTLE_MS} ms, in one store update`, () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    for (const token of ['你', '好', '呀']) store.getState().ingest(robotId, f('answer', { content: token }));
    expect(listener).not.toHaveBeenCalled();
    expect(robot().content).toBe('');
    vi.advanceTimersByTime(STREAM_THROTTLE_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(robot().content).toBe('你好呀');
    unsubscribe();
  });

  it('only the streaming message object changes; the others keep their identity', () => {
    const user = store.getState().messages['user-q_local_1'];
    const ids = store.getState().ids;
    store.getState().ingest(robotId, f('answer', { content: 'x' }));
    vi.advanceTimersByTime(STREAM_THROTTLE_MS);
    expect(store.getState().messages['user-q_local_1']).toBe(user);
    expect(store.getState().ids).toBe(ids);
  });

  it('completing flushes what is still queued', () => {
    store.getState().ingest(robotId, f('answer', { content: '尾巴' }));
    store.getState().complete(robotId);
    expect(robot()).toMatchObject({ content: '尾巴', status: 'finish' });
  });
});
