import type { Intent } from '../language/intent';
import { abroadCity, findCities, parseRoute, unknownDestination } from '../language/flight-cities';
import { addDays } from '@app/protocol/days';
import { dayShiftOf, resolveTravelDates } from '../language/flight-dates';
import { timeWindow } from '../language/time-windows';
import { FLIGHT_CHANGE_OPENERS, FLIGHT_CHANGE_PARTICLES } from '../language/lexicon/flight-words';
import { registerFollowUp, type FollowUpInput, type FollowUpReading } from './registry';

/** Intents a short flight follow-up gets from the rules alone (后天的呢 reads as shopping). */
const FOLLOWS = new Set<Intent>(['shopping', 'flight', 'unsupported', 'price', 'compare']);
const RETURN = /返程|回程|回来|返回|往返/;
/** 那去曼谷呢: the place after 去/到 once the closing particle is off. */
const PARTICLE = /[呢吗吧啊呀]+[?？。!！]*$/;
const FLIGHT_WORDS = /航班|机票|班机|飞机|那班|一班/;
/** A follow-up is short: a new route with its own flight words is a new search. */
const MAX_LENGTH = 16;
/** 那南京飞三亚呢, 换成杭州出发: a change to the last search, even when it names a whole route. */
const changesLast = (q: string): boolean =>
  FLIGHT_CHANGE_OPENERS.some((w) => q.startsWith(w)) ||
  FLIGHT_CHANGE_PARTICLES.some((p) => q.replace(/[?？。!！\s]+$/, '').endsWith(p));
const monthDay = (day: string): string => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/**
 * 后天的呢, 那去广州呢, 返程呢, 最早的一班, 最便宜的, 从上海出发呢: the last flight search with the
 * slot the question changes, rewritten as a whole question for the flight flow.
 */
export const flightFollowUp = registerFollowUp({
  name: 'flight-follow-up',
  read(x: FollowUpInput): FollowUpReading | null {
    const last = x.state.flight;
    if (!last) return null;
    // 这些按票价排一下 reads as pointing at products; on a flight topic it orders the flights.
    const ordersFlights = x.state.topic === 'flight' && x.turn.flightSort !== null;
    if (!FOLLOWS.has(x.turn.intent) && !ordersFlights) return null;
    const q = x.turn.text;
    if (x.state.topic !== 'flight' && !(FLIGHT_WORDS.test(q) || RETURN.test(q))) return null;
    if (q.length > MAX_LENGTH && x.turn.intent !== 'flight') return null;
    const cities = findCities(q);
    // A whole new route is a new search, unless it is said as a change (那南京飞三亚呢).
    const whole = cities.length >= 2 ? parseRoute(q) : null;
    if (whole && !(whole.from && whole.to && changesLast(q) && q.length <= MAX_LENGTH)) return null;
    let { from, to } = last;
    let dateWords = last.dateWords;
    const changes: string[] = [];
    // 10月7号回北京 after 北京飞成都: going back to where the last search left from is the return.
    const homeward = cities.length === 1 && !whole && cities[0]!.city === last.from && /回\s*$/.test(q.slice(0, cities[0]!.at));
    // 回程按价格排 after the return was shown: still the return, not the outbound again (decision 074).
    const onReturn = (RETURN.test(q) || homeward) && !!last.outbound;
    const isReturn = (RETURN.test(q) || homeward) && !onReturn;
    // The outbound day a return may not come before (kept by later changes to the return).
    const outbound = isReturn ? last.date : whole ? null : (last.outbound ?? null);
    // The return day said with the round trip (周日回来) is the day of the return asked now.
    if (isReturn && last.returnDate) dateWords = monthDay(last.returnDate);
    if (isReturn) {
      [from, to] = [to, from];
      changes.push('return');
    }
    if (whole?.from && whole.to) {
      [from, to] = [whole.from, whole.to];
      changes.push('city');
    }
    // 那去曼谷呢 / 东京呢: a place the schedule lacks; the flight flow says it is not supported.
    const elsewhere = cities.length === 0 ? (unknownDestination(q.replace(PARTICLE, '')) ?? abroadCity(q)) : null;
    if (elsewhere) {
      to = elsewhere;
      changes.push('city');
    }
    if (cities.length === 1 && !whole && !homeward) {
      const route = parseRoute(q);
      // Asked where from (帮我看看去厦门的机票): the one city of the answer is the departure
      // (北京走, 我在成都, 上海), unless it is the destination again.
      if (!last.from && cities[0]!.city !== last.to) from = cities[0]!.city;
      else if (route.from && !route.to) from = route.from;
      else to = cities[0]!.city;
      changes.push('city');
    }
    // A return's open days (周日, 5号) count from the outbound day, and are then said as dates.
    const dates = resolveTravelDates(q, x.now, outbound ?? undefined);
    const shift = dates ? null : dayShiftOf(q);
    if (dates) {
      dateWords = outbound && dates.from === dates.to ? monthDay(dates.from) : dates.said;
      changes.push('date');
    } else if (shift !== null && last.date) {
      // 改成第二天: the day after the one searched, named as a date.
      const [, m, d] = addDays(last.date, shift).split('-');
      dateWords = `${Number(m)}月${Number(d)}日`;
      changes.push('date');
    }
    // 晚上的, 上午有吗: the same search, only that part of the day; a change of city or day keeps
    // the part of the day and the order asked before.
    const said = timeWindow(q)?.label ?? '';
    if (said) changes.push('part');
    if (x.turn.flightSort) changes.push('sort');
    if (onReturn && !changes.length) changes.push('return');
    if (changes.length === 0) return null;
    if (x.turn.categories.length > 0) return null;
    const part = said || (isReturn ? '' : last.part);
    const flightSort = x.turn.flightSort ?? (isReturn ? null : last.sort);
    const sort = { departure: '最早的航班', price: '最便宜的机票', none: '的机票' }[flightSort ?? 'none'];
    return {
      kind: 'flight-follow-up',
      intent: 'flight',
      question: `${dateWords}${part}${from}飞${to}${sort}`,
      flight: { sort: flightSort, outbound },
    };
  },
});
