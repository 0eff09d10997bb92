import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, productCardsOf } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 075 over real HTTP: a budget moved by an amount, a brand let back in beside the others,
 * a model not sold named with its line's model that is.
 */
describe('budget steps, brands let back in, other generations (decision 075)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  it('预算再加一千 after 3000以内 shows robots up to 4000, some above the old cap; 再少五百 caps at 3500', async () => {
    const say = await newChat(s);
    const first = productCardsOf(await say('扫地机器人 3000以内'));
    expect(first.every((c) => Number(c.price) <= 3000)).toBe(true);
    const raised = await say('预算再加一千');
    const cards = productCardsOf(raised);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => Number(c.price) <= 4000)).toBe(true);
    expect(cards.some((c) => Number(c.price) > 3000)).toBe(true);
    expect(answerText(raised)).not.toContain('「一千」');
    const lowered = productCardsOf(await say('再少五百'));
    expect(lowered.length).toBeGreaterThan(0);
    expect(lowered.every((c) => Number(c.price) <= 3500)).toBe(true);
  });

  it('索尼的也可以看看 after 不要索尼 不要苹果 lets 索尼 back in and keeps 苹果 out', async () => {
    const say = await newChat(s);
    await say('推荐几款降噪耳机 不要索尼 不要苹果');
    const back = productCardsOf(await say('索尼的也可以看看'));
    const brands = new Set(back.map((c) => c.brand));
    expect(brands.has('苹果')).toBe(false);
    expect(brands.size).toBeGreaterThan(1);
    expect(brands.has('索尼')).toBe(true);
  });

  it('小米14多少钱 says the catalog sells the 小米 15 instead, and uses nothing in its place', async () => {
    const say = await newChat(s);
    const r = await say('小米14多少钱');
    expect(answerText(r)).toMatch(/没有找到「小米14」，同系列在售的是\*\*小米 15\*\*/);
    expect(productCardsOf(r)).toEqual([]);
  });
});
