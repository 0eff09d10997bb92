import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_ENTRIES_ENDPOINTS } from '@app/protocol';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { testDatabases } from '../../testing/databases';
import { createQuestionRow } from '../../testing/question-rows';
import { postSse } from '../../testing/sse-client';

type User = Awaited<ReturnType<typeof createTestUser>>;
interface Entry {
  kind: string;
  question: string;
  answer_excerpt: string;
  at: string;
  question_id?: string;
  session_id?: string;
  title?: string;
  question_media?: string | null;
}

const databases = testDatabases('history entries on PostgreSQL');

/** /api/v2/history_entries over real HTTP: /history lists what was asked on both chat screens. */
describe.each(databases)('history entries ($name)', ({ postgresUrl }) => {
  let s: TestServer;
  let clock = Date.parse('2025-06-01T08:00:00Z');
  beforeAll(async () => {
    s = await startTestServer({ now: () => (clock += 1000), postgresUrl });
  });
  afterAll(async () => s?.close());

  const list = async (u: User, body: object = {}) =>
    (await postJson(s.baseUrl, HISTORY_ENTRIES_ENDPOINTS.list, body, u.headers)).body as {
      data: { list: Entry[]; total: number };
      error_msg?: string;
    };

  it('lists a /chatNext question and a /chat session, newest first, each with its answer', async () => {
    const u = await createTestUser(s.app);
    const v1 = await postSse(s.baseUrl, '/api/v1/chat', { question: '学生党用的轻薄本' }, u.headers);
    const sessionId = v1.frames[0]!.frame.content.session_id!;
    const v2 = await postSse(s.baseUrl, '/api/v2/chat', { question: '推荐一款降噪耳机' }, u.headers);
    const questionId = v2.frames[0]!.frame.content.question_id!;

    const { data } = await list(u);
    expect(data.total).toBe(2);
    expect(data.list.map((e) => e.kind)).toEqual(['question', 'session']);
    expect(data.list[0]).toMatchObject({ kind: 'question', question_id: questionId, question: '推荐一款降噪耳机' });
    expect(data.list[1]).toMatchObject({ kind: 'session', session_id: sessionId, question: '学生党用的轻薄本' });
    for (const e of data.list) expect(e.answer_excerpt.length).toBeGreaterThan(0);
    expect(Date.parse(data.list[0]!.at)).toBeGreaterThan(Date.parse(data.list[1]!.at));
  });

  it.each([
    [{ question: '', question_img: '/media/uploads/a.jpg' }, 'image'],
    [{ question: '', question_voice: '/media/uploads/a.webm' }, 'voice'],
    [{ question: '这个多少钱', question_img: '/media/uploads/b.jpg' }, 'image'],
    [{ question: '推荐一款降噪耳机' }, null],
  ])('names what came with the question %j: %s', async (fields, media) => {
    const u = await createTestUser(s.app);
    await createQuestionRow(s.app, { user_id: u.userId, ...fields });
    const { data } = await list(u);
    expect(data.list[0]).toMatchObject({ kind: 'question', question: fields.question, question_media: media });
  });

  it('searches questions and answers, on both screens, case-insensitively', async () => {
    const u = await createTestUser(s.app);
    await createQuestionRow(s.app, {
      user_id: u.userId,
      question: '通勤用什么好',
      answer: '推荐 **Sony** WH-1000XM5 头戴式耳机',
    });
    await createQuestionRow(s.app, { user_id: u.userId, question: '帮我挑个保温杯', answer: '膳魔师保温杯' });
    await s.app.ctx.db.kysely
      .insertInto('chat_sessions')
      .values({
        id: `s_hist1${postgresUrl ? 'pg' : ''}`,
        user_id: u.userId,
        title: '跑步装备',
        created_at: clock,
        updated_at: clock,
      })
      .execute();
    await createQuestionRow(s.app, {
      user_id: u.userId,
      session_id: `s_hist1${postgresUrl ? 'pg' : ''}`,
      question: '跑步听歌',
      answer: '选运动耳机，防汗',
    });
    await createQuestionRow(s.app, {
      user_id: u.userId,
      session_id: `s_hist1${postgresUrl ? 'pg' : ''}`,
      question: '再推荐双跑鞋',
      answer: '跑鞋看缓震',
    });

    const byAnswer = (await list(u, { keyword: '耳机' })).data;
    expect(byAnswer.total).toBe(2);
    expect(byAnswer.list[0]).toMatchObject({ kind: 'session', title: '跑步装备', question: '跑步听歌' });
    expect(byAnswer.list[0]!.answer_excerpt).toContain('运动耳机');
    expect(byAnswer.list[1]).toMatchObject({ kind: 'question', question: '通勤用什么好' });
    expect(byAnswer.list[1]!.answer_excerpt).toBe('推荐 Sony WH-1000XM5 头戴式耳机');

    expect((await list(u, { keyword: 'sony' })).data.list.map((e) => e.question)).toEqual(['通勤用什么好']);
    expect((await list(u, { keyword: '保温杯' })).data.list.map((e) => e.question)).toEqual(['帮我挑个保温杯']);
    expect((await list(u, { keyword: '100%' })).data).toEqual({ list: [], total: 0 });
    // Without a keyword a session shows its latest question.
    expect((await list(u)).data.list[0]).toMatchObject({ kind: 'session', question: '再推荐双跑鞋' });
  });

  it('pages by offset with a stable total', async () => {
    const u = await createTestUser(s.app);
    for (let i = 1; i <= 5; i++) await createQuestionRow(s.app, { user_id: u.userId, question: `问题${i}` });
    const first = (await list(u, { limit: 2 })).data;
    const second = (await list(u, { limit: 2, offset: 2 })).data;
    const third = (await list(u, { limit: 2, offset: 4 })).data;
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...first.list, ...second.list, ...third.list].map((e) => e.question)).toEqual([
      '问题5',
      '问题4',
      '问题3',
      '问题2',
      '问题1',
    ]);
  });

  it("never shows another user's questions or sessions, and needs a login", async () => {
    const owner = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    await createQuestionRow(s.app, { user_id: owner.userId, question: '私密问题', answer: '私密回答' });
    expect((await list(other)).data).toEqual({ list: [], total: 0 });
    expect((await list(other, { keyword: '私密' })).data).toEqual({ list: [], total: 0 });
    expect((await list(owner, { keyword: '私密' })).data.total).toBe(1);

    const anonymous = await postJson(s.baseUrl, HISTORY_ENTRIES_ENDPOINTS.list, {});
    expect(anonymous.status).toBe(401);
  });

  it('rejects an over-long keyword with a readable message, and accepts no body', async () => {
    const u = await createTestUser(s.app);
    const long = await postJson(s.baseUrl, HISTORY_ENTRIES_ENDPOINTS.list, { keyword: '长'.repeat(51) }, u.headers);
    expect(long.status).toBe(400);
    expect(long.body.error_msg).toContain('关键词最多 50 字');
    const noBody = await fetch(`${s.baseUrl}${HISTORY_ENTRIES_ENDPOINTS.list}`, { method: 'POST', headers: u.headers });
    expect(noBody.status).toBe(200);
  });
});
