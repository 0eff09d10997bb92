export interface DayGroup<T> {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  day: string;
  items: T[];
}

const localDay = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Entries grouped by the local day of their time (`at`), keeping the server's order. */
export function groupByDay<T extends { at: string }>(items: T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = localDay(item.at);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** 'today', 'yesterday' or the day itself. */
export function dayLabel(day: string, now: Date = new Date()): 'today' | 'yesterday' | string {
  const today = localDay(now.toISOString());
  const yesterday = localDay(new Date(now.getTime() - 86_400_000).toISOString());
  return day === today ? 'today' : day === yesterday ? 'yesterday' : day;
}
