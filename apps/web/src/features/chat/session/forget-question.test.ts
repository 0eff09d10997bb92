import { afterEach, describe, expect, it } from 'vitest';
import { questionDeleted } from '@/lib/deleted-questions';
import { chatStore } from '../chat-instance';
import { createRobotMessage, createUserMessage } from '../model';
import { createChatStore, type ChatStore } from '../store';
import { forgetQuestion } from './forget-question';
import './instance';

const stored = (q: string) => [createUserMessage(q, `问${q}`), createRobotMessage(q, { status: 'finish' })];

/** Two stored questions, then one asked in this visit: its user message keeps the local id. */
function conversation(store: ChatStore = createChatStore()) {
  store.getState().prepend([...stored('q_1'), ...stored('q_2')]);
  store.getState().setHistory({ status: 'ready', hasMore: true, oldestQuestionId: 'q_1' });
  store
    .getState()
    .append([createUserMessage('q_local_9', '问q_3'), createRobotMessage('q_local_9', { questionId: 'q_3', status: 'finish' })]);
  return store;
}
const shown = (store: ChatStore) => store.getState().ids.map((id) => store.getState().messages[id]!.content);

describe('forgetting a question deleted from /history', () => {
  afterEach(() => chatStore.getState().reset());

  it('takes a question asked in this visit off the screen with its answer', () => {
    const store = conversation();
    forgetQuestion(store, 'q_3');
    expect(store.getState().ids).toEqual(['user-q_1', 'robot-q_1', 'user-q_2', 'robot-q_2']);
    expect(store.getState().messages['user-q_local_9']).toBeUndefined();
  });

  it('pages back from the oldest question left when the oldest one goes', () => {
    const store = conversation();
    store.getState().setFocus('q_1');
    forgetQuestion(store, 'q_1');
    expect(shown(store)).toEqual(['问q_2', '', '问q_3', '']);
    expect(store.getState().history).toMatchObject({ status: 'ready', oldestQuestionId: 'q_2' });
    expect(store.getState().focusQuestionId).toBeNull();
  });

  it('leaves an answer that is streaming, and an unknown id, alone', () => {
    const store = conversation();
    store.getState().startExchange(createUserMessage('q_local_8', '问q_4'), createRobotMessage('q_4'));
    const before = store.getState().ids;
    forgetQuestion(store, 'q_4');
    forgetQuestion(store, 'q_nope');
    expect(store.getState().ids).toBe(before);
  });

  it('the /chatNext conversation forgets it when /history says it was deleted', () => {
    conversation(chatStore);
    questionDeleted('q_2');
    expect(shown(chatStore)).toEqual(['问q_1', '', '问q_3', '']);
  });
});
