import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, postSse, productCardsOf } from '#server/testing/sse-client';

/**
 * Decision 064 over real HTTP: ruled-out forms, superlatives, Chinese numerals in counts and spec
 * values said in words, as a first question and as a follow-up after a list.
 */
const cardsOf = productCardsOf;
const textOf = answerText;

describe('forms, superlatives and counts (decision 064)', () => {
  let s: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '3000' } });
    headers = (await createTestUser(s.app)).headers;
  });
  afterAll(async () => s?.close());

  const ask = (question: string, isNew = true) => postSse(s.baseUrl, '/api/v2/chat', { question, is_new_chat: isNew }, headers);
  const specsOf = async (ids: string[]) =>
    (
      await s.app.ctx.db.kysely.selectFrom('products').select(['id', 'specs', 'category_id']).where('id', 'in', ids).execute()
    ).map((p) => ({ category: p.category_id, specs: JSON.parse(p.specs) as Record<string, string> }));

  it.each<[string, RegExp, RegExp]>([
    ['耳机 不要头戴的', /真无线/, /头戴/],
    ['耳机 不要入耳式的', /头戴/, /真无线/],
    ['耳机，头戴的就算了', /真无线/, /头戴/],
  ])('%s shows the other kind', async (q, shown, never) => {
    const cards = cardsOf(await ask(q));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.title).toMatch(shown);
      expect(c.title).not.toMatch(never);
    }
  });

  it('键盘别给我有线的 and 不想要带线的鼠标 leave wired ones out, with no unmatched word', async () => {
    for (const q of ['键盘别给我有线的', '不想要带线的鼠标']) {
      const r = await ask(q);
      expect(textOf(r)).not.toMatch(/没有和「/);
      const listed = await specsOf(cardsOf(r).map((c) => c.id));
      expect(listed.length).toBeGreaterThan(0);
      for (const p of listed) expect(p.specs['连接']).not.toMatch(/有线/);
    }
  });

  it('after a list of 耳机, 不要入耳式的 keeps the conversation and shows over-ear ones', async () => {
    expect(cardsOf(await ask('耳机')).length).toBeGreaterThan(0);
    const cards = cardsOf(await ask('不要入耳式的', false));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.title).toMatch(/头戴/);
  });

  it('最贵的 after a capped list: the dearest within the cap, dearest first', async () => {
    await ask('1000以内的耳机');
    const cards = cardsOf(await ask('最贵的', false));
    expect(cards.length).toBeGreaterThan(1);
    const prices = cards.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(Math.max(...prices)).toBeLessThanOrEqual(1000);
  });

  it.each(['最便宜的耳机', '最贵的耳机'])('%s lists in that price order across both kinds', async (q) => {
    const prices = cardsOf(await ask(q)).map((c) => c.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => (q.includes('便宜') ? a - b : b - a)));
  });

  it.each(['最轻的笔记本电脑', '性价比最高的空气炸锅', '最大的电视'])('%s leaves no word unmatched', async (q) => {
    const r = await ask(q);
    expect(cardsOf(r).length).toBeGreaterThan(0);
    expect(textOf(r)).not.toMatch(/没有和「/);
  });

  it('最大的电视 puts the largest first', async () => {
    const listed = await specsOf(cardsOf(await ask('最大的电视')).map((c) => c.id));
    const sizes = listed.map((p) => parseFloat(p.specs['尺寸'] ?? '0'));
    expect(sizes[0]).toBe(Math.max(...sizes));
  });

  it.each<[string, string, string]>([
    ['四层的纸巾', '层数', '4层'],
    ['前后都能录的行车记录仪', '镜头', '前后双录'],
    ['半自动的咖啡机', '类型', '半自动'],
    ['防晒指数最高的防晒霜', '防晒指数', 'SPF50+'],
  ])('%s: every card states %s %s', async (q, key, value) => {
    const r = await ask(q);
    expect(textOf(r)).not.toMatch(/没有和「/);
    const listed = await specsOf(cardsOf(r).map((c) => c.id));
    expect(listed.length).toBeGreaterThan(0);
    for (const p of listed) expect(p.specs[key]).toContain(value);
  });

  it('十双装袜子: every card is a pack of ten', async () => {
    const r = await ask('十双装袜子');
    const cards = cardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.title).toMatch(/10双/);
  });
});
