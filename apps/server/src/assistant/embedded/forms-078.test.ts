import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { answerText, productCardsOf } from '#server/testing/sse-client';
import { newChat } from '#server/testing/chat-turns';

/**
 * Decision 078 over real HTTP: malls ruled out, things ruled out by 排除掉 / 去掉, comparisons of
 * two brands' models, orders by rating and sales, budgets with several stated values.
 */
describe('known defects of issue 19, fixed by family (decision 078)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' }, now: () => Date.parse('2026-09-18T04:00:00Z') });
  });
  afterAll(async () => s?.close());

  it.each<[string, string[]]>([
    ['不要拼多多的 耳机', ['拼多多']],
    ['扫地机 别在淘宝买', ['天猫']],
    ['吹风机 除了京东都行', ['京东']],
    ['手机 京东和天猫都不要', ['京东', '天猫']],
  ])('%s shows no listing of %j', async (q, malls) => {
    const r = await (await newChat(s))(q);
    const cards = productCardsOf(r);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((c) => malls.includes(String(c.mall)))).toEqual([]);
    expect(answerText(r)).toContain(`不看${malls.join('、')}上的`);
  });

  it('pdd的也不要 after 别在淘宝买 keeps both malls out; 还是京东吧 shows 京东 only', async () => {
    const say = await newChat(s);
    await say('扫地机 别在淘宝买');
    const both = productCardsOf(await say('pdd的也不要'));
    expect(both.length).toBeGreaterThan(0);
    expect(both.filter((c) => ['天猫', '拼多多'].includes(String(c.mall)))).toEqual([]);
    const jd = productCardsOf(await say('还是京东吧'));
    expect(jd.length).toBeGreaterThan(0);
    expect(jd.every((c) => c.mall === '京东')).toBe(true);
  });

  it.each<[string, string]>([
    ['咖啡机 德龙排除掉', '德龙'],
    ['咖啡机 把德龙去掉', '德龙'],
    ['扫地机 去掉科沃斯', '科沃斯'],
    ['手机 苹果排除在外', '苹果'],
  ])('%s shows no %s', async (q, brand) => {
    const cards = productCardsOf(await (await newChat(s))(q));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((c) => c.brand === brand)).toEqual([]);
  });

  it.each<[string, RegExp]>([
    ['不要纯棉的T恤', /纯棉|全棉/],
    ['不要纯棉T恤', /纯棉|全棉/],
    ['洗衣机 把滚筒的去掉', /滚筒/],
  ])('%s shows none of %s', async (q, shown) => {
    const cards = productCardsOf(await (await newChat(s))(q));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((c) => shown.test(String(c.title)))).toEqual([]);
  });

  it('德龙排除掉 after a list of coffee machines leaves 德龙 out', async () => {
    const say = await newChat(s);
    await say('咖啡机推荐');
    const cards = productCardsOf(await say('德龙排除掉'));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((c) => c.brand === '德龙')).toEqual([]);
  });

  /** The ratings of the numbered picks, in the order shown. */
  const ratings = (text: string) => [...text.matchAll(/^\d+\. .*\n\s+.*?评分(\d\.\d)/gm)].map((m) => Number(m[1]));

  it.each(['评分最高的耳机', '好评最多的扫地机', '口碑最好的吹风机', '两千以内评分最高的扫地机'])(
    '%s lists the best rated first and says so',
    async (q) => {
      const text = answerText(await (await newChat(s))(q));
      expect(text).toContain('按评分从高到低');
      const shown = ratings(text);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
      expect(text).not.toContain('直接对得上');
    },
  );

  it.each(['销量最高的手机', '卖得最好的空气炸锅', '最火的电动牙刷', '人气最高的显示器'])(
    '%s says it lists by sales',
    async (q) => {
      const r = await (await newChat(s))(q);
      expect(answerText(r)).toContain('按销量从高到低');
      expect(productCardsOf(r).length).toBeGreaterThan(1);
      expect(answerText(r)).not.toContain('直接对得上');
    },
  );

  it.each<[string, RegExp, RegExp]>([
    ['猫砂推荐', /猫砂(?!盆)/, /猫砂盆/],
    ['猫砂盆推荐', /猫砂盆/, /豆腐|膨润土|混合/],
    ['智能猫砂盆', /猫砂盆/, /豆腐|膨润土|混合/],
    ['手搭帐篷', /帐篷/, /速开|全自动/],
  ])('%s shows only %s, never %s', async (q, wanted, never) => {
    const cards = productCardsOf(await (await newChat(s))(q));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => wanted.test(String(c.title)) && !never.test(String(c.title)))).toBe(true);
  });

  it('小米14 pro vs vivo x200 compares no laptop: the 小米 side is looked up among phones', async () => {
    const r = await (await newChat(s))('小米14 pro vs vivo x200');
    expect(answerText(r)).toContain('没有找到「小米14 pro」');
    expect(productCardsOf(r).map((c) => c.brand)).toEqual(['vivo']);
    expect(answerText(r)).not.toContain('笔记本');
  });

  it.each<[string, string[]]>([
    ['小米15 VS vivo x200 pro', ['小米', 'vivo']],
    ['华为mate70和iphone16哪个好', ['华为', '苹果']],
    ['索尼xm5跟bose qc ultra哪个好', ['索尼', 'Bose']],
    ['石头p20 pro还是科沃斯t30哪个好', ['石头', '科沃斯']],
    ['小米手环9对比华为手表gt5', ['小米', '华为']],
    ['联想小新和华为matebook比一下', ['联想', '华为']],
    ['苹果 airpods pro 2 和 华为 freebuds pro 4 哪个好', ['苹果', '华为']],
  ])('%s compares one model of each brand, of one kind', async (q, brands) => {
    const r = await (await newChat(s))(q);
    const cards = productCardsOf(r);
    expect(cards.map((c) => c.brand)).toEqual(brands);
    expect(answerText(r)).toContain('参数对比');
  });

  it.each<[string, string, RegExp]>([
    ['4K 27寸显示器 800以内', '800元以内没有「4K」的显示器', /4K/],
    ['32寸 2K显示器 一千以内', '1000元以内没有「32英寸」的显示器', /32英寸/],
  ])('%s keeps the budget and says which value it let go, and what keeping it costs', async (q, said, value) => {
    const r = await (await newChat(s))(q);
    const text = answerText(r);
    expect(text).toContain(said);
    expect(text).toMatch(/满足的最便宜是/);
    expect(text).toContain('放宽了');
    expect(text).not.toContain('直接对得上');
    expect(value.test(text)).toBe(true);
  });

  it('27寸 2K 显示器 一千五以内 holds the size, the resolution and the budget', async () => {
    const cards = productCardsOf(await (await newChat(s))('27寸 2K 显示器 一千五以内'));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => Number(c.price) <= 1500 && /27英寸/.test(String(c.title)))).toBe(true);
  });
});
