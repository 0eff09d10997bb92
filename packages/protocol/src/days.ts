/**
 * Day maths, once for both ends. A day is `YYYY-MM-DD`; the arithmetic is on calendar days
 * (UTC midnights), so no time zone or daylight saving time can shift it. Flights, price history
 * and relative dates ("明天", "下周五") are China days, whatever the device's or the server's
 * time zone; `localDay` is the viewer's own day (history groups, a calendar's cells).
 */
const DAY_MS = 86_400_000;
/** China has no daylight saving time: a fixed +8 h offset is exact and needs no time-zone data. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** The calendar day in China (Asia/Shanghai) at an instant. */
export const chinaDay = (epochMs: number): string => new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** The clock time `HH:MM` in China at an instant (today's flights that have already left). */
export const chinaTime = (epochMs: number): string => new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(11, 16);

/** The calendar day of a `Date` in the runtime's own time zone (the viewer's day on the web). */
export const localDay = (date: Date): string => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to) - dayStart(from)) / DAY_MS);

/** Whole days from `from` to `to`, both included (1 for the same day). */
export const daysInRange = (from: string, to: string): number => daysBetween(from, to) + 1;

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string): number => new Date(dayStart(day)).getUTCDay();

/** Whether `YYYY-MM-DD` names a day that exists (2月30日 does not). */
export const isRealDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(dayStart(day)) && new Date(dayStart(day)).toISOString().slice(0, 10) === day;

/** `today`, `yesterday` or the day itself, against the given today. */
export const dayLabel = (day: string, today: string): 'today' | 'yesterday' | string =>
  day === today ? 'today' : day === addDays(today, -1) ? 'yesterday' : day;

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
