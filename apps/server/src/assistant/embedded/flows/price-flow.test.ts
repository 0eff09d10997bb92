import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerText,
  cardsOf,
  nextSteps,
  reasoningText,
  SEARCHED_ANSWER,
  shape,
  startEngine,
  turn,
  type EngineHarness,
} from '#server/testing/embedded-engine';
import { yuan } from '../format';
import { productIdsIn } from '../dialogue/product-context';
import { adviceOf, priceTiming } from '#server/modules/catalog/price-timing';
import { buyOrWait, type PriceFacts } from '../render/price-report';

const facts = (over: Partial<Omit<PriceFacts, 'timing' | 'advice'>>): PriceFacts => {
  const f = {
    current: 1000,
    lowest: 800,
    lowest_day: '2026-05-01',
    highest: 1200,
    average: 1000,
    trend: 'flat' as const,
    trend_text: '最近价格平稳' as const,
    near_lowest: false,
    period: '2025-11-24 至 2026-05-22',
    weekly_prices: [],
    ...over,
  };
  // As the price_history tool decides them (one rule: modules/catalog/price-timing.ts).
  return { ...f, timing: priceTiming(f), advice: adviceOf(priceTiming(f)) };
};

describe('buyOrWait', () => {
  it.each<[string, Partial<PriceFacts>, boolean, RegExp]>([
    ['near the 180-day low', { current: 810, near_lowest: true }, true, /接近近180天最低价 ¥800/],
    ['falling and above the low', { current: 950, trend: 'down', trend_text: '最近在降价' }, false, /可能还会更低/],
    ['clearly above the average', { current: 1100, average: 1000 }, false, /比近180天均价 ¥1000 高 10%/],
    ['at the average, steady', { current: 990, average: 1000 }, true, /不高于近180天均价 ¥1000/],
    ['just above the average', { current: 1020, average: 1000 }, true, /基本持平（高 2%）/],
    // Less than half a percent above the average is not "高 0%".
    ['a hair above the average', { current: 1004, average: 1000 }, true, /和近180天均价 ¥1000 基本持平，/],
  ])('%s', (_label, over, buy, reason) => {
    const v = buyOrWait(facts(over));
    expect(v.buy).toBe(buy);
    expect(v.reasons.join('\n')).toMatch(reason);
  });

  it('adds the distance to a target price', () => {
    expect(buyOrWait(facts({}), 900).reasons.at(-1)).toMatch(/离你的目标价 ¥900 还差 ¥100/);
    expect(buyOrWait(facts({}), 1000).reasons.at(-1)).toBe('现价已经达到你的目标价 ¥1000');
  });
});

describe('price flow', () => {
  let h: EngineHarness;
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  /** The figures of the answer must be the price_history tool's own. */
  async function expectToolFigures(answer: string, productId: string) {
    const f = (await h.tool('price_history', { product_id: productId })) as unknown as PriceFacts;
    expect(answer).toContain(
      `| ${yuan(f.current)} | ${yuan(f.lowest)}（${f.lowest_day}） | ${yuan(f.average)} | ${yuan(f.highest)} | ${f.trend_text} |`,
    );
    expect(answer).toContain(buyOrWait(f).headline);
    return f;
  }

  it('judges the attached card from its price history, with a wish-list button', async () => {
    const events = await h.ask('这个价格划算吗', { productCardUrl: '/item-detail?id=p_000001' });
    expect(shape(events)).toEqual(SEARCHED_ANSWER);
    const answer = answerText(events);
    await expectToolFigures(answer, 'p_000001');
    expect(answer).toMatch(/\*\*结论：(现在入手价格合适|不急的话建议再等等)\*\*/);
    const cards = cardsOf(events);
    expect(cards.product_cards![0]!.id).toBe('p_000001');
    expect(cards.button_type).toBe(1);
    expect(cards.buttons![0]).toMatchObject({ sub_type: 1, button_url: expect.stringMatching(/^\/wish\?product_id=p_000001/) });
  });

  it('a card with a target price says how far the price is from it', async () => {
    const answer = answerText(await h.ask('值得买吗', { productCardUrl: '/item-detail?id=p_000001', targetPrice: 100 }));
    expect(answer).toMatch(/离你的目标价 ¥100 还差 ¥\d+/);
  });

  it('a card with any other question still gets the price record and cheaper models of its category', async () => {
    const events = await h.ask('续航怎么样', { productCardUrl: '/item-detail?id=p_000001' });
    const cards = cardsOf(events).product_cards!;
    expect(cards[0]!.id).toBe('p_000001');
    expect(cards.slice(1).every((c) => c.category === cards[0]!.category && c.price < cards[0]!.price)).toBe(true);
    expect(answerText(events)).toMatch(/主要参数：.*续航/);
  });

  it.each(['小米15现在值得买吗', '小米15多少钱'])('finds a product named in the question (%s)', async (question) => {
    const events = await h.ask(question);
    const card = cardsOf(events).product_cards![0]!;
    expect([card.brand, card.specs?.['型号']]).toEqual(['小米', '15']);
    await expectToolFigures(answerText(events), card.id);
    expect(reasoningText(events)).toMatch(/问题里点名的「小米 15」/);
  });

  it('uses the product of the previous answer, and admits it cannot predict prices', async () => {
    const first = await h.ask('索尼WH-1000XM5现在值得买吗');
    const events = await h.ask('最近会降价吗', { history: [turn('索尼WH-1000XM5现在值得买吗', first)] });
    const answer = answerText(events);
    expect(answer).toContain('价格以后会不会降，我没法预知');
    const id = productIdsIn(answerText(first))[0]!;
    expect(cardsOf(events).product_cards![0]!.id).toBe(id);
    await expectToolFigures(answer, id);
  });

  it('picks by position from a list, and asks which when the list is ambiguous', async () => {
    const first = await h.ask('2000元以内的降噪耳机');
    const listed = productIdsIn(answerText(first));
    const history = [turn('2000元以内的降噪耳机', first)];
    const second = await h.ask('第二款现在值得买吗', { history });
    expect(cardsOf(second).product_cards![0]!.id).toBe(listed[1]);
    const ask = await h.ask('这个价格划算吗', { history });
    expect(shape(ask)).toEqual(['plan', 'answer_before_load', 'answer', 'cards_load', 'finish']);
    expect(answerText(ask)).toMatch(/上一条回答里有 4 款商品，你想看价格走势的是哪一款？/);
    expect(cardsOf(ask).product_cards!.map((c) => c.id)).toEqual(listed);
    expect(nextSteps(ask)[0]).toMatch(/现在值得买吗？$/);
  });

  it.each(['多少钱', '这几款多少钱', '价格呢', '都多少钱？'])('%s after a list: every shown price in one table', async (q) => {
    const first = await h.ask('2000元以内的降噪耳机');
    const listed = productIdsIn(answerText(first));
    const events = await h.ask(q, { history: [turn('2000元以内的降噪耳机', first)] });
    const answer = answerText(events);
    expect(answer).toContain(`上一条回答里的 ${listed.length} 款，现在的价格`);
    expect(answer).toContain('| 商品 | 现价 | 商城 | 近180天最低 | 建议 |');
    expect(productIdsIn(answer)).toEqual(expect.arrayContaining(listed));
    expect(cardsOf(events).product_cards!.map((c) => c.id)).toEqual(listed);
  });

  it.each([
    ['这个价格划算吗', /你想看价格走势的是哪件商品？/],
    ['小米99现在值得买吗', /^商品库里没有找到「小米99」。/],
    ['耳机现在值得买吗', /^「耳机」是一个品类，不是具体的型号。/],
  ])('%s: asks instead of guessing', async (question, pattern) => {
    const events = await h.ask(question);
    expect(answerText(events)).toMatch(pattern);
    expect(events.some((e) => e.status === 'cards_load' || e.status === 'search')).toBe(false);
    expect(nextSteps(events).length).toBeGreaterThan(1);
  });
});
