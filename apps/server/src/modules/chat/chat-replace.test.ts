import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { postSse, shownOf } from '../../testing/sse-client';

const QUESTION = '推荐一款2000元以内的降噪耳机';

/** 重新回答 and 编辑 over HTTP (decision 027): the new question takes the old one's place. */
describe('a question that replaces an earlier one', () => {
  let s: TestServer;
  beforeAll(async () => {
    // A catalog big enough that a category under a budget has more than one answer's picks.
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '2000' } });
  });
  afterAll(async () => s?.close());

  const ask = async (who: { headers: Record<string, string> }, body: object) => {
    const r = await postSse(s.baseUrl, '/api/v2/chat', body, who.headers);
    expect(r.status).toBe(200);
    expect(r.done).toBe(true);
    return { id: r.frames[0]!.frame.content.question_id!, shown: shownOf(r.frames) };
  };
  const stored = async (who: { headers: Record<string, string> }) =>
    (await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, who.headers)).body.data.chat_history_detail_list as Array<{
      question_id: string;
      question: string;
    }>;

  it('重新回答: one turn is stored, and it recommends other products than the answer it replaced', async () => {
    const u = await createTestUser(s.app);
    const first = await ask(u, { question: QUESTION });
    expect(first.shown.productIds.length).toBeGreaterThan(0);
    const again = await ask(u, { question: QUESTION, replaces_question_id: first.id, regenerate: true });
    const list = await stored(u);
    expect(list.map((q) => q.question_id)).toEqual([again.id]);
    expect(again.shown.productIds.length).toBeGreaterThan(0);
    expect(again.shown.productIds.filter((id) => first.shown.productIds.includes(id))).toEqual([]);
    expect(again.shown.answer).not.toBe(first.shown.answer);
  });

  it('编辑: the edited question replaces the old one and is answered as asked', async () => {
    const u = await createTestUser(s.app);
    const before = await ask(u, { question: '你好' });
    const old = await ask(u, { question: QUESTION });
    const edited = await ask(u, { question: '推荐一款500元以内的蓝牙音箱', replaces_question_id: old.id });
    const list = await stored(u);
    expect(list.map((q) => q.question)).toEqual(['你好', '推荐一款500元以内的蓝牙音箱']);
    expect(list.map((q) => q.question_id)).toEqual([before.id, edited.id]);
  });

  it("another user's question is never removed", async () => {
    const alice = await createTestUser(s.app);
    const bob = await createTestUser(s.app);
    const hers = await ask(alice, { question: QUESTION });
    await ask(bob, { question: QUESTION, replaces_question_id: hers.id, regenerate: true });
    expect((await stored(alice)).map((q) => q.question_id)).toEqual([hers.id]);
  });

  it.each([
    [{ replaces_question_id: 'x'.repeat(101) }, 'replaces_question_id'],
    [{ regenerate: 'yes' }, 'regenerate'],
  ])('a bad field %j → 400', async (extra, field) => {
    const u = await createTestUser(s.app);
    const r = await postJson(s.baseUrl, '/api/v2/chat', { question: QUESTION, ...extra }, u.headers);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(field);
  });
});
