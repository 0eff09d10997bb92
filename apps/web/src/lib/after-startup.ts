/** How long the page must have fetched nothing and run no long task before startup counts as over. */
export const STARTUP_QUIET_MS = 3_000;
/** Past this after `load`, startup counts as over even on a page that never falls quiet. */
export const STARTUP_LIMIT_MS = 15_000;

/** What counts as the page still loading: a resource arriving or a long task running. */
const ACTIVITY = ['resource', 'longtask'] as const;
/** A user's first touch or key: from then on, fetching ahead of need is the user's own wish. */
const INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Calls `onActivity` for each resource or long task the page sees; a no-op without PerformanceObserver. */
function watchActivity(onActivity: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  const observers = ACTIVITY.filter((type) => supported.includes(type)).map((type) => {
    const observer = new PerformanceObserver(onActivity);
    observer.observe({ type });
    return observer;
  });
  return () => observers.forEach((o) => o.disconnect());
}

/**
 * Runs `task` when the browser is idle once startup is over: after `load`, the page has fetched
 * nothing and run no long task for `quietMs` (so the first screen's code, data and first render of
 * the conversation are done), or at the user's first touch or key, whichever comes first. For code
 * that is only fetched ahead of need (toasts, the progress bar, the chat session, media capture, the
 * socket): it stays out of the page's load entirely instead of competing with the first screen on a
 * slow phone. Offline it waits for the network: a fetch ahead of need cannot succeed then, and a
 * failed module import stays failed.
 */
export function afterStartup(task: () => void, quietMs = STARTUP_QUIET_MS): () => void {
  let cancelled = false;
  let started = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let limitTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching = () => {};
  const idle = (cb: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(cb, { timeout: quietMs }) : setTimeout(cb, 1);
  const run = () => {
    if (cancelled) return;
    if (navigator.onLine === false) window.addEventListener('online', run, { once: true });
    else task();
  };
  const start = () => {
    if (started || cancelled) return;
    started = true;
    cleanup();
    idle(run);
  };
  const restartQuiet = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(start, quietMs);
  };
  const afterLoad = () => {
    stopWatching = watchActivity(restartQuiet);
    restartQuiet();
    limitTimer = setTimeout(start, STARTUP_LIMIT_MS);
  };
  function cleanup() {
    clearTimeout(quietTimer);
    clearTimeout(limitTimer);
    stopWatching();
    window.removeEventListener('load', afterLoad);
    for (const type of INTERACTION) window.removeEventListener(type, start, true);
  }
  for (const type of INTERACTION) window.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    cleanup();
    window.removeEventListener('online', run);
  };
}

/**
 * Runs `task` once the frame being prepared has been painted: a task queued from the animation
 * frame after next (the frame that holds the current changes has been presented by then), so
 * what the screen has ready is drawn before more code or data is asked for.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(task, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

let firstPaintSeen: (() => void) | null = null;
const firstPaint = new Promise<void>((resolve) => (firstPaintSeen = resolve));

/** The app's first screen has been committed: resolves `afterFirstPaint` once it is on screen. */
export function markFirstPaint(): void {
  const seen = firstPaintSeen;
  if (!seen) return;
  firstPaintSeen = null;
  afterNextPaint(seen);
}

/**
 * Resolves once the app's first screen has been painted (or after `timeoutMs`, should no screen
 * ever say so): for work that can wait its turn, such as evaluating the schema library.
 */
export const afterFirstPaint = (timeoutMs = 1_000): Promise<void> => settledWithin(firstPaint, timeoutMs);

/** Resolves when `promise` settles (either way) or after `ms`, whichever comes first. */
export const settledWithin = (promise: Promise<unknown>, ms: number): Promise<void> =>
  Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);

/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn to paint and
 * handle input, so evaluating a module just loaded and the work it starts are two shorter tasks
 * instead of one long one on a slow phone.
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
