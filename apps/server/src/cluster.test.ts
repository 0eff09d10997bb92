import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { spawnServer, type ChildServer } from './testing/child-server';
import { createPgSchema, createTestUser, TEST_DATABASE_URL, TEST_REDIS_URL, waitFor } from './testing/harness';
import { hasPostgresAndRedis } from './testing/databases';
import { openDb, type Db } from './db/database';
import { postSse } from './testing/sse-client';
import { SINGLE_PROCESS_REASON } from './cluster';

const enabled = hasPostgresAndRedis('WORKERS=2 on PostgreSQL + Redis');

// Long enough that a worker's event loop stalled by a loaded 2-core machine (a fork building the
// server, the rest of the suite) does not lapse its lease: with 2 s, about one loaded run in two
// saw a live worker fenced and its finished answers swept as interrupted, as the lease rules say.
const LEASE_MS = 5000;

describe('WORKERS on one machine', () => {
  it('with SQLite, WORKERS=2 says why it runs one process, and serves', async () => {
    const server = await spawnServer({ WORKERS: '2' });
    try {
      expect(server.output()).toContain(SINGLE_PROCESS_REASON);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe('0');
    }
  }, 60_000);
});

describe.skipIf(!enabled)('WORKERS=2 on PostgreSQL + Redis', () => {
  let db: Awaited<ReturnType<typeof createPgSchema>>;
  let server: ChildServer;
  let sql: pg.Client;
  let shared: Db;

  beforeAll(async () => {
    db = await createPgSchema(TEST_DATABASE_URL);
    server = await spawnServer({
      WORKERS: '2',
      DATABASE_URL: db.databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      INSTANCE_LEASE_MS: String(LEASE_MS),
      ASSISTANT_STREAM_DELAY_MS: '40',
      // Printed only when the test fails: which worker took which request.
      LOG_LEVEL: 'info',
    });
    sql = new pg.Client({ connectionString: db.databaseUrl });
    await sql.connect();
    shared = openDb({ databaseUrl: db.databaseUrl, sqlitePath: '' });
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await sql?.end();
    await shared?.close();
    await db?.drop();
  });

  it('a worker killed mid-answer loses no completed answer; its answer is marked interrupted once its lease ends; a new worker replaces it', async () => {
    // On a failure, what the primary and its workers printed goes with the error.
    await withOutputOnFailure(server, () => killedWorkerScenario());
  }, 240_000);

  async function killedWorkerScenario() {
    const { headers } = await createTestUser({ ctx: { db: shared, now: Date.now } });
    const workers = await waitFor(async () => {
      const { rows } = await sql.query<{ id: string; pid: number }>('select id, pid from instances where lease_until > $1', [
        Date.now(),
      ]);
      return rows.length === 2 ? rows : undefined;
    });
    expect(new Set(workers.map((w) => w.pid)).size).toBe(2);

    // Completed answers, on whichever workers accept them.
    const done = await Promise.all(
      ['你好', '推荐一款降噪耳机', '1000元以内的手机'].map((q) =>
        postSse(server.baseUrl, '/api/v2/chat', { question: q }, headers),
      ),
    );
    expect(done.every((r) => r.done)).toBe(true);

    // A long answer in progress, then its worker is killed.
    const live = await postSse(server.baseUrl, '/api/v2/chat', { question: '推荐一款2000元以内的降噪耳机' }, headers, {
      disconnectAfter: 3,
    });
    const questionId = live.frames[0]!.frame.content.question_id!;
    const owner = (
      await sql.query<{ pid: number }>('select i.pid from questions q join instances i on i.id = q.owner_id where q.id = $1', [
        questionId,
      ])
    ).rows[0]!;
    process.kill(owner.pid, 'SIGKILL');
    const killedAt = Date.now();

    const row = await waitFor(async () => {
      const r = (await sql.query('select answer_status, answer_status_msg from questions where id = $1', [questionId])).rows[0];
      return r.answer_status !== 0 ? r : undefined;
    });
    expect(row).toEqual({ answer_status: 2, answer_status_msg: '助手已为你停止输出' });
    expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + 500);

    const stored = (await sql.query('select answer_status, answer from questions where answer_status = 1 order by create_at'))
      .rows;
    expect(stored).toHaveLength(3);
    expect(stored.every((r: { answer: string }) => r.answer.length > 0)).toBe(true);

    // The primary forks a replacement: two live workers again, and the service answers.
    await waitFor(async () => {
      const { rows } = await sql.query('select pid from instances where lease_until > $1 and pid <> $2', [Date.now(), owner.pid]);
      return rows.length === 2 ? true : undefined;
      // A new worker loads and builds the whole server: slow on a loaded 2-core machine.
    }, 90_000);
    const after = await postSse(server.baseUrl, '/api/v2/chat', { question: '你好' }, headers);
    expect(after.done).toBe(true);
  }
});

async function withOutputOnFailure(server: ChildServer, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (e) {
    (e as Error).message += `\n--- server output (last 12000 characters) ---\n${server.output().slice(-12000)}`;
    throw e;
  }
}
