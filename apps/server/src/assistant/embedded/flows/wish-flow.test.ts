import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishService } from '#server/modules/wish/service';
import { createTestUser } from '#server/testing/harness';
import {
  answerText,
  cardsOf,
  nextSteps,
  SEARCHED_ANSWER,
  shape,
  startEngine,
  turn,
  type EngineHarness,
} from '#server/testing/embedded-engine';
import { yuan } from '../format';
import { productIdsIn } from '../dialogue/product-context';
import type { PriceFacts } from '../render/price-report';
import { targetPriceOf as parseTargetPrice } from '../language/turn-words';

describe('parseTargetPrice', () => {
  it.each<[string, number | null]>([
    ['索尼WH-1000XM5降到1500提醒我', 1500],
    ['目标价1500', 1500],
    ['目标价设为 899.5', 899.5],
    ['一千五以下通知我', 1500],
    ['跌到两千告诉我', 2000],
    ['加入心愿单', null],
  ])('%s → %s', (q, price) => {
    expect(parseTargetPrice(q)).toBe(price);
  });
});

describe('wish-list flows', () => {
  let h: EngineHarness;
  const wishes = () => wishService(h.server.app.ctx.db, h.server.app.ctx.now);
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  /** A fresh user, so each test sees only its own wish list. */
  const freshUser = async () => (await createTestUser(h.server.app)).userId;

  it('adds a product named in the question, and it is stored', async () => {
    const userId = await freshUser();
    const events = await h.ask('把索尼WH-1000XM5加入心愿单', { userId });
    expect(shape(events)).toEqual(SEARCHED_ANSWER);
    const [item] = cardsOf(events).wish_cards!;
    expect(item!.product.specs?.['型号']).toBe('WH-1000XM5');
    expect((await wishes().list(userId)).map((w) => w.product.id)).toEqual([item!.product.id]);
    expect(answerText(events)).toMatch(/^已把 \*\*\[索尼 WH-1000XM5.*\]\(\/item-detail\?id=p_\d+\)\*\* 加入心愿单，现价 ¥\d+/);
    // Offered once: as the answer's button, not again as a chip.
    expect(cardsOf(events).buttons?.map((b) => b.button_text)).toEqual(['看看我的心愿单']);
    expect(nextSteps(events)).not.toContain('看看我的心愿单');
  });

  it('after a recommendation, lets the user choose which product and stores nothing yet', async () => {
    const userId = await freshUser();
    const first = await h.ask('2000元以内的降噪耳机', { userId });
    const listed = productIdsIn(answerText(first));
    const events = await h.ask('加入心愿单', { userId, history: [turn('2000元以内的降噪耳机', first)] });
    const cards = cardsOf(events);
    expect(cards.wish_select_cards!.map((c) => c.id)).toEqual(listed);
    expect(cards.button_type).toBe(1);
    expect(cards.buttons!.map((b) => [b.sub_type, b.button_url])).toEqual(listed.map((id) => [1, `/wish?product_id=${id}`]));
    expect(await wishes().list(userId)).toEqual([]);

    await h.ask('把第二款加入心愿单', { userId, history: [turn('2000元以内的降噪耳机', first)] });
    expect((await wishes().list(userId)).map((w) => w.product.id)).toEqual([listed[1]]);
  });

  it('adds the attached card directly', async () => {
    const userId = await freshUser();
    await h.ask('加入心愿单', { userId, productCardUrl: '/item-detail?id=p_000037' });
    expect((await wishes().list(userId)).map((w) => w.product.id)).toEqual(['p_000037']);
  });

  it('sets a target price, compared with the 180-day low from the price_history tool', async () => {
    const userId = await freshUser();
    const events = await h.ask('索尼WH-1000XM5降到1500提醒我', { userId });
    const [stored] = await wishes().list(userId);
    expect(stored).toMatchObject({ target_price: 1500, reached: false });
    const f = (await h.tool('price_history', { product_id: stored!.product.id })) as unknown as PriceFacts;
    const answer = answerText(events);
    expect(answer).toContain(`目标价 ¥1500，比现价 ${yuan(stored!.product.price)} 低 ${yuan(stored!.product.price - 1500)}`);
    expect(answer).toContain(`${yuan(f.lowest)}（${f.lowest_day}）`);
    expect(cardsOf(events).wish_cards![0]).toMatchObject({ target_price: 1500 });
  });

  it('a target at or above the price is reached at once', async () => {
    const userId = await freshUser();
    const events = await h.ask('目标价99999', { userId, productCardUrl: '/item-detail?id=p_000001' });
    expect(cardsOf(events).wish_cards![0]).toMatchObject({ target_price: 99999, reached: true });
    expect(answerText(events)).toMatch(/已经不高于目标价 ¥99999，想要可以直接下单/);
  });

  it('shows the list with targets and which have been reached', async () => {
    const userId = await freshUser();
    await h.ask('把索尼WH-1000XM5加入心愿单', { userId });
    await h.ask('目标价99999', { userId, productCardUrl: '/item-detail?id=p_000037' });
    const events = await h.ask('看看我的心愿单', { userId });
    const items = await wishes().list(userId);
    expect(cardsOf(events).wish_cards).toEqual(items);
    const answer = answerText(events);
    expect(answer).toMatch(/^你的心愿单里有 2 件商品，其中 1 件已降到目标价：/);
    expect(answer).toContain('| 商品 | 现价 | 目标价 | 状态 |');
    expect(answer).toContain('未设目标价');
    expect(answer).toContain('已到目标价');
  });

  it('an empty list is said plainly; a request without any product asks which', async () => {
    const userId = await freshUser();
    expect(answerText(await h.ask('看看我的心愿单', { userId }))).toMatch(/^你的心愿单还是空的/);
    const events = await h.ask('加入心愿单', { userId });
    expect(answerText(events)).toMatch(/你想加入心愿单的是哪件商品？/);
    expect(await wishes().list(userId)).toEqual([]);
  });
});
