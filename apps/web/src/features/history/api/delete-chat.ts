import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { deleteChatResultSchema } from '@app/protocol/chat-v1';
import type { HistoryEntries } from '@app/protocol/history-entries';
import { endpoints } from '@/config/paths';
import { http } from '@/lib/http';
import { HISTORY_ENTRIES_KEY } from './history-entries';

/** `POST /api/v1/delete_chat {session_id}`: deletes a session with its questions (quiet: the caller toasts). */
export const deleteChat = (sessionId: string) =>
  http.post(endpoints.deleteChat, { session_id: sessionId }, { quiet: true, formatData: (d) => deleteChatResultSchema.parse(d) });

const withoutSession = (page: HistoryEntries, sessionId: string): HistoryEntries => {
  const list = page.list.filter((e) => !(e.kind === 'session' && e.session_id === sessionId));
  return { list, total: page.total - (page.list.length - list.length) };
};

/** Deletes a session; on success it leaves every cached list at once, then the lists are refetched. */
export function useDeleteChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: async (_r, sessionId) => {
      client.setQueriesData<InfiniteData<HistoryEntries, number> | HistoryEntries>(
        { queryKey: [HISTORY_ENTRIES_KEY] },
        (data) => {
          if (!data) return data;
          if ('pages' in data) return { ...data, pages: data.pages.map((p) => withoutSession(p, sessionId)) };
          return withoutSession(data, sessionId);
        },
      );
      await client.invalidateQueries({ queryKey: [HISTORY_ENTRIES_KEY] });
    },
  });
}
