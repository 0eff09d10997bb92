import type { RouterState } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachNavigationMonitor, shouldStartProgress } from './progress';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

describe('progress rule', () => {
  it.each([
    ['/history', '/wish', true],
    ['/', '/history', false],
    ['/chat/', '/history', false],
    ['/chat', '/history', false],
    ['/chat/new', '/chat/abc', false],
    ['/chatNext', '/history', true],
    ['/wish', '/wish', false],
  ])('%s → %s starts the bar: %s', (from, to, expected) => {
    expect(shouldStartProgress(from, to)).toBe(expected);
  });
});

describe('navigation monitor', () => {
  let emit: (state: RouterState) => void;
  const router = { subscribe: (fn: (s: RouterState) => void) => ((emit = fn), () => undefined) };
  const state = (from: string, to: string | null) =>
    ({
      location: { pathname: from },
      navigation: to ? { state: 'loading', location: { pathname: to } } : { state: 'idle', location: undefined },
    }) as unknown as RouterState;

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on a path change and completes when idle; no watchdog toast', () => {
    const progress = { start: vi.fn(), done: vi.fn() };
    const onTimeout = vi.fn();
    attachNavigationMonitor(router, { progress, onTimeout });
    emit(state('/history', '/wish'));
    emit(state('/history', '/wish'));
    expect(progress.start).toHaveBeenCalledTimes(1);
    emit(state('/wish', null));
    expect(progress.done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('does not start the bar when leaving /chat/', () => {
    const progress = { start: vi.fn(), done: vi.fn() };
    attachNavigationMonitor(router, { progress, onTimeout: vi.fn() });
    emit(state('/chat/', '/history'));
    emit(state('/history', null));
    expect(progress.start).not.toHaveBeenCalled();
    expect(progress.done).not.toHaveBeenCalled();
  });

  it('shows the network toast when a navigation takes longer than 5 s', () => {
    const onTimeout = vi.fn();
    attachNavigationMonitor(router, { progress: { start: vi.fn(), done: vi.fn() }, onTimeout });
    emit(state('/history', '/wish'));
    vi.advanceTimersByTime(4_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
