import { partOf } from '@app/protocol/answer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamEventFrame } from '@app/protocol/chat';
import type { MessageStatus } from '@app/protocol/status';
import { createRobotMessage, createUserMessage, type RobotMessage } from '../model';
import { createChatStore, type ChatStore } from '../store';
import { createStreamBuffer, STREAM_THROTTLE_MS, type StreamBuffer } from './stream-buffer';

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
let buffer: StreamBuffer;
const robotId = 'robot-q_local_1';
const robot = () => store.getState().messages[robotId] as RobotMessage;

beforeEach(() => {
  vi.useFakeTimers();
  store = createChatStore();
  buffer = createStreamBuffer(store);
  store.getState().startExchange(createUserMessage('q_local_1', '推荐耳机'), createRobotMessage('q_local_1'));
});
afterEach(() => vi.useRealTimers());

describe('stream events → message', () => {
  it('walks the statuses of a full answer and assembles its parts', () => {
    const seen: MessageStatus[] = [robot().status];
    const feed = (frame: StreamEventFrame) => {
      buffer.ingest(robotId, frame);
      buffer.flush();
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
    buffer.complete(robotId);

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
      status: 'finish',
    });
    expect(partOf(robot().parts, 'buttons')).toMatchObject({ buttonType: 1, buttons: [{ button_text: '加入心愿单' }] });
    expect(partOf(robot().parts, 'suggestions')?.steps).toEqual(['还有别的吗？']);
    expect(partOf(robot().parts, 'search')?.result.keywords[0]?.query).toBe('降噪耳机');
    expect(store.getState().phase).toBe('idle');
  });

  it('an in-stream error_code ends in error with error_msg, or 生成错误！', () => {
    buffer.ingest(robotId, f('answer', { error_code: 500, error_msg: '' }));
    buffer.complete(robotId);
    expect(robot()).toMatchObject({ status: 'error', errorType: 'generation', errorText: '生成错误！' });
  });

  it('risk is an error with the default risk text', () => {
    buffer.ingest(robotId, f('risk'));
    buffer.complete(robotId);
    expect(robot()).toMatchObject({ status: 'error', errorType: 'risk', errorText: '助手遇到了一点障碍，请重新输入' });
  });

  it('a failure keeps the partial answer and shows why', () => {
    buffer.ingest(robotId, f('answer', { content: '部分' }));
    buffer.fail(robotId, 'interrupted', '助手已为你停止输出');
    expect(robot()).toMatchObject({ status: 'error', content: '部分', errorText: '助手已为你停止输出' });
    expect(store.getState().phase).toBe('idle');
  });

  it('a stopped answer from the server (finish with answer_status 3) is cancelled', () => {
    buffer.ingest(robotId, f('answer', { content: '半句' }));
    buffer.ingest(robotId, f('finish', { answer_status: 3, answer_status_msg: '已停止输出' } as never));
    buffer.complete(robotId);
    expect(robot()).toMatchObject({ status: 'cancel', content: '半句' });
  });

  it('cards of every kind, the cloud task and the answer type are kept', () => {
    const card = { id: 'p1', title: '耳机', mall: '京东', price: 99, image: '/m.png', url: '/item-detail?id=p1' };
    const flight = {
      id: 'f1',
      flight_no: 'MU5101',
      airline: '东航',
      from_city: '上海',
      to_city: '北京',
      date: '2025-05-01',
      dep_time: '08:00',
      arr_time: '10:15',
      price: 900,
      url: '/flight?id=f1',
    };
    const task = { task_id: 't1', run_state: 1, action_type: 'executing', task_name: '下单' };
    buffer.ingest(
      robotId,
      f('cards_load', {
        multi_cards: [card],
        wish_select_cards: [card],
        wish_cards: [{ product: card, target_price: 80, reached: false, created_at: '2025-01-01T00:00:00Z' }],
        flight_cards: [flight],
        cloud_mobile_task: task,
        answer_type: 'shopping',
        button_desc: '试试这些',
      }),
    );
    buffer.complete(robotId);
    const parts = robot().parts;
    expect(robot().answerType).toBe('shopping');
    expect(partOf(parts, 'products', 'gallery')?.cards).toEqual([card]);
    expect(partOf(parts, 'wish-select')?.cards).toEqual([card]);
    expect(partOf(parts, 'wish')?.items).toMatchObject([{ target_price: 80 }]);
    expect(partOf(parts, 'flights')?.flights).toEqual([flight]);
    expect(partOf(parts, 'cloud-task')?.task).toEqual(task);
    expect(partOf(parts, 'buttons')?.desc).toBe('试试这些');
  });

  it('cancel keeps the content and sets status cancel', () => {
    buffer.ingest(robotId, f('answer', { content: '一半' }));
    buffer.cancel(robotId);
    expect(robot()).toMatchObject({ status: 'cancel', content: '一半' });
  });
});

describe('throttled updates', () => {
  it(`applies queued tokens together after ${STREAM_THROTTLE_MS} ms, in one store update`, () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    for (const token of ['你', '好', '呀']) buffer.ingest(robotId, f('answer', { content: token }));
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
    buffer.ingest(robotId, f('answer', { content: 'x' }));
    vi.advanceTimersByTime(STREAM_THROTTLE_MS);
    expect(store.getState().messages['user-q_local_1']).toBe(user);
    expect(store.getState().ids).toBe(ids);
  });

  it('completing flushes what is still queued', () => {
    buffer.ingest(robotId, f('answer', { content: '尾巴' }));
    buffer.complete(robotId);
    expect(robot()).toMatchObject({ content: '尾巴', status: 'finish' });
  });
});
