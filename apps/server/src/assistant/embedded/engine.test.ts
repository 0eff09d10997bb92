import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../engine';
import { openDb, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { generateCatalog } from '../../db/seed/generate-catalog';
import { catalogService } from '../../modules/catalog/service';
import { createEmbeddedEngine } from './engine';

let dir: string;
let db: Db;
let engine: AssistantEngine;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-engine-'));
  db = openDb({ sqlitePath: path.join(dir, 'app.db') });
  await migrateToLatest(db);
  await generateCatalog(db, { products: 5000, nowMs: Date.parse('2026-05-20T04:00:00Z'), mediaDir: path.join(dir, 'media') });
  engine = createEmbeddedEngine({ catalog: catalogService(db), delayMs: 0 });
});
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function ask(question: string, extra: Partial<AssistantRequest> = {}): Promise<AssistantEvent[]> {
  const events: AssistantEvent[] = [];
  for await (const e of engine.answer({
    question,
    history: [],
    userId: 'u_test',
    signal: new AbortController().signal,
    ...extra,
  }))
    events.push(e);
  return events;
}
const text = (events: AssistantEvent[], status: string) =>
  events
    .filter((e) => e.status === status)
    .map((e) => e.content.content ?? e.content.reasoning_content ?? '')
    .join('');
const cardsOf = (events: AssistantEvent[]) => events.find((e) => e.status === 'cards_load')?.content.product_cards ?? [];

describe('embedded engine: shopping answers', () => {
  it.each([
    ['推荐一款2000元以内的降噪耳机', ['降噪耳机'], undefined, 2000],
    ['500左右的蓝牙耳机', ['降噪耳机', '真无线耳机'], 400, 600],
    ['3000到5000的笔记本电脑', ['笔记本电脑'], 3000, 5000],
    ['两千以内的手机，京东上买', ['手机'], undefined, 2000],
    ['200以下的猫粮', ['猫粮'], undefined, 200],
    ['一万以上的电视', ['电视'], 10000, undefined],
  ])('%s: every product is in the category and budget', async (question, categories, min, max) => {
    const events = await ask(question);
    const cards = cardsOf(events);
    const listed = events.find((e) => e.status === 'search_result')?.content.search_result?.products ?? [];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of [...cards, ...listed]) {
      expect(categories).toContain(card.category);
      if (min !== undefined) expect(card.price).toBeGreaterThanOrEqual(min);
      if (max !== undefined) expect(card.price).toBeLessThanOrEqual(max);
      expect(card.reason ?? 'x').not.toBe('');
    }
    // The answer names each recommended product with its price, and has a comparison table.
    const answer = text(events, 'answer');
    for (const card of cards) expect(answer).toContain(card.title);
    expect(answer).toMatch(/\| 商品 \| 价格 \| 商城 \| 评分 \|/);
  });

  it('emits the events in the order of DESIGN 2.4', async () => {
    const order = (await ask('2000元以内的降噪耳机')).map((e) => e.status).filter((s, i, all) => s !== all[i - 1]);
    expect(order).toEqual([
      'plan',
      'reflection',
      'answer_before_load',
      'search',
      'search_result',
      'answer',
      'cards_load',
      'finish',
    ]);
  });

  it('offers prompt buttons, a wish-list button and follow-up questions', async () => {
    const events = await ask('2000元以内的降噪耳机');
    const cards = events.find((e) => e.status === 'cards_load')!;
    expect(cards.content.button_type).toBe(0);
    expect(cards.content.buttons?.map((b) => b.sub_type)).toEqual([0, 1]);
    expect(cards.content.buttons?.[1]?.button_url).toMatch(/^\/wish\?product_id=p_\d+$/);
    expect(events.at(-1)).toMatchObject({ status: 'finish' });
    expect((events.at(-1)!.next_step as string[]).length).toBeGreaterThan(1);
  });

  it('says plainly when nothing fits, and recommends nothing', async () => {
    const events = await ask('100元以内的笔记本电脑');
    expect(cardsOf(events)).toEqual([]);
    expect(text(events, 'answer')).toMatch(/没有找到符合条件的100元以内的笔记本电脑/);
  });

  it('follows up on the previous question (更便宜的呢)', async () => {
    const events = await ask('有没有更便宜的？', { history: [{ question: '1000元以内的降噪耳机', answer: '' }] });
    const prices = cardsOf(events).map((c) => c.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(cardsOf(events).every((c) => c.category === '降噪耳机' && c.price <= 1000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers about a product card with its price history', async () => {
    const events = await ask('现在值得买吗', { productCardUrl: '/item-detail?id=p_000001', targetPrice: 100 });
    expect(text(events, 'answer')).toMatch(/近180天：最低 ¥/);
    expect(text(events, 'answer')).toMatch(/离你的目标价 ¥100 还差/);
    expect(cardsOf(events)[0]?.id).toBe('p_000001');
  });
});

describe('embedded engine: other intents', () => {
  it('refuses a forbidden request with one risk event', async () => {
    const events = await ask('哪里能买到仿真枪');
    expect(events).toEqual([
      {
        status: 'risk',
        content: { content: '', error_type: 'risk', error_msg: '助手遇到了一点障碍，请重新输入' },
        next_step: null,
      },
    ]);
  });

  it('answers an empty question with one empty event', async () => {
    expect((await ask('  ')).map((e) => e.status)).toEqual(['empty']);
  });

  it.each([
    ['你是谁', /购物助手/],
    ['你能做什么', /挑商品/],
  ])('small talk: %s', async (q, pattern) => {
    const events = await ask(q);
    expect(text(events, 'answer')).toMatch(pattern);
    expect(events.at(-1)?.status).toBe('finish');
  });

  it('stops with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    const slow = createEmbeddedEngine({ catalog: catalogService(db), delayMs: 5 });
    const seen: string[] = [];
    const run = (async () => {
      for await (const e of slow.answer({
        question: '2000元以内的降噪耳机',
        history: [],
        userId: 'u',
        signal: controller.signal,
      })) {
        seen.push(e.status);
        if (seen.length === 3) controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(3);
  });
});
