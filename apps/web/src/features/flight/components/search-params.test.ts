import { describe, expect, it } from 'vitest';
import { bodyOf, draftFromSearch, problemOf, rangeTooLong } from './search-params';

const base = {
  from: '北京',
  to: '上海',
  mode: 'range' as const,
  date: '',
  dateFrom: '2026-12-01',
  dateTo: '2026-12-07',
  sort: 'time' as const,
};

describe('flight search drafts', () => {
  it.each([
    ['2026-12-01', '2026-12-07', false],
    ['2026-12-01', '2026-12-08', true],
    ['2026-12-28', '2027-01-03', false],
  ])('%s..%s too long: %s', (a, b, long) => {
    expect(rangeTooLong(a, b)).toBe(long);
  });

  it.each([
    [{}, null],
    [{ dateTo: '2026-12-08' }, 'rangeLimit'],
    [{ to: '北京' }, 'sameCity'],
    [{ from: '' }, 'pickCities'],
    [{ dateFrom: '' }, 'pickDate'],
  ])('%j → %s', (patch, problem) => {
    expect(problemOf({ ...base, ...patch })).toBe(problem);
  });

  it('reads a prefilled URL and builds the request', () => {
    const d = draftFromSearch(new URLSearchParams('from=北京&to=上海&date=2026-12-05&sort=price'), '2026-11-22');
    expect(bodyOf(d)).toEqual({ from_city: '北京', to_city: '上海', date: '2026-12-05', sort: 'price' });
    expect(bodyOf({ ...base, dateTo: '2026-12-09' })).toBeNull();
  });
});
