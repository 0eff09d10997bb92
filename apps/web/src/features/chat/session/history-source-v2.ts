import { LIMITS } from '@app/protocol/constants';
import { ANSWER_STATUS } from '@app/protocol/status';
import type { HistoryItemV2 } from '@app/protocol/history';
import { fetchHistoryPage as fetchV2Page, type HistoryPage, type HistoryPageRequest } from '../api/history-page';
import { historyItemToRobot, historyItemToUser } from '../history-mapper';
import type { HistorySource, StoredQuestion } from './stored-question';

export type FetchHistoryPage = (request?: HistoryPageRequest) => Promise<HistoryPage>;

export const storedFromV2 = (item: HistoryItemV2): StoredQuestion => ({
  questionId: item.question_id,
  outputting: item.answer_info.answer_status === ANSWER_STATUS.outputting,
  user: historyItemToUser(item),
  robot: historyItemToRobot(item),
});

/** The /chatNext conversation's history (history_chat_list), paged back by question id. */
export const v2HistorySource = (
  fetchPage: FetchHistoryPage = fetchV2Page,
  pageSize: number = LIMITS.historyPageSizeDefault,
): HistorySource => ({
  pageSize,
  fetchPage: async ({ limit, before }) => {
    const { list, ok } = await fetchPage(before ? { limit, questionId: before, loadNext: true } : { limit });
    return { items: list.chat_history_detail_list.map(storedFromV2), result: ok ? 'ok' : 'failed' };
  },
});
