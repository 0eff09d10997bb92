import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@/lib/query';
import { HISTORY_ENTRIES_ENDPOINTS, historyEntriesSchema, type HistoryEntries } from '@app/protocol/history-entries';
import { http } from '@/lib/http';

export const HISTORY_PAGE_SIZE = 20;
/** Every list of history entries (the page, the sidebar) lives under this key. */
export const HISTORY_ENTRIES_KEY = 'history-entries';

/** `POST /api/v2/history_entries {limit, offset, keyword}`: what the user asked on both chat screens, newest first. */
export const fetchHistoryEntries = (offset: number, keyword: string, limit = HISTORY_PAGE_SIZE): Promise<HistoryEntries> =>
  http.post(
    HISTORY_ENTRIES_ENDPOINTS.list,
    { limit, offset, keyword: keyword || null },
    { formatData: (d) => historyEntriesSchema.parse(d) },
  );

export const historyEntriesQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: [HISTORY_ENTRIES_KEY, 'pages', keyword],
    queryFn: ({ pageParam }) => fetchHistoryEntries(pageParam, keyword),
    // While a search runs, the last results stay on screen instead of a loading line.
    placeholderData: keepPreviousData,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
  });

export const useHistoryEntries = (keyword: string) => useInfiniteQuery(historyEntriesQuery(keyword));

/** The sidebar beside a chat: the latest few entries. */
export const RECENT_HISTORY_LIMIT = 30;

export const recentHistoryQuery = () =>
  queryOptions({
    queryKey: [HISTORY_ENTRIES_KEY, 'recent'],
    queryFn: () => fetchHistoryEntries(0, '', RECENT_HISTORY_LIMIT),
    staleTime: 5_000,
  });

export const useRecentHistory = () => useQuery(recentHistoryQuery());
