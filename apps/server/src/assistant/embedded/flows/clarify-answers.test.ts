import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, cardsOf, conversation, startEngine, type EngineHarness } from '#server/testing/embedded-engine';
import { recipientOf } from '../language/gift';

/** Decision 039: a typed answer to a clarifying question completes the ask, with the ask's budget. */
describe('answers to a clarifying question', () => {
  let h: EngineHarness;
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  it.each<[ask: string, label: string]>([
    ['预算五百 送人', '500元以内'],
    ['推荐个礼物 两百块左右', '200元左右'],
    ['想买点厨房用的 300以内', '300元以内'],
    ['有什么好东西推荐 预算1000', '1000元以内'],
  ])('%s: asks only what is open, and its chips keep the budget', async (ask, label) => {
    const events = await conversation(h).say(ask);
    expect(answerText(events)).toContain(`我按${label}帮你挑`);
    expect(answerText(events)).not.toContain('预算大概多少');
    expect(cardsOf(events).product_cards ?? []).toEqual([]);
    const chips = (cardsOf(events).buttons ?? []).map((b) => b.button_text);
    expect(chips.length).toBeGreaterThan(1);
    expect(chips.every((c) => c.endsWith(`，${label}`))).toBe(true);
  });

  it.each<[ask: string, answer: string, recipient: string, max: number | undefined]>([
    ['预算五百 送人', '女朋友', '女朋友', 500],
    ['推荐个礼物', '送我妈', '我妈', undefined],
    ['推荐个礼物', '给老公', '老公', undefined],
    ['送什么礼物好 300以内', '同事', '同事', 300],
  ])("%s → %s: presents for the one named, within the ask's budget", async (ask, answer, recipient, max) => {
    const chat = conversation(h);
    await chat.say(ask);
    const events = await chat.say(answer);
    expect(answerText(events)).toMatch(new RegExp(`^送${recipient}的礼物`));
    const cards = cardsOf(events).product_cards!;
    expect(cards.length).toBeGreaterThan(1);
    if (max !== undefined) expect(cards.every((c) => c.price <= max)).toBe(true);
  });

  it('a category typed after an area ask keeps the budget the ask came with', async () => {
    const chat = conversation(h);
    await chat.say('想买点厨房用的 300以内');
    const events = await chat.say('电饭煲');
    const cards = cardsOf(events).product_cards!;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === '电饭煲' && c.price <= 300)).toBe(true);
  });

  it('an answer with its own budget keeps its own', async () => {
    const chat = conversation(h);
    await chat.say('想买点厨房用的 300以内');
    const events = await chat.say('电饭煲 500以内的');
    expect(cardsOf(events).product_cards!.some((c) => c.price > 300)).toBe(true);
  });

  // Decision 041: the answer to an area ask narrows to the area's categories, keeps its budget,
  // searches none of its words, and spreads over the categories.
  it.each<[ask: string, answer: string, names: string[], max: number]>([
    ['想买点厨房用的', '做饭省事点的 一千以内', ['电饭煲', '空气炸锅', '破壁机', '电热水壶'], 1000],
    ['家里想添个电器', '厨房用的 做饭省事点 一千以内', ['电饭煲', '空气炸锅', '破壁机', '电热水壶'], 1000],
    ['最近想买点数码产品', '一千以内的就行', ['手机', '真无线耳机', '平板电脑', '智能手表'], 1000],
  ])('%s → %s: the area asked about, within the budget', async (ask, answer, names, max) => {
    const chat = conversation(h);
    expect(cardsOf(await chat.say(ask)).product_cards ?? []).toEqual([]);
    const events = await chat.say(answer);
    const cards = cardsOf(events).product_cards!;
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.every((c) => names.includes(c.category ?? '') && c.price <= max)).toBe(true);
    expect(new Set(cards.map((c) => c.category)).size).toBeGreaterThan(1);
    expect(answerText(events)).not.toContain('直接对得上');
  });

  it('a present category ruled out (香水她不喜欢 换别的) gives the other presents within the budget', async () => {
    const chat = conversation(h);
    const first = cardsOf(await chat.say('女朋友生日快到了 送啥好 800以内')).product_cards!;
    expect(first.some((c) => c.category === '香水')).toBe(true);
    const cards = cardsOf(await chat.say('香水她不喜欢 换别的')).product_cards!;
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.every((c) => c.category !== '香水' && c.price <= 800)).toBe(true);
  });

  it('a recipient named without a gift ask is not a present (女朋友 on its own)', async () => {
    const events = await conversation(h).say('女朋友');
    expect(answerText(events)).not.toMatch(/^送女朋友的礼物/);
  });
});

describe('recipientOf', () => {
  it.each<[question: string, said: string | null]>([
    ['女朋友', '女朋友'],
    ['送我妈', '我妈'],
    ['给刚出生的小宝宝', '刚出生'],
    ['孩子的礼物', '孩子'],
    ['送班主任', '班主任'],
    ['给丈母娘买点啥', '丈母娘'],
    ['随便', null],
  ])('%s → %s', (question, said) => {
    expect(recipientOf(question)?.said ?? null).toBe(said);
  });
});
