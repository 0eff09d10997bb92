import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../testing/child-server';
import {
  createPgSchema,
  createTestUser,
  postJson,
  startTestServer,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  type TestServer,
  waitFor,
} from '../../testing/harness';
import { hasPostgresAndRedis } from '../../testing/databases';
import { postSse, shownOf, type SseFrame } from '../../testing/sse-client';

const enabled = hasPostgresAndRedis('two server instances on PostgreSQL + Redis');

const QUESTION = '推荐一款2000元以内的降噪耳机';
const LEASE_MS = 2000;
const KILLED_LEASE_MS = 4000;

/**
 * Issue 13: instances A and B on one PostgreSQL database and one Redis, as an operator runs
 * them behind a balancer. A user's requests may land on either.
 */
describe.skipIf(!enabled)('two instances on PostgreSQL + Redis', () => {
  let db: Awaited<ReturnType<typeof createPgSchema>>;
  let a: TestServer;
  let b: TestServer;
  const env = { REDIS_URL: TEST_REDIS_URL, INSTANCE_LEASE_MS: String(LEASE_MS), ASSISTANT_STREAM_DELAY_MS: '25' };

  beforeAll(async () => {
    db = await createPgSchema(TEST_DATABASE_URL);
    b = await startTestServer({ databaseUrl: db.databaseUrl, env });
    a = await startTestServer({ databaseUrl: db.databaseUrl, env, seedCatalog: false });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const stored = async (s: TestServer, questionId: string) =>
    (await s.app.ctx.db.kysely.selectFrom('questions').selectAll().where('id', '=', questionId).executeTakeFirst())!;

  it('a stop sent to B cancels the answer A generates: A stores it as cancelled and its stream ends', async () => {
    const u = await createTestUser(b.app);
    let questionId = '';
    let stop: ReturnType<typeof postJson> | undefined;
    const stream = await postSse(a.baseUrl, '/api/v2/chat', { question: QUESTION }, u.headers, {
      onFrame: (f: SseFrame) => {
        questionId ||= f.frame.content.question_id ?? '';
        if (f.frame.status === 'answer' && !stop)
          stop = postJson(b.baseUrl, '/api/v2/chat/stop', { question_id: questionId }, u.headers);
      },
    });
    const stopped = await stop!;
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toEqual({ question_id: questionId, answer_status: 3 });
    expect(stream.done).toBe(true);
    expect(stream.frames.at(-1)!.frame).toMatchObject({ status: 'finish', content: { answer_status: 3 } });
    expect(stream.frames.some((f) => f.frame.status === 'cards_load')).toBe(false);
    const row = await stored(b, questionId);
    expect(row.answer_status).toBe(3);
    expect(row.answer).toBe(shownOf(stream.frames).answer);
    expect(row.owner_id).toBe(a.app.ctx.instance.id);
  }, 30_000);

  it('resuming on B after the connection to A is cut continues exactly: the text shown equals the stored text', async () => {
    const u = await createTestUser(b.app);
    const body = { question: QUESTION, question_id: 'q_local_cut1' };
    const first = await postSse(a.baseUrl, '/api/v2/chat', body, u.headers, { disconnectAfter: 6 });
    const resumed = await postSse(b.baseUrl, '/api/v2/chat', body, { ...u.headers, 'last-event-id': first.frames.at(-1)!.id! });
    expect(resumed.done).toBe(true);
    expect(resumed.frames.map((f) => f.seq)).toEqual(resumed.frames.map((_, i) => 7 + i));
    const questionId = first.frames[0]!.frame.content.question_id!;
    const row = await stored(b, questionId);
    expect(row.answer_status).toBe(1);
    const seen = shownOf([...first.frames, ...resumed.frames]);
    expect(seen.answer).toBe(row.answer);
    expect(seen.answer.length).toBeGreaterThan(300);
    expect(seen.reasoning).toBe(row.answer_reason);
    // Later, from any event, on either instance: still exact (Redis while kept, then the stored answer).
    for (const cut of [3, 20, 60]) {
      const late = await postSse(b.baseUrl, '/api/v2/chat', body, { ...u.headers, 'last-event-id': `${questionId}:${cut}` });
      const all = [...first.frames, ...resumed.frames];
      expect(shownOf([...all.slice(0, cut), ...late.frames]).answer).toBe(row.answer);
    }
    // One question was asked, not two.
    const list = await postJson(a.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    expect(list.body.data.chat_history_detail_list).toHaveLength(1);
  }, 30_000);

  it('a reader on B follows A’s live answer as its events come, frame for frame', async () => {
    const u = await createTestUser(b.app);
    const body = { question: QUESTION, question_id: 'q_local_live1' };
    const onA: Array<{ f: SseFrame; at: number }> = [];
    let onB: Promise<Awaited<ReturnType<typeof postSse>>> | undefined;
    const bFirstAt: number[] = [];
    const streamA = postSse(a.baseUrl, '/api/v2/chat', body, u.headers, {
      onFrame: (f) => {
        onA.push({ f, at: Date.now() });
        if (onA.length === 3)
          onB = postSse(
            b.baseUrl,
            '/api/v2/chat',
            body,
            { ...u.headers, 'last-event-id': f.id! },
            { onFrame: () => bFirstAt.push(Date.now()) },
          );
      },
    });
    const fromA = await streamA;
    const fromB = await onB!;
    expect(fromB.done).toBe(true);
    // Identical frames after the third, ids and data.
    expect(fromB.frames.map((f) => [f.id, f.frame])).toEqual(fromA.frames.slice(3).map((f) => [f.id, f.frame]));
    // Live, not after the fact: B had events while A was still streaming.
    expect(bFirstAt[0]!).toBeLessThan(onA.at(-1)!.at);
    const lagMs = fromB.frames.map((f, i) => bFirstAt[i]! - onA.find((x) => x.f.id === f.id)!.at);
    expect(Math.max(...lagMs.slice(5))).toBeLessThan(1000);
  }, 30_000);

  it('restarting B leaves A’s live answer and its cloud-phone task untouched', async () => {
    const u = await createTestUser(b.app);
    const task = await postJson(
      a.baseUrl,
      '/api/v2/cloud_mobile_task_start',
      { task_name: '下单索尼耳机', mall_name: '京东' },
      u.headers,
    );
    const taskId = task.body.data.business_task_id as string;
    const taskRow = () =>
      a.app.ctx.db.kysely.selectFrom('cloud_phone_tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
    await waitFor(async () => ((await taskRow()).action_type === 'handover' ? true : undefined));

    let questionId = '';
    let restarted: Promise<void> | undefined;
    const stream = await postSse(a.baseUrl, '/api/v2/chat', { question: QUESTION }, u.headers, {
      onFrame: (f) => {
        questionId ||= f.frame.content.question_id ?? '';
        if (f.seq === 4)
          restarted = (async () => {
            await b.close();
            b = await startTestServer({ databaseUrl: db.databaseUrl, env, seedCatalog: false });
            // The new B has swept at start: A's answer is still outputting, its task still waiting.
            expect((await stored(b, questionId)).answer_status).toBe(0);
          })();
      },
    });
    await restarted;
    expect(stream.frames.at(-1)!.frame).toMatchObject({ status: 'finish', content: {} });
    expect((await stored(b, questionId)).answer_status).toBe(1);
    expect(await taskRow()).toMatchObject({ action_type: 'handover', run_state: 2 });

    // The user's action lands on B; it reaches A, whose phone session drives the task on.
    const done = await postJson(b.baseUrl, '/api/v2/cloud_mobile_user_action_complete', { task_id: taskId }, u.headers);
    expect(done.status).toBe(200);
    await waitFor(async () => ((await taskRow()).action_type === 'finish' ? true : undefined), 20_000);
  }, 60_000);

  it('kill -9 of an instance: within its lease B marks its answer interrupted, a reader on B is told, a stop still cancels', async () => {
    const u = await createTestUser(b.app);
    const child = await spawnServer({
      DATABASE_URL: db.databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      // Longer than A's and B's: a cold child on a loaded machine can stall past 1.5 s, and a peer
      // would then rightly take its answer over before the kill (decision 031).
      INSTANCE_LEASE_MS: String(KILLED_LEASE_MS),
      ASSISTANT_STREAM_DELAY_MS: '150',
    });
    try {
      // A cold child compiles its chat modules on the first question, which can stall it past a
      // 2 s lease on a loaded machine: a peer then rightly takes its answer over (decision 031).
      await postSse(child.baseUrl, '/api/v2/chat', { question: '你好' }, u.headers);
      const body = { question: QUESTION, question_id: 'q_local_kill1' };
      const first = await postSse(child.baseUrl, '/api/v2/chat', body, u.headers, { disconnectAfter: 4 });
      const questionId = first.frames[0]!.frame.content.question_id!;
      const other = await postSse(child.baseUrl, '/api/v2/chat', { question: '推荐一台扫地机器人' }, u.headers, {
        disconnectAfter: 2,
      });
      const otherId = other.frames[0]!.frame.content.question_id!;
      const follower = postSse(b.baseUrl, '/api/v2/chat', body, { ...u.headers, 'last-event-id': first.frames.at(-1)!.id! });
      await new Promise((r) => setTimeout(r, 300));
      child.child.kill('SIGKILL');
      const killedAt = Date.now();
      await child.exited;
      // The user presses stop on the other answer right away: its owner is gone, it still ends cancelled.
      const stop = await postJson(b.baseUrl, '/api/v2/chat/stop', { question_id: otherId }, u.headers);
      expect(stop.status).toBe(200);
      expect(stop.body.data).toEqual({ question_id: otherId, answer_status: 3 });

      const row = await waitFor(async () => {
        const r = await stored(b, questionId);
        return r.answer_status !== 0 ? r : undefined;
      });
      const detectedMs = Date.now() - killedAt;
      expect(row).toMatchObject({ answer_status: 2, answer_status_msg: '助手已为你停止输出' });
      expect(detectedMs).toBeLessThan(KILLED_LEASE_MS + 500);
      const followed = await follower;
      expect(followed.done).toBe(true);
      expect(followed.frames.at(-1)!.frame).toMatchObject({ status: 'finish', content: { error_code: 503 } });
      expect((await stored(b, otherId)).answer_status).toBe(3);
    } finally {
      child.child.kill('SIGKILL');
      await child.exited;
    }
  }, 90_000);
});
