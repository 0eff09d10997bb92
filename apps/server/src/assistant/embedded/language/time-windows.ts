import { chineseNumber } from './budget';
import { CLOCK_AFTER, CLOCK_AROUND, CLOCK_BEFORE, CLOCK_PM_WORDS } from './lexicon/flight-words';

/**
 * The time of day a flight question asks for: a part of the day (明天晚上, 红眼航班) or a window
 * bounded by clock times (八点以后, 10点到14点; decision 059).
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** A part of the day by its departure times (HH:MM, `to` exclusive); 红眼 wraps past midnight. */
export interface TimeWindow {
  label: string;
  from: string;
  to: string;
}

/** Words for each part of the day, most specific first (红眼 before 晚上). */
const WINDOWS: Array<[words: string[], window: TimeWindow]> = [
  [['红眼'], { label: '红眼航班', from: '21:00', to: '06:00' }],
  [['凌晨'], { label: '凌晨', from: '00:00', to: '06:00' }],
  [['早上', '上午', '早班', '一早', '早晨', '明早', '今早'], { label: '上午', from: '06:00', to: '12:00' }],
  [['中午'], { label: '中午', from: '11:00', to: '14:00' }],
  [['下午'], { label: '下午', from: '12:00', to: '18:00' }],
  [['晚上', '傍晚', '晚班', '夜里', '今晚', '明晚', '夜班'], { label: '晚上', from: '18:00', to: '24:00' }],
];

const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const HOUR = '(\\d{1,2}|[零一二两三四五六七八九十]{1,3})';
const MINUTE = '(?:[:：](\\d{2})|点(半|一刻|\\d{1,2}分?)?|时)';
const PM = `(${longestFirst([...CLOCK_PM_WORDS, '上午', '早上', '早晨', '中午', '凌晨', '早'])})?`;
/** 下午三点之前, 8点以后, 10点到14点, 晚上七点左右: a clock time and what it bounds. */
const CLOCK = new RegExp(
  `${PM}${HOUR}${MINUTE}钟?\\s*(${longestFirst([...CLOCK_AFTER, ...CLOCK_BEFORE, ...CLOCK_AROUND])})?`,
  'g',
);
/** 晚一点的, 晚些的, 再晚点: a later departure asked for, beside a bare clock hour. */
const LATER = /晚(?:一?点|一些|些)/;
const CLOCK_RANGE_JOIN = /^\s*(?:到|至|-|~|～|—)\s*$/;

/** One clock time as HH:MM (下午三点 15:00; a bare 1–5 o'clock is the afternoon: 两点以后 14:00). */
function clockOf(m: RegExpMatchArray, laterSaid = false): { minutes: number; said: string } | null {
  const [, part, hourSaid, colonMinutes, pointMinutes] = m;
  let hour = /^\d+$/.test(hourSaid!) ? Number(hourSaid) : chineseNumber(hourSaid!);
  if (hour === null || hour > 24) return null;
  if (part && CLOCK_PM_WORDS.includes(part) && hour < 12) hour += 12;
  else if (part === '中午' && hour < 6) hour += 12;
  else if (!part && hour >= 1 && hour <= 5) hour += 12;
  // 晚一点的 六点以后 (decision 082): a later time asked for, the bare hour is the evening one.
  else if (!part && laterSaid && hour >= 6 && hour < 12) hour += 12;
  const minutes =
    colonMinutes !== undefined
      ? Number(colonMinutes)
      : pointMinutes === '半'
        ? 30
        : pointMinutes === '一刻'
          ? 15
          : pointMinutes
            ? Number(pointMinutes.replace('分', ''))
            : 0;
  if (minutes >= 60) return null;
  return { minutes: hour * 60 + minutes, said: m[0] };
}
const hhmm = (minutes: number) => `${pad(Math.min(24, Math.floor(minutes / 60)))}:${pad(minutes % 60)}`;

/**
 * A departure window said with clock times (decision 059): 8点以后 [08:00, 24:00), 下午三点之前
 * [00:00, 15:00), 10点到14点 [10:00, 14:00), 晚上七点左右 [18:00, 20:00]. null when no clock time
 * bounds anything (a bare 8点 with nothing after it is no window).
 */
export function clockWindow(text: string): TimeWindow | null {
  const times = [...text.matchAll(CLOCK)];
  const laterSaid = LATER.test(text);
  for (const [i, m] of times.entries()) {
    const at = clockOf(m, laterSaid);
    if (!at) continue;
    const next = times[i + 1];
    const between = next ? text.slice(m.index + m[0].length, next.index) : '';
    const end = next && !m[5] && CLOCK_RANGE_JOIN.test(between) ? clockOf(next, laterSaid) : null;
    if (end && end.minutes > at.minutes)
      return { label: `${hhmm(at.minutes)}-${hhmm(end.minutes)}`, from: hhmm(at.minutes), to: hhmm(end.minutes) };
    const bound = m[5];
    if (!bound) continue;
    if (CLOCK_AFTER.includes(bound)) return { label: `${hhmm(at.minutes)}以后`, from: hhmm(at.minutes), to: '24:00' };
    if (CLOCK_BEFORE.includes(bound)) return { label: `${hhmm(at.minutes)}以前`, from: '00:00', to: hhmm(at.minutes) };
    return {
      label: `${hhmm(at.minutes)}左右`,
      from: hhmm(Math.max(0, at.minutes - 60)),
      to: hhmm(Math.min(24 * 60, at.minutes + 61)),
    };
  }
  return null;
}

/** The part of the day a flight question asks for (明天晚上, 红眼航班, 八点以后), or null. */
export const timeWindow = (text: string): TimeWindow | null =>
  clockWindow(text) ?? WINDOWS.find(([words]) => words.some((w) => text.includes(w)))?.[1] ?? null;

export const inWindow = (time: string, w: TimeWindow): boolean =>
  w.from <= w.to ? time >= w.from && time < w.to : time >= w.from || time < w.to;
