import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, postSse, productCardsOf, type SseResult } from '#server/testing/sse-client';

/**
 * Decision 073 over real HTTP: a chat that starts with a need (a life event, a scene, a problem,
 * a device to fit, a present by age, a pet by breed) gets the products that answer it, and a
 * checklist is a list the next turn can refine.
 */
describe('needs said instead of a category (decision 073)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  async function chat(...questions: string[]): Promise<SseResult[]> {
    const u = await createTestUser(s.app);
    const out: SseResult[] = [];
    for (const [i, question] of questions.entries())
      out.push(await postSse(s.baseUrl, '/api/v2/chat', { question, is_new_chat: i === 0 }, u.headers));
    return out;
  }

  it.each<[string, RegExp, RegExp?]>([
    ['搬新家 厨房电器要配齐', /电饭煲|微波炉|电热水壶|空气炸锅|电磁炉|破壁机/],
    ['开学住校 要准备哪些', /台灯|插线板|四件套|收纳箱|双肩包|充电宝/, /耳机/],
    ['宝宝快出生了 要准备哪些', /拉拉裤|纸尿裤|奶瓶|奶粉|推车|座椅/, /摄像/],
    ['健身入门 家里要添点器材', /瑜伽垫|哑铃|跳绳|体脂秤|手表|手环/, /自行车|山地车|通勤车/],
    ['新车提了 车里要配点啥', /记录仪|车载|坐垫/],
    ['跑半马穿什么鞋', /跑步鞋/],
    ['出差老坐飞机 想买个降噪的', /降噪耳机/, /充电宝/],
    ['在高铁上看书用', /阅读器|平板/],
    ['看电脑一天眼睛干涩发酸', /台灯|眼部按摩/, /办公椅/],
    ['早上起不来 没时间做早饭', /电饭煲|破壁机|豆浆|微波炉/, /永生花|仿真花/],
    ['16寸的笔记本能装下的背包', /双肩包/, /笔记本电脑/],
    ['台式机加硬盘 要M.2的固态', /固态硬盘/, /台式电脑|移动固态/],
    ['中秋送长辈的礼盒', /茶|坚果|保健|酒|营养/, /按摩仪|血压计/],
    ['给十岁小朋友的生日礼物', /./, /无人机|山地车/],
    ['给我爸买个东西 他六十多了', /./],
    ['金毛吃的狗粮', /犬|狗/, /猫/],
  ])('%s lists %s', async (q, wanted, unwanted) => {
    const [r] = await chat(q);
    const cards = productCardsOf(r!);
    expect(cards.length, q).toBeGreaterThan(0);
    expect(
      cards.some((c) => wanted.test(c.title)),
      q,
    ).toBe(true);
    if (unwanted) for (const c of cards) expect(c.title, q).not.toMatch(unwanted);
  });

  it('帮我挑个电器 asks one question with chips, and shows nothing yet', async () => {
    const [r] = await chat('帮我挑个电器');
    expect(productCardsOf(r!)).toHaveLength(0);
    expect(answerText(r!)).toMatch(/哪一类/);
  });

  it('a checklist is a list: 第二个多少钱 after the new-home kitchen points into it', async () => {
    const [kit, second] = await chat('搬新家了 厨房小电器推荐一下', '第二个多少钱');
    const shown = productCardsOf(kit!);
    expect(shown.length).toBeGreaterThan(1);
    expect(answerText(second!)).toContain(shown[1]!.title.split(' ')[1]!);
  });
});
