import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { sessionListSchema, type SessionList } from '@app/protocol/chat-v1';
import { http } from '@/lib/http';

export const HISTORY_LIST_URL = '/api/v1/history_chat';
export const HISTORY_PAGE_SIZE = 20;

/** `POST /api/v1/history_chat {limit, offset, keyword}`: the user's chats, latest first. */
export const fetchHistoryPage = (offset: number, keyword: string): Promise<SessionList> =>
  http.post(
    HISTORY_LIST_URL,
    { limit: HISTORY_PAGE_SIZE, offset, keyword: keyword || null },
    { formatData: (d) => sessionListSchema.parse(d) },
  );

export const historyQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['history-list', keyword],
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam, keyword),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
  });

export const useHistoryList = (keyword: string) => useInfiniteQuery(historyQuery(keyword));
