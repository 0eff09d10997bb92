import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { chatWithWishes } from '#server/testing/chat-turns';
import { answerText, productCardsOf } from '#server/testing/sse-client';

/**
 * Decision 089 over real HTTP: after an answer about one product, 和X比哪个好 / 跟X比呢 compares
 * that product with X; after a list, one name compared with nothing said asks which; after two
 * of a list compared, 便宜的那个 / 贵的那个 is one of those two.
 */
describe('comparisons that lean on the conversation (decision 089)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());
  const titles = (r: Parameters<typeof productCardsOf>[0]) => productCardsOf(r).map((c) => c.title);

  it.each<[string, string, RegExp, RegExp]>([
    ['iPhone 16 Pro 最近降价了吗', '和三星S25比哪个好', /iPhone 16 Pro/, /Galaxy S25/],
    ['iPhone 16 Pro 最近降价了吗', '跟小米15比呢', /iPhone 16 Pro/, /小米 15/],
    ['戴森V12多少钱', '和追觅V12S比起来呢', /戴森 V12/, /追觅 V12S/],
    ['华为Mate 70现在值得买吗', '那跟vivo X200比怎么样', /Mate 70/, /X200/],
    ['索尼WH-1000XM5价格怎么样', '和Bose QC Ultra相比呢', /WH-1000XM5/, /QC Ultra|QuietComfort Ultra/],
  ])('%s → %s compares the product talked about with the one named', async (first, q, one, other) => {
    const { say } = await chatWithWishes(s);
    expect(productCardsOf(await say(first)).length).toBeGreaterThan(0);
    const r = await say(q);
    expect(answerText(r)).toMatch(/^.*对比 \*\*/m);
    const shown = titles(r);
    expect(shown).toHaveLength(2);
    expect(shown.some((t) => one.test(t))).toBe(true);
    expect(shown.some((t) => other.test(t))).toBe(true);
  });

  it.each(['跟索尼xm5比呢', '和Bose QC Ultra比起来呢'])(
    'after a list of headphones, %s finds that model among headphones and asks what to compare it with',
    async (q) => {
      const { say } = await chatWithWishes(s);
      await say('推荐几款降噪耳机');
      const r = await say(q);
      expect(answerText(r)).toMatch(/你想拿它和哪一款比/);
      expect(answerText(r)).not.toMatch(/没法放在一起对比/);
      expect(titles(r)).toHaveLength(1);
      expect(titles(r)[0]).toMatch(/头戴/);
    },
  );

  it.each<[string, string, string, 'cheaper' | 'dearer']>([
    ['推荐几款降噪耳机', '第一个和第三个哪个好', '把便宜的那个加到心愿单', 'cheaper'],
    ['推荐几款扫地机器人', '第二个和第四个比比', '贵的那个加入心愿单', 'dearer'],
    ['推荐几款电动牙刷', '第一款和第二款有什么区别', '收藏便宜点的那个', 'cheaper'],
    ['推荐几款空气炸锅', '一和三比一下', '贵一点的那款加心愿单', 'dearer'],
  ])('%s → %s → %s adds the %s of the two compared', async (first, compare, wish, which) => {
    const { say, wished } = await chatWithWishes(s);
    await say(first);
    const pair = productCardsOf(await say(compare));
    expect(pair).toHaveLength(2);
    const [a, b] = pair.map((c) => ({ id: String(c.id), price: Number(c.price) }));
    if (a!.price === b!.price) return;
    const expected = (which === 'cheaper') === a!.price < b!.price ? a! : b!;
    await say(wish);
    expect(await wished()).toEqual([expected.id]);
  });

  it.each(['十岁孩子的自行车', '给12岁的儿子买辆自行车'])(
    '%s lists bicycles and reports no age matched by nothing (bikes that state no age fit any)',
    async (q) => {
      const { say } = await chatWithWishes(s);
      const r = await say(q);
      expect(answerText(r)).not.toMatch(/没有和「\d+岁/);
      expect(productCardsOf(r).length).toBeGreaterThan(1);
    },
  );
});
