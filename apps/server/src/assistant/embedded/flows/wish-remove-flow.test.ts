import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishService } from '#server/modules/wish/service';
import { createTestUser } from '#server/testing/harness';
import { answerText, cardsOf, nextSteps, startEngine, type EngineHarness } from '#server/testing/embedded-engine';
import { detectIntent } from '../language/intent';

// Decision 070: taking a product off the wish list by saying so.
describe('the wish-remove intent', () => {
  const input = (question: string) => ({
    question,
    hasImage: false,
    hasVoice: false,
    hasProduct: false,
    namesCategory: false,
    namesBrand: false,
  });
  it.each([
    '删掉心愿单里的ipad',
    '把小米15从心愿单移除',
    '心愿单里的耳机不要了',
    '清空心愿单',
    '取消收藏',
    '从愿望单里删了那个吹风机',
  ])('%s', (q) => expect(detectIntent(input(q))).toBe('wish_remove'));
  it.each(['把索尼XM5加入心愿单', '看看我的心愿单', '心愿单里有什么'])('%s is not a removal', (q) =>
    expect(detectIntent(input(q))).not.toBe('wish_remove'),
  );
});

describe('wish-remove flow', () => {
  let h: EngineHarness;
  const wishes = () => wishService(h.server.app.ctx.db, h.server.app.ctx.now);
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  /** A user whose wish list holds these products (named as the add asks them). */
  async function userWith(...names: string[]) {
    const { userId } = await createTestUser(h.server.app);
    for (const name of names) await h.ask(`把${name}加入心愿单`, { userId });
    const ids = (await wishes().list(userId)).map((w) => [w.product.id, w.product.title] as const);
    expect(ids.length).toBe(names.length);
    return { userId, ids };
  }
  const titles = async (userId: string) => (await wishes().list(userId)).map((w) => w.product.title);

  it.each([
    ['删掉心愿单里的ipad', 'iPad'],
    ['把mate70从心愿单移除', 'Mate 70'],
    ['心愿单里的耳机不要了', '耳机'],
  ])('%s takes off the one it names and keeps the rest', async (q, gone) => {
    const { userId } = await userWith('苹果iPad Air 11英寸', '华为Mate 70 Pro', '索尼WH-1000XM5');
    const events = await h.ask(q, { userId });
    expect(answerText(events)).toMatch(/^已把 .* 移出心愿单，心愿单里还有 2 件商品。$/);
    const left = await titles(userId);
    expect(left).toHaveLength(2);
    expect(left.some((t) => t.includes(gone))).toBe(false);
  });

  it('清空心愿单 takes everything off', async () => {
    const { userId } = await userWith('苹果iPad Air 11英寸', '华为Mate 70 Pro');
    expect(answerText(await h.ask('清空心愿单', { userId }))).toContain('心愿单已经空了');
    expect(await titles(userId)).toEqual([]);
  });

  it('a name the list does not hold takes nothing off and asks which, with one chip per item', async () => {
    const { userId } = await userWith('苹果iPad Air 11英寸', '华为Mate 70 Pro');
    const events = await h.ask('删掉心愿单里的小米', { userId });
    expect(answerText(events)).toMatch(/没在心愿单里找到你说的商品/);
    expect(nextSteps(events)).toHaveLength(2);
    expect(nextSteps(events).every((s) => s.endsWith('移出心愿单'))).toBe(true);
    expect(await titles(userId)).toHaveLength(2);
    expect(cardsOf(events).product_cards ?? []).toEqual([]);
  });

  it("another user's list is never touched", async () => {
    const a = await userWith('华为Mate 70 Pro');
    const b = await userWith('华为Mate 70 Pro');
    await h.ask('清空心愿单', { userId: a.userId });
    expect(await titles(b.userId)).toHaveLength(1);
  });
});
