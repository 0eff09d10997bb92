import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { chatWithWishes, newChat } from '#server/testing/chat-turns';
import { flightCardsOf, productCardsOf, type SseResult } from '#server/testing/sse-client';

/**
 * Decision 086 over real HTTP: constraints kept, lifted and narrowed across the turns of one chat
 * (别家的也行, 西门子也行 就看西门子的, 入耳的 after 苹果的别给, 那就三千吧, 一样的预算), a lone
 * interjection taking a mall back, a wish action with an exception inside a range, a substitute
 * after one product and a day said inside a weekend. Request day Friday 2026-09-18.
 */
describe('constraints across the turns of a chat (decision 086)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  const cards = (r: SseResult) => productCardsOf(r);
  const brands = (r: SseResult) => new Set(cards(r).map((c) => String(c.brand)));
  const prices = (r: SseResult) => cards(r).map((c) => Number(c.price));

  it('别家的也行 不限牌子 after 小米家的 lifts the brand and its 米家 line; a budget after it keeps them lifted', async () => {
    const say = await newChat(s);
    await say('小米家的空气净化器有哪些');
    const lifted = await say('别家的也行 不限牌子');
    expect(brands(lifted).size).toBeGreaterThanOrEqual(2);
    const capped = await say('一千五以内的');
    expect(brands(capped).size).toBeGreaterThanOrEqual(2);
    expect(prices(capped).every((p) => p <= 1500)).toBe(true);
  });

  it.each([
    ['洗碗机 西门子以外的', '算了 西门子也行 就看西门子的', '西门子'],
    ['电动牙刷 飞利浦的不要', '飞利浦也可以 只看飞利浦吧', '飞利浦'],
  ])('%s → %s shows that brand only, and a budget after it keeps it', async (first, q, brand) => {
    const say = await newChat(s);
    await say(first);
    const only = await say(q);
    expect(cards(only).length).toBeGreaterThan(0);
    expect([...brands(only)]).toEqual([brand]);
    const cheaper = await say('便宜点的 五千以内');
    expect([...brands(cheaper)]).toEqual([brand]);
  });

  it('入耳的 after 降噪耳机, 一千以内 and 苹果的别给 keeps the budget and the exclusion for earbuds', async () => {
    const say = await newChat(s);
    await say('耳机 通勤用 降噪的');
    await say('一千块钱以内吧');
    await say('苹果的别给');
    const r = await say('入耳的');
    expect(cards(r).length).toBeGreaterThan(0);
    expect(cards(r).every((c) => /真无线/.test(String(c.title)))).toBe(true);
    expect(prices(r).every((p) => p <= 1000)).toBe(true);
    expect(brands(r).has('苹果')).toBe(false);
  });

  it('再多一点吧 2000 then 那就三千吧 after 投影仪 一千以内 raise the cap twice', async () => {
    const say = await newChat(s);
    await say('投影仪 一千以内');
    const more = await say('再多一点吧 2000');
    expect(prices(more).every((p) => p <= 2000)).toBe(true);
    expect(prices(more).some((p) => p > 1000)).toBe(true);
    const most = await say('那就三千吧');
    expect(prices(most).every((p) => p <= 3000)).toBe(true);
    expect(prices(most).some((p) => p > 2000)).toBe(true);
  });

  it.each([
    ['电饭煲 三百以内', '再看空气炸锅 一样的预算', /空气炸锅/],
    ['电饭煲 三百以内', '电水壶呢 同样的价位', /电热水壶|电水壶/],
  ])('%s → %s keeps the budget for the new kind', async (first, q, kind) => {
    const say = await newChat(s);
    await say(first);
    const r = await say(q);
    expect(cards(r).length).toBeGreaterThan(0);
    expect(cards(r).every((c) => kind.test(String(c.title)))).toBe(true);
    expect(prices(r).every((p) => p <= 300)).toBe(true);
  });

  it('京东的显示器 哦 拼多多的 shows 拼多多 only, and 2K的 after it keeps the mall', async () => {
    const say = await newChat(s);
    const first = await say('京东的显示器 哦 拼多多的');
    expect(cards(first).length).toBeGreaterThan(0);
    expect(cards(first).every((c) => c.mall === '拼多多')).toBe(true);
    const next = await say('2K的');
    expect(cards(next).every((c) => c.mall === '拼多多')).toBe(true);
  });

  it('除了第一个 前三个都加心愿单 adds the second and the third only', async () => {
    const { say, wished } = await chatWithWishes(s);
    const listed = cards(await say('蓝牙音箱推荐几个')).map((c) => String(c.id));
    expect(listed.length).toBeGreaterThanOrEqual(4);
    await say('除了第一个 前三个都加心愿单');
    expect((await wished()).sort()).toEqual([listed[1], listed[2]].sort());
  });

  it('有没有便宜点的平替 五百以内 after Theragun mini值得买吗: other brands within 500; 轻一点的 keeps them', async () => {
    const say = await newChat(s);
    await say('Theragun mini值得买吗');
    const r = await say('有没有便宜点的平替 五百以内');
    expect(cards(r).length).toBeGreaterThan(0);
    expect(brands(r).has('Theragun')).toBe(false);
    expect(prices(r).every((p) => p <= 500)).toBe(true);
    const lighter = await say('轻一点的');
    expect(cards(lighter).length).toBeGreaterThan(0);
    expect(prices(lighter).every((p) => p <= 500)).toBe(true);
  });

  it.each([
    ['500以内的小米行李箱', '小米太贵了，有没有平替', '小米', /行李箱|拉杆箱|旅行箱/, 500],
    ['500以内的小米双肩包', '小米的有点贵了 有没有平替', '小米', /双肩包/, 500],
  ])('%s → %s keeps the kind and the budget, without the brand', async (first, q, brand, kind, max) => {
    const say = await newChat(s);
    await say(first);
    const r = await say(q);
    expect(cards(r).length).toBeGreaterThan(0);
    expect(cards(r).every((c) => kind.test(String(c.title)))).toBe(true);
    expect(brands(r).has(brand)).toBe(false);
    expect(prices(r).every((p) => p <= max)).toBe(true);
  });

  it('周末去成都玩 深圳出发 周六上午走 searches Saturday, the day said inside the weekend', async () => {
    const trip = flightCardsOf(await (await newChat(s))('周末去成都玩 深圳出发 周六上午走'));
    expect(trip.length).toBeGreaterThan(0);
    expect(trip.every((f) => f.date === '2026-09-19')).toBe(true);
  });
});
