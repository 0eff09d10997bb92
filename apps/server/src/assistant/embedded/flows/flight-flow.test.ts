import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightCard } from '@app/protocol';
import {
  answerText,
  cardsOf,
  reasoningText,
  searchOf,
  SEARCHED_ANSWER,
  nextSteps,
  shape,
  startEngine,
  type EngineHarness,
} from '#server/testing/embedded-engine';
import { createTestUser } from '#server/testing/harness';
import type { ConversationState } from '#server/ports/conversation-state';
import type { AssistantEvent } from '#server/ports/assistant-engine';
import { flightPageUrl } from './flight-flow';

/** The engine's clock is Friday 2026-05-22, 10:00 in Shanghai; the schedule starts that day. */
describe('flight flow', () => {
  let h: EngineHarness;
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  const flightsOf = (events: Awaited<ReturnType<EngineHarness['ask']>>): FlightCard[] => cardsOf(events).flight_cards ?? [];
  /** Bookable flights of the schedule, straight from the table. */
  const scheduled = (from: string, to: string, date: string) =>
    h.server.app.ctx.db.kysely
      .selectFrom('flights')
      .select(['flight_no', 'price', 'dep_time'])
      .where('from_city', '=', from)
      .where('to_city', '=', to)
      .where('date', '=', date)
      .where('seats', '>', 0)
      .execute();

  it.each([
    ['下周五北京飞上海的机票', '北京', '上海', '2026-05-29', '下周五（5月29日 周五）'],
    ['明天去成都最便宜的航班', '北京', '成都', '2026-05-23', '明天（5月23日 周六）'],
    ['后天上海到深圳', '上海', '深圳', '2026-05-24', '后天（5月24日 周日）'],
  ])('%s: every flight on %s→%s on %s, cheapest first', async (question, from, to, date, label) => {
    const events = await h.ask(question);
    expect(shape(events)).toEqual(SEARCHED_ANSWER);
    const flights = flightsOf(events);
    expect(flights.length).toBeGreaterThan(0);
    expect(flights.every((f) => f.from_city === from && f.to_city === to && f.date === date)).toBe(true);
    expect(flights.map((f) => f.price)).toEqual([...flights.map((f) => f.price)].sort((a, b) => a - b));
    const table = await scheduled(from, to, date);
    expect(flights.map((f) => f.flight_no).sort()).toEqual(table.map((f) => f.flight_no).sort());
    const answer = answerText(events);
    expect(answer).toContain(`**${from} → ${to}**，${label}`);
    for (const f of flights) expect(answer).toContain(`| ${f.flight_no} | ${f.airline} | ${f.dep_time} | ${f.arr_time} |`);
    expect(answer).toContain(`- **最便宜**：${flights[0]!.airline} ${flights[0]!.flight_no}`);
    expect(cardsOf(events)).toMatchObject({
      button_type: 3,
      buttons: [{ sub_type: 3, button_url: flightPageUrl(from, to, date) }],
    });
    expect(flightPageUrl(from, to, date)).toBe(
      `/flight?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&date=${date}`,
    );
    expect(searchOf(events)!.keywords[0]!.query).toBe(`${from}飞${to} ${date} 机票`);
  });

  // Decision 070: a return said in the same message is named, and one tap asks for it.
  it.each([
    ['下周五从杭州飞三亚 周日回来', '5月31日', '三亚飞杭州'],
    ['下周一上海飞成都 3号回', '6月3日', '成都飞上海'],
  ])('%s names the return on %s', async (q, day, back) => {
    const events = await h.ask(q);
    expect(answerText(events)).toContain(`返程是${day}`);
    expect(nextSteps(events)).toContain(`${day}${back}的返程机票`);
  });

  it('a return before the outbound day is said so', async () => {
    expect(answerText(await h.ask('下周五杭州飞三亚 5月25号回来'))).toMatch(/返程日期.*比去程还早/);
  });

  it('says when it assumed the departure city', async () => {
    const events = await h.ask('明天去成都最便宜的航班');
    expect(answerText(events)).toMatch(/^你没说出发城市，我按北京出发来查。/);
    expect(reasoningText(events)).toMatch(/没说出发城市，按北京出发查/);
  });

  it.each([
    ['帮我看看去厦门的机票', '厦门', '北京走 下周二', '北京'],
    ['想去成都 帮我查查机票', '成都', '我在杭州', '杭州'],
    ['去三亚的航班有吗', '三亚', '从深圳走 下周五', '深圳'],
    ['查下飞昆明的机票', '昆明', '上海', '上海'],
  ])('asks where from and when for 「%s」, then reads the answer 「%s」 as the departure', async (ask, to, answer, from) => {
    const u = await createTestUser(h.server.app);
    let state: ConversationState | undefined;
    const turn = async (question: string) => {
      const events: AssistantEvent[] = [];
      for await (const e of h.engine.answer({
        question,
        history: [],
        userId: u.userId,
        signal: new AbortController().signal,
        state,
        saveState: async (s) => void (state = s),
      }))
        events.push(e);
      return events;
    };
    const first = await turn(ask);
    expect(flightsOf(first)).toEqual([]);
    expect(answerText(first)).toContain(`去${to}。你从哪个城市出发`);
    const flights = flightsOf(await turn(answer));
    expect(flights.length).toBeGreaterThan(0);
    expect(new Set(flights.map((f) => `${f.from_city}-${f.to_city}`))).toEqual(new Set([`${from}-${to}`]));
  });

  it('without a date searches the coming week, leaving out flights that already left today', async () => {
    const events = await h.ask('北京飞上海最早的航班');
    const flights = flightsOf(events);
    expect(answerText(events)).toMatch(/^你没说日期，我查了今天起 7 天的航班。/);
    expect(flights.every((f) => f.date >= '2026-05-22' && f.date <= '2026-05-28')).toBe(true);
    expect(flights.every((f) => f.date > '2026-05-22' || f.dep_time > '10:00')).toBe(true);
    const order = flights.map((f) => `${f.date} ${f.dep_time}`);
    expect(order).toEqual([...order].sort());
    expect(answerText(events)).toContain('| 航班 | 航空公司 | 日期 | 起飞 | 到达 | 价格 |');
  });

  it.each([
    ['8月30日北京飞上海', /只能查到今天起 60 天内（到7月20日 周一）的航班，8月30日 周日的航班还查不到/],
    ['这周一北京飞上海', /^这周一（5月18日 周一）已经过去了，今天是5月22日 周五/],
    ['下周五的机票', /^你想飞去哪个城市？目前可以查这些城市之间的航班：北京、/],
    ['西宁飞桂林的机票', /西宁和桂林之间没有直飞航班，可以考虑经北京、上海、广州等枢纽城市中转/],
  ])('%s: says plainly what it cannot find', async (question, pattern) => {
    const events = await h.ask(question);
    expect(answerText(events)).toMatch(pattern);
    expect(flightsOf(events)).toEqual([]);
  });
});
