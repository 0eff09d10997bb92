import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterStartup } from './after-startup';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterStartup', () => {
  it('runs the task once the page has been quiet for a while', () => {
    const task = vi.fn();
    afterStartup(task, 100);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits until the page has fetched nothing for the quiet time, so the first screen loads alone', () => {
    const observers: Array<() => void> = [];
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(private readonly cb: () => void) {}
          observe() {
            observers.push(this.cb);
          }
          disconnect() {}
        },
        { supportedEntryTypes: ['resource', 'longtask'] },
      ),
    );
    try {
      const task = vi.fn();
      afterStartup(task, 100);
      expect(observers).toHaveLength(2);
      vi.advanceTimersByTime(80);
      observers[0]!(); // the conversation's code arrives
      vi.advanceTimersByTime(80);
      observers[1]!(); // and renders in a long task
      vi.advanceTimersByTime(90);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(20);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs at the first touch or key without waiting for the quiet time, once', () => {
    const task = vi.fn();
    afterStartup(task, 10_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(20_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('offline, waits for the network before fetching ahead of need', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const task = vi.fn();
    afterStartup(task, 100);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled while waiting for the network, never runs', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const task = vi.fn();
    const cancel = afterStartup(task, 100);
    vi.advanceTimersByTime(500);
    cancel();
    window.dispatchEvent(new Event('online'));
    expect(task).not.toHaveBeenCalled();
  });
});
