import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, productCardsOf, type SseResult } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 065 over real HTTP: a pet conversation's 饮水机, a dog's 吃的, 换一批 that never repeats
 * a model and says when none are left, and a size that names the model of a line.
 */
type Card = { id: string; title: string };
const cardsOf = productCardsOf;
const textOf = answerText;
/** A card's model: its title without the colour (the last word). */
const modelOf = (c: Card) => c.title.split(' ').slice(0, -1).join(' ');

describe('conversation context and more of the same (decision 065)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' } });
  });
  afterAll(async () => s?.close());

  const chat = () => newChat(s);
  const categoryOf = async (ids: string[]) =>
    (await s.app.ctx.db.kysely.selectFrom('products').select(['id', 'category_id']).where('id', 'in', ids).execute()).map(
      (p) => p.category_id,
    );

  it.each<[string[], string]>([
    [['猫砂推荐', '饮水机'], 'pet-water-fountains'],
    [['狗粮推荐', '饮水机呢'], 'pet-water-fountains'],
    [['给我家狗买点吃的'], 'dog-food'],
    [['行车记录仪', '充电器呢'], 'car-chargers'],
  ])('%j lists %s', async (turns, category) => {
    const say = await chat();
    let last: SseResult | null = null;
    for (const q of turns) last = await say(q);
    const ids = cardsOf(last!).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(await categoryOf(ids))).toEqual(new Set([category]));
  });

  it('换一批 / 还有别的吗 / 再来几个 never show a model twice, then say none are left', async () => {
    const say = await chat();
    const seen = new Set<string>();
    let answer = '';
    for (const q of ['扫地机器人', '换一批', '还有别的吗', '再来几个', '看看别的', '还有吗']) {
      const r = await say(q);
      answer = textOf(r);
      // None left: said so, and the best ones listed again to compare.
      if (/都给你看过了/.test(answer)) break;
      const models = cardsOf(r).map(modelOf);
      for (const m of models) expect(seen.has(m), `${q}: ${m}`).toBe(false);
      models.forEach((m) => seen.add(m));
    }
    expect(seen.size).toBeGreaterThan(4);
    expect(answer).toMatch(/都给你看过了，没有别的了/);
  });

  it.each<[string, RegExp]>([
    ['macbook air 13寸 多少钱', /MacBook Air 13/],
    ['macbook air 15寸多少钱', /MacBook Air 15/],
    ['索尼x90l 75寸多少钱', /X90L.*75英寸/],
  ])('%s answers with the model of that size', async (q, title) => {
    const say = await chat();
    const cards = cardsOf(await say(q));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.title).toMatch(title);
  });
});
