import { dayLabel, localDay } from '@app/protocol/days';

export interface DayGroup<T> {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  day: string;
  items: T[];
}

/** Entries grouped by the local day of their time (`at`), keeping the server's order. */
export function groupByDay<T extends { at: string }>(items: T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = localDay(new Date(item.at));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** 'today', 'yesterday' or the day itself, in the viewer's time zone. */
export const viewerDayLabel = (day: string, now: Date = new Date()): 'today' | 'yesterday' | string =>
  dayLabel(day, localDay(now));
