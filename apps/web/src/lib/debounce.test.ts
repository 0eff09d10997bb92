import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceAsync } from './debounce';

describe('debounceAsync (leading edge, then one trailing run per burst)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A call counter whose runs settle when the test says so. */
  function source() {
    const runs: Array<(v: number) => void> = [];
    const fn = vi.fn(() => new Promise<number>((resolve) => runs.push(resolve)));
    return { fn, settle: (i: number) => runs[i]!(i + 1) };
  }

  it('runs the first call at once, without waiting out the delay', async () => {
    const { fn, settle } = source();
    const debounced = debounceAsync(fn, 500);
    const first = debounced();
    expect(fn).toHaveBeenCalledTimes(1);
    settle(0);
    await expect(first).resolves.toBe(1);
  });

  it('lets calls made while a run is in flight share its result', async () => {
    const { fn, settle } = source();
    const debounced = debounceAsync(fn, 500);
    const calls = [debounced(), debounced(), debounced()];
    expect(fn).toHaveBeenCalledTimes(1);
    settle(0);
    expect(await Promise.all(calls)).toEqual([1, 1, 1]);
  });

  it('gives calls right after a settled run one fresh run, 500 ms after the last of them', async () => {
    const { fn, settle } = source();
    const debounced = debounceAsync(fn, 500);
    const first = debounced();
    settle(0);
    await first;
    const second = debounced();
    await vi.advanceTimersByTimeAsync(300);
    const third = debounced();
    await vi.advanceTimersByTimeAsync(499);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    settle(1);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });

  it('runs at once again after a quiet period', async () => {
    const { fn, settle } = source();
    const debounced = debounceAsync(fn, 500);
    const first = debounced();
    settle(0);
    await first;
    await vi.advanceTimersByTimeAsync(500);
    const later = debounced();
    expect(fn).toHaveBeenCalledTimes(2);
    settle(1);
    await expect(later).resolves.toBe(2);
  });

  it('after reset, a call does not join a run started before it (a logout in between)', async () => {
    const { fn, settle } = source();
    const debounced = debounceAsync(fn, 500);
    const before = debounced();
    debounced.reset();
    const after = debounced();
    expect(fn).toHaveBeenCalledTimes(2);
    settle(0);
    settle(1);
    expect([await before, await after]).toEqual([1, 2]);
  });

  it('passes a failure to every caller that shared the run', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('boom')));
    const debounced = debounceAsync(fn, 500);
    const calls = [debounced(), debounced()];
    for (const call of calls) await expect(call).rejects.toThrow('boom');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
