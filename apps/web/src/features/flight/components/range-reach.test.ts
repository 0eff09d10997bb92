import { describe, expect, it } from 'vitest';
import { dayBlocked, rangeReach } from './range-reach';

const BOUNDS = { min: '2026-11-27', max: '2027-01-25' };

describe('how far a started range can reach', () => {
  it.each([
    ['2026-12-10', { first: '2026-12-04', last: '2026-12-16' }],
    // Never before the first bookable day, nor after the last.
    ['2026-11-28', { first: '2026-11-27', last: '2026-12-04' }],
    ['2027-01-23', { first: '2027-01-17', last: '2027-01-25' }],
  ])('from %s', (start, reach) => {
    expect(rangeReach(start, BOUNDS.min, BOUNDS.max)).toEqual(reach);
  });

  it.each([
    // No start yet: only the bookable days count.
    ['2026-11-26', null, true],
    ['2026-12-20', null, false],
    ['2027-01-26', null, true],
    // A start on 12-10: seven days counting both ends, either way.
    ['2026-12-16', '2026-12-10', false],
    ['2026-12-17', '2026-12-10', true],
    ['2026-12-04', '2026-12-10', false],
    ['2026-12-03', '2026-12-10', true],
  ] as const)('%s with the range started on %s is blocked: %s', (day, start, blocked) => {
    expect(dayBlocked(day, BOUNDS, start)).toBe(blocked);
  });
});
