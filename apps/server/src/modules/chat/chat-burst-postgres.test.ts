import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, TEST_DATABASE_URL, TEST_REDIS_URL, type TestServer } from '../../testing/harness';
import { hasPostgresAndRedis } from '../../testing/databases';
import { postSse } from '../../testing/sse-client';

/** Far more questions at once than the pool has connections (decision 048). */
const BURST = 200;

describe.skipIf(!hasPostgresAndRedis('burst of new questions on PostgreSQL + Redis'))('a burst larger than the pool', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Three connections, and a connect timeout far shorter than the burst takes: waiting for a
    // connection is a queue, not a timeout; only opening one is timed.
    s = await startTestServer({
      postgresUrl: TEST_DATABASE_URL,
      env: { REDIS_URL: TEST_REDIS_URL, PG_POOL_MAX: '3', PG_CONNECT_TIMEOUT_MS: '300' },
    });
  });
  afterAll(async () => s?.close());

  it(`${BURST} new questions at once all stream to their finish: no 5xx, each first event names its question`, async () => {
    const users = [];
    for (let i = 0; i < BURST; i++) users.push(await createTestUser(s.app));
    const questions = ['推荐一款2000元以内的降噪耳机', '学生党用的轻薄本', '3000元左右拍照好的手机', '扫地机器人怎么选', '你好'];
    const results = await Promise.all(
      users.map((u, i) =>
        postSse(s.baseUrl, '/api/v2/chat', { question: questions[i % questions.length] }, u.headers, { timeoutMs: 120_000 }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((st) => st !== 200),
      JSON.stringify(results.find((r) => r.status !== 200)?.json),
    ).toEqual([]);
    for (const r of results) {
      expect(r.done).toBe(true);
      expect(r.frames[0]!.frame.content.question_id).toMatch(/^q_/);
      const last = r.frames.at(-1)!.frame;
      expect(last.status).toBe('finish');
      expect(last.content.error_code).toBeUndefined();
    }
    // Every answer is stored as finished.
    const rows = await s.app.ctx.db.kysely.selectFrom('questions').select(['answer_status']).execute();
    expect(rows).toHaveLength(BURST);
    expect(rows.every((r) => r.answer_status === 1)).toBe(true);
  }, 180_000);
});
