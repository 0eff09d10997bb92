import { useEffect } from 'react';
import { useQueryClient } from '@/lib/query';
import type { ChatStore } from '../../store';
import { sessionListQuery } from '../api/session-list';

/**
 * The session list follows the conversation: a session appears once it has a question, and its
 * last question and time change with each answer, so the list is refreshed when one starts or ends.
 */
export function useRefreshSessions(store: ChatStore): void {
  const client = useQueryClient();
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if ((s.phase === 'idle') !== (prev.phase === 'idle'))
          void client.invalidateQueries({ queryKey: sessionListQuery().queryKey });
      }),
    [store, client],
  );
}
