import { useSyncExternalStore } from 'react';
import { computeEnvFlags, type EnvFlags } from '@app/protocol/env-flags';

const compute = (): EnvFlags => computeEnvFlags(navigator.userAgent, window.innerWidth);

let snapshot: EnvFlags = compute();
const listeners = new Set<() => void>();

function onResize(): void {
  const next = compute();
  // Only the viewport-derived flags can change after load.
  if (next.isMobile === snapshot.isMobile && next.isDesktop === snapshot.isDesktop) return;
  snapshot = next;
  listeners.forEach((l) => l());
}

/** The environment flags of spec section 1, recomputed when the viewport crosses 1024 px. */
export const getEnvFlags = (): EnvFlags => snapshot;

export function subscribeEnvFlags(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

export const useEnvFlags = (): EnvFlags => useSyncExternalStore(subscribeEnvFlags, getEnvFlags);

/** Re-reads the flags now (tests, or after the host app changes the user agent). */
export function refreshEnvFlags(): EnvFlags {
  snapshot = compute();
  listeners.forEach((l) => l());
  return snapshot;
}
