import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, flightCardsOf, productCardsOf } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 070 over real HTTP: conversations whose later turns are said the way people talk
 * (回北京 for the return, 这些按票价排, 它家的X呢, 第一二三个, a spoken 那个, 不限预算了), and
 * delivery asks in the middle of a shopping chat.
 */
const cardsOf = productCardsOf;
const flightsOf = flightCardsOf;
const textOf = answerText;

describe('spoken follow-ups and delivery asks (decision 070)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  const chat = () => newChat(s);

  it('国庆北京去成都, then 10月7号回北京 is the return, and 这些按票价排一下 orders it', async () => {
    const say = await chat();
    const out = flightsOf(await say('国庆从北京去成都'));
    expect(out.length).toBeGreaterThan(0);
    const back = await say('10月7号回北京');
    const flights = flightsOf(back);
    expect(flights.length).toBeGreaterThan(0);
    for (const f of flights) expect([f.from_city, f.to_city, f.date]).toEqual(['成都', '北京', '2026-10-07']);
    const sorted = flightsOf(await say('这些按票价排一下'));
    expect(sorted.map((f) => f.date)).toEqual(flights.map(() => '2026-10-07'));
    expect(sorted.map((f) => f.price)).toEqual([...sorted.map((f) => f.price)].sort((a, b) => a - b));
  });

  it('它家的吸尘器呢 keeps the brand of the robot vacuums for vacuum cleaners', async () => {
    const say = await chat();
    await say('追觅的扫地机怎么样');
    const r = await say('它家的吸尘器呢');
    const cards = cardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.brand).toBe('追觅');
    expect(textOf(r)).not.toContain('它家');
  });

  it('第一二三个比较一下 compares the first three shown', async () => {
    const say = await chat();
    const shown = cardsOf(await say('1.5匹的空调'));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const text = textOf(await say('第一二三个比较一下'));
    for (const c of shown.slice(0, 3)) expect(text).toContain(c.title.split(' ').slice(1, -1).join(' '));
  });

  it('呃 就是 那个 二十四寸的 narrows the luggage; 那个 多少钱 still points at a shown one', async () => {
    const say = await chat();
    await say('嗯 我想 看看那个 行李箱');
    const cards = cardsOf(await say('呃 就是 那个 二十四寸的'));
    expect(cards.length).toBeGreaterThan(1);
    for (const c of cards) expect(c.title).toContain('24英寸');
    expect(textOf(await say('那个 多少钱'))).toMatch(/哪一款/);
  });

  it('不限预算了 要最好的 lifts the cap: dearer ones than before', async () => {
    const say = await chat();
    await say('降噪耳机 五百以内');
    const cards = cardsOf(await say('不限预算了 要最好的'));
    expect(cards.some((c) => Number(c.price) > 500)).toBe(true);
  });

  it('a kind the kept brand does not make (胶囊 after 德龙): the other brands of that kind, said so', async () => {
    const say = await chat();
    await say('想买个咖啡机 家用的');
    await say('德龙的有吗');
    const r = await say('算了 还是看看胶囊的');
    expect(textOf(r)).toContain('德龙没有胶囊');
    const cards = cardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.brand).not.toBe('德龙');
  });

  it("有没有便宜点的 after a brand with none cheaper: the other brands' cheaper ones, said so", async () => {
    const say = await chat();
    await say('冰箱 预算五千左右 要风冷无霜的');
    const [siemens] = cardsOf(await say('西门子的怎么样'));
    expect(siemens?.brand).toBe('西门子');
    const r = await say('有没有便宜点的 同样风冷的');
    expect(textOf(r)).toContain('西门子没有更便宜的');
    const cards = cardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.price).toBeLessThan(siemens!.price);
  });

  it.each(['成人纸尿裤 老人用', '给老人买纸尿裤'])('%s: said not sold, no baby nappies shown, not refused', async (q) => {
    const say = await chat();
    const r = await say(q);
    expect(cardsOf(r)).toEqual([]);
    expect(textOf(r)).toMatch(/没有成人/);
    expect(r.frames.some((f) => f.frame.status === 'risk')).toBe(false);
  });

  it('纸尿裤 for a baby still lists nappies', async () => {
    const say = await chat();
    expect(cardsOf(await say('给我妈买纸尿裤 宝宝用')).length).toBeGreaterThan(0);
  });

  it.each(['买了能上门安装吗', '包邮吗', '送货上门要多久'])('%s mid-chat about TVs is answered, with no products', async (q) => {
    const say = await chat();
    await say('看看电视');
    const r = await say(q);
    expect(cardsOf(r)).toEqual([]);
    expect(textOf(r)).toMatch(/安装|包邮|送/);
  });
});
