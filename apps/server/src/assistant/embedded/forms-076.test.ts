import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { chatWithWishes } from '#server/testing/chat-turns';
import { answerText, productCardsOf } from '#server/testing/sse-client';

/**
 * Decision 076 over real HTTP: conversations said the way shoppers talk. A list, then what points
 * into it (中间那款, 除了第二个都加, 都要了, 一三哪个好, 这俩 after a pair), a constraint that holds
 * while the budget moves down and back up, and a list gone back to by its category's name.
 */
describe('conversations said the way shoppers talk (decision 076)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  const chat = () => chatWithWishes(s);
  const ids = (r: Awaited<ReturnType<Awaited<ReturnType<typeof chat>>['say']>>) => productCardsOf(r).map((c) => String(c.id));

  it('中间那款 after three is the second; 除了第二个都加 keeps the first and the third', async () => {
    const { say, wished } = await chat();
    const listed = ids(await say('推荐三款电动牙刷'));
    expect(listed).toHaveLength(3);
    expect(ids(await say('中间那款'))[0]).toBe(listed[1]);
    await say('除了第二个都加');
    expect((await wished()).sort()).toEqual([listed[0], listed[2]].sort());
  });

  it.each(['都要了', '全都加心愿单', '这几个都收藏'])('%s after three puts all three on the wish list', async (q) => {
    const { say, wished } = await chat();
    const listed = ids(await say('推荐三款口红'));
    expect(listed).toHaveLength(3);
    await say(q);
    expect((await wished()).sort()).toEqual([...listed].sort());
  });

  it.each([
    ['第二个存一下', 1],
    ['把第三个记下来', 2],
    ['头一个先收藏着', 0],
  ] as const)('%s keeps that one', async (q, i) => {
    const { say, wished } = await chat();
    const listed = ids(await say('推荐几款咖啡机'));
    await say(q);
    expect(await wished()).toEqual([listed[i]]);
  });

  it.each([
    ['一三哪个好', [0, 2]],
    ['对比一下一二', [0, 1]],
    ['2和3哪个好', [1, 2]],
    ['第二款跟第三款比呢', [1, 2]],
  ] as const)('%s compares those positions, and 这俩 then compares the same two', async (q, pair) => {
    const { say } = await chat();
    const listed = ids(await say('推荐几款微波炉'));
    const want = pair.map((i) => listed[i]).sort();
    expect(ids(await say(q)).sort()).toEqual(want);
    expect(ids(await say('这俩哪个好')).sort()).toEqual(want);
  });

  it('不要小米 holds while 便宜点的 lowers the budget and 贵一点的也行 raises it again', async () => {
    const { say } = await chat();
    await say('3000以内的手机 不要小米');
    const cheaper = productCardsOf(await say('便宜点的'));
    const cap = Math.max(...cheaper.map((c) => Number(c.price)));
    const dearer = await say('贵一点的也行');
    const cards = productCardsOf(dearer);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.some((c) => c.brand === '小米')).toBe(false);
    expect(cards.some((c) => Number(c.price) > cap)).toBe(true);
    expect(answerText(dearer)).toContain('不要小米');
  });

  it('还是看扫地机器人吧 after another topic goes back to the robots with their brand and budget', async () => {
    const { say } = await chat();
    const robots = ids(await say('4000以内的科沃斯扫地机器人'));
    await say('看看空气炸锅');
    for (const back of ['还是看扫地机器人吧', '刚才的扫地机器人再给我看看']) {
      const r = await say(back);
      const cards = productCardsOf(r);
      expect(cards.every((c) => c.brand === '科沃斯' && Number(c.price) <= 4000)).toBe(true);
      expect(cards.filter((c) => robots.includes(String(c.id))).length * 2).toBeGreaterThanOrEqual(robots.length);
      await say('看看空气炸锅');
    }
  });
});
