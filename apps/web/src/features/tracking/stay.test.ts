import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStayTracker } from './stay';

describe('stay tracker', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('reports the time on a page when it is left, once', () => {
    vi.useFakeTimers({ now: 1_000 });
    const report = vi.fn();
    const end = createStayTracker(report).start('/wish');
    vi.advanceTimersByTime(12_000);
    end();
    end();
    expect(report.mock.calls).toEqual([['/wish', 12_000]]);
  });

  it('reports a stay the heartbeat kept when the page closed without saying goodbye', () => {
    vi.useFakeTimers({ now: 0 });
    const report = vi.fn();
    createStayTracker(report).start('/flight');
    vi.advanceTimersByTime(11_000);
    // The page died here; the next visit finds the last heartbeat (10 s).
    createStayTracker(report).start('/habits');
    expect(report.mock.calls).toEqual([['/flight', 10_000]]);
  });

  it('caps a stay at 432000 s', () => {
    let t = 0;
    const report = vi.fn();
    const end = createStayTracker(report, sessionStorage, () => t).start('/history');
    t = 500_000_000;
    end();
    expect(report.mock.calls[0]![1]).toBe(432_000_000);
  });
});
