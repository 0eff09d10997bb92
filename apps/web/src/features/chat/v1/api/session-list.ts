import { queryOptions, useQuery } from '@/lib/query';
import { SESSIONS_ENDPOINTS, sessionListSchema, type SessionList } from '@app/protocol/sessions';
import { http } from '@/lib/http';

/** Sessions shown beside or above a conversation: the latest ones are enough to pick from. */
export const SESSION_LIST_LIMIT = 50;

/** `POST /api/v1/history_chat` {limit, offset}: the user's sessions, newest first. */
export const fetchSessionList = (): Promise<SessionList> =>
  http.post(SESSIONS_ENDPOINTS.list, { limit: SESSION_LIST_LIMIT, offset: 0 }, { formatData: (d) => sessionListSchema.parse(d) });

export const sessionListQuery = () =>
  queryOptions({ queryKey: ['chat', 'v1', 'sessions'], queryFn: fetchSessionList, staleTime: 10_000 });

export const useSessionList = () => useQuery(sessionListQuery());
