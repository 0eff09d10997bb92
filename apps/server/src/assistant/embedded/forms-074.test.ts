import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, flightCardsOf, productCardsOf } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 074 over real HTTP: exclusions and corrections said many ways, out-of-scope asks, city
 * abbreviations, the return leg of a round trip, references into the list before and the chat's
 * first list, a checklist shown again, a value said again while asking for more.
 */
const cardsOf = productCardsOf;
const flightsOf = flightCardsOf;
const textOf = answerText;

describe('decision 074 families over HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  const chat = () => newChat(s);
  const ask = async (q: string) => (await chat())(q);

  it.each([
    ['路由器 华为的不想要', '华为'],
    ['显示器 拒绝三星', '三星'],
    ['扫地机 讨厌科沃斯', '科沃斯'],
    ['吹风机 戴森 不不不 太贵了 换个别的牌子', '戴森'],
  ])('%s lists no %s', async (q, brand) => {
    const r = await ask(q);
    expect(cardsOf(r).length).toBeGreaterThan(0);
    for (const c of cardsOf(r)) expect(c.brand).not.toBe(brand);
    expect(textOf(r)).not.toMatch(/没有和「(?:拒绝|讨厌)/);
  });

  it('两百以内的 写错了 是两千以内的 空气净化器 reads 2000', async () => {
    const cards = cardsOf(await ask('两百以内的 写错了 是两千以内的 空气净化器'));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.price).toBeLessThanOrEqual(2000);
    expect(cards.some((c) => c.price > 200)).toBe(true);
  });

  it.each(['这道题怎么做 3x+5=20', '明天北京天气怎么样 要带伞吗', '地球到月亮多远'])('%s: no products', async (q) => {
    const r = await ask(q);
    expect(cardsOf(r)).toEqual([]);
    expect(textOf(r)).toContain('购物助手');
  });

  it.each([
    ['沪飞蓉 后天', '上海', '成都'],
    ['京→沪 下周四', '北京', '上海'],
  ])('%s lists flights %s → %s', async (q, from, to) => {
    const flights = flightsOf(await ask(q));
    expect(flights.length).toBeGreaterThan(0);
    for (const f of flights) expect([f.from_city, f.to_city]).toEqual([from, to]);
  });

  it('手表 5k左右 never goes over 6000', async () => {
    for (const c of cardsOf(await ask('手表 5k左右'))) expect(c.price).toBeLessThanOrEqual(6000);
  });

  it('就是说啊 我家那个电视坏了 想换个 大概五千吧 reads about 5000', async () => {
    const r = await ask('就是说啊 我家那个电视坏了 想换个 大概五千吧');
    expect(textOf(r)).toContain('5000元左右');
    expect(textOf(r)).not.toContain('没有和「');
  });

  it('a round trip, then 回程按价格排 sorts the return leg on the return day; 返程的按时间排 stays on it', async () => {
    const say = await chat();
    await say('下周五北京飞上海 周日回来');
    const back = flightsOf(await say('回程按价格排'));
    expect(back.length).toBeGreaterThan(0);
    for (const f of back) expect([f.from_city, f.to_city, f.date]).toEqual(['上海', '北京', '2026-09-27']);
    expect(back.map((f) => f.price)).toEqual([...back.map((f) => f.price)].sort((a, b) => a - b));
    const byTime = flightsOf(await say('返程的按时间排一下'));
    for (const f of byTime) expect([f.from_city, f.to_city]).toEqual(['上海', '北京']);
  });

  it('7号回来 成都飞北京 after 北京飞成都 is the return; 回程按价格排 stays on it', async () => {
    const say = await chat();
    await say('国庆节 北京飞成都');
    await say('7号回来 成都飞北京');
    const back = flightsOf(await say('回程按价格排'));
    expect(back.length).toBeGreaterThan(0);
    for (const f of back) expect([f.from_city, f.to_city, f.date]).toEqual(['成都', '北京', '2026-10-07']);
  });

  it('还有其他牌子的没 with no other brand left lists the best again, the excluded brand still out', async () => {
    const say = await chat();
    await say('扫地机器人 小米的别推');
    await say('控制在四千以内');
    await say('要带AI视觉避障的');
    const cards = cardsOf(await say('还有其他牌子的没'));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.brand).not.toBe('小米');
      expect(c.price).toBeLessThanOrEqual(4000);
    }
  });

  it('第三个和第一个哪个温和 after a list of two looks into the list before it', async () => {
    const say = await chat();
    const first = cardsOf(await say('推荐几款洗面奶'));
    expect(first.length).toBeGreaterThanOrEqual(3);
    await say('只要两款 氨基酸的');
    const r = await say('第三个和第一个哪个温和');
    expect(textOf(r)).not.toContain('只推荐了');
    expect(cardsOf(r).map((c) => c.id)).toEqual([first[2]!.id, first[0]!.id]);
  });

  it('最开始那个列表的第一个加心愿单 adds the first card of the chat’s first list', async () => {
    const say = await chat();
    const first = cardsOf(await say('推荐几款蓝牙耳机'));
    await say('索尼的');
    await say('推荐几款手机');
    const r = await say('最开始那个列表的第一个加心愿单');
    expect(textOf(r)).toContain(first[0]!.title);
  });

  it('刚才那一堆再给我看看 after a checklist shows the checklist again', async () => {
    const say = await chat();
    const kit = cardsOf(await say('露营需要准备什么'));
    expect(kit.length).toBeGreaterThan(2);
    await say('帐篷看看');
    const again = cardsOf(await say('刚才那一堆再给我看看'));
    expect(again.map((c) => c.id)).toEqual(kit.map((c) => c.id));
  });

  it('还有别的316的吗 keeps 316 while asking for more', async () => {
    const say = await chat();
    await say('保温杯 316不锈钢的');
    await say('500ml左右的');
    const r = await say('还有别的316的吗');
    expect(textOf(r)).not.toMatch(/放宽「[^」]*316/);
  });
});
