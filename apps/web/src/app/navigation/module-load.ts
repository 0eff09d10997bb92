import { LIMITS } from '@app/protocol/constants';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { toast } from '@/lib/toast';

/** One toast for a burst of failures (a failed chunk also fails its preloads). */
const TOAST_GAP_MS = 2_000;
let lastToastAt = 0;
let reloadScheduled = false;

function networkToast(): void {
  const now = Date.now();
  if (now - lastToastAt < TOAST_GAP_MS) return;
  lastToastAt = now;
  toast.error(CLIENT_ERROR_TEXT.network);
}

/**
 * A route module failed to load (spec section 8): network toast, then reload after 1 s. Offline
 * the reload is skipped: the failure is the network, not a stale build, and reloading would only
 * replace the chat (and an answer waiting to resume) with the browser's offline page. A module
 * still needed once online fails again there and reloads then.
 */
export function handleModuleLoadFailure(reload: () => void = () => window.location.reload()): void {
  networkToast();
  if (reloadScheduled || navigator.onLine === false) return;
  reloadScheduled = true;
  setTimeout(reload, LIMITS.reloadAfterModuleFailureMs);
}

/** Vite's preload failures and failed <script>/<link> loads show the network toast too. */
export function watchResourceErrors(): () => void {
  const onPreloadError = (event: Event) => {
    // Prevented, Vite carries on and a failed import resolves to `undefined` instead of failing.
    // Online the page reloads anyway; offline the import must fail, so the route that asked for it
    // can show the offline notice and retry (lazy-route.tsx).
    if (navigator.onLine !== false) event.preventDefault();
    handleModuleLoadFailure();
  };
  const onError = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) networkToast();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('error', onError, true);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('error', onError, true);
  };
}

/** Test hook: forget earlier failures. */
export function resetModuleLoadState(): void {
  lastToastAt = 0;
  reloadScheduled = false;
}
