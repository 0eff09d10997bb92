import { FLIGHT_RANGE_MAX_DAYS } from '@app/protocol/flights';
import { addDays } from '@app/protocol/days';

/**
 * The days a range may end on once its first day is tapped: at most FLIGHT_RANGE_MAX_DAYS days
 * counting both ends, before or after it, and within the bookable days (`min`…`max`).
 */
export function rangeReach(start: string, min?: string | null, max?: string | null): { first: string; last: string } {
  const span = FLIGHT_RANGE_MAX_DAYS - 1;
  const first = addDays(start, -span);
  const last = addDays(start, span);
  return { first: min != null && min > first ? min : first, last: max != null && max < last ? max : last };
}

/** Whether a day cannot be tapped: outside the bookable days, or out of reach of a started range. */
export function dayBlocked(day: string, bounds: { min?: string | null; max?: string | null }, start: string | null): boolean {
  const { first, last } = start
    ? rangeReach(start, bounds.min, bounds.max)
    : { first: bounds.min ?? null, last: bounds.max ?? null };
  return (first != null && day < first) || (last != null && day > last);
}
