import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { chatWithWishes } from '#server/testing/chat-turns';
import { answerText, flightCardsOf, productCardsOf } from '#server/testing/sse-client';

/**
 * Decision 082 over real HTTP: after a list, a position said another way (第二辆, 前俩, 1号, 一和三,
 * 老二) and an aspect of one product led from its specs; after one product, its colours and its
 * brand ruled out with the category and budget kept; a flight changed by a nickname, a shift and
 * a later hour.
 */
describe('follow-ups after a list or one product (decision 082)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  const chat = () => chatWithWishes(s);
  type Said = Awaited<ReturnType<Awaited<ReturnType<typeof chat>>['say']>>;
  const ids = (r: Said) => productCardsOf(r).map((c) => String(c.id));

  it.each<[string, string, RegExp]>([
    ['电动车推荐下', '第二辆续航多少', /^上面第2款.*的\*\*续航\*\*：\d+km/],
    ['蓝牙耳机推荐', '老二续航怎么样', /^上面第2款.*的\*\*续航\*\*：\d+小时/],
    ['扫地机器人推荐', '第一款吸力多少', /^上面第1款.*的\*\*吸力\*\*：\d+Pa/],
    ['无人机 航拍用', '最后那个重不重', /^上面第\d款.*的\*\*重量\*\*：\d+g/],
  ])('%s → %s leads with that aspect of that product', async (first, q, lead) => {
    const { say } = await chat();
    const listed = ids(await say(first));
    const r = await say(q);
    expect(answerText(r)).toMatch(lead);
    expect(ids(r)).toHaveLength(1);
    expect(listed).toContain(ids(r)[0]);
  });

  it('前俩有啥区别 compares the first two; 一和三都收藏一下 keeps the first and the third', async () => {
    const { say, wished } = await chat();
    const listed = ids(await say('游戏机推荐'));
    expect(answerText(await say('前俩有啥区别'))).toContain('对比');
    const other = await chat();
    const cats = ids(await other.say('猫粮看看'));
    await other.say('一和三都收藏一下');
    expect((await other.wished()).sort()).toEqual([cats[0], cats[2]].sort());
    expect(listed.length).toBeGreaterThan(1);
    expect(await wished()).toEqual([]);
  });

  it('有白色吗 after one product answers about that model, then offers others', async () => {
    const { say } = await chat();
    const listed = ids(await say('蓝牙耳机 一千以内'));
    const one = await say('第二个怎么样');
    expect(ids(one)).toEqual([listed[1]]);
    const asked = answerText(await say('有没有红色的'));
    expect(asked).toMatch(/^(?:有，|.*没有红色的)/);
    expect(asked).not.toContain('为你挑了');
  });

  it.each(['不要这个牌子的', '换个牌子', '这个牌子不行'])(
    '%s after one product leaves out its brand only, keeping the category and budget',
    async (q) => {
      const { say } = await chat();
      await say('蓝牙耳机 一千以内');
      const one = productCardsOf(await say('第二个怎么样'))[0]!;
      const r = await say(q);
      const cards = productCardsOf(r);
      expect(cards.length).toBeGreaterThan(1);
      expect(cards.filter((c) => c.brand === one.brand)).toEqual([]);
      expect(cards.every((c) => Number(c.price) <= 1000)).toBe(true);
      expect(answerText(r)).toContain(`不要${String(one.brand)}）`);
    },
  );

  it('申城飞羊城 then 往后推一天 then 晚一点的 六点以后 keeps the route and moves the day and hour', async () => {
    const { say } = await chat();
    const first = flightCardsOf(await say('申城飞羊城 十月二号'));
    expect(first.length).toBeGreaterThan(0);
    const later = answerText(await say('再往后推一天'));
    expect(later).toContain('上海 → 广州');
    expect(later).toContain('10月3日');
    const evening = flightCardsOf(await say('晚一点的 六点以后'));
    expect(evening.length).toBeGreaterThan(0);
    expect(evening.every((f) => f.dep_time.slice(-5) >= '18:00')).toBe(true);
  });

  it('回到净水器 还是两千以内 小米有吗 goes back to purifiers and shows 小米 within the budget', async () => {
    const { say } = await chat();
    await say('净水器 两千以内');
    await say('顺便问下 洗碗机一般多少钱');
    const cards = productCardsOf(await say('回到净水器 还是两千以内 小米有吗'));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.brand === '小米' && Number(c.price) <= 2000)).toBe(true);
  });

  it('虎牌可以考虑 after 象印虎牌都不要 lets 虎牌 back beside the others; 象印 stays out under a new budget', async () => {
    const { say } = await chat();
    await say('保温杯 象印虎牌都不要');
    await say('虎牌可以考虑');
    const cards = productCardsOf(await say('两百块以下吧'));
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.filter((c) => c.brand === '象印')).toEqual([]);
    expect(new Set(cards.map((c) => c.brand)).size).toBeGreaterThan(1);
  });

  it.each<[string, string, string, RegExp]>([
    ['机械键盘 500以内', 'red switch的', '红轴', /红轴/],
    ['卖得最好的洗衣液', '只要凝珠', '凝珠', /凝珠/],
    ['给我看看瑜伽垫', '六毫米厚的', '6mm', /6mm/],
  ])('%s → %s shows only %s', async (first, q, _value, shown) => {
    const { say } = await chat();
    await say(first);
    const r = await say(q);
    const cards = productCardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    expect(answerText(r)).toMatch(shown);
    expect(cards.every((c) => shown.test(`${String(c.title)} ${JSON.stringify(c)}`))).toBe(true);
  });
});
