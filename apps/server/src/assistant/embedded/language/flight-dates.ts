import { addDays, chinaDay, daysBetween, isRealDay, weekday } from '@app/protocol/days';
import { chineseNumber } from './budget';
import { HOLIDAY_FILLERS, HOLIDAY_OFFSETS, HOLIDAYS, holidayBreak, nextHoliday, type HolidayOffset } from './lexicon/holidays';
import { DAY_ALTERNATIVE_WORDS } from './lexicon/flight-words';

/** Inclusive travel days (`YYYY-MM-DD`, Asia/Shanghai) and how the user put them. */
export interface TravelDates {
  from: string;
  to: string;
  /** The words that named the dates (下周五, 这周末), or '' when none did. */
  said: string;
}

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
/** Monday = 1 … Sunday = 7, the way Chinese weeks count. */
const WEEKDAY_CHARS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };
const WEEK = String.raw`(?:周|星期|礼拜)`;
const NUM = String.raw`(\d{1,2}|[一二三四五六七八九十]{1,3})`;

/** 1 = Monday … 7 = Sunday. */
const isoWeekday = (day: string): number => ((weekday(day) + 6) % 7) + 1;
const mondayOf = (day: string): string => addDays(day, 1 - isoWeekday(day));
const num = (text: string): number => (/^\d+$/.test(text) ? Number(text) : (chineseNumber(text) ?? 0));
const pad = (n: number): string => String(n).padStart(2, '0');

function validDay(year: number, month: number, date: number): string | null {
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  const day = `${year}-${pad(month)}-${pad(date)}`;
  return isRealDay(day) ? day : null;
}

/** A month and day without a year: this year, or next year when it is long past (1月5日 said in December). */
function nearestYear(today: string, month: number, date: number): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = validDay(year, month, date);
  if (thisYear && daysBetween(today, thisYear) >= -30) return thisYear;
  return validDay(year + 1, month, date) ?? thisYear;
}

/**
 * A rule's days, and the words that named them when more than the pattern matched (国庆 + 第二天).
 * `today` is the request day; `anchor` the day open forms (周三, 15号, 10.1) count from: today,
 * or the outbound day when a return is asked (a return never comes before it).
 */
type Resolved = [from: string, to: string, said?: string];
type Rule = { pattern: RegExp; resolve: (m: RegExpExecArray, today: string, anchor: string) => Resolved | null };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HOLIDAY_NAMES = HOLIDAYS.flatMap((h) => h.names.map((name) => ({ name, h }))).sort((a, b) => b.name.length - a.name.length);
/** A holiday name is not part of a number (十一号, 十一点). */
const HOLIDAY = new RegExp(`(?:${HOLIDAY_NAMES.map((n) => escape(n.name)).join('|')})(?![号日月点:：\\d])`);
const FILLERS = new RegExp(`^(?:${HOLIDAY_FILLERS.map(escape).join('|')})*`);
/** Offsets longest first, `{n}` read as a number (一, 两, 3). */
const OFFSETS = HOLIDAY_OFFSETS.map((o) => ({
  o,
  pattern: new RegExp(`^${escape(o.word).replace(escape('{n}'), String.raw`(\d{1,2}|[一二两三四五六七八九十]{1,3})`)}`),
})).sort((a, b) => b.o.word.length - a.o.word.length);

/** The offset said right after a holiday's name (第二天, 前两天, 最后一天), with its length there. */
function offsetAfter(rest: string): { o: HolidayOffset; n: number; length: number } | null {
  const filler = FILLERS.exec(rest)?.[0] ?? '';
  for (const { o, pattern } of OFFSETS) {
    const m = pattern.exec(rest.slice(filler.length));
    if (m) return { o, n: m[1] ? num(m[1]) : 0, length: filler.length + m[0].length };
  }
  return null;
}

/** The day a holiday offset names in the first year (this or next) where it is not past. */
function holidayOffsetDay(
  names: { h: (typeof HOLIDAYS)[number] },
  off: { o: HolidayOffset; n: number },
  today: string,
): string | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const brk = holidayBreak(names.h, y);
    if (!brk) continue;
    const day = addDays(off.o.anchor === 'first' ? brk.first : brk.last, off.o.per * off.n + off.o.plus);
    if (day >= today) return day;
  }
  return null;
}

/** 10.1, 10-1, 10/1: a month and day in figures; never a price, size or range (1.5k, 1-2千, 2.5米). */
export const FIGURE_DATE = new RegExp(
  String.raw`(?<![\d.\-/:：])(1[0-2]|0?[1-9])\s*[./-]\s*(3[01]|[12]\d|0?[1-9])(?![\d.\-/:：%])(?!\s*(?:${[
    'k',
    'w',
    '千',
    '万',
    '百',
    '元',
    '块',
    '米',
    'm',
    '寸',
    '斤',
    '公斤',
    'kg',
    '克',
    'g',
    '升',
    'l',
    '毫',
    '折',
    '倍',
    '岁',
    '个',
    '件',
    '台',
    '公里',
    '小时',
    '分',
  ].join('|')}))`,
  'i',
);

const lastOfMonth = (year: number, month: number): string => {
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return addDays(next, -1);
};

/** A month and day (10月2号, 10.2) right after a holiday's name, blanks or 的/那天 between. */
const DAY_AFTER_HOLIDAY = new RegExp(`^\\s*(?:的|那天|当天|假期)?\\s*(?:${NUM}\\s*月\\s*${NUM}|\\d{1,2}[./]\\d{1,2}(?!\\d))`);

/** Date phrasings, most specific first; the first that matches wins. */
const RULES: Rule[] = [
  {
    // 国庆, 春节, 端午: the holiday's first day, this year or next (lexicon/holidays.ts);
    // 国庆第二天, 春节前两天, 五一假期最后一天: a day counted from its first or last day.
    pattern: HOLIDAY,
    resolve: (m, t) => {
      const found = HOLIDAY_NAMES.find((n) => n.name === m[0]);
      if (!found) return null;
      // 国庆 10月2号: a day of the month said right after the holiday is the day meant.
      if (DAY_AFTER_HOLIDAY.test(m.input.slice(m.index + m[0].length))) return null;
      const off = offsetAfter(m.input.slice(m.index + m[0].length));
      if (off) {
        const day = holidayOffsetDay(found, off, t);
        return day ? [day, day, m.input.slice(m.index, m.index + m[0].length + off.length)] : null;
      }
      const day = nextHoliday(found.h, t);
      return day ? [day, day] : null;
    },
  },
  {
    // 三天后, 两周后, 过十天, 一个月以后, 半个月后 (decision 070): counted from today, or from the
    // outbound day for a return (去三亚 五天后回来).
    pattern: /(过)?\s*(\d{1,2}|[一二两三四五六七八九十]{1,3}|半)\s*个?\s*(天|日|周|星期|礼拜|月)\s*(后|以后|之后)?/,
    resolve: (m, t, a) => {
      if (!m[1] && !m[4]) return null;
      const n = m[2] === '半' ? 0.5 : num(m[2]!);
      const unit = m[3] === '月' ? 30 : m[3] === '天' || m[3] === '日' ? 1 : 7;
      if (!n || (m[2] === '半' && unit !== 30)) return null;
      const from = a > t ? a : t;
      const day = addDays(from, Math.round(n * unit));
      return [day, day];
    },
  },
  {
    // 月底 / 这个月底 / 下个月底: the last day of the month.
    pattern: /((?<!一)下个?|这个?|本)?月底/,
    resolve: (m, t) => {
      const [year, month] = [Number(t.slice(0, 4)), Number(t.slice(5, 7))];
      const next = m[1]?.startsWith('下');
      const day = next ? lastOfMonth(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1) : lastOfMonth(year, month);
      return [day, day];
    },
  },
  {
    // 月初 / 下个月初: the first of the coming month (this month's while it is its 1st-3rd).
    pattern: /((?<!一)下个?|这个?|本)?月初/,
    resolve: (m, t) => {
      const [year, month, date] = [Number(t.slice(0, 4)), Number(t.slice(5, 7)), Number(t.slice(8, 10))];
      if (!m[1]?.startsWith('下') && date <= 3) return [t, t];
      const day = month === 12 ? validDay(year + 1, 1, 1)! : validDay(year, month + 1, 1)!;
      return [day, day];
    },
  },
  {
    // 月中: the 15th, this month or the next once past.
    pattern: /((?<!一)下个?|这个?|本)?月中(?!旬)/,
    resolve: (m, t) => {
      const [year, month] = [Number(t.slice(0, 4)), Number(t.slice(5, 7))];
      const here = validDay(year, month, 15)!;
      const next = month === 12 ? validDay(year + 1, 1, 15)! : validDay(year, month + 1, 15)!;
      const day = m[1]?.startsWith('下') || here < t ? next : here;
      return [day, day];
    },
  },
  {
    // 下个月5号
    pattern: new RegExp(`(?<!一)下个?月\\s*${NUM}\\s*[号日]`),
    resolve: (m, t) => {
      const [year, month] = [Number(t.slice(0, 4)), Number(t.slice(5, 7))];
      const day = month === 12 ? validDay(year + 1, 1, num(m[1]!)) : validDay(year, month + 1, num(m[1]!));
      return day ? [day, day] : null;
    },
  },
  {
    pattern: /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*[日号]?/,
    resolve: (m) => {
      const day = validDay(Number(m[1]), Number(m[2]), Number(m[3]));
      return day ? [day, day] : null;
    },
  },
  {
    pattern: new RegExp(`${NUM}\\s*月\\s*${NUM}\\s*[日号]?`),
    resolve: (m, _t, anchor) => {
      const day = nearestYear(anchor, num(m[1]!), num(m[2]!));
      return day ? [day, day] : null;
    },
  },
  {
    pattern: FIGURE_DATE,
    resolve: (m, _t, anchor) => {
      const day = nearestYear(anchor, Number(m[1]), Number(m[2]));
      return day ? [day, day] : null;
    },
  },
  // 明儿, 后儿, 今儿, 大后儿: the northern 儿 forms of the same days.
  { pattern: /大后天|大后儿/, resolve: (_m, t) => [addDays(t, 3), addDays(t, 3)] },
  { pattern: /后天|(?<![之以往然最])后儿(?!子)/, resolve: (_m, t) => [addDays(t, 2), addDays(t, 2)] },
  { pattern: /明天|明日|明早|明晚|明儿/, resolve: (_m, t) => [addDays(t, 1), addDays(t, 1)] },
  { pattern: /今天|今日|今晚|今早|当天|今儿/, resolve: (_m, t) => [t, t] },
  {
    // 下周末 and 这周末 are Saturday and Sunday; a past Saturday is dropped.
    pattern: new RegExp(`((?<!一)下下|(?<!一)下|这|本)?${WEEK}末`),
    resolve: (m, t) => {
      const weeks = m[1] === '下下' ? 2 : m[1] === '下' ? 1 : 0;
      const saturday = addDays(mondayOf(t), 7 * weeks + 5);
      const from = saturday < t ? t : saturday;
      return [from, addDays(saturday, 1)];
    },
  },
  {
    pattern: new RegExp(`((?<!一)下下|(?<!一)下|这|本)${WEEK}([一二三四五六日天])`),
    resolve: (m, t) => {
      const weeks = m[1] === '下下' ? 2 : m[1] === '下' ? 1 : 0;
      const day = addDays(mondayOf(t), 7 * weeks + WEEKDAY_CHARS[m[2]!]! - 1);
      return [day, day];
    },
  },
  {
    // A bare 周五 is the next one, today (or the outbound day) included.
    pattern: new RegExp(`${WEEK}([一二三四五六日天])`),
    resolve: (m, _t, a) => {
      const ahead = (WEEKDAY_CHARS[m[1]!]! - isoWeekday(a) + 7) % 7;
      return [addDays(a, ahead), addDays(a, ahead)];
    },
  },
  {
    pattern: new RegExp(`((?<!一)下下|(?<!一)下|这|本)${WEEK}`),
    resolve: (m, t) => {
      const weeks = m[1] === '下下' ? 2 : m[1] === '下' ? 1 : 0;
      const monday = addDays(mondayOf(t), 7 * weeks);
      return [monday < t ? t : monday, addDays(monday, 6)];
    },
  },
  {
    // 15号: this month, or next month when the day has passed.
    pattern: new RegExp(`(?<![\\d月])${NUM}\\s*[号日](?!子|本|元|游|用|线)`),
    resolve: (m, _t, a) => {
      const date = num(m[1]!);
      const [year, month] = [Number(a.slice(0, 4)), Number(a.slice(5, 7))];
      const inMonth = validDay(year, month, date);
      if (inMonth && inMonth >= a) return [inMonth, inMonth];
      const next = month === 12 ? validDay(year + 1, 1, date) : validDay(year, month + 1, date);
      return next ? [next, next] : null;
    },
  },
];

/**
 * The travel dates a question names, resolved from the request time in Asia/Shanghai
 * (今天, 明天, 后天, 大后天, 下周五, 这周末, 周三, 5月1日, 15号, 下周…); null when it names none.
 */
export function resolveTravelDates(text: string, nowMs: number, anchor?: string): TravelDates | null {
  const today = chinaDay(nowMs);
  const from = anchor && anchor > today ? anchor : today;
  // The day said first is the outbound one (明天去后天回); at one place the more specific rule wins.
  let best: (TravelDates & { at: number; end: number }) | null = null;
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (!m || (best && m.index >= best.at)) continue;
    const range = rule.resolve(m, today, from);
    if (range)
      best = {
        from: range[0],
        to: range[1],
        said: (range[2] ?? m[0]).replace(/\s+/g, ''),
        at: m.index,
        end: m.index + m[0].length,
      };
  }
  if (!best) return null;
  // 周末去成都 周六上午走 (decision 086): a later day inside the span said first is the day meant,
  // unless it is the return (周末去 周日回来).
  if (best.from < best.to) {
    const inner = resolveTravelDates(text.slice(best.end), nowMs, best.from);
    const after = inner ? text.slice(best.end).slice(text.slice(best.end).indexOf(inner.said.slice(-1)) + 1) : '';
    if (
      inner &&
      inner.from === inner.to &&
      inner.from >= best.from &&
      inner.to <= best.to &&
      !/^[^，,。]{0,8}(?:回|返)/.test(after)
    )
      return { from: inner.from, to: inner.to, said: `${best.said}的${inner.said}` };
  }
  // 下周二或者周三, 周五周六都行: a second day said as an alternative makes the two one span (decision 059).
  const or = DAY_OR.exec(text.slice(best.end));
  const rest = or ? text.slice(best.end + or[0].length) : '';
  // 明天去，后天回 is a return, not an alternative.
  const other = or && !/^[^，,。]{0,8}(?:回|返)/.test(rest) ? resolveTravelDates(rest, nowMs, best.from) : null;
  if (other && other.from > best.to && daysBetween(best.from, other.to) <= 6)
    return { from: best.from, to: other.to, said: `${best.said}或${other.said}` };
  return { from: best.from, to: best.to, said: best.said };
}

/** What joins two days said as alternatives: 下周二或者周三, 周五、周六, 周五/周六. */
const DAY_OR = new RegExp(`^\\s*(?:${DAY_ALTERNATIVE_WORDS.join('|')})\\s*(?=[下这本周星礼明后大0-9一二三四五六七八九十])`);

/** 5月29日 周五, or 5月30日 周六至5月31日 周日 for a range. */
export function describeDates(d: { from: string; to: string }): string {
  const one = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日 ${WEEKDAY_NAMES[weekday(day)]}`;
  return d.from === d.to ? one(d.from) : `${one(d.from)}至${one(d.to)}`;
}

/** The dates as the user said them with the calendar days: 下周五（5月29日 周五）. */
export function datesLabel(d: TravelDates): string {
  if (!d.said || /月|\d{4}/.test(d.said)) return describeDates(d);
  return `${d.said}（${describeDates(d)}）`;
}

/**
 * 改成第二天, 晚一天, 提前一天: a day relative to the one searched before, in days (decision 035).
 * One row per shift.
 */
const DAY_SHIFTS: ReadonlyArray<readonly [days: number, words: readonly string[]]> = [
  [
    1,
    [
      '第二天',
      '后一天',
      '晚一天',
      '推后一天',
      '往后一天',
      '延后一天',
      '次日',
      '隔天',
      '推一天',
      '推迟一天',
      '挪一天',
      '顺延一天',
      '延一天',
    ],
  ],
  [-1, ['前一天', '早一天', '提前一天', '往前一天', '往前推一天', '往前挪一天', '提早一天']],
  [2, ['晚两天', '推后两天', '往后两天']],
  [-2, ['早两天', '提前两天', '往前两天']],
];
/** The longest phrase found decides (往前推一天 is a day earlier, though it holds 推一天). */
export const dayShiftOf = (text: string): number | null =>
  DAY_SHIFTS.flatMap(([days, words]) => words.filter((w) => text.includes(w)).map((w) => [days, w.length] as const)).sort(
    (a, b) => b[1] - a[1],
  )[0]?.[0] ?? null;
