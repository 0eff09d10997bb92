import type { ChatMessage } from '../model';
import type { ChatStore } from '../store';
import type { HistorySource, StoredPageRequest, StoredQuestion } from './stored-question';

export interface HistorySync {
  /** The latest page, once per conversation; returns its items (oldest first). */
  loadInitial: () => Promise<StoredQuestion[]>;
  /** The page before the oldest question on screen, or the first page again after a failure. */
  loadOlder: () => Promise<void>;
  /** The stored state of a recent question, or null when it is not in the latest page. */
  findRecent: (questionId: string) => Promise<StoredQuestion | null>;
  /** Pages back until the question is on screen; false when the conversation has no such question. */
  reveal: (questionId: string) => Promise<boolean>;
}

/** Opening at a stored question pages back in large steps, and stops after this many. */
export const REVEAL_PAGE_SIZE = 50;
export const REVEAL_MAX_PAGES = 20;

/**
 * The stored conversation around the live one (spec section 7: history_chat_list for v2,
 * history_chat_detail for a v1 session): pages come in oldest first and go on top of what is
 * shown; a question already on screen (asked during this visit, so known by its server id) is
 * not added twice.
 */
export function createHistorySync(store: ChatStore, source: HistorySource): HistorySync {
  const { pageSize } = source;
  const shownQuestionIds = (): Set<string> => {
    const { ids, messages } = store.getState();
    return new Set(ids.map((id) => messages[id]?.questionId).filter((q): q is string => Boolean(q)));
  };

  let inflight: Promise<StoredQuestion[]> | null = null;
  const load = (request: StoredPageRequest): Promise<StoredQuestion[]> => {
    inflight = fetchAndShow(request).finally(() => (inflight = null));
    return inflight;
  };

  async function fetchAndShow(request: StoredPageRequest): Promise<StoredQuestion[]> {
    const { setHistory } = store.getState();
    setHistory({ status: 'loading' });
    const { items, result } = await source.fetchPage(request);
    if (result !== 'ok') {
      setHistory({ status: result === 'missing' ? 'missing' : 'error' });
      return [];
    }
    const shown = shownQuestionIds();
    const fresh = items.filter((item) => !shown.has(item.questionId));
    const messages: ChatMessage[] = fresh.flatMap((item) => [item.user, item.robot]);
    store.getState().prepend(messages);
    setHistory({
      status: 'ready',
      hasMore: items.length >= request.limit,
      oldestQuestionId: items[0]?.questionId ?? store.getState().history.oldestQuestionId,
    });
    return items;
  }

  return {
    loadInitial: () => (store.getState().history.status === 'idle' ? load({ limit: pageSize }) : Promise.resolve([])),
    loadOlder: async () => {
      const { status, hasMore, oldestQuestionId } = store.getState().history;
      if (status === 'loading' || status === 'idle' || !hasMore) return;
      // A first page that failed is asked for again; otherwise page back from the oldest question.
      await load(oldestQuestionId ? { limit: pageSize, before: oldestQuestionId } : { limit: pageSize });
    },
    reveal: async (questionId) => {
      for (let page = 0; page <= REVEAL_MAX_PAGES; page++) {
        if (inflight) await inflight;
        if (shownQuestionIds().has(questionId)) return true;
        const { status, hasMore, oldestQuestionId } = store.getState().history;
        if (page === REVEAL_MAX_PAGES || status !== 'ready' || !hasMore || !oldestQuestionId) return false;
        await load({ limit: REVEAL_PAGE_SIZE, before: oldestQuestionId });
      }
      return false;
    },
    findRecent: async (questionId) => {
      const { items } = await source.fetchPage({ limit: pageSize });
      return items.find((item) => item.questionId === questionId) ?? null;
    },
  };
}
