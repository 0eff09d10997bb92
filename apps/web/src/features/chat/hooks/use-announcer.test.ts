import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRobotMessage, createUserMessage, type RobotMessage } from '../model';
import { createChatStore } from '../store';
import { lastSentenceEnd, useAnnouncer } from './use-announcer';

describe('announcing a streaming answer', () => {
  it.each<[string, number, number]>([
    ['还没说完', 0, -1],
    ['第一句。第二', 0, 4],
    ['第一句。第二句！第三', 0, 8],
    ['第一句。第二句！第三', 5, 8],
    ['Yes! and', 0, 4],
  ])('%j from %i ends at %i', (text, from, end) => {
    expect(lastSentenceEnd(text, from)).toBe(end);
  });

  it('says each group of finished sentences once, without Markdown, and the rest when it ends', () => {
    const store = createChatStore();
    const robot = createRobotMessage('q', { status: 'outputting' });
    store.getState().startExchange(createUserMessage('q', '问'), robot);
    const { result } = renderHook(() => useAnnouncer(store));
    const stream = (content: string, status: RobotMessage['status'] = 'outputting') =>
      act(() => store.getState().updateRobots([[robot.id, (m) => ({ ...m, content, status })]]));

    stream('推荐 **索尼**');
    expect(result.current).toBe('');
    stream('推荐 **索尼**。它降');
    expect(result.current).toBe('推荐 索尼。');
    stream('推荐 **索尼**。它降噪很好！价格');
    expect(result.current).toBe('它降噪很好！');
    act(() =>
      store.getState().settleWith(robot.id, (m) => ({ ...m, content: '推荐 **索尼**。它降噪很好！价格合适', status: 'finish' })),
    );
    expect(result.current).toBe('价格合适');
  });

  it('finds a sentence that ends several updates after it started, searching only the new text', () => {
    const store = createChatStore();
    const robot = createRobotMessage('q', { status: 'outputting' });
    store.getState().startExchange(createUserMessage('q', '问'), robot);
    const { result } = renderHook(() => useAnnouncer(store));
    const stream = (content: string) =>
      act(() => store.getState().updateRobots([[robot.id, (m) => ({ ...m, content, status: 'outputting' })]]));

    for (const content of ['第', '第一句', '第一句**还', '第一句**还没**完']) {
      stream(content);
      expect(result.current).toBe('');
    }
    stream('第一句**还没**完。第二');
    expect(result.current).toBe('第一句还没完。');
    stream('第一句**还没**完。第二句');
    stream('第一句**还没**完。第二句\n');
    expect(result.current).toBe('第二句');
  });
});
