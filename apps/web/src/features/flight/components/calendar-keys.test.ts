import { describe, expect, it } from 'vitest';
import { clampDay, dayAfterKey } from './calendar-keys';

describe('calendar keyboard', () => {
  it.each([
    ['2026-11-30', 'ArrowRight', '2026-12-01'],
    ['2026-12-01', 'ArrowLeft', '2026-11-30'],
    ['2026-12-03', 'ArrowDown', '2026-12-10'],
    ['2026-12-10', 'ArrowUp', '2026-12-03'],
    ['2026-12-10', 'Enter', null],
    ['2026-12-10', 'Tab', null],
    // Held inside the days that can be chosen.
    ['2026-11-15', 'ArrowLeft', '2026-11-15'],
    ['2026-12-28', 'ArrowDown', '2026-12-31'],
  ])('%s + %s → %s', (day, key, next) => {
    expect(dayAfterKey(day, key, '2026-11-15', '2026-12-31')).toBe(next);
  });

  it.each([
    ['2026-11-20', '2026-12-01'],
    ['2027-01-05', '2026-12-31'],
    ['2026-12-15', '2026-12-15'],
  ])('clamps %s to %s', (day, clamped) => {
    expect(clampDay(day, '2026-12-01', '2026-12-31')).toBe(clamped);
  });
});
