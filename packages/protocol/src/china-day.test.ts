import { describe, expect, it } from 'vitest';
import { chinaDay } from './china-day';

describe('chinaDay', () => {
  it.each([
    ['midnight UTC is 08:00 in China', '2026-11-22T00:00:00Z', '2026-11-22'],
    ['15:59 UTC is still the same day in China', '2026-11-22T15:59:59Z', '2026-11-22'],
    ['16:00 UTC is already the next day in China', '2026-11-22T16:00:00Z', '2026-11-23'],
    ['the last evening of the year in UTC is New Year in China', '2026-12-31T20:00:00Z', '2027-01-01'],
  ])('%s', (_, iso, day) => {
    expect(chinaDay(Date.parse(iso))).toBe(day);
  });
});
