import { queryOptions, useQuery } from '@/lib/query';
import type { HistoryItemV2 } from '@app/protocol/history';
import { fetchHistoryPage } from './history-page';

const PAGE = 50;
const MAX_PAGES = 10;

/**
 * A stored question by id: history pages from the newest back (there is no single-question call),
 * at most 500 questions deep. Null when it is not found or history cannot be read.
 */
export async function findQuestion(questionId: string): Promise<HistoryItemV2 | null> {
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { list, ok } = await fetchHistoryPage({ limit: PAGE, questionId: cursor, loadNext: cursor ? true : undefined });
    if (!ok) throw new Error('history unavailable');
    const items = list.chat_history_detail_list;
    const found = items.find((item) => item.question_id === questionId);
    if (found) return found;
    if (items.length < PAGE) return null;
    cursor = items[0]!.question_id;
  }
  return null;
}

export const questionQuery = (questionId: string) =>
  queryOptions({ queryKey: ['chat', 'question', questionId], queryFn: () => findQuestion(questionId), staleTime: 60_000 });

export const useStoredQuestion = (questionId: string, enabled: boolean) => useQuery({ ...questionQuery(questionId), enabled });
