import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@app/protocol/constants';
import { historyListV2Schema, type HistoryListV2 } from '@app/protocol/history';
import { endpoints } from '@/config/paths';
import { http } from '@/lib/http';
import { historyToMessages } from '../history-mapper';

const EMPTY: HistoryListV2 = { chat_history_detail_list: [], latest_question_id: null };

/** `POST /api/v2/history_chat_list` {limit}; a failure returns an empty result (spec section 8). */
export async function fetchRecentHistory(limit: number = LIMITS.historyPageSizeDefault): Promise<HistoryListV2> {
  try {
    return await http.post(
      endpoints.historyChatListV2,
      { limit },
      { quiet: true, formatData: (d) => historyListV2Schema.parse(d) },
    );
  } catch {
    return EMPTY;
  }
}

const selectMessages = (data: HistoryListV2) => historyToMessages(data.chat_history_detail_list);

export const recentHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: ['chat', 'history', 'recent', userId],
    queryFn: () => fetchRecentHistory(),
    select: selectMessages,
    // Shown once under the live conversation: refetching would duplicate the live messages.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The recent conversation, loaded only for a logged-in user. */
export const useRecentHistory = (userId: string | null) =>
  useQuery({ ...recentHistoryQuery(userId ?? ''), enabled: Boolean(userId) });
