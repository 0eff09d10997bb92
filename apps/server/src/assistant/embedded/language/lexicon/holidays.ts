import { addDays } from '@app/protocol/days';
/**
 * Chinese holidays by the name shoppers use, as the first day of the holiday in each year.
 * Solar-calendar holidays repeat on the same day; lunar ones (春节, 端午, 中秋, 七夕) and
 * 清明 (a solar term) are listed per year for 2025–2030. A year past the table has no date for
 * them, and the flight flow says it cannot tell rather than guessing.
 */
export interface Holiday {
  names: readonly string[];
  /** MM-DD every year, or YYYY-MM-DD per year. */
  fixed?: string;
  byYear?: Readonly<Record<number, string>>;
}

const SPRING: Record<number, string> = {
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
};
const shift = (table: Record<number, string>, days: number): Record<number, string> =>
  Object.fromEntries(Object.entries(table).map(([y, d]) => [y, addDays(d, days)]));

export const HOLIDAYS: readonly Holiday[] = [
  { names: ['元旦'], fixed: '01-01' },
  { names: ['除夕', '大年三十'], byYear: shift(SPRING, -1) },
  { names: ['春节', '过年', '大年初一', '新年'], byYear: SPRING },
  { names: ['元宵节', '元宵'], byYear: shift(SPRING, 14) },
  { names: ['情人节'], fixed: '02-14' },
  {
    names: ['清明节', '清明'],
    byYear: {
      2025: '2025-04-04',
      2026: '2026-04-05',
      2027: '2027-04-05',
      2028: '2028-04-04',
      2029: '2029-04-04',
      2030: '2030-04-05',
    },
  },
  { names: ['劳动节', '五一', '5.1', '五一假期'], fixed: '05-01' },
  {
    names: ['端午节', '端午'],
    byYear: {
      2025: '2025-05-31',
      2026: '2026-06-19',
      2027: '2027-06-09',
      2028: '2028-05-28',
      2029: '2029-06-16',
      2030: '2030-06-05',
    },
  },
  { names: ['六一', '儿童节'], fixed: '06-01' },
  {
    names: ['七夕节', '七夕'],
    byYear: {
      2025: '2025-08-29',
      2026: '2026-08-19',
      2027: '2027-08-08',
      2028: '2028-08-26',
      2029: '2029-08-16',
      2030: '2030-08-05',
    },
  },
  {
    names: ['中秋节', '中秋'],
    byYear: {
      2025: '2025-10-06',
      2026: '2026-09-25',
      2027: '2027-09-15',
      2028: '2028-10-03',
      2029: '2029-09-22',
      2030: '2030-09-12',
    },
  },
  { names: ['国庆节', '国庆', '十一假期', '十一黄金周', '十一长假', '十一'], fixed: '10-01' },
  { names: ['双十一', '双11'], fixed: '11-11' },
  { names: ['圣诞节', '圣诞'], fixed: '12-25' },
];

/** The next date of a holiday on or after `today` (YYYY-MM-DD), or null past the table. */
export function nextHoliday(h: Holiday, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const day = h.fixed ? `${y}-${h.fixed}` : h.byYear?.[y];
    if (day && day >= today) return day;
  }
  return null;
}
