import type { RouterState } from 'react-router';
import { LIMITS } from '@app/protocol/constants';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { paths } from '@/config/paths';
import { progressBar } from '@/lib/progress-bar';
import { toast } from '@/lib/toast';

/** Leaving these paths shows no progress bar (spec section 2). */
const QUIET_FROM = new Set<string>([paths.home, paths.chatIndex, paths.chatNew]);
const normalise = (pathname: string) => (pathname === paths.chat ? paths.chatIndex : pathname);

export function shouldStartProgress(from: string, to: string): boolean {
  return from !== to && !QUIET_FROM.has(normalise(from));
}

interface Progress {
  start: () => void;
  done: () => void;
}

interface SubscribableRouter {
  subscribe: (fn: (state: RouterState) => void) => () => void;
}

export interface NavigationMonitorOptions {
  progress?: Progress;
  timeoutMs?: number;
  onTimeout?: () => void;
}

/**
 * The navigation progress bar and the 5 s watchdog: a navigation still pending after
 * `timeoutMs` shows '网络异常，请检查网络连接'. Both end when the router is idle again.
 */
export function attachNavigationMonitor(router: SubscribableRouter, options: NavigationMonitorOptions = {}): () => void {
  const progress = options.progress ?? progressBar;
  const onTimeout = options.onTimeout ?? (() => toast.error(CLIENT_ERROR_TEXT.network));
  const timeoutMs = options.timeoutMs ?? LIMITS.navigationTimeoutMs;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  let started = false;

  const finish = () => {
    if (watchdog !== null) clearTimeout(watchdog);
    watchdog = null;
    if (started) progress.done();
    started = false;
  };

  const unsubscribe = router.subscribe((state) => {
    const pending = state.navigation.state !== 'idle' ? state.navigation.location : undefined;
    if (!pending) return finish();
    if (watchdog !== null) return;
    started = shouldStartProgress(state.location.pathname, pending.pathname);
    if (started) progress.start();
    watchdog = setTimeout(() => {
      watchdog = null;
      onTimeout();
    }, timeoutMs);
  });
  return () => {
    unsubscribe();
    finish();
  };
}
