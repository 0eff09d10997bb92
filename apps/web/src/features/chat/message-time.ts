import { localDay } from '@app/protocol/days';

/**
 * A message's time as shown on hover or long-press: the clock time for today, the date and time
 * for an earlier day (with the year when it is not this year). Null when the time is unreadable.
 */
export function formatMessageTime(iso: string, now: Date, locale: string): string | null {
  const at = new Date(iso);
  if (!iso || Number.isNaN(at.getTime())) return null;
  const sameYear = at.getFullYear() === now.getFullYear();
  const sameDay = localDay(at) === localDay(now);
  const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  const options: Intl.DateTimeFormatOptions = sameDay
    ? clock
    : { ...clock, month: 'numeric', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) };
  return new Intl.DateTimeFormat(locale, options).format(at);
}
