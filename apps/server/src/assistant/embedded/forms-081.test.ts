import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, productCardsOf } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 081 over real HTTP: brands ruled out by 跳过/避开/劝退, stand-ins with no kind named,
 * problems said as needs, an effect beside its cause, 拖地的 beside a robot, a price let go.
 */
describe('heldout14 families, said in other words (decision 081)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  it.each<[string, string]>([
    ['跳过小米 别的路由器呢', '小米'],
    ['避开苹果 平板有啥', '苹果'],
    ['华为劝退了 换个手表', '华为'],
    ['扫地机器人别是石头的', '石头'],
  ])('%s shows no %s', async (q, brand) => {
    const cards = productCardsOf(await (await newChat(s))(q));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((c) => c.brand === brand)).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['赫曼米勒买不起 有类似的吗', '人体工学椅', '赫曼米勒'],
    ['戴森吹风机的国产平替', '吹风机', '戴森'],
    ['索尼降噪耳机 平价款', '降噪耳机', '索尼'],
  ])('%s: %s of other brands', async (q, kind, brand) => {
    const cards = productCardsOf(await (await newChat(s))(q));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.category).toBe(kind);
      expect(c.brand).not.toBe(brand);
    }
  });

  it.each<[string, string]>([
    ['想去水库钓鱼', '鱼竿'],
    ['上班一坐就是一整天', '人体工学椅'],
    ['晚上冷得睡不着', '电热毯'],
    ['有没有那种拖地的 扫地机器人', '扫地机器人'],
    ['价格无所谓 最好的电动牙刷', '电动牙刷'],
  ])('%s shows %s', async (q, kind) => {
    const r = await (await newChat(s))(q);
    const cards = productCardsOf(r);
    expect(cards.length, answerText(r)).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === kind)).toBe(true);
  });
});
