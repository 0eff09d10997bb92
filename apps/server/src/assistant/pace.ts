/** The error an aborted generation ends with, recognisable by name like fetch's. */
export function abortError(): Error {
  const e = new Error('generation aborted');
  e.name = 'AbortError';
  return e;
}

export const isAbortError = (e: unknown): boolean => e instanceof Error && e.name === 'AbortError';

/**
 * Waits between stream chunks so answers arrive at reading pace; rejects as soon as the signal
 * aborts, so a stop takes effect within one chunk.
 */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(abortError());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
