import { ANSWER_STATUS } from '@app/protocol';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    const context = await repo.recentContext(u.userId, 3);
    expect(context.turns).toEqual(turns);
  });

  it.skipIf(postgresUrl === null)('come with the latest stored conversation state, also from before the turns read', async () => {
    const u = await createTestUser(s.app);
    const repo = questionRepository(s.app.ctx.db);
    expect(await repo.recentContext(u.userId, 2)).toEqual({ turns: [], state: null });
    for (const question of ['你好', '你能做什么', '你好'])
      expect((await postSse(s.baseUrl, '/api/v2/chat', { question }, u.headers)).done).toBe(true);
    const rows = await repo.latest(u.userId, { version: 2 }, 3);
    const set = (id: string, state: string | null) =>
      s.app.ctx.db.kysely.updateTable('questions').set({ conversation_state: state }).where('id', '=', id).execute();
    for (const r of rows) await set(r.id, null);
    const oldest = rows.reduce((a, b) => (a.create_at < b.create_at ? a : b));
    await set(oldest.id, '{"kept":"oldest"}');
    // Neither of the two latest turns stored a state: the one before them is the latest.
    const context = await repo.recentContext(u.userId, 2);
    expect([context.turns.length, context.state]).toEqual([2, '{"kept":"oldest"}']);
    expect(context.state).toBe(await repo.latestState(u.userId, null));
  });

  it.skipIf(postgresUrl === null)('a question stored with its context reads the context as it was before it', async () => {
    const u = await createTestUser(s.app);
    const repo = questionRepository(s.app.ctx.db);
    for (const question of ['你好', '你能做什么'])
      expect((await postSse(s.baseUrl, '/api/v2/chat', { question }, u.headers)).done).toBe(true);
    const [latest] = await repo.latest(u.userId, { version: 2 }, 1);
    for (const n of [1, 2, 3]) {
      const id = `q_with_context_${n}`;
      const before = await repo.recentContext(u.userId, 2);
      expect(await repo.insertWithContext({ ...latest!, id, create_at: latest!.create_at + n }, 2)).toEqual(before);
      expect((await repo.findForUser(u.userId, id))?.id).toBe(id);
    }
    expect((await repo.recentContext(u.userId, 2)).turns).toHaveLength(2);
  });

  it.skipIf(postgresUrl === null)('runs its hot statements as prepared statements of their own on PostgreSQL', async () => {
    const u = await createTestUser(s.app);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    await questionRepository(s.app.ctx.db).recentContext(u.userId, 2);
    await questionRepository(s.app.ctx.db).recentContext(u.userId, 2);
    const named = query.mock.calls.filter(([config]: unknown[]) =>
      /^sa_\d+$/.test(String((config as { name?: string } | null)?.name)),
    );
    query.mockRestore();
    expect(named).toHaveLength(postgresUrl ? 2 : 0);
  });

  it.skipIf(postgresUrl === null)(
    'an owner’s writes land with their own values, whatever columns they set, and none once it is not the owner',
    async () => {
      const u = await createTestUser(s.app);
      expect((await postSse(s.baseUrl, '/api/v2/chat', { question: '你好' }, u.headers)).done).toBe(true);
      const [row] = await questionRepository(s.app.ctx.db).latest(u.userId, { version: 2 }, 1);
      const k = s.app.ctx.db.kysely;
      await k
        .updateTable('questions')
        .set({ answer_status: ANSWER_STATUS.outputting, owner_id: 'me' })
        .where('id', '=', row!.id)
        .execute();
      const repo = questionRepository(s.app.ctx.db);
      const read = () =>
        k
          .selectFrom('questions')
          .select(['answer', 'answer_reason', 'updated_at'])
          .where('id', '=', row!.id)
          .executeTakeFirstOrThrow();
      // The same shape of write twice (its SQL is reused), then another shape, then a patch with a gap.
      expect(await repo.updateOwned(row!.id, 'me', { answer: '一', updated_at: 1 })).toBe(true);
      expect(await repo.updateOwned(row!.id, 'me', { answer: '一二', updated_at: 2 })).toBe(true);
      expect(await read()).toMatchObject({ answer: '一二', updated_at: 2 });
      expect(await repo.updateOwned(row!.id, 'me', { answer_reason: '想', updated_at: 3 })).toBe(true);
      expect(await repo.updateOwned(row!.id, 'me', { answer: '三', answer_reason: undefined, updated_at: 4 })).toBe(true);
      expect(await read()).toEqual({ answer: '三', answer_reason: '想', updated_at: 4 });
      expect(await repo.updateOwned(row!.id, 'peer', { answer: '四', updated_at: 5 })).toBe(false);
      await k.updateTable('questions').set({ answer_status: ANSWER_STATUS.finished }).where('id', '=', row!.id).execute();
      expect(await repo.updateOwned(row!.id, 'me', { answer: '五', updated_at: 6 })).toBe(false);
      expect(await read()).toEqual({ answer: '三', answer_reason: '想', updated_at: 4 });
    },
  );
});
