import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, cardsOf, startEngine, type EngineHarness } from '#server/testing/embedded-engine';

let h: EngineHarness;
beforeAll(async () => {
  h = await startEngine();
});
afterAll(async () => {
  await h.close();
});

// Decision 068: a stand-in of a named model, line or brand is of its kind, of other brands, and
// cheaper than the named thing's cheapest listing.
describe('stand-ins of a named thing (平替)', () => {
  it.each<[string, string, string]>([
    ['戴森吹风机的平替', '吹风机', '戴森'],
    ['有没有像戴森那样但便宜很多的吹风机', '吹风机', '戴森'],
    ['神仙水有平替吗', '精华', 'SK-II'],
    ['AirPods Pro 2的平替', '真无线耳机', '苹果'],
    ['雅诗兰黛小棕瓶平替', '精华', '雅诗兰黛'],
    ['lululemon瑜伽垫平替推荐', '瑜伽垫', 'Lululemon'],
    // Decision 070: 比X便宜 asks the same.
    ['比戴森便宜的吹风机', '吹风机', '戴森'],
    ['有没有比AirPods实惠点的耳机', '真无线耳机', '苹果'],
    // Decision 075: too dear, liked without 像, 类似X的, 类似X但.
    ['索尼xm5太贵了 有差不多的吗', '降噪耳机', '索尼'],
    ['戴森吹风机有点贵 有没有类似的', '吹风机', '戴森'],
    ['想要戴森那样的吹风机 但预算只有五百', '吹风机', '戴森'],
    ['类似苹果手表的国产手表', '智能手表', '苹果'],
    ['有没有类似戴森v12但便宜一半的吸尘器', '吸尘器', '戴森'],
    ['找个比大疆便宜的无人机', '无人机', '大疆'],
  ])('%s: %s of brands other than %s, cheaper', async (q, kind, brand) => {
    const events = await h.ask(q);
    const cards = cardsOf(events).product_cards ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const card of cards) {
      expect(card.category).toBe(kind);
      expect(card.brand).toBeTruthy();
      expect(card.brand).not.toBe(brand);
    }
    expect(answerText(events)).toContain(`不要${brand}`);
    expect(answerText(events)).toMatch(/\d+元以内/);
  });

  it('keeps a budget said with it', async () => {
    const events = await h.ask('戴森吹风机的平替 五百以内');
    for (const card of cardsOf(events).product_cards ?? []) expect(Number(card.price)).toBeLessThanOrEqual(500);
  });

  it('便宜一半 keeps the stand-ins at half the named model’s price', async () => {
    const events = await h.ask('有没有类似戴森v12但便宜一半的吸尘器');
    const cards = cardsOf(events).product_cards ?? [];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(Number(card.price)).toBeLessThan(2000);
    expect(answerText(events)).not.toContain('一半」');
  });

  it('reads 索尼和bose的 as two brands, not a likeness', async () => {
    const events = await h.ask('索尼和bose的耳机 便宜点的');
    const brands = new Set((cardsOf(events).product_cards ?? []).map((c) => c.brand));
    expect([...brands].every((b) => b === '索尼' || b === 'Bose')).toBe(true);
  });

  it('asks nothing of a stand-in when nothing is named (a follow-up reads it)', async () => {
    const events = await h.ask('有没有平替');
    expect(cardsOf(events).product_cards ?? []).toEqual([]);
  });
});
