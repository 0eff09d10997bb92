/**
 * Debounces an async call: calls within `waitMs` of each other share one execution, which runs
 * `waitMs` after the last of them, and every caller gets its result.
 */
export function debounceAsync<T>(fn: () => Promise<T>, waitMs: number): () => Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } | null = null;
  return () => {
    if (!pending) {
      let resolve!: (v: T) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      pending = { promise, resolve, reject };
    }
    const current = pending;
    clearTimeout(timer);
    timer = setTimeout(() => {
      pending = null;
      fn().then(current.resolve, current.reject);
    }, waitMs);
    return current.promise;
  };
}
