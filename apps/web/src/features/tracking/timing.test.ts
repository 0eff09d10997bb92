import { describe, expect, it, vi } from 'vitest';
import { withTiming } from './timing';

function fakeClock() {
  let t = 0;
  const timers: Array<{ at: number; cb: () => void; live: boolean }> = [];
  return {
    now: () => t,
    schedule(cb: () => void, ms: number) {
      const timer = { at: t + ms, cb, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    },
    advance(ms: number) {
      t += ms;
      for (const timer of timers)
        if (timer.live && timer.at <= t) {
          timer.live = false;
          timer.cb();
        }
    },
  };
}

describe('withTiming', () => {
  it('fires every time without options', () => {
    const fn = vi.fn();
    const wrapped = withTiming(fn, {}, fakeClock());
    wrapped(1);
    wrapped(2);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('debounce: only the last call of a burst, after the quiet period', () => {
    const clock = fakeClock();
    const fn = vi.fn();
    const wrapped = withTiming(fn, { debounce: 300 }, clock);
    wrapped('a');
    clock.advance(200);
    wrapped('b');
    clock.advance(299);
    expect(fn).not.toHaveBeenCalled();
    clock.advance(1);
    expect(fn.mock.calls).toEqual([['b']]);
  });

  it('throttle: the first call, then nothing until the window passes', () => {
    const clock = fakeClock();
    const fn = vi.fn();
    const wrapped = withTiming(fn, { throttle: 1000 }, clock);
    wrapped('a');
    clock.advance(500);
    wrapped('b');
    clock.advance(500);
    wrapped('c');
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });

  it('once: only the first call ever, also with debounce', () => {
    const clock = fakeClock();
    const fn = vi.fn();
    const once = withTiming(fn, { once: true }, clock);
    once(1);
    once(2);
    expect(fn.mock.calls).toEqual([[1]]);
    const fn2 = vi.fn();
    const debouncedOnce = withTiming(fn2, { once: true, debounce: 100 }, clock);
    debouncedOnce('x');
    clock.advance(100);
    debouncedOnce('y');
    clock.advance(100);
    expect(fn2.mock.calls).toEqual([['x']]);
  });
});
