import { addDays } from '@app/protocol/days';

/** Days moved by each arrow key in a week-per-row calendar. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The day (YYYY-MM-DD) an arrow key moves the calendar's focus to, held inside [min, max];
 * null for any other key (the browser keeps it: Tab, Enter, Space).
 */
export function dayAfterKey(current: string, key: string, min?: string | null, max?: string | null): string | null {
  const step = STEPS[key];
  if (step === undefined) return null;
  return clampDay(addDays(current, step), min, max);
}

/** `day` held inside [min, max] (ISO dates compare as strings). */
export function clampDay(day: string, min?: string | null, max?: string | null): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}
