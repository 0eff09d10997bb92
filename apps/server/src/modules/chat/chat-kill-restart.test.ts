import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/database';
import { spawnServer } from '../../testing/child-server';
import { createPgSchema, createTestUser, TEST_DATABASE_URL } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { postSse } from '../../testing/sse-client';

const postgres = hasPostgres('kill -9 and restart on PostgreSQL');

/**
 * Issue 22, item 3: a server killed with -9 mid-answer and started again marks its earlier
 * incarnation's answers interrupted before it serves, not once the dead process's lease (15 s
 * by default) has run out. The restarted server reads the same database: the SQLite file of its
 * data directory, or PostgreSQL.
 */
async function killMidAnswerAndRestart(dbEnv: Record<string, string>, open: () => Db): Promise<void> {
  // A lease far longer than the test: only the restart itself can free the dead process's work.
  const env = { ...dbEnv, INSTANCE_LEASE_MS: '600000' };
  const first = await spawnServer({ ...env, ASSISTANT_STREAM_DELAY_MS: '100' });
  const db = open();
  try {
    const u = await createTestUser({ ctx: { db, now: Date.now } });
    const cut = await Promise.all(
      ['推荐一款2000元以内的降噪耳机', '推荐一台扫地机器人'].map((question) =>
        postSse(first.baseUrl, '/api/v2/chat', { question }, u.headers, { disconnectAfter: 3 }),
      ),
    );
    const ids = cut.map((r) => r.frames[0]!.frame.content.question_id!);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await spawnServer(env);
    try {
      // Right after it says it serves: no answer of the killed process still reads "outputting".
      const rows = await db.kysely
        .selectFrom('questions')
        .select(['id', 'answer_status', 'answer_status_msg'])
        .where('id', 'in', ids)
        .execute();
      expect(rows.map((r) => [r.answer_status, r.answer_status_msg])).toEqual([
        [2, '助手已为你停止输出'],
        [2, '助手已为你停止输出'],
      ]);
      // And a client that reconnects is told so, after the text it already had.
      const resumed = await postSse(
        second.baseUrl,
        '/api/v2/chat',
        { question: 'x' },
        {
          ...u.headers,
          'last-event-id': cut[0]!.frames.at(-1)!.id!,
        },
      );
      expect(resumed.done).toBe(true);
      expect(resumed.frames.at(-1)!.frame).toMatchObject({ status: 'finish', content: { error_code: 503 } });
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  } finally {
    first.child.kill('SIGKILL');
    await db.close();
  }
}

describe('kill -9 mid-answer, then restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-kill-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('SQLite: the restarted server has marked the cut answers interrupted before it serves', async () => {
    await killMidAnswerAndRestart({ DATA_DIR: dataDir }, () => openDb({ sqlitePath: path.join(dataDir, 'app.db') }));
  }, 180_000);

  it.skipIf(!postgres)(
    'PostgreSQL: the restarted server has marked the cut answers interrupted before it serves',
    async () => {
      const schema = await createPgSchema(TEST_DATABASE_URL);
      try {
        await killMidAnswerAndRestart({ DATABASE_URL: schema.databaseUrl }, () =>
          openDb({ databaseUrl: schema.databaseUrl, sqlitePath: '' }),
        );
      } finally {
        await schema.drop();
      }
    },
    180_000,
  );
});
