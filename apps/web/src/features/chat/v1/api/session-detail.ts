import { SESSIONS_ENDPOINTS, historyDetailV1Schema, type HistoryItemV1 } from '@app/protocol/sessions';
import { ApiError, http } from '@/lib/http';

/** The most questions a session shows: the whole session comes in one page. */
export const SESSION_DETAIL_LIMIT = 1000;

export type SessionDetail = { result: 'ok'; items: HistoryItemV1[] } | { result: 'failed' | 'missing'; items: [] };

const NOT_FOUND = 404;

/**
 * `POST /api/v1/history_chat_detail` {limit, session_id}: the session's questions, oldest first.
 * Quiet: the screen says what went wrong; an unknown or someone else's session (404) is `missing`.
 */
export async function fetchSessionDetail(sessionId: string): Promise<SessionDetail> {
  try {
    const items = await http.post(
      SESSIONS_ENDPOINTS.detail,
      { limit: SESSION_DETAIL_LIMIT, session_id: sessionId },
      { quiet: true, formatData: (d) => historyDetailV1Schema.parse(d) },
    );
    return { result: 'ok', items };
  } catch (error) {
    const missing = error instanceof ApiError && error.status === NOT_FOUND;
    return { result: missing ? 'missing' : 'failed', items: [] };
  }
}
