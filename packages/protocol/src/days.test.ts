import { describe, expect, it } from 'vitest';
import {
  addDays,
  chinaDay,
  chinaTime,
  dayLabel,
  daySeries,
  daysBetween,
  daysInRange,
  isRealDay,
  localDay,
  weekday,
} from './days';

describe('chinaDay and chinaTime', () => {
  it.each([
    ['midnight UTC is 08:00 in China', '2026-11-22T00:00:00Z', '2026-11-22', '08:00'],
    ['15:59 UTC is still the same day in China', '2026-11-22T15:59:59Z', '2026-11-22', '23:59'],
    ['16:00 UTC is already the next day in China', '2026-11-22T16:00:00Z', '2026-11-23', '00:00'],
    ['the last evening of the year in UTC is New Year in China', '2026-12-31T20:00:00Z', '2027-01-01', '04:00'],
  ])('%s', (_, iso, day, time) => {
    expect(chinaDay(Date.parse(iso))).toBe(day);
    expect(chinaTime(Date.parse(iso))).toBe(time);
  });
});

describe('addDays, daysBetween, daysInRange', () => {
  it.each([
    ['2026-11-27', 1, '2026-11-28'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', -14, '2025-12-18'],
    ['2026-11-27', 0, '2026-11-27'],
  ])('%s + %i days is %s', (from, n, to) => {
    expect(addDays(from, n)).toBe(to);
    expect(daysBetween(from, to)).toBe(n);
    expect(daysBetween(to, from)).toBe(0 - n || 0);
    expect(daysInRange(from, to)).toBe(n + 1);
  });
});

describe('weekday', () => {
  it.each([
    ['2026-11-27', 5],
    ['2026-11-29', 0],
    ['2026-11-28', 6],
    ['2000-01-01', 6],
  ])('%s is weekday %i', (day, n) => {
    expect(weekday(day)).toBe(n);
  });
});

describe('isRealDay', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s exists: %s', (day, real) => {
    expect(isRealDay(day)).toBe(real);
  });
});

describe('dayLabel', () => {
  it.each([
    ['2026-11-27', 'today'],
    ['2026-11-26', 'yesterday'],
    ['2026-11-25', '2026-11-25'],
    ['2026-11-28', '2026-11-28'],
  ])('%s against 2026-11-27 is %s', (day, label) => {
    expect(dayLabel(day, '2026-11-27')).toBe(label);
  });

  it('knows yesterday across a month and a year', () => {
    expect(dayLabel('2026-12-31', '2027-01-01')).toBe('yesterday');
    expect(dayLabel('2028-02-29', '2028-03-01')).toBe('yesterday');
  });
});

describe('localDay', () => {
  it('reads the date in the runtime zone, not UTC', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});

describe('daySeries', () => {
  it.each([
    ['2025-11-22', 180],
    ['2023-12-30', 400],
    ['2024-02-27', 5],
    ['2023-02-27', 5],
    ['1999-12-31', 800],
    ['2100-02-28', 3],
  ])('from %s for %i days matches addDays day by day', (start, count) => {
    expect(daySeries(start, count)).toEqual(Array.from({ length: count }, (_, i) => addDays(start, i)));
  });

  it('is empty for no days', () => {
    expect(daySeries('2026-01-01', 0)).toEqual([]);
  });
});
