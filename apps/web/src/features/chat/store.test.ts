import { describe, expect, it } from 'vitest';
import { createRobotMessage, createUserMessage, type RobotMessage } from './model';
import { chatSelectors, createChatStore } from './store';

const pair = (q: string) => [createUserMessage(q, `问${q}`), createRobotMessage(q, { status: 'finish' })] as const;

describe('chat store: the list', () => {
  it('prepends older pages on top and skips messages already shown', () => {
    const store = createChatStore();
    store.getState().append([...pair('q3')]);
    store.getState().prepend([...pair('q1'), ...pair('q2')]);
    store.getState().prepend([...pair('q0'), ...pair('q1')]);
    expect(store.getState().ids).toEqual([
      'user-q0',
      'robot-q0',
      'user-q1',
      'robot-q1',
      'user-q2',
      'robot-q2',
      'user-q3',
      'robot-q3',
    ]);
  });

  it('replace swaps a message for one with another id in the same place', () => {
    const store = createChatStore();
    store.getState().append([createRobotMessage('', { id: 'a' }), createRobotMessage('', { id: 'b' })]);
    store.getState().replace('a', createRobotMessage('', { id: 'a2', content: '新' }));
    expect(store.getState().ids).toEqual(['a2', 'b']);
    expect(store.getState().messages.a).toBeUndefined();
    expect((store.getState().messages.a2 as RobotMessage).content).toBe('新');
  });

  it('an exchange streams until it is settled; settling another message leaves the phase alone', () => {
    const store = createChatStore();
    const [user, robot] = pair('q_local_1');
    store.getState().startExchange(user, { ...robot, status: 'fetching' });
    expect(store.getState().phase).toBe('streaming');
    store.getState().markStopping();
    expect(store.getState().phase).toBe('stopping');
    store.getState().settleWith('robot-other', (m) => m);
    expect(store.getState().phase).toBe('stopping');
    store.getState().settleWith(robot.id, (m) => ({ ...m, status: 'cancel' }));
    expect(store.getState()).toMatchObject({ phase: 'idle', activeRobotId: null });
    expect(chatSelectors.robotByQuestionId('q_local_1')(store.getState())?.status).toBe('cancel');
  });

  it('reset forgets everything, including history paging', () => {
    const store = createChatStore();
    store.getState().append([...pair('q1')]);
    store.getState().setHistory({ status: 'ready', hasMore: false, oldestQuestionId: 'q1' });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ ids: [], messages: {}, history: { status: 'idle', hasMore: true } });
  });
});
