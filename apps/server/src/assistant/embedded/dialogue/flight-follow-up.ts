import type { Intent } from '../language/intent';
import { abroadCity, findCities, parseRoute, unknownDestination } from '../language/flight-cities';
import { addDays } from '@app/protocol/days';
import { dayShiftOf, resolveTravelDates, timeWindow } from '../language/flight-dates';
import { registerFollowUp, type FollowUpInput, type FollowUpReading } from './registry';

/** Intents a short flight follow-up gets from the rules alone (后天的呢 reads as shopping). */
const FOLLOWS = new Set<Intent>(['shopping', 'flight', 'unsupported', 'price', 'compare']);
const RETURN = /返程|回程|回来|返回|往返/;
/** 那去曼谷呢: the place after 去/到 once the closing particle is off. */
const PARTICLE = /[呢吗吧啊呀]+[?？。!！]*$/;
const FLIGHT_WORDS = /航班|机票|班机|飞机|那班|一班/;
/** A follow-up is short: a new route with its own flight words is a new search. */
const MAX_LENGTH = 16;

/**
 * 后天的呢, 那去广州呢, 返程呢, 最早的一班, 最便宜的, 从上海出发呢: the last flight search with the
 * slot the question changes, rewritten as a whole question for the flight flow.
 */
export const flightFollowUp = registerFollowUp({
  name: 'flight-follow-up',
  read(x: FollowUpInput): FollowUpReading | null {
    const last = x.state.flight;
    if (!last || !FOLLOWS.has(x.turn.intent)) return null;
    const q = x.turn.text;
    if (x.state.topic !== 'flight' && !(FLIGHT_WORDS.test(q) || RETURN.test(q))) return null;
    if (q.length > MAX_LENGTH && x.turn.intent !== 'flight') return null;
    const cities = findCities(q);
    if (cities.length >= 2) return null;
    let { from, to } = last;
    let dateWords = last.dateWords;
    const changes: string[] = [];
    if (RETURN.test(q)) {
      [from, to] = [to, from];
      changes.push('return');
    }
    // 那去曼谷呢 / 东京呢: a place the schedule lacks; the flight flow says it is not supported.
    const elsewhere = cities.length === 0 ? (unknownDestination(q.replace(PARTICLE, '')) ?? abroadCity(q)) : null;
    if (elsewhere) {
      to = elsewhere;
      changes.push('city');
    }
    if (cities.length === 1) {
      const route = parseRoute(q);
      if (route.from && !route.to) from = route.from;
      else to = cities[0]!.city;
      changes.push('city');
    }
    const dates = resolveTravelDates(q, x.now);
    const shift = dates ? null : dayShiftOf(q);
    if (dates) {
      dateWords = dates.said;
      changes.push('date');
    } else if (shift !== null && last.date) {
      // 改成第二天: the day after the one searched, named as a date.
      const [, m, d] = addDays(last.date, shift).split('-');
      dateWords = `${Number(m)}月${Number(d)}日`;
      changes.push('date');
    }
    // 晚上的, 上午有吗: the same search, only that part of the day.
    const part = timeWindow(q)?.label ?? '';
    if (part) changes.push('part');
    const sort = { departure: '最早的航班', price: '最便宜的机票', none: '的机票' }[x.turn.flightSort ?? 'none'];
    if (sort !== '的机票') changes.push('sort');
    if (changes.length === 0) return null;
    if (x.turn.categories.length > 0) return null;
    return { kind: 'flight-follow-up', intent: 'flight', question: `${dateWords}${part}${from}飞${to}${sort}` };
  },
});
