/** Calendar days in Asia/Shanghai as `YYYY-MM-DD` (chinaDay is shared with the web app). */
export { chinaDay } from '@app/protocol/china-day';

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const daysInMonth = (y: number, m: number) =>
  m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/**
 * `count` consecutive days from `start`, as `addDays(start, i)` would give each, by walking the
 * calendar: a price series has 180 of them per product, and one Date per day was a tenth of the
 * CPU an embedded answer costs.
 */
export function daySeries(start: string, count: number): string[] {
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  let d = Number(start.slice(8, 10));
  const days: string[] = [];
  for (let i = 0; i < count; i++) {
    days.push(`${y}-${pad2(m)}-${pad2(d)}`);
    if (++d > daysInMonth(y, m)) {
      d = 1;
      if (++m > 12) {
        m = 1;
        y += 1;
      }
    }
  }
  return days;
}
