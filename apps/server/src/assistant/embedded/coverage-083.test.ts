import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { productCardsOf } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 083 over real HTTP: the things shoppers name that the catalog lacked (拍立得, 手柄,
 * 云台, 自拍杆, 挂烫机) and current phones are found, and a pad asked for by its console fits it.
 */
describe('things shoppers name have a home in the catalog (decision 083)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  const titlesOf = async (q: string) => productCardsOf(await (await newChat(s))(q)).map((c) => String(c.title));

  it.each<[string, RegExp]>([
    ['拍立得推荐', /拍立得相机/],
    ['富士拍立得 一千以内', /^富士 instax .*拍立得相机/],
    ['想买个游戏手柄', /游戏手柄/],
    ['八位堂手柄', /^八位堂 .*游戏手柄/],
    ['手机云台推荐', /手机稳定器/],
    ['大疆云台', /^大疆 Osmo Mobile/],
    ['自拍杆', /自拍杆/],
    ['云台摄像头', /摄像头/],
    ['熨斗推荐', /挂烫机/],
    ['出差用的手持挂烫机', /手持挂烫机/],
  ])('%s lists only %s', async (q, title) => {
    const titles = await titlesOf(q);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !title.test(t))).toEqual([]);
  });

  it.each<[string, RegExp, RegExp]>([
    ['ps5手柄', /DualSense/, /Xbox|Switch/],
    ['xbox手柄', /Xbox/, /DualSense|Switch/],
    ['switch手柄推荐', /游戏手柄/, /Xbox|DualSense|家用游戏机/],
    ['电脑用的手柄 两百以内', /游戏手柄/, /Switch Pro/],
  ])('%s: a pad that fits (%s), never %s', async (q, fits, never) => {
    const titles = await titlesOf(q);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !fits.test(t) || never.test(t))).toEqual([]);
  });

  it.each<[string, string]>([
    ['小米15 Pro', '小米 15 Pro '],
    ['华为mate70', '华为 Mate 70 '],
    ['iPhone 17 pro max多少钱', '苹果 iPhone 17 Pro Max '],
    ['三星s25 ultra', '三星 Galaxy S25 Ultra '],
  ])('%s shows %s', async (q, model) => {
    const titles = await titlesOf(q);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !t.startsWith(model))).toEqual([]);
  });
});
