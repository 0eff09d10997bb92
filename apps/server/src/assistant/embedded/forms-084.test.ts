import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, productCardsOf } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 084 over real HTTP: 5G is the network a phone supports, an English kind before its
 * Chinese head names that kind only, and a model not sold with a variant letter or a suffix word
 * is offered its line's model that is.
 */
describe('network words, kinds with their head, variant letters (decision 084)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  it.each(['5G手机推荐', '两千左右的5G手机', '想换个5g手机 3000以内'])(
    '%s lists phones and reports no missing 5gb',
    async (q) => {
      const r = await (await newChat(s))(q);
      expect(answerText(r)).not.toMatch(/5gb|5GB/);
      const cards = productCardsOf(r);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((c) => /手机/.test(c.title))).toBe(true);
    },
  );

  it.each([
    ['2w左右的笔记本', 24000],
    ['预算2w 笔记本', 20000],
    ['1.5w以内的电视', 15000],
  ])('%s reads the w amount as money, never as a missing wattage', async (q, max) => {
    const r = await (await newChat(s))(q);
    expect(answerText(r)).not.toMatch(/没有和「[\d.]+w」/);
    const cards = productCardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => Number(c.price) <= max)).toBe(true);
  });

  it.each(['能开张发票吗 我上周买的', '上个月京东买的冰箱 能补一张发票吗', '前几天拼多多下单的 要个电子发票'])(
    '%s is an invoice for a purchase made: how to get it, no products',
    async (q) => {
      const r = await (await newChat(s))(q);
      expect(answerText(r)).toMatch(/发票/);
      expect(productCardsOf(r)).toEqual([]);
    },
  );

  it('买台笔记本能开张发票吗 公司报销 lists laptops and reports no missing word', async () => {
    const r = await (await newChat(s))('买台笔记本能开张发票吗 公司报销');
    expect(answerText(r)).not.toMatch(/没有和「/);
    expect(productCardsOf(r).length).toBeGreaterThan(0);
  });

  it('再多点 两千 after 投影仪 一千以内 raises the cap to 2000 and shows some above the old one', async () => {
    const say = await newChat(s);
    await say('投影仪 一千以内');
    const cards = productCardsOf(await say('再多点 两千'));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => Number(c.price) <= 2000)).toBe(true);
    expect(cards.some((c) => Number(c.price) > 1000)).toBe(true);
  });

  it.each(['tws耳机推荐', 'TWS耳机 300以内', 'tws蓝牙耳机有啥好的'])('%s lists true-wireless earbuds only', async (q) => {
    const cards = productCardsOf(await (await newChat(s))(q));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => /真无线/.test(c.title))).toBe(true);
  });

  it.each([
    ['石头p10s pro多少钱', /没有找到「石头p10s pro」，同系列在售的是\*\*石头 P20 Pro\*\*/],
    ['小米15s pro多少钱', /没有找到「小米15s pro」，同系列在售的是\*\*小米 15/],
    ['华为mate60e现在什么价', /没有找到「华为mate60e」，同系列在售的是\*\*华为 Mate/],
  ])('%s names the line model that is sold', async (q, said) => {
    const r = await (await newChat(s))(q);
    expect(answerText(r)).toMatch(said);
    expect(productCardsOf(r)).toEqual([]);
  });
});
