import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_ENTRIES_ENDPOINTS } from '@app/protocol';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { testDatabases } from '../../testing/databases';
import { postSse, type SseFrame } from '../../testing/sse-client';

type User = Awaited<ReturnType<typeof createTestUser>>;
const NOT_FOUND = { error_code: 404, error_msg: '该问题不存在' };

/** Deleting a /chatNext question from /history (issue 14), over real HTTP on SQLite. */
const databases = testDatabases('delete_question on PostgreSQL');

describe.each(databases)('delete_question ($name)', ({ postgresUrl }) => {
  let s: TestServer;
  beforeAll(async () => {
    // A visible streaming pace, so a delete can land while an answer is still being written.
    s = await startTestServer({ env: { ASSISTANT_STREAM_DELAY_MS: '20' }, postgresUrl });
  });
  afterAll(async () => s?.close());

  const del = (u: User, body: unknown) => postJson(s.baseUrl, HISTORY_ENTRIES_ENDPOINTS.deleteQuestion, body, u.headers);
  const ask = async (u: User, question: string) => {
    const r = await postSse(s.baseUrl, '/api/v2/chat', { question }, u.headers);
    return { id: r.frames[0]!.frame.content.question_id!, lastEventId: r.frames.at(-1)!.id! };
  };
  const entries = async (u: User, keyword?: string) =>
    (await postJson(s.baseUrl, HISTORY_ENTRIES_ENDPOINTS.list, { keyword }, u.headers)).body.data as {
      list: Array<{ kind: string; question: string; question_id?: string; session_id?: string }>;
      total: number;
    };
  const chatNextQuestions = async (u: User) =>
    (
      (await postJson(s.baseUrl, '/api/v2/history_chat_list', { limit: 50 }, u.headers)).body.data
        .chat_history_detail_list as Array<{
        question: string;
      }>
    ).map((i) => i.question);

  it('deletes the question with its answer: gone from /history, its search, /chatNext and every resume', async () => {
    const u = await createTestUser(s.app);
    const keep = await ask(u, '帮我挑个保温杯');
    const gone = await ask(u, '推荐一款降噪耳机');
    await postJson(s.baseUrl, '/api/v1/feed_back', { question_id: gone.id, content: '不准', label_ids: [] }, u.headers);
    expect((await entries(u, '降噪')).total).toBe(1);

    const r = await del(u, { question_id: gone.id });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { question_id: gone.id } });

    expect(await entries(u)).toEqual({ total: 1, list: [expect.objectContaining({ question_id: keep.id })] });
    expect(await entries(u, '降噪')).toEqual({ total: 0, list: [] });
    expect(await chatNextQuestions(u)).toEqual(['帮我挑个保温杯']);
    // The stored answer can no longer be resumed, stopped or asked about.
    const resumed = await postSse(
      s.baseUrl,
      '/api/v2/chat',
      { question_id: gone.id, question: '推荐一款降噪耳机' },
      {
        ...u.headers,
        'last-event-id': gone.lastEventId,
      },
    );
    expect(resumed.status).toBe(404);
    expect(resumed.json).toEqual(NOT_FOUND);
    expect((await postJson(s.baseUrl, '/api/v2/chat/stop', { question_id: gone.id }, u.headers)).body).toEqual(NOT_FOUND);
    const statuses = await postJson(s.baseUrl, '/api/v2/chat/answer_status', { question_ids: [gone.id] }, u.headers);
    expect(statuses.status).toBe(404);
    expect(statuses.body.error_msg).toContain('该问题不存在');
    const feedback = await s.app.ctx.db.kysely.selectFrom('feedback').select('id').where('question_id', '=', gone.id).execute();
    expect(feedback).toEqual([]);
    // Deleting it again: it no longer exists.
    expect((await del(u, { question_id: gone.id })).body).toEqual(NOT_FOUND);
  });

  it("refuses another user's question, a session's question and an unknown id alike, deleting nothing", async () => {
    const owner = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const mine = await ask(owner, '推荐一款降噪耳机');
    const v1 = await postSse(s.baseUrl, '/api/v1/chat', { question: '学生党用的轻薄本' }, owner.headers);
    const sessionQuestion = v1.frames[0]!.frame.content.question_id!;

    for (const [who, id] of [
      [other, mine.id],
      [owner, sessionQuestion],
      [owner, 'q_nope'],
    ] as const) {
      const r = await del(who, { question_id: id });
      expect(r.status).toBe(404);
      expect(r.body).toEqual(NOT_FOUND);
    }
    const left = await entries(owner);
    expect(left.total).toBe(2);
    expect(left.list.map((e) => e.kind).sort()).toEqual(['question', 'session']);
    expect(await chatNextQuestions(owner)).toEqual(['推荐一款降噪耳机']);
  });

  it('refuses a question whose answer is still streaming, and deletes it once stopped', async () => {
    const u = await createTestUser(s.app);
    let questionId = '';
    let attempt: ReturnType<typeof del> | undefined;
    const stream = await postSse(s.baseUrl, '/api/v2/chat', { question: '推荐一款2000元以内的降噪耳机' }, u.headers, {
      onFrame: (f: SseFrame) => {
        questionId ||= f.frame.content.question_id ?? '';
        if (f.frame.status === 'answer' && !attempt) attempt = del(u, { question_id: questionId });
      },
    });
    const refused = await attempt!;
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error_code: 409, error_msg: '回答还在生成中，请先停止再删除' });
    // The answer was not cut off by the refused delete, and is still listed.
    expect(stream.done).toBe(true);
    expect(stream.frames.at(-1)!.frame.status).toBe('finish');
    expect((await entries(u)).total).toBe(1);

    expect((await del(u, { question_id: questionId })).status).toBe(200);
    expect(await entries(u)).toEqual({ total: 0, list: [] });
  });

  it('rejects a bad body with a readable message, and a missing token', async () => {
    const u = await createTestUser(s.app);
    for (const [body, message] of [
      [{}, '缺少问题编号'],
      [{ question_id: '  ' }, '缺少问题编号'],
      [{ question_id: 'q'.repeat(101) }, '问题编号过长'],
    ] as const) {
      const r = await del(u, body);
      expect(r.status).toBe(400);
      expect(r.body.error_msg).toContain(message);
    }
    expect((await del(u, { question_id: 42 })).status).toBe(400);
    expect((await postJson(s.baseUrl, HISTORY_ENTRIES_ENDPOINTS.deleteQuestion, { question_id: 'q_x' })).status).toBe(401);
  });
});
