import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, TEST_DATABASE_URL, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { answerText, postSse } from '../../testing/sse-client';

describe.skipIf(!hasPostgres('chat v2 on PostgreSQL'))('chat v2 (PostgreSQL)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ postgresUrl: TEST_DATABASE_URL });
  });
  afterAll(async () => s?.close());

  it('streams a recommendation within budget and stores it', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(
      s.baseUrl,
      '/api/v2/chat',
      { question: '1000元以内的真无线耳机', question_id: 'q_local_pg1' },
      u.headers,
    );
    expect(r.done).toBe(true);
    const cards = r.frames.find((f) => f.frame.status === 'cards_load')!.frame.content.product_cards!;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === '真无线耳机' && c.price <= 1000)).toBe(true);
    const h = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    expect(h.body.data.chat_history_detail_list[0].answer_info).toMatchObject({
      answer_status: 1,
      answer: { message: answerText(r) },
    });
  });
});
