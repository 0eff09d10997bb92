import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's QueryClient once `lib/query/index.ts` has been evaluated. That module (with all of
 * query-core) comes with the first chunk that calls a query hook, never with the first screen of
 * /chatNext (decision 019): the providers read the client from here, and a component that asks
 * for it is always in a chunk that imported the module before it rendered.
 */
let current: QueryClient | undefined;
const listeners = new Set<() => void>();

export function publishQueryClient(client: QueryClient): void {
  current = client;
  for (const listener of listeners) listener();
}

export const appQueryClient = () => current;

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
