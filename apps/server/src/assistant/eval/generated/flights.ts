import { CITIES, EXTRA_ROUTES, HUBS } from '#server/db/seed/cities';
import { addDays } from '@app/protocol/days';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * Flight dates as shoppers say them, resolved against the eval's fixed request day
 * (EVAL_TODAY, a Friday): holidays by their real dates, 这周X/下周X, N号, M月N号; and
 * destinations the catalog has no routes to, which must be said to be unsupported.
 */
export const EVAL_TODAY = '2026-05-22';

/** The next occurrence of each holiday on or after EVAL_TODAY (first day of the holiday). */
export const HOLIDAYS: Array<{ names: string[]; date: string }> = [
  { names: ['端午', '端午节'], date: '2026-06-19' },
  { names: ['中秋', '中秋节'], date: '2026-09-25' },
  { names: ['国庆', '国庆节', '十一'], date: '2026-10-01' },
  { names: ['元旦'], date: '2027-01-01' },
  { names: ['春节', '大年初一'], date: '2027-02-06' },
  { names: ['清明', '清明节'], date: '2027-04-05' },
  { names: ['五一', '劳动节'], date: '2027-05-01' },
];

/** Relative days from Friday 2026-05-22. */
const RELATIVE: Array<[string, number]> = [
  ['明天', 1],
  ['后天', 2],
  ['大后天', 3],
  ['这周六', 1],
  ['这周日', 2],
  ['这个周六', 1],
  ['本周日', 2],
  ['下周一', 3],
  ['下周二', 4],
  ['下周三', 5],
  ['下周四', 6],
  ['下周五', 7],
  ['下周六', 8],
  ['下周日', 9],
  ['下礼拜三', 5],
  ['下星期一', 3],
  ['25号', 3],
  ['28号', 6],
  ['30号', 8],
  ['31号', 9],
  ['6月1号', 10],
  ['6月5日', 14],
  ['六月十号', 19],
  ['3号', 12],
  ['15号', 24],
];

const ABROAD = [
  '东京',
  '首尔',
  '大阪',
  '曼谷',
  '新加坡',
  '纽约',
  '洛杉矶',
  '巴黎',
  '伦敦',
  '悉尼',
  '迪拜',
  '吉隆坡',
  '巴厘岛',
  '莫斯科',
];
const UNKNOWN = ['丽江', '九寨沟', '张家界', '喀什', '敦煌', '香港', '澳门', '台北'];
const UNSUPPORTED = /不支持|暂不|暂时|没有|无法|查不到|未开通|不在|不提供|只能查|仅支持/;

/** Routes the seed flies: hub to any city, plus the listed point-to-point ones. */
function routes(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const hub of HUBS) for (const c of CITIES) if (c.name !== hub) out.push([hub, c.name], [c.name, hub]);
  for (const [a, b] of EXTRA_ROUTES) out.push([a, b], [b, a]);
  return out;
}

const SHAPES: Array<(when: string, from: string, to: string) => string> = [
  (w, f, t) => `${w}${f}飞${t}`,
  (w, f, t) => `${w}从${f}到${t}的机票`,
  (w, f, t) => `${f}到${t}，${w}出发的航班`,
  (w, f, t) => `帮我查${w}${f}去${t}的航班`,
  (w, f, t) => `${w}想从${f}飞去${t}，有哪些航班`,
];

export function flightSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  const all = routes();
  for (const h of HOLIDAYS)
    for (const name of h.names)
      for (const [from, to] of rng.sample(all, 3))
        out.push({
          family: 'flight.holiday',
          question: rng.pick(SHAPES)(name, from, to),
          expect: { flight: { from, to, date: h.date } },
        });
  for (const [when, days] of RELATIVE)
    for (const [from, to] of rng.sample(all, 2))
      out.push({
        family: 'flight.relative',
        question: rng.pick(SHAPES)(when, from, to),
        expect: { flight: { from, to, date: addDays(EVAL_TODAY, days) } },
      });
  for (const to of [...ABROAD, ...UNKNOWN]) {
    const from = rng.pick(HUBS);
    const when = rng.pick(['明天', '下周五', '五一', '国庆', '后天']);
    out.push({
      family: ABROAD.includes(to) ? 'flight.abroad' : 'flight.unknown-city',
      question: rng.pick(SHAPES)(when, from, to),
      expect: { none: true, text: UNSUPPORTED },
    });
  }
  return out;
}
