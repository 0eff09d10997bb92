/** How long after the page's `load` event the first screen's own requests are left alone. */
export const STARTUP_QUIET_MS = 2_000;

/**
 * Runs `task` when the browser is idle, some time after the page has loaded: for code that is only
 * fetched ahead of need (toasts, the progress bar, media capture), so it never competes with the
 * first screen's code and data for a slow phone's bandwidth. Offline it waits for the network: a
 * fetch ahead of need cannot succeed then, and a failed module import stays failed.
 */
export function afterStartup(task: () => void, quietMs = STARTUP_QUIET_MS): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = (cb: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(cb, { timeout: quietMs }) : setTimeout(cb, 1);
  const run = () => {
    if (cancelled) return;
    if (navigator.onLine === false) window.addEventListener('online', run, { once: true });
    else task();
  };
  const wait = () => {
    timer = setTimeout(() => idle(run), quietMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', wait);
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
