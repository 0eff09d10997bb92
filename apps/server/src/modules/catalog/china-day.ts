/**
 * Calendar days in Asia/Shanghai as `YYYY-MM-DD`. China has no daylight saving time, so a
 * fixed +8 h offset is exact and avoids depending on the host's time-zone database.
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export const chinaDay = (epochMs: number): string => new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
