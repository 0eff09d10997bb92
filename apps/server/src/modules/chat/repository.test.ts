import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, TEST_DATABASE_URL, type TestServer } from '../../testing/harness';
import { postSse } from '../../testing/sse-client';
import { CONTEXT_ANSWER_CHARS, questionRepository } from './repository';

const databases = [
  ['SQLite', undefined],
  ['PostgreSQL', TEST_DATABASE_URL || null],
] as const;

describe.each(databases)('earlier turns as context (%s)', (_name, postgresUrl) => {
  let s: TestServer;
  beforeAll(async () => {
    if (postgresUrl !== null) s = await startTestServer({ postgresUrl, seedCatalog: false });
  });
  afterAll(async () => s?.close());

  it.skipIf(postgresUrl === null)('are read oldest first with long answers clipped, whole in history', async () => {
    const u = await createTestUser(s.app);
    for (const question of ['你好', '你能做什么'])
      expect((await postSse(s.baseUrl, '/api/v2/chat', { question }, u.headers)).done).toBe(true);
    const long = `${'长'.repeat(CONTEXT_ANSWER_CHARS)}尾巴`;
    await s.app.ctx.db.kysely.updateTable('questions').set({ answer: long }).where('question', '=', '你好').execute();

    const repo = questionRepository(s.app.ctx.db);
    const turns = await repo.recentTurns(u.userId, { version: 2 }, 3);
    expect(turns.map((t) => t.question)).toEqual(['你好', '你能做什么']);
    expect(turns[0]!.answer).toBe(long.slice(0, CONTEXT_ANSWER_CHARS));
    expect(turns[1]!.answer.length).toBeGreaterThan(0);
    expect((await repo.latest(u.userId, { version: 2 }, 3)).find((r) => r.question === '你好')!.answer).toBe(long);
  });
});
