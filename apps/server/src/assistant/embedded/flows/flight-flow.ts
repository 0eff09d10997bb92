import type { FlightCard, WireButton } from '@app/protocol';
import { addDays, chinaDay, chinaTime } from '@app/protocol/days';
import type { AssistantEvent } from '#server/ports/assistant-engine';
import { closing, streamed, thinking, type Flow, type FlowContext } from '../events';
import { orderCities, parseRoute, SCHEDULE_CITIES, unknownDestination } from '../language/flight-cities';
import { datesLabel, describeDates, resolveTravelDates, type TravelDates } from '../language/flight-dates';
import { inWindow, timeWindow } from '../language/time-windows';
import { mdTable, yuan } from '../format';

const DEFAULT_FROM = '北京';
/** Without a date the next week is searched: the cheapest day is usually what people want. */
const DEFAULT_DAYS = 7;
const FLIGHT_PAGE = 3;
const LIMIT = 10;
const HUB = '北京';

/** The flight page for the route and day (button type 3). */
export const flightPageUrl = (from: string, to: string, date: string): string =>
  `/flight?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&date=${date}`;

function flightTable(flights: FlightCard[], range: boolean): string {
  const head = ['航班', '航空公司', ...(range ? ['日期'] : []), '起飞', '到达', '价格'];
  const rows = flights.map((f) => [
    f.flight_no,
    f.airline,
    ...(range ? [f.date.slice(5)] : []),
    f.dep_time,
    f.arr_time,
    yuan(f.price),
  ]);
  return mdTable(head, rows);
}

function highlights(flights: FlightCard[]): string {
  const cheapest = flights.reduce((a, b) => (b.price < a.price ? b : a));
  const earliest = flights.reduce((a, b) => (`${b.date} ${b.dep_time}` < `${a.date} ${a.dep_time}` ? b : a));
  const one = (f: FlightCard) => `${f.airline} ${f.flight_no}，${f.date.slice(5)} ${f.dep_time} 起飞，${yuan(f.price)}`;
  const latest = flights.reduce((a, b) => (`${b.date} ${b.dep_time}` > `${a.date} ${a.dep_time}` ? b : a));
  return [
    `- **最便宜**：${one(cheapest)}`,
    ...(earliest !== cheapest ? [`- **最早出发**：${one(earliest)}`] : []),
    ...(flights.length > 2 && latest !== cheapest ? [`- **最晚出发**：${one(latest)}`] : []),
  ].join('\n');
}

/** Whether the schedule flies from → to at all (flight_schedule), to tell "none that day" from "no route". */
async function hasDirectRoute(x: FlowContext, from: string, to: string): Promise<boolean> {
  const route = await x.tools.lookUp('flight_schedule', { from_city: from, to_city: to });
  return route.ok && route.result.direct === true;
}

/** A reply without a search (no destination, same city, dates outside the schedule). */
async function* plainly(x: FlowContext, reason: string, answer: string, nextSteps: string[]): AsyncGenerator<AssistantEvent> {
  yield* thinking(x, reason);
  yield* streamed('answer', answer);
  yield* closing(null, nextSteps);
}

/**
 * "下周五北京飞上海的机票", "明天去成都最便宜的航班", "后天上海到深圳": cities from the schedule's
 * list (departure 北京 when none is named, said so), dates resolved in Asia/Shanghai from the
 * request time, then the search_flights tool; a table, flight cards and a link to the flight page.
 */
/** Words that say the rest of the message is the way back (周日回来, 6号返程). */
const RETURN_SAID = /回来|返回|返程|回程|(?<![去飞到往])回(?![家去])/;

/** The day of a return said after the outbound day in the same message, or null. */
function returnDay(question: string, outbound: TravelDates, now: number): string | null {
  const after = outbound.said ? question.slice(question.indexOf(outbound.said) + outbound.said.length) : '';
  if (!RETURN_SAID.test(after)) return null;
  const back = resolveTravelDates(after, now, outbound.from);
  return back && back.from !== outbound.from ? back.from : null;
}

/** The return named, or said to be before the outbound day. */
function returnNote(day: string, outbound: string, from: string, to: string): string {
  const when = describeDates({ from: day, to: day });
  return day < outbound
    ? `返程日期（${when}）比去程还早，没法这样订，想哪天回来可以再告诉我。`
    : `返程是${when}，${to}飞${from}的航班点下面「${when.split(' ')[0]}${to}飞${from}的返程机票」就能查。`;
}

export const flightFlow: Flow = async function* (x) {
  const question = x.request.question.trim();
  const schedule = await x.tools.lookUp('flight_schedule', {});
  const stored = schedule.ok ? schedule.result.cities : [];
  const cities = stored.length ? orderCities(stored) : SCHEDULE_CITIES;
  const route = parseRoute(question, cities);
  const today = chinaDay(x.now);
  const last = schedule.ok ? schedule.result.last_day : null;

  const elsewhere = unknownDestination(question, cities);
  if (elsewhere && (!route.to || route.to === route.from || !route.from)) {
    // 国庆想去九寨沟 从成都飞: the search is remembered, so 那去厦门呢 keeps the day and the departure (decision 051).
    if (route.from && route.from !== elsewhere) {
      const said = resolveTravelDates(question, x.now);
      x.state.topic = 'flight';
      x.state.flight = {
        from: route.from,
        to: elsewhere,
        dateWords: said?.said ?? '',
        date: said?.from ?? today,
        part: timeWindow(question)?.label ?? '',
        sort: x.turn.flightSort,
        outbound: null,
      };
    }
    return yield* plainly(
      x,
      `「${elsewhere}」不在航班表的城市里，不能拿别的城市代替，如实说明能查哪些城市。`,
      `抱歉，暂不支持查飞往「${elsewhere}」的航班：目前只能查国内这些城市之间的航班：${cities.join('、')}。`,
      [`明天${route.from ?? DEFAULT_FROM}飞上海的机票`, `下周五${route.from ?? DEFAULT_FROM}飞成都的机票`],
    );
  }
  if (!route.to)
    return yield* plainly(
      x,
      '问题里没有能识别的目的地城市，先问清楚飞去哪里。',
      `你想飞去哪个城市？目前可以查这些城市之间的航班：${cities.join('、')}。`,
      [`明天${DEFAULT_FROM}飞上海的机票`, `下周五${DEFAULT_FROM}飞成都的机票`, '后天上海到深圳'],
    );
  const to = route.to;
  const said = resolveTravelDates(question, x.now);
  const kept = x.turn.reading?.kind === 'flight-follow-up' ? x.turn.reading.flight : undefined;
  // 帮我看看去厦门的机票: neither where from nor when; one question for both, the destination kept,
  // and the answer (北京走 下周二, 我在成都, 上海) completes it (flight-follow-up.ts).
  if (!route.from && !said && !kept) {
    x.state.topic = 'flight';
    x.state.flight = {
      from: '',
      to,
      dateWords: '',
      date: chinaDay(x.now),
      part: timeWindow(question)?.label ?? '',
      sort: x.turn.flightSort,
      outbound: null,
    };
    x.state.asked = 'flight_from';
    return yield* plainly(
      x,
      `用户要去${to}，但没说从哪里出发、哪天走；先问清楚出发城市和日期，不替用户假设。`,
      `好的，去${to}。你从哪个城市出发？打算哪天走？比如「下周五从上海出发」。`,
      [`明天从上海出发`, `下周五从广州出发`, `这周末北京走`],
    );
  }
  const from = route.from ?? (to === DEFAULT_FROM ? null : DEFAULT_FROM);
  if (!from || from === to)
    return yield* plainly(
      x,
      '出发城市缺失或和到达城市相同，请用户补充出发城市。',
      `你从哪个城市出发去${to}？告诉我出发城市，比如「明天上海飞${to}」。`,
      [`明天上海飞${to}的机票`, `明天广州飞${to}的机票`],
    );

  const dates: TravelDates = said ?? { from: today, to: addDays(today, DEFAULT_DAYS - 1), said: '' };
  const wanted = datesLabel(dates);
  const sort = (kept ? kept.sort : x.turn.flightSort) ?? 'price';
  const window = timeWindow(question);
  // 7号回来 成都飞北京 after 北京飞成都: the reversed route said as a return (or on a later day) is
  // the return leg, so a later 回程按价格排 stays on it (decision 074).
  const before = x.state.flight;
  const reversed = !kept && before && before.from === to && before.to === from && before.date <= dates.from;
  const outbound = kept?.outbound ?? (reversed && (RETURN_SAID.test(question) || before.date < dates.from) ? before.date : null);
  // 下周五杭州飞三亚 周日回来: the return said with it is named, and asked for with one tap (decision 070).
  const homeDay = said && !outbound ? returnDay(question, said, x.now) : null;
  const remembered = {
    returnDate: homeDay,
    from,
    to,
    dateWords: dates.said,
    part: window?.label ?? '',
    sort: kept ? kept.sort : x.turn.flightSort,
    outbound,
  };
  // Kept even when no day of it is listed, so 后天的呢 / 返程呢 still has a route to change.
  x.state.topic = 'flight';
  x.state.flight = { ...remembered, date: dates.from };
  if (outbound && dates.from < outbound)
    return yield* plainly(
      x,
      `返程日期${wanted}早于去程的${describeDates({ from: outbound, to: outbound })}，不能这样查，请用户换个返程日期。`,
      `返程日期（${wanted}）比去程（${describeDates({ from: outbound, to: outbound })}）还早，没法这样订。想哪天回来？`,
      [`${describeDates({ from: addDays(outbound, 2), to: addDays(outbound, 2) }).split(' ')[0]}${from}飞${to}的返程机票`],
    );
  if (dates.to < today)
    return yield* plainly(
      x,
      `${wanted}已经过去了。`,
      `${wanted}已经过去了，今天是${describeDates({ from: today, to: today })}。想查哪一天的航班？`,
      [`明天${from}飞${to}的机票`],
    );
  if (!last || dates.from > last)
    return yield* plainly(
      x,
      `航班表只排到${last ?? today}，${wanted}不在里面，如实说明。`,
      `抱歉，目前只能查到今天起 60 天内（到${last ? describeDates({ from: last, to: last }) : '今天'}）的航班，${wanted}的航班还查不到。`,
      [`下周${from}飞${to}的机票`],
    );
  const searched = { from: dates.from < today ? today : dates.from, to: dates.to > last ? last : dates.to };
  x.state.topic = 'flight';
  x.state.flight = { ...remembered, date: searched.from };
  const range = searched.from !== searched.to;
  const call = await x.tools.call('search_flights', {
    from_city: from,
    to_city: to,
    date: searched.from,
    ...(range ? { end_date: searched.to } : {}),
    sort,
    limit: LIMIT,
  });
  const time = chinaTime(x.now);
  const bookable = (call.material.flightCards ?? []).filter((f) => f.date > today || f.dep_time > time);
  // 明天晚上, 红眼: only that part of the day, unless nothing departs then (said so below).
  const inPart = window ? bookable.filter((f) => inWindow(f.dep_time, window)) : bookable;
  const flights = (inPart.length ? inPart : bookable).slice(0, LIMIT);
  const partNote = window && !inPart.length && bookable.length ? `${window.label}没有可订的航班，下面是当天其他时段的。` : '';
  const direct = flights.length > 0 || (await hasDirectRoute(x, from, to));

  const assumed = [
    route.from ? '' : `没说出发城市，按${DEFAULT_FROM}出发查`,
    said ? '' : `没说日期，查今天起 ${DEFAULT_DAYS} 天`,
  ];
  const clipped = dates.to > last ? `航班表只排到${describeDates({ from: last, to: last })}，之后的日期还查不到。` : '';
  const order = sort === 'price' ? '价格从低到高' : '起飞时间';
  yield* thinking(
    x,
    `用户要查${from}到${to}、${wanted}的机票${assumed.some(Boolean) ? `（${assumed.filter(Boolean).join('；')}）` : ''}。计划：用 search_flights 查可订的航班，按${order}排列，列出最便宜和最早的选择。`,
    flights.length
      ? `查到 ${flights.length} 班，都是${from}→${to}、${describeDates(searched)}的航班，已按${order}排好。`
      : direct
        ? '这段日期没有可订的航班，如实说明。'
        : `${from}和${to}之间没有直飞航班，如实说明并建议中转。`,
  );
  yield* x.tools.events();

  const notes = [
    route.from ? '' : `你没说出发城市，我按${DEFAULT_FROM}出发来查。`,
    said ? '' : `你没说日期，我查了今天起 ${DEFAULT_DAYS} 天的航班。`,
    clipped,
    partNote,
  ].join('');
  const pageButton: WireButton = {
    button_text: `查看${from}→${to}全部航班`,
    button_url: flightPageUrl(from, to, searched.from),
    icon: 'flight',
    sub_type: FLIGHT_PAGE,
  };
  if (flights.length === 0) {
    const why = direct
      ? '这段日期的航班都已售罄或已起飞，换个日期试试。'
      : `${from}和${to}之间没有直飞航班，可以考虑经${HUB}、上海、广州等枢纽城市中转。`;
    const hub = from === HUB || to === HUB ? '上海' : HUB;
    yield* streamed('answer', `${notes}${from}→${to}，${wanted}：没有查到可订的航班。${why}`);
    yield* closing(
      direct ? { button_type: FLIGHT_PAGE, buttons: [pageButton] } : null,
      direct ? [`下周${from}飞${to}的机票`] : [`${from}飞${hub}的机票`, `${hub}飞${to}的机票`],
    );
    return;
  }
  const answer = [
    notes,
    `**${from} → ${to}**，${wanted}，共找到 ${flights.length} 班可订航班（按${order}）：`,
    flightTable(flights, range),
    highlights(flights),
    homeDay ? returnNote(homeDay, searched.from, from, to) : '',
    '票价为经济舱参考价，下单前以航司实时价格为准。',
  ].filter(Boolean);
  yield* streamed('answer', answer.join('\n\n'));
  const backDay = homeDay && homeDay >= searched.from ? homeDay : searched.from;
  const back = `${describeDates({ from: backDay, to: backDay }).split(' ')[0]}${to}飞${from}的返程机票`;
  yield* closing({ flight_cards: flights, button_type: FLIGHT_PAGE, buttons: [pageButton] }, [
    back,
    `下周${from}飞${to}最便宜的机票`,
    `${from}飞${to}最早的航班`,
  ]);
};
