import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerText,
  cardsOf,
  nextSteps,
  reasoningText,
  searchOf,
  SEARCHED_ANSWER,
  shape,
  startEngine,
  turn,
  type EngineHarness,
} from '#server/testing/embedded-engine';
import { GIFT_NOTES } from '../language/gift';
import type { ConversationState } from '#server/ports/conversation-state';

describe('recommendations under constraints', () => {
  let h: EngineHarness;
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  it.each([
    ['推荐一款2000元以内的降噪耳机', ['降噪耳机'], undefined, 2000],
    ['500左右的蓝牙耳机', ['降噪耳机', '真无线耳机'], 400, 600],
    ['3000到5000的笔记本电脑', ['笔记本电脑'], 3000, 5000],
    ['三千以内的手机，京东上买', ['手机'], undefined, 3000],
    ['200以下的猫粮', ['猫粮'], undefined, 200],
    ['一万以上的电视', ['电视'], 10000, undefined],
  ])('%s: every product is in the category and budget, with a reason and a table', async (question, categories, min, max) => {
    const events = await h.ask(question);
    expect(shape(events)).toEqual(SEARCHED_ANSWER);
    const cards = cardsOf(events).product_cards!;
    const listed = searchOf(events)!.products;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of [...cards, ...listed]) {
      expect(categories).toContain(card.category);
      if (min !== undefined) expect(card.price).toBeGreaterThanOrEqual(min);
      if (max !== undefined) expect(card.price).toBeLessThanOrEqual(max);
    }
    const answer = answerText(events);
    for (const card of cards) {
      expect(card.reason).toBeTruthy();
      expect(answer).toContain(`**[${card.title}](${card.url})**`);
    }
    expect(answer).toMatch(/\| 商品 \| 价格 \| 商城 \| 评分 \|/);
  });

  it.each<[string, RegExp]>([
    ['512G的手机', /512GB/],
    ['1T的笔记本', /\b1TB/],
    ['一级能效的冰箱', /一级能效/],
    ['20000毫安充电宝', /20000mAh/],
    ['75寸电视', /75英寸/],
    ['10公斤洗衣机', /10公斤/],
    ['1.5匹空调', /1\.5匹/],
  ])('a stated value filters the cards: %s', async (question, shows) => {
    const events = await h.ask(question);
    const cards = cardsOf(events).product_cards!;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(JSON.stringify(card)).toMatch(shows);
    expect(answerText(events)).not.toContain('直接对得上');
  });

  it.each([
    ['airpods4', 'AirPods 4'],
    ['大疆mini4pro', 'Mini 4 Pro'],
    ['wh1000xm5', 'WH-1000XM5'],
  ])('%s: a model typed without spaces is found by its model words and alone answers', async (question, model) => {
    const cards = cardsOf(await h.ask(question)).product_cards!;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.title).toContain(model);
  });

  it('a stated value nothing shows is said, and the category is recommended without it', async () => {
    const events = await h.ask('8K电视');
    expect(answerText(events)).toContain('商品库里没有和「8k」直接对得上的电视');
    expect(cardsOf(events).product_cards!.length).toBeGreaterThan(0);
  });

  it('gift: a curated mix of gift categories for her, one product each, all within the budget', async () => {
    const events = await h.ask('适合送女朋友的生日礼物，500左右');
    const cards = cardsOf(events).product_cards!;
    const giftCategories = ['香水', '口红', '真无线耳机', '智能手表', '吹风机', '眼部按摩仪'];
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cards.map((c) => c.category)).size).toBe(cards.length);
    for (const c of cards) {
      expect(giftCategories).toContain(c.category);
      expect(c.price).toBeGreaterThanOrEqual(400);
      expect(c.price).toBeLessThanOrEqual(600);
      expect(Object.values(GIFT_NOTES).some((note) => c.reason!.startsWith(note))).toBe(true);
    }
    const answer = answerText(events);
    expect(answer).toMatch(/^送女朋友的生日礼物，500元左右，我从.+里各挑了一款：/);
    expect(answer).toMatch(/\| 商品 \| 价格 \| 商城 \| 评分 \|/);
    expect(reasoningText(events)).toMatch(/价格都在500元左右，每个品类一款/);
    expect(searchOf(events)!.keywords.length).toBeGreaterThanOrEqual(cards.length);
  });

  it('gift for parents without a budget picks from their categories and says the budget is missing', async () => {
    const events = await h.ask('给爸妈买什么礼物好');
    const categories = cardsOf(events).product_cards!.map((c) => c.category);
    expect(categories.every((c) => ['颈椎按摩仪', '血压计', '眼部按摩仪', '茶叶', '按摩椅', '体脂秤'].includes(c!))).toBe(true);
    expect(answerText(events)).toContain('你没说预算');
  });

  it('学生党/轻薄本: laptops within the usual student budget, and the answer says it assumed one', async () => {
    const events = await h.ask('学生党用的轻薄本');
    const cards = cardsOf(events).product_cards!;
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.every((c) => c.category === '笔记本电脑' && c.price <= 6000)).toBe(true);
    expect(answerText(events)).toMatch(/^你没说预算，学生党买笔记本电脑一般在6000元以内/);
    expect(searchOf(events)!.keywords[0]!.keywords).not.toContain('党用');
  });

  it('offers prompt and wish-list buttons and follow-up questions', async () => {
    const events = await h.ask('2000元以内的降噪耳机');
    const cards = cardsOf(events);
    expect(cards.button_type).toBe(0);
    expect(cards.buttons?.map((b) => b.sub_type)).toEqual([0, 1]);
    expect(cards.buttons?.[1]?.button_url).toMatch(/^\/wish\?product_id=p_\d+$/);
    expect(nextSteps(events).length).toBeGreaterThan(1);
  });

  it('says plainly when nothing fits, and recommends nothing', async () => {
    const events = await h.ask('100元以内的笔记本电脑');
    expect(cardsOf(events).product_cards).toBeUndefined();
    expect(answerText(events)).toMatch(/没有找到符合条件的100元以内的笔记本电脑/);
  });

  it('follows up on the previous question (更便宜的呢) from the conversation state', async () => {
    let state: ConversationState | null = null;
    const saveState = async (s: ConversationState) => {
      state = s;
    };
    const first = await h.ask('1000元以内的降噪耳机', { saveState });
    const events = await h.ask('有没有更便宜的？', { history: [turn('1000元以内的降噪耳机', first)], state, saveState });
    const cards = cardsOf(events).product_cards!;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === '降噪耳机' && c.price <= 1000)).toBe(true);
    expect(cards.map((c) => c.price)).toEqual([...cards.map((c) => c.price)].sort((a, b) => a - b));
  });

  it('a question that names its own need keeps nothing of the last one (豆浆机 after 耳机 under 1000)', async () => {
    let state: ConversationState | null = null;
    const saveState = async (s: ConversationState) => {
      state = s;
    };
    const first = await h.ask('1000元以内的降噪耳机', { saveState });
    const events = await h.ask('九阳的不要，豆浆机', { history: [turn('1000元以内的降噪耳机', first)], state, saveState });
    const cards = cardsOf(events).product_cards!;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === '破壁机' && c.brand !== '九阳')).toBe(true);
  });
});
