import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, flightCardsOf, productCardsOf, type SseResult } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 059 over real HTTP: airports and their codes stand for their cities, clock times bound
 * the departures, a day in figures beside two cities is a trip, and the latest flight is named.
 * Request day Friday 2026-09-18, noon in Shanghai.
 */
describe('airports, clock times and figure days in flight questions (decision 059)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '2000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  const flights = (r: SseResult) => flightCardsOf(r);

  it.each([
    ['虹桥到大兴 明天', '上海', '北京', '2026-09-19'],
    ['PEK到SHA后天的航班', '北京', '上海', '2026-09-20'],
    ['10/5 上海 西安', '上海', '西安', '2026-10-05'],
  ])('%s → %s to %s on %s', async (question, from, to, date) => {
    const r = await (await newChat(s))(question);
    const cards = flights(r);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((f) => f.from_city === from && f.to_city === to && f.date === date)).toBe(true);
    expect(productCardsOf(r)).toEqual([]);
  });

  it('早上八点以后 shows no flight before 08:00; 下午三点之前 none at or after 15:00', async () => {
    const late = flights(await (await newChat(s))('明天从上海坐飞机去成都 早上八点以后的'));
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((f) => f.dep_time >= '08:00')).toBe(true);
    const early = flights(await (await newChat(s))('后天北京到深圳 下午三点之前的'));
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((f) => f.dep_time < '15:00')).toBe(true);
  });

  it('最晚一班 lists by departure and names the latest one', async () => {
    const r = await (await newChat(s))('明天最晚一班 上海回北京');
    const cards = flights(r);
    expect(cards.length).toBeGreaterThan(2);
    const times = cards.map((f) => f.dep_time);
    expect(times).toEqual([...times].sort());
    expect(answerText(r)).toContain(`**最晚出发**`);
    expect(answerText(r)).toContain(times.at(-1)!);
  });
});
