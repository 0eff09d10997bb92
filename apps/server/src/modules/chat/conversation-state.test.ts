import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { createTestUser } from '../../testing/harness';
import { postSse, type SseResult } from '../../testing/sse-client';

/** A server on a data directory that outlives it (a restart, or a second instance of the same data). */
async function serverOn(dataDir: string): Promise<{ app: App; baseUrl: string }> {
  const app = await buildApp(testConfig(dataDir, { CATALOG_PRODUCTS: '2000' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  return { app, baseUrl: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` };
}

const cards = (r: SseResult): string[] =>
  (r.frames.find((f) => f.frame.status === 'cards_load')?.frame.content.product_cards ?? []).map((c) => c.id);
const text = (r: SseResult): string =>
  r.frames
    .filter((f) => f.frame.status === 'answer')
    .map((f) => f.frame.content.content ?? '')
    .join('');

describe('the conversation state is kept with the chat', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-state-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a restarted (or another) server continues the same conversation: 第二款 is the second item shown', async () => {
    const first = await serverOn(dataDir);
    const u = await createTestUser(first.app);
    const listed = cards(await postSse(first.baseUrl, '/api/v2/chat', { question: '2000元以内的降噪耳机' }, u.headers));
    expect(listed.length).toBeGreaterThan(2);
    const stored = await first.app.ctx.db.kysely
      .selectFrom('questions')
      .select('conversation_state')
      .where('user_id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.conversation_state!)).toMatchObject({ topic: 'shopping', shown: listed });
    await first.app.close();

    const second = await serverOn(dataDir);
    const follow = await postSse(second.baseUrl, '/api/v2/chat', { question: '第二款怎么样' }, u.headers);
    expect(cards(follow)[0]).toBe(listed[1]);
    const cheaper = await postSse(second.baseUrl, '/api/v2/chat', { question: '有没有再便宜点的' }, u.headers);
    const products = await second.app.ctx.db.kysely
      .selectFrom('products')
      .select(['id', 'category_id', 'price'])
      .where('id', 'in', cards(cheaper))
      .execute();
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(['anc-headphones', 'tws-earbuds']).toContain(p.category_id);
      expect(Number(p.price)).toBeLessThanOrEqual(2000);
    }

    // Another user's 第二款 points at nothing: states are never shared.
    const other = await createTestUser(second.app);
    const lonely = await postSse(second.baseUrl, '/api/v2/chat', { question: '第二款怎么样' }, other.headers);
    expect(cards(lonely)).toEqual([]);
    expect(text(lonely)).toMatch(/还没有给你推荐过商品/);
    await second.app.close();
  });

  it('each v1 session has its own state', async () => {
    const server = await serverOn(dataDir);
    const u = await createTestUser(server.app);
    const one = await postSse(server.baseUrl, '/api/v1/chat', { question: '推荐几款扫地机器人' }, u.headers);
    const sessionId = one.frames[0]!.frame.content.session_id!;
    const fresh = await postSse(server.baseUrl, '/api/v1/chat', { question: '第一款怎么样' }, u.headers);
    expect(text(fresh)).toMatch(/还没有给你推荐过商品/);
    const again = await postSse(server.baseUrl, '/api/v1/chat', { question: '第一款怎么样', session_id: sessionId }, u.headers);
    expect(text(again)).toMatch(/第1款/);
    await server.app.close();
  });

  it('is_new_chat starts afresh: 第二款 after a new chat points at nothing, and the old need is not reused', async () => {
    const server = await serverOn(dataDir);
    const u = await createTestUser(server.app);
    const listed = cards(await postSse(server.baseUrl, '/api/v2/chat', { question: '2000元以内的降噪耳机' }, u.headers));
    expect(listed.length).toBeGreaterThan(1);
    const fresh = await postSse(server.baseUrl, '/api/v2/chat', { question: '第二款怎么样', is_new_chat: true }, u.headers);
    expect(cards(fresh)).toEqual([]);
    expect(text(fresh)).toMatch(/还没有给你推荐过商品/);
    // Within the new chat the follow-ups read the new chat's state.
    await postSse(server.baseUrl, '/api/v2/chat', { question: '豆浆机', is_new_chat: true }, u.headers);
    const cheaper = await postSse(server.baseUrl, '/api/v2/chat', { question: '有没有再便宜点的' }, u.headers);
    const products = await server.app.ctx.db.kysely
      .selectFrom('products')
      .select(['category_id'])
      .where('id', 'in', cards(cheaper))
      .execute();
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.category_id === 'blenders')).toBe(true);
    await server.app.close();
  });
});
