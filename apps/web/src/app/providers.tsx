import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { appQueryClient, subscribeQueryClient } from '@/lib/query/client-slot';

/**
 * The query client's context, filled once a chunk that uses queries has loaded (no QueryClient,
 * and so no query-core, on the first screen). Mounting it subscribes it to online events, as
 * `QueryClientProvider` does.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, appQueryClient);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
