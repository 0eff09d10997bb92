import { LIMITS } from '@app/protocol/constants';
import type { HistoryItemV2 } from '@app/protocol/history';
import { fetchHistoryPage, type HistoryPage, type HistoryPageRequest } from '../api/history-page';
import { historyItemToMessages } from '../history-mapper';
import type { ChatMessage } from '../model';
import type { ChatStore } from '../store';

export type FetchHistoryPage = (request?: HistoryPageRequest) => Promise<HistoryPage>;

export interface HistorySync {
  /** The latest page, once per conversation; returns its items (oldest first). */
  loadInitial: () => Promise<HistoryItemV2[]>;
  /** The page before the oldest question on screen (`load_next`), or the first page again after a failure. */
  loadOlder: () => Promise<void>;
  /** The stored state of a recent question, or null when it is not in the latest page. */
  findRecent: (questionId: string) => Promise<HistoryItemV2 | null>;
}

/**
 * The stored conversation around the live one (spec section 7, history_chat_list): pages come in
 * oldest first and go on top of what is shown; a question already on screen (asked during this
 * visit, so known by its server id) is not added twice.
 */
export function createHistorySync(
  store: ChatStore,
  fetchPage: FetchHistoryPage = fetchHistoryPage,
  pageSize: number = LIMITS.historyPageSizeDefault,
): HistorySync {
  const shownQuestionIds = (): Set<string> => {
    const { ids, messages } = store.getState();
    return new Set(ids.map((id) => messages[id]?.questionId).filter((q): q is string => Boolean(q)));
  };

  async function load(request: HistoryPageRequest): Promise<HistoryItemV2[]> {
    const { setHistory } = store.getState();
    setHistory({ status: 'loading' });
    const { list, ok } = await fetchPage({ limit: pageSize, ...request });
    const items = list.chat_history_detail_list;
    if (!ok) {
      setHistory({ status: 'error' });
      return [];
    }
    const shown = shownQuestionIds();
    const fresh = items.filter((item) => !shown.has(item.question_id));
    const messages: ChatMessage[] = fresh.flatMap(historyItemToMessages);
    store.getState().prepend(messages);
    setHistory({
      status: 'ready',
      hasMore: items.length >= pageSize,
      oldestQuestionId: items[0]?.question_id ?? store.getState().history.oldestQuestionId,
    });
    return items;
  }

  return {
    loadInitial: () => (store.getState().history.status === 'idle' ? load({}) : Promise.resolve([])),
    loadOlder: async () => {
      const { status, hasMore, oldestQuestionId } = store.getState().history;
      if (status === 'loading' || status === 'idle' || !hasMore) return;
      // A first page that failed is asked for again; otherwise page back from the oldest question.
      await load(oldestQuestionId ? { questionId: oldestQuestionId, loadNext: true } : {});
    },
    findRecent: async (questionId) => {
      const { list } = await fetchPage({ limit: pageSize });
      return list.chat_history_detail_list.find((item) => item.question_id === questionId) ?? null;
    },
  };
}
