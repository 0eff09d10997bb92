/** How often a tracked handler may fire: every time, debounced, throttled, or once. */
export interface TimingOptions {
  /** Fire after the clicks stop for this long (the last click wins). */
  debounce?: number;
  /** Fire at most once per this many ms (the first click wins). */
  throttle?: number;
  /** Fire only for the first click. */
  once?: boolean;
}

/** Wraps `fn` with the timing rule; `now` and `schedule` are injectable for tests. */
export function withTiming<A extends unknown[]>(
  fn: (...args: A) => void,
  options: TimingOptions,
  clock: { now: () => number; schedule: (cb: () => void, ms: number) => () => void } = {
    now: () => Date.now(),
    schedule: (cb, ms) => {
      const id = setTimeout(cb, ms);
      return () => clearTimeout(id);
    },
  },
): (...args: A) => void {
  let fired = false;
  let last = -Infinity;
  let cancel: (() => void) | null = null;
  return (...args: A) => {
    if (options.once && fired) return;
    if (options.debounce && options.debounce > 0) {
      cancel?.();
      cancel = clock.schedule(() => {
        cancel = null;
        if (options.once && fired) return;
        fired = true;
        fn(...args);
      }, options.debounce);
      return;
    }
    if (options.throttle && options.throttle > 0) {
      const t = clock.now();
      if (t - last < options.throttle) return;
      last = t;
    }
    fired = true;
    fn(...args);
  };
}
