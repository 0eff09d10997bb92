import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, TEST_DATABASE_URL, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { postSse } from '../../testing/sse-client';

describe.skipIf(!hasPostgres('chat v1 and sessions on PostgreSQL'))('chat v1 and sessions (PostgreSQL)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ postgresUrl: TEST_DATABASE_URL });
  });
  afterAll(async () => s?.close());

  it('streams in a session, stores v1 history, lists and searches sessions', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v1/chat', { question: '1000元以内的真无线耳机' }, u.headers);
    expect(r.done).toBe(true);
    const { session_id: sessionId, question_id: questionId } = r.frames[0]!.frame.content;
    const cards = r.frames.filter((f) => f.frame.content.chunk_type === 5).map((f) => f.frame.content.card!);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === '真无线耳机' && c.price <= 1000)).toBe(true);
    await postSse(s.baseUrl, '/api/v1/chat', { question: 'AirPods 打折50%_吗', session_id: sessionId }, u.headers);
    const other = await postSse(s.baseUrl, '/api/v1/chat', { question: '你好' }, u.headers);

    const detail = await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: sessionId }, u.headers);
    expect(detail.body.data).toHaveLength(2);
    expect(detail.body.data[0]).toMatchObject({ question_id: questionId, risk_review_status: 1, goods_card: cards });
    const statuses = await postJson(s.baseUrl, '/api/v1/chat/answer_status', { session_id: sessionId }, u.headers);
    expect(statuses.body.data.map((i: { risk_review_status: number }) => i.risk_review_status)).toEqual([1, 1]);

    const all = await postJson(s.baseUrl, '/api/v1/history_chat', {}, u.headers);
    expect(all.body.data.list.map((i: { session_id: string }) => i.session_id)).toEqual([
      other.frames[0]!.frame.content.session_id,
      sessionId,
    ]);
    const found = await postJson(s.baseUrl, '/api/v1/history_chat', { keyword: 'airpods 打折50%_' }, u.headers);
    expect(found.body.data).toMatchObject({ total: 1, list: [{ session_id: sessionId, last_question: 'AirPods 打折50%_吗' }] });
    const literal = await postJson(s.baseUrl, '/api/v1/history_chat', { keyword: '0%_x' }, u.headers);
    expect(literal.body.data.total).toBe(0);

    const foreign = await createTestUser(s.app);
    const refused = await postSse(s.baseUrl, '/api/v1/chat', { question: '你好', session_id: sessionId }, foreign.headers);
    expect(refused.status).toBe(404);
  });
});
