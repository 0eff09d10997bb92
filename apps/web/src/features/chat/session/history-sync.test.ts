import { describe, expect, it } from 'vitest';
import { createRobotMessage, createUserMessage } from '../model';
import { chatSelectors, createChatStore } from '../store';
import { createHistorySync, REVEAL_PAGE_SIZE } from './history-sync';
import type { HistorySource, StoredPageRequest, StoredQuestion } from './stored-question';

const stored = (n: number): StoredQuestion => ({
  questionId: `q_${n}`,
  outputting: false,
  user: createUserMessage(`q_${n}`, `问题${n}`, { isHistory: true }),
  robot: createRobotMessage(`q_${n}`, { isHistory: true }),
});

/** A conversation of `count` stored questions (q_1 oldest), paged back like history_chat_list. */
function conversation(count: number) {
  const all = Array.from({ length: count }, (_, i) => stored(i + 1));
  const requests: StoredPageRequest[] = [];
  const source: HistorySource = {
    pageSize: 5,
    fetchPage: async (request) => {
      requests.push(request);
      const end = request.before ? all.findIndex((q) => q.questionId === request.before) : all.length;
      return { items: all.slice(Math.max(0, end - request.limit), end), result: 'ok' };
    },
  };
  return { source, requests };
}

describe('history sync: opening at a stored question', () => {
  it('pages back in large steps until the question is on screen, and the screen can find it', async () => {
    const { source, requests } = conversation(120);
    const store = createChatStore();
    const sync = createHistorySync(store, source);
    await sync.loadInitial();
    store.getState().setFocus('q_3');
    expect(chatSelectors.focusedUserId(store.getState())).toBeNull();

    expect(await sync.reveal('q_3')).toBe(true);
    expect(requests.map((r) => r.limit)).toEqual([5, REVEAL_PAGE_SIZE, REVEAL_PAGE_SIZE, REVEAL_PAGE_SIZE]);
    const focused = chatSelectors.focusedUserId(store.getState());
    expect(focused && store.getState().messages[focused]?.content).toBe('问题3');
    // Everything newer is still there below it.
    const questions = store.getState().ids.filter((id) => store.getState().messages[id]?.role === 'user');
    expect(questions).toHaveLength(120);
  });

  it('asks nothing more for a question already on screen, and answers false for one the conversation lacks', async () => {
    const { source, requests } = conversation(12);
    const store = createChatStore();
    const sync = createHistorySync(store, source);
    await sync.loadInitial();
    expect(await sync.reveal('q_10')).toBe(true);
    expect(requests).toHaveLength(1);
    expect(await sync.reveal('q_404')).toBe(false);
    expect(requests).toHaveLength(2);
    expect(store.getState().history.hasMore).toBe(false);
  });

  it('waits for a page already on its way instead of giving up', async () => {
    const { source } = conversation(30);
    const store = createChatStore();
    const sync = createHistorySync(store, source);
    await sync.loadInitial();
    const older = sync.loadOlder();
    expect(await sync.reveal('q_1')).toBe(true);
    await older;
  });
});
