import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import { createTestUser, startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, postSse, productCardsOf, type SseResult } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 079 over real HTTP: each dialogue act asked in the middle of a shopping conversation
 * shows none of the topic's products and the topic goes on after it; a vague ask's chip answer is
 * used; an unrecognised photo with words searches by the words and says what it used.
 */
const cardsOf = productCardsOf;
const textOf = answerText;
const refused = (r: SseResult) => r.frames.some((f) => f.frame.status === 'risk');

describe('decision 079 acts over HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  it.each([
    ['哈哈', /哈哈，/],
    ['好的', /好的。/],
    ['666', /谢谢夸奖/],
    ['晚安', /不着急/],
    ['客服电话多少', /联系客服/],
    ['我头疼是什么病', /购物助手/],
    ['写个快速排序', /购物助手/],
    ['你是机器人吗', /购物助手/],
  ])('空气炸锅 → %s: no air fryers, then 三百以内的 narrows the air fryers', async (act, said) => {
    const ask = await newChat(s);
    expect(cardsOf(await ask('空气炸锅推荐')).length).toBeGreaterThan(0);
    const mid = await ask(act);
    expect(cardsOf(mid)).toEqual([]);
    expect(refused(mid)).toBe(false);
    expect(textOf(mid)).toMatch(said);
    const after = cardsOf(await ask('三百以内的'));
    expect(after.length).toBeGreaterThan(0);
    for (const c of after) {
      expect(c.category).toBe('空气炸锅');
      expect(c.price).toBeLessThanOrEqual(300);
    }
  });

  it.each(['买个微信号', '破解版photoshop', '针孔摄像头', 'LV包包有没有仿的'])(
    '吹风机 → %s is refused without products, and the topic goes on',
    async (act) => {
      const ask = await newChat(s);
      await ask('吹风机推荐');
      const mid = await ask(act);
      expect(refused(mid)).toBe(true);
      expect(cardsOf(mid)).toEqual([]);
      const after = cardsOf(await ask('三百以内的'));
      expect(after.length).toBeGreaterThan(0);
      for (const c of after) expect(c.category).toBe('吹风机');
    },
  );

  it('想买点运动的 asks which kind, and the chip answered is searched', async () => {
    const ask = await newChat(s);
    const first = await ask('想买点运动的');
    expect(cardsOf(first)).toEqual([]);
    const cards = first.frames.find((f) => f.frame.status === 'cards_load')?.frame.content;
    expect(cards?.buttons?.length).toBeGreaterThan(0);
    const chosen = cardsOf(await ask('瑜伽垫'));
    expect(chosen.length).toBeGreaterThan(0);
    for (const c of chosen) expect(c.category).toBe('瑜伽垫');
  });

  it('an unrecognised photo with 图里这个保温杯哪里买 searches 保温杯, says so, and reports no pointing word as a miss', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(
      s.baseUrl,
      CHAT_ENDPOINTS.chatV2,
      { question: '图里这个保温杯哪里买 有同款吗', question_img: '/media/uploads/u_1/photo.jpg', is_new_chat: true },
      u.headers,
    );
    const cards = cardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.category).toBe('保温杯');
    expect(textOf(r)).toContain('按你文字里说的「保温杯」');
    expect(textOf(r)).not.toMatch(/没有和「[^」]*(?:图里|哪里|同款)/);
  });
});
