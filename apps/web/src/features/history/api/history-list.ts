import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { deleteChatResultSchema, sessionListSchema, type SessionList } from '@app/protocol/chat-v1';
import { endpoints } from '@/config/paths';
import { http } from '@/lib/http';

export const HISTORY_LIST_URL = '/api/v1/history_chat';
export const HISTORY_PAGE_SIZE = 20;
const HISTORY_KEY = 'history-list';

/** `POST /api/v1/history_chat {limit, offset, keyword}`: the user's chats, latest first. */
export const fetchHistoryPage = (offset: number, keyword: string): Promise<SessionList> =>
  http.post(
    HISTORY_LIST_URL,
    { limit: HISTORY_PAGE_SIZE, offset, keyword: keyword || null },
    { formatData: (d) => sessionListSchema.parse(d) },
  );

export const historyQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: [HISTORY_KEY, keyword],
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam, keyword),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
  });

export const useHistoryList = (keyword: string) => useInfiniteQuery(historyQuery(keyword));

/** `POST /api/v1/delete_chat {session_id}`: deletes the chat with its questions (quiet: the caller toasts). */
export const deleteChat = (sessionId: string) =>
  http.post(endpoints.deleteChat, { session_id: sessionId }, { quiet: true, formatData: (d) => deleteChatResultSchema.parse(d) });

/** Deletes a chat; on success the row leaves every cached list at once, then the lists are refetched. */
export function useDeleteChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: async (_r, sessionId) => {
      client.setQueriesData<InfiniteData<SessionList, number>>({ queryKey: [HISTORY_KEY] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => {
                const list = p.list.filter((s) => s.session_id !== sessionId);
                return { list, total: p.total - (p.list.length - list.length) };
              }),
            }
          : data,
      );
      await client.invalidateQueries({ queryKey: [HISTORY_KEY] });
    },
  });
}
