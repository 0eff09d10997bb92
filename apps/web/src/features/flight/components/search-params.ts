import { daysInRange } from '@app/protocol/days';
import { FLIGHT_RANGE_MAX_DAYS, type FlightSearchBody } from '@app/protocol/flights';

export type SortKey = 'time' | 'price';

/** Why a search cannot run yet, or null (checked before the server sees it). */
export type SearchProblem = 'pickCities' | 'sameCity' | 'pickDate' | 'rangeLimit' | null;

export interface SearchDraft {
  from: string;
  to: string;
  mode: 'single' | 'range';
  date: string;
  dateFrom: string;
  dateTo: string;
  sort: SortKey;
}

export const rangeTooLong = (from: string, to: string) => daysInRange(from, to) > FLIGHT_RANGE_MAX_DAYS;

export function problemOf(d: SearchDraft): SearchProblem {
  if (!d.from || !d.to) return 'pickCities';
  if (d.from === d.to) return 'sameCity';
  if (d.mode === 'single' ? !d.date : !d.dateFrom || !d.dateTo) return 'pickDate';
  if (d.mode === 'range' && rangeTooLong(d.dateFrom, d.dateTo)) return 'rangeLimit';
  return null;
}

/** The draft from the URL (`from`, `to`, `date` or `date_from`+`date_to`, `sort`). */
export function draftFromSearch(search: URLSearchParams, today: string): SearchDraft {
  const dateFrom = search.get('date_from') ?? '';
  const dateTo = search.get('date_to') ?? '';
  return {
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    mode: dateFrom && dateTo ? 'range' : 'single',
    date: search.get('date') ?? today,
    dateFrom,
    dateTo,
    sort: search.get('sort') === 'price' ? 'price' : 'time',
  };
}

/** The request for a complete draft, or null. */
export function bodyOf(d: SearchDraft): FlightSearchBody | null {
  if (problemOf(d)) return null;
  const dates = d.mode === 'single' ? { date: d.date } : { date_from: d.dateFrom, date_to: d.dateTo };
  return { from_city: d.from, to_city: d.to, ...dates, sort: d.sort };
}

/** URL query for a draft, so a search can be reloaded and shared. */
export function searchOf(d: SearchDraft): Record<string, string> {
  const dates: Record<string, string> = d.mode === 'single' ? { date: d.date } : { date_from: d.dateFrom, date_to: d.dateTo };
  return { from: d.from, to: d.to, ...dates, sort: d.sort };
}
