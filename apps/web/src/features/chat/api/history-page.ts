import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import { isLocalQuestionId, LIMITS } from '@app/protocol/constants';
import { historyListV2Schema, type HistoryListV2 } from '@app/protocol/history';
import { http } from '@/lib/http';

export interface HistoryPageRequest {
  limit?: number;
  /** Page from this question; a `q_local_` id is omitted (spec section 7). */
  questionId?: string | null;
  /** Older than `questionId` (true) or newer. */
  loadNext?: boolean;
}

export interface HistoryPage {
  list: HistoryListV2;
  /** False when the call failed: the list is then empty (spec section 8). */
  ok: boolean;
}

const EMPTY: HistoryListV2 = { chat_history_detail_list: [], latest_question_id: null };

/** `POST /api/v2/history_chat_list` {limit, question_id, load_next}; oldest first within a page. */
export async function fetchHistoryPage({
  limit = LIMITS.historyPageSizeDefault,
  questionId,
  loadNext,
}: HistoryPageRequest = {}): Promise<HistoryPage> {
  const body: Record<string, string | number | boolean> = { limit };
  if (questionId && !isLocalQuestionId(questionId)) {
    body.question_id = questionId;
    if (loadNext !== undefined) body.load_next = loadNext;
  }
  try {
    const list = await http.post(CHAT_ENDPOINTS.historyListV2, body, {
      quiet: true,
      formatData: (d) => historyListV2Schema.parse(d),
    });
    return { list, ok: true };
  } catch {
    return { list: EMPTY, ok: false };
  }
}
