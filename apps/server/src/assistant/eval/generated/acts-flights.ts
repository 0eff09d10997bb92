import { CITIES, HUBS } from '#server/db/seed/cities';
import { addDays } from '@app/protocol/days';
import type { Expectation } from '../check';
import { EVAL_TODAY } from './flights';
import type { Rng } from './rng';
import type { GeneratedConversation, GeneratedSingle } from './types';

/**
 * Flight days as typed on a phone (decision 036), from Friday 2026-05-22: a month and day in
 * figures (6.1, 6-18, 6/5, 6月8号), days counted from a holiday (端午第二天, 国庆前一天, 五一假期最后一天),
 * 月初/月中/月底, and follow-ups that change only a city (那从广州出发呢, 换成飞成都, 那南京飞三亚呢),
 * which keep the day, the part of the day and the order; a return never before the outbound.
 */
const SHAPES: Array<(when: string, from: string, to: string) => string> = [
  (w, f, t) => `${w} ${f}飞${t}`,
  (w, f, t) => `${w}${f}到${t}的机票`,
  (w, f, t) => `${f}飞${t} ${w}`,
  (w, f, t) => `帮我看看${w}从${f}去${t}的航班`,
  (w, f, t) => `${f}到${t}，${w}走`,
];

const OTHERS = CITIES.map((c) => c.name).filter((c) => !HUBS.includes(c));
/** A hub and a city, either way round: the seed flies every hub to every city. */
function route(rng: Rng): [string, string] {
  const hub = rng.pick(HUBS);
  const city = rng.pick(OTHERS);
  return rng.next() < 0.5 ? [hub, city] : [city, hub];
}

/** Days in figures within the 60 flight days from 2026-05-22. */
const FIGURES: Array<[string, string]> = [
  ['6.1', '2026-06-01'],
  ['6.18', '2026-06-18'],
  ['6-18', '2026-06-18'],
  ['6/5', '2026-06-05'],
  ['06/12', '2026-06-12'],
  ['5.29', '2026-05-29'],
  ['5-30', '2026-05-30'],
  ['7.1', '2026-07-01'],
  ['7/15', '2026-07-15'],
  ['6月8号', '2026-06-08'],
  ['6.20号', '2026-06-20'],
  ['7-3', '2026-07-03'],
];

/** Days counted from a holiday; those past the 60 days are checked by the day the answer names. */
const OFFSETS: Array<[string, string]> = [
  ['端午当天', '2026-06-19'],
  ['端午节第二天', '2026-06-20'],
  ['端午前一天', '2026-06-18'],
  ['端午后一天', '2026-06-20'],
  ['端午假期最后一天', '2026-06-21'],
  ['端午前两天', '2026-06-17'],
  ['端午节前夕', '2026-06-18'],
  ['国庆第二天', '2026-10-02'],
  ['国庆前一天', '2026-09-30'],
  ['国庆后一天', '2026-10-02'],
  ['国庆假期最后一天', '2026-10-07'],
  ['中秋当天', '2026-09-25'],
  ['中秋节前一天', '2026-09-24'],
  ['春节前两天', '2027-02-04'],
  ['五一假期最后一天', '2027-05-05'],
  ['五一第三天', '2027-05-03'],
];

const MONTH_WORDS: Array<[string, string]> = [
  ['月底', '2026-05-31'],
  ['这个月底', '2026-05-31'],
  ['月初', '2026-06-01'],
  ['下个月初', '2026-06-01'],
  ['下个月中', '2026-06-15'],
  ['下个月底', '2026-06-30'],
];

export function actsFlightSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  const add = (family: string, rows: Array<[string, string]>, per: number) => {
    for (const [when, date] of rows)
      for (let i = 0; i < per; i++) {
        const [from, to] = route(rng);
        out.push({ family, question: rng.pick(SHAPES)(when, from, to), expect: { flight: { from, to, date } } });
      }
  };
  add('flight.figure-date', FIGURES, 3);
  add('flight.holiday-offset', OFFSETS, 2);
  add('flight.month-words', MONTH_WORDS, 3);
  const PARTS: Array<[string, number, 'morning' | 'afternoon' | 'evening']> = [
    ['后天晚上', 2, 'evening'],
    ['明天上午', 1, 'morning'],
    ['大后天下午', 3, 'afternoon'],
    ['下周一早上', 3, 'morning'],
    ['6.1晚上', 10, 'evening'],
  ];
  for (const [when, days, part] of PARTS)
    for (let i = 0; i < 3; i++) {
      const [from, to] = route(rng);
      out.push({
        family: 'flight.day-part',
        question: rng.pick(SHAPES)(when, from, to),
        expect: { flight: { from, to, date: addDays(EVAL_TODAY, days), part } },
      });
    }
  return out;
}

const FROM_WORDS = [(c: string) => `那从${c}出发呢`, (c: string) => `换成${c}出发`, (c: string) => `那${c}出发的呢`];
const TO_WORDS = [(c: string) => `换成飞${c}`, (c: string) => `那去${c}呢`, (c: string) => `改成到${c}的`];
const BOTH_WORDS = [(a: string, b: string) => `那${a}飞${b}呢`, (a: string, b: string) => `那${a}到${b}的呢`];
const OPENERS: Array<[string, string, Pick<NonNullable<Expectation['flight']>, 'part' | 'sort'>]> = [
  ['6.1', '最早的', { sort: 'departure' }],
  ['端午当天', '晚上的', { part: 'evening' }],
  ['下周三', '最便宜的', { sort: 'price' }],
  ['后天', '上午 最早的一班', { part: 'morning', sort: 'departure' }],
  ['6-5', '下午', { part: 'afternoon' }],
];

/**
 * conv.flight-change-city: a search with a day, a part of the day or an order, then follow-ups
 * that change the origin, the destination or both; each keeps everything else.
 */
export function flightChangeCityConversations(rng: Rng, n = 10): GeneratedConversation[] {
  return Array.from({ length: n }, (_, i) => {
    const [when, words, kept] = OPENERS[i % OPENERS.length]!;
    const date = { '6.1': '2026-06-01', 端午当天: '2026-06-19', 下周三: '2026-05-27', 后天: '2026-05-24', '6-5': '2026-06-05' }[
      when
    ]!;
    const [hubA, hubB, hubC] = rng.sample(HUBS, 3) as [string, string, string];
    const [city, city2] = rng.sample(OTHERS, 2) as [string, string];
    const turns: Array<[string, Expectation]> = [
      [`${when}${hubA}飞${city} ${words}`, { flight: { from: hubA, to: city, date, ...kept } }],
      [rng.pick(FROM_WORDS)(hubB), { flight: { from: hubB, to: city, date, ...kept } }],
      [rng.pick(TO_WORDS)(hubC), { flight: { from: hubB, to: hubC, date, ...kept } }],
      [rng.pick(BOTH_WORDS)(hubA, city2), { flight: { from: hubA, to: city2, date, ...kept } }],
    ];
    return { family: 'conv.flight-change-city', turns };
  });
}

/** conv.flight-return: a return's open days count from the outbound day; one before it is refused. */
export function flightReturnConversations(rng: Rng, n = 6): GeneratedConversation[] {
  return Array.from({ length: n }, (_, i) => {
    const [from, to] = route(rng);
    // Wednesday 6.10 out; 周日 is the 14th; 6月8号 comes before it, which is said, with no flights.
    const back: [string, Expectation] =
      i % 2
        ? [rng.pick(['返程周日的', '回程周日', '周日返程呢']), { flight: { from: to, to: from, date: '2026-06-14' } }]
        : [rng.pick(['回程6月8号', '返程 6.8', '6-8返程']), { none: true, text: /比去程.*早/ }];
    const turns: Array<[string, Expectation]> = [
      [`6.10 ${from}飞${to}`, { flight: { from, to, date: '2026-06-10' } }],
      back,
      [`那${from}飞${to} 6.12呢`, { flight: { from, to, date: '2026-06-12' } }],
    ];
    return { family: 'conv.flight-return', turns };
  });
}
