export interface DebouncedAsync<T> {
  (): Promise<T>;
  /** Forget the running call and any pending one: later calls start afresh (after a logout). */
  reset: () => void;
}

/**
 * Debounces an async call, leading edge first: the first call of a quiet period runs at once, and
 * calls made while it runs share its result. A call after it settled but within `waitMs` of the
 * previous call waits, with any others that follow, for one more run `waitMs` after the last of
 * them, so a burst costs at most two runs and the last caller always gets a fresh result.
 */
export function debounceAsync<T>(fn: () => Promise<T>, waitMs: number, now: () => number = Date.now): DebouncedAsync<T> {
  let running: Promise<T> | null = null;
  let lastCallAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trailing: { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } | null = null;

  const start = (): Promise<T> => {
    const run = fn();
    running = run;
    const settle = () => {
      if (running === run) running = null;
    };
    run.then(settle, settle);
    return run;
  };

  const debounced = (() => {
    const at = now();
    const quiet = at - lastCallAt >= waitMs;
    lastCallAt = at;
    if (!trailing) {
      if (running) return running;
      if (quiet) return start();
      let resolve!: (v: T) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      trailing = { promise, resolve, reject };
    }
    const pending = trailing;
    clearTimeout(timer);
    timer = setTimeout(() => {
      trailing = null;
      start().then(pending.resolve, pending.reject);
    }, waitMs);
    return pending.promise;
  }) as DebouncedAsync<T>;

  debounced.reset = () => {
    running = null;
    lastCallAt = -Infinity;
  };
  return debounced;
}
