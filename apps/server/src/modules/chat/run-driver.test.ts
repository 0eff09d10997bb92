import { describe, expect, it } from 'vitest';
import { persistEveryMs, PERSIST_EVERY_MS, PROGRESS_WRITES_PER_SECOND } from './run-driver';

describe('persistEveryMs: how often a growing answer is written, with this many answers running', () => {
  it.each([
    [0, PERSIST_EVERY_MS],
    [1, PERSIST_EVERY_MS],
    [100, PERSIST_EVERY_MS],
    [300, 1500],
    [1000, 5000],
  ])('%i answers: every %i ms', (live, ms) => {
    expect(persistEveryMs(live)).toBe(ms);
  });

  it('keeps the instance’s progress writes near the budget however many answers run', () => {
    for (const live of [200, 500, 1000, 5000])
      expect((live * 1000) / persistEveryMs(live)).toBeCloseTo(PROGRESS_WRITES_PER_SECOND);
  });
});
