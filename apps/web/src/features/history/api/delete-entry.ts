import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@/lib/query';
import { SESSIONS_ENDPOINTS, deleteChatResultSchema } from '@app/protocol/sessions';
import {
  HISTORY_ENTRIES_ENDPOINTS,
  deleteQuestionResultSchema,
  type HistoryEntries,
  type HistoryEntry,
  type HistoryEntryKind,
} from '@app/protocol/history-entries';
import { questionDeleted } from '@/lib/deleted-questions';
import { http } from '@/lib/http';
import { HISTORY_ENTRIES_KEY } from './history-entries';

/** Which entry to delete: a v1 session as a whole, or one /chatNext question. */
export interface EntryRef {
  kind: HistoryEntryKind;
  id: string;
}

/** How each kind of entry is deleted on the server (quiet: the caller toasts), and what follows. */
const DELETERS: { [K in HistoryEntryKind]: { remove: (id: string) => Promise<unknown>; after?: (id: string) => void } } = {
  /** `POST /api/v1/delete_chat {session_id}`: the session with its questions. */
  session: {
    remove: (id) =>
      http.post(
        SESSIONS_ENDPOINTS.remove,
        { session_id: id },
        { quiet: true, formatData: (d) => deleteChatResultSchema.parse(d) },
      ),
  },
  /** `POST /api/v2/delete_question {question_id}`: the question with its answer; /chatNext forgets it too. */
  question: {
    remove: (id) =>
      http.post(
        HISTORY_ENTRIES_ENDPOINTS.deleteQuestion,
        { question_id: id },
        { quiet: true, formatData: (d) => deleteQuestionResultSchema.parse(d) },
      ),
    after: questionDeleted,
  },
};

const refOf = (e: HistoryEntry): EntryRef =>
  e.kind === 'session' ? { kind: e.kind, id: e.session_id } : { kind: e.kind, id: e.question_id };

const without = (page: HistoryEntries, ref: EntryRef): HistoryEntries => {
  const list = page.list.filter((e) => {
    const r = refOf(e);
    return !(r.kind === ref.kind && r.id === ref.id);
  });
  return { list, total: page.total - (page.list.length - list.length) };
};

type Cached = InfiniteData<HistoryEntries, number> | HistoryEntries;

/**
 * Deletes an entry of /history: it leaves every cached list at once (the page, the sidebar) and
 * comes back where it was if the server refuses; the lists are refetched either way.
 */
export function useDeleteEntry() {
  const client = useQueryClient();
  const filters = { queryKey: [HISTORY_ENTRIES_KEY] };
  return useMutation({
    mutationFn: (ref: EntryRef) => DELETERS[ref.kind].remove(ref.id),
    onMutate: async (ref): Promise<{ before: Array<[QueryKey, Cached | undefined]> }> => {
      await client.cancelQueries(filters);
      const before = client.getQueriesData<Cached>(filters);
      client.setQueriesData<Cached>(filters, (data) => {
        if (!data) return data;
        if ('pages' in data) return { ...data, pages: data.pages.map((p) => without(p, ref)) };
        return without(data, ref);
      });
      return { before };
    },
    onError: (_error, _ref, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSuccess: (_result, ref) => DELETERS[ref.kind].after?.(ref.id),
    onSettled: () => client.invalidateQueries(filters),
  });
}
