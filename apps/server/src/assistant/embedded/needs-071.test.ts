import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, postSse, productCardsOf, type SseResult } from '#server/testing/sse-client';

/**
 * Decision 071 over real HTTP: a chat that starts with a need said as a problem, a scene or a
 * device to fit gets the products that answer it.
 */
const cardsOf = productCardsOf;
const textOf = answerText;

describe('needs said as problems, scenes and devices to fit (decision 071)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  async function ask(question: string): Promise<SseResult> {
    const u = await createTestUser(s.app);
    return postSse(s.baseUrl, '/api/v2/chat', { question, is_new_chat: true }, u.headers);
  }

  it.each<[string, RegExp]>([
    ['头发掉得厉害', /洗发水/],
    ['自来水水垢太多', /净水器/],
    ['上班没人在家喂猫', /喂食器/],
    ['去海边潜水拍照用', /运动相机/],
    ['杀鱼用的刀', /刀具/],
    ['长途自驾 车上用的', /汽车坐垫|车载|行车记录仪/],
  ])('%s lists only %s', async (q, title) => {
    const cards = cardsOf(await ask(q));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.title, q).toMatch(title);
  });

  it('孩子有点近视 写作业灯光不好 is desk lamps for the child, no present', async () => {
    const r = await ask('孩子有点近视 写作业灯光不好');
    expect(cardsOf(r)[0]?.title).toMatch(/台灯/);
    expect(textOf(r)).not.toContain('礼物');
  });

  it('露营用的 lists tents among its picks; 长途自驾 says nothing of a luggage size', async () => {
    expect(cardsOf(await ask('露营用的')).some((c) => /帐篷/.test(c.title))).toBe(true);
    expect(textOf(await ask('长途自驾 车上用的'))).not.toContain('英寸');
  });

  it('能给笔记本充电的充电宝 lists power banks of 65W or more, no laptop', async () => {
    const r = await ask('能给笔记本充电的充电宝');
    const cards = cardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.title).toMatch(/充电宝/);
    expect(textOf(r)).not.toMatch(/输出(22\.5|30)W/);
  });

  it('老款iPhone用的Lightning快充线 lists Lightning cables of any brand', async () => {
    const r = await ask('老款iPhone用的Lightning快充线');
    const cards = cardsOf(r);
    expect(cards.length).toBeGreaterThan(1);
    for (const c of cards) expect(c.title).toMatch(/数据线/);
    expect(textOf(r)).toContain('USB-C转Lightning');
    expect(textOf(r)).not.toMatch(/USB-[AC]转USB-C/);
  });
});
