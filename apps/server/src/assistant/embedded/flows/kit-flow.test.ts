import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, cardsOf, startEngine, type EngineHarness } from '#server/testing/embedded-engine';

let h: EngineHarness;
beforeAll(async () => {
  h = await startEngine();
});
afterAll(async () => {
  await h.close();
});

const categoriesOf = (events: Awaited<ReturnType<EngineHarness['ask']>>) =>
  (cardsOf(events).product_cards ?? []).map((c) => c.category);

describe('a life event answered with its checklist (decision 068)', () => {
  it.each<[string, string[]]>([
    ['宝宝刚出生 要准备些啥', ['纸尿裤', '奶瓶', '婴儿推车']],
    ['养了只猫 要准备什么', ['猫粮', '猫砂', '宠物饮水机']],
    ['第一次露营 要带些什么', ['帐篷']],
    ['冬天快到了 买点啥保暖', ['取暖器', '电热毯']],
    ['大学生宿舍必备', ['台灯', '插线板']],
  ])('%s: one of each of %j among the cards', async (q, wanted) => {
    const events = await h.ask(q);
    const got = categoriesOf(events);
    expect(got.length).toBeGreaterThanOrEqual(3);
    for (const name of wanted) expect(got).toContain(name);
    expect(answerText(events)).toContain('常备的有');
  });

  it('keeps a budget said with the event', async () => {
    const events = await h.ask('养了只猫 要准备什么 每样两百以内');
    for (const card of cardsOf(events).product_cards ?? []) expect(Number(card.price)).toBeLessThanOrEqual(200);
  });

  it.each<[string, string]>([
    // A thing named is searched as asked; a present stays a present.
    ['宝宝刚出生 奶瓶推荐', '奶瓶'],
    ['送新手妈妈什么好', '礼物'],
  ])('%s is no checklist', async (q, said) => {
    const events = await h.ask(q);
    expect(answerText(events)).not.toContain('常备的有');
    expect(answerText(events)).toContain(said);
  });
});

describe('a brand that sells none of the kind (decision 068)', () => {
  it.each<[string, string, string]>([
    ['小米的空气炸锅怎么样', '小米', '空气炸锅'],
    ['小熊电饭煲', '小熊', '电饭煲'],
  ])('%s: the other brands, said so', async (q, brand, kind) => {
    const events = await h.ask(q);
    expect(answerText(events)).toContain(`商品库里没有${brand}的${kind}`);
    const cards = cardsOf(events).product_cards ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const card of cards) expect(card.category).toBe(kind);
  });
});
