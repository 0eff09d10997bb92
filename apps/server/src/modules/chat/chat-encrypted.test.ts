import { encryptStringFields, signParams } from '@app/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { answerText, postSse } from '../../testing/sse-client';

/** Host-app stream bodies (DESIGN 2.3): sealed string fields, signed, over real HTTP. */
describe('encrypted chat bodies', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it.each(['/api/v2/chat', '/api/v1/chat'])('%s answers a sealed and signed question', async (url) => {
    const u = await createTestUser(s.app);
    const sealed = await encryptStringFields(
      { question: '推荐一款2000元以内的降噪耳机', question_id: `q_local_enc${url.length}` },
      u.secretKey,
    );
    expect(sealed.question).toMatch(/^enc:v1:/);
    const r = await postSse(s.baseUrl, url, signParams(sealed, u.secretKey), { ...u.headers, from: 'app' });
    expect(r.status).toBe(200);
    expect(answerText(r)).toContain('耳机');
  });

  it('stores the question in plain text', async () => {
    const u = await createTestUser(s.app);
    const sealed = await encryptStringFields({ question: '学生党用的轻薄本' }, u.secretKey);
    await postSse(s.baseUrl, '/api/v2/chat', sealed, u.headers);
    const history = await postJson(s.baseUrl, '/api/v2/history_chat_list', { limit: 5 }, u.headers);
    expect(history.body.data.chat_history_detail_list.at(-1).question).toBe('学生党用的轻薄本');
  });

  it.each([
    ['sealed with another secret', async () => encryptStringFields({ question: '耳机' }, 'not-the-secret')],
    ['a damaged field', async () => ({ question: 'enc:v1:AAAA' })],
  ])('%s is a 400 naming the field, and nothing is stored', async (_name, make) => {
    const u = await createTestUser(s.app);
    const r = await postJson(s.baseUrl, '/api/v2/chat', await make(), u.headers);
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toContain('question');
    const rows = await s.app.ctx.db.kysely.selectFrom('questions').select('id').where('user_id', '=', u.userId).execute();
    expect(rows).toHaveLength(0);
  });
});
