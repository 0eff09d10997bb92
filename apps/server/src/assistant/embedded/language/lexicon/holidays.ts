import { addDays, weekday } from '@app/protocol/days';
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
  /** The nth (1-based; -1 = last) weekday (0 = Sunday … 6) of a month: 感恩节 is the 4th Thursday of November. */
  nth?: { month: number; weekday: number; n: number };
  /** How many days the break usually lasts from its first day (国庆 7, 五一 5); 1 when unsaid. */
  days?: number;
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
  { names: ['元旦'], fixed: '01-01', days: 3 },
  { names: ['除夕', '大年三十'], byYear: shift(SPRING, -1) },
  { names: ['春节', '过年', '大年初一', '新年'], byYear: SPRING, days: 7 },
  { names: ['元宵节', '元宵'], byYear: shift(SPRING, 14) },
  { names: ['情人节', '西方情人节'], fixed: '02-14' },
  { names: ['妇女节', '三八节', '女神节'], fixed: '03-08' },
  { names: ['植树节'], fixed: '03-12' },
  { names: ['愚人节'], fixed: '04-01' },
  { names: ['母亲节'], nth: { month: 5, weekday: 0, n: 2 } },
  { names: ['父亲节'], nth: { month: 6, weekday: 0, n: 3 } },
  { names: ['教师节'], fixed: '09-10' },
  { names: ['万圣节前夜', '万圣夜'], fixed: '10-31' },
  { names: ['万圣节'], fixed: '10-31' },
  { names: ['感恩节'], nth: { month: 11, weekday: 4, n: 4 } },
  { names: ['平安夜'], fixed: '12-24' },
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
    days: 3,
  },
  { names: ['劳动节', '五一', '5.1', '五一假期'], fixed: '05-01', days: 5 },
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
    days: 3,
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
    days: 3,
  },
  { names: ['国庆节', '国庆', '十一假期', '十一黄金周', '十一长假', '十一'], fixed: '10-01', days: 7 },
  { names: ['双十一', '双11', '光棍节'], fixed: '11-11' },
  { names: ['圣诞节', '圣诞'], fixed: '12-25' },
  { names: ['跨年夜', '跨年'], fixed: '12-31' },
  { names: ['双十二', '双12'], fixed: '12-12' },
  {
    names: ['重阳节', '重阳'],
    byYear: {
      2025: '2025-10-29',
      2026: '2026-10-18',
      2027: '2027-10-08',
      2028: '2028-10-26',
      2029: '2029-10-16',
      2030: '2030-10-05',
    },
  },
  {
    names: ['腊八节', '腊八'],
    byYear: {
      2025: '2025-01-07',
      2026: '2026-01-26',
      2027: '2027-01-15',
      2028: '2028-01-04',
      2029: '2029-01-22',
      2030: '2030-01-11',
    },
  },
];

/**
 * A day said relative to a holiday (国庆第二天, 春节前两天, 中秋当天, 五一假期最后一天, 节后第一天):
 * the anchor (its first or its last day) plus `per` × N plus `plus`, where N is the number said in
 * place of `{n}` (一, 两, 3…). Words between the name and the offset (假期, 长假, 的) are fillers.
 */
export interface HolidayOffset {
  word: string;
  anchor: 'first' | 'last';
  per: number;
  plus: number;
}

export const HOLIDAY_OFFSETS: readonly HolidayOffset[] = [
  { word: '当天', anchor: 'first', per: 0, plus: 0 },
  { word: '那天', anchor: 'first', per: 0, plus: 0 },
  { word: '那一天', anchor: 'first', per: 0, plus: 0 },
  { word: '第一天', anchor: 'first', per: 0, plus: 0 },
  { word: '头一天', anchor: 'first', per: 0, plus: 0 },
  { word: '第{n}天', anchor: 'first', per: 1, plus: -1 },
  { word: '前{n}天', anchor: 'first', per: -1, plus: 0 },
  { word: '前夕', anchor: 'first', per: 0, plus: -1 },
  { word: '后{n}天', anchor: 'first', per: 1, plus: 0 },
  { word: '最后一天', anchor: 'last', per: 0, plus: 0 },
  { word: '最后那天', anchor: 'last', per: 0, plus: 0 },
  { word: '收假那天', anchor: 'last', per: 0, plus: 0 },
  { word: '结束那天', anchor: 'last', per: 0, plus: 0 },
  { word: '倒数第{n}天', anchor: 'last', per: -1, plus: 1 },
  { word: '节后第{n}天', anchor: 'last', per: 1, plus: 0 },
  { word: '后第{n}天', anchor: 'last', per: 1, plus: 0 },
  { word: '结束后第{n}天', anchor: 'last', per: 1, plus: 0 },
  { word: '收假后第{n}天', anchor: 'last', per: 1, plus: 0 },
  { word: '结束后', anchor: 'last', per: 0, plus: 1 },
  { word: '收假后', anchor: 'last', per: 0, plus: 1 },
];

/** Words that may stand between a holiday's name and its offset (国庆假期的第二天). */
export const HOLIDAY_FILLERS: readonly string[] = ['小长假', '长假', '黄金周', '假期', '放假', '期间', '节', '的'];

/** The nth weekday of a month (`n` = -1 for the last one): 2026's 感恩节 is 2026-11-26. */
function nthWeekday(year: number, rule: NonNullable<Holiday['nth']>): string {
  const mm = String(rule.month).padStart(2, '0');
  if (rule.n < 0) {
    const last = addDays(rule.month === 12 ? `${year + 1}-01-01` : `${year}-${String(rule.month + 1).padStart(2, '0')}-01`, -1);
    return addDays(last, -((weekday(last) - rule.weekday + 7) % 7));
  }
  const first = `${year}-${mm}-01`;
  return addDays(first, ((rule.weekday - weekday(first) + 7) % 7) + 7 * (rule.n - 1));
}

/** A holiday's first day in a year (fixed, per-year table or nth weekday), or undefined past the table. */
function firstDay(h: Holiday, year: number): string | undefined {
  if (h.fixed) return `${year}-${h.fixed}`;
  if (h.nth) return nthWeekday(year, h.nth);
  return h.byYear?.[year];
}

/** The first and last day of a holiday's break in a year, or null past the table. */
export function holidayBreak(h: Holiday, year: number): { first: string; last: string } | null {
  const first = firstDay(h, year);
  return first ? { first, last: addDays(first, (h.days ?? 1) - 1) } : null;
}

/** The next date of a holiday on or after `today` (YYYY-MM-DD), or null past the table. */
export function nextHoliday(h: Holiday, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const day = firstDay(h, y);
    if (day && day >= today) return day;
  }
  return null;
}
