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
