import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { SEED_SUGGESTIONS } from '../../db/migrations/002-feedback-uploads';
import { postSse } from '../../testing/sse-client';
import { INIT_SUGGESTIONS } from './service';

type User = Awaited<ReturnType<typeof createTestUser>>;

/** init_question, history_chat and history_chat_detail over real HTTP (spec section 7). */
describe('v1 sessions', () => {
  let s: TestServer;
  let clock = Date.parse('2025-06-01T08:00:00Z');
  beforeAll(async () => {
    // Each call moves time on a second, so "newest first" is decided by order, not by chance.
    s = await startTestServer({ now: () => (clock += 1000) });
  });
  afterAll(async () => s?.close());

  const ask = async (u: User, question: string, sessionId?: string) =>
    (await postSse(s.baseUrl, '/api/v1/chat', { question, session_id: sessionId }, u.headers)).frames[0]!.frame.content
      .session_id!;
  const list = async (u: User, body: object = {}) => (await postJson(s.baseUrl, '/api/v1/history_chat', body, u.headers)).body;

  it('init_question opens an empty session that the first question titles', async () => {
    const u = await createTestUser(s.app);
    const init = await postJson(s.baseUrl, '/api/v1/init_question', {}, u.headers);
    expect(init.status).toBe(200);
    expect(init.body.data.session_id).toMatch(/^s_/);
    expect(init.body.data.suggestions).toEqual(SEED_SUGGESTIONS.slice(0, INIT_SUGGESTIONS));
    // Not listed while nothing was asked in it.
    expect((await list(u)).data).toEqual({ list: [], total: 0 });
    expect(
      (await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: init.body.data.session_id }, u.headers)).body.data,
    ).toEqual([]);

    expect(await ask(u, '  学生党用的\n轻薄本  ', init.body.data.session_id)).toBe(init.body.data.session_id);
    expect((await list(u)).data.list).toEqual([
      expect.objectContaining({ session_id: init.body.data.session_id, title: '学生党用的 轻薄本' }),
    ]);

    const noBody = await fetch(`${s.baseUrl}/api/v1/init_question`, { method: 'POST', headers: u.headers });
    expect(noBody.status).toBe(200);
  });

  it('lists sessions most recently used first, paged, with a total', async () => {
    const u = await createTestUser(s.app);
    const a = await ask(u, '你好');
    const b = await ask(u, '谢谢');
    const c = await ask(u, '你是谁');
    await ask(u, '你能做什么', a); // a is now the most recent

    const all = await list(u);
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((i: { session_id: string }) => i.session_id)).toEqual([a, c, b]);
    const top = all.data.list[0];
    expect(top).toMatchObject({ title: '你好', last_question: '你能做什么' });
    expect(Date.parse(top.update_time)).toBeGreaterThan(Date.parse(top.create_time));

    const page = await list(u, { limit: 2, offset: 1 });
    expect(page.data).toEqual({ list: all.data.list.slice(1, 3), total: 3 });
    expect((await list(u, { limit: 2, offset: 3 })).data).toEqual({ list: [], total: 3 });
    expect((await list(await createTestUser(s.app))).data).toEqual({ list: [], total: 0 });
  });

  it('searches the questions of each session, case-insensitively, with wildcards taken literally', async () => {
    const u = await createTestUser(s.app);
    const phone = await ask(u, '你好');
    await ask(u, 'iPhone 16 值得买吗', phone);
    const percent = await ask(u, '打折100%_真的吗');
    await ask(u, '谢谢');

    const ids = async (keyword: string) =>
      (await list(u, { keyword })).data.list.map((i: { session_id: string }) => i.session_id);
    expect(await ids('IPHONE')).toEqual([phone]);
    expect(await ids('100%_')).toEqual([percent]);
    expect(await ids('%')).toEqual([percent]);
    expect(await ids('不存在的词')).toEqual([]);
    expect((await list(u, { keyword: '  ' })).data.total).toBe(3);
    expect((await list(u, { keyword: '值得买' })).data).toMatchObject({
      total: 1,
      list: [{ title: '你好', last_question: 'iPhone 16 值得买吗' }],
    });

    const long = await postJson(s.baseUrl, '/api/v1/history_chat', { keyword: '词'.repeat(51) }, u.headers);
    expect(long.body).toEqual({ error_code: 400, error_msg: 'keyword：关键词最多 50 字' });
    const badLimit = await postJson(s.baseUrl, '/api/v1/history_chat', { limit: 0 }, u.headers);
    expect(badLimit.status).toBe(400);
  });

  it('history_chat_detail refuses unknown and foreign sessions', async () => {
    const u = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const mine = await ask(u, '你好');
    for (const [who, id] of [
      [other, mine],
      [u, 's_nope'],
    ] as const) {
      const r = await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: id }, who.headers);
      expect(r.body).toEqual({ error_code: 404, error_msg: '该会话不存在' });
    }
    const noToken = await postJson(s.baseUrl, '/api/v1/history_chat', {});
    expect(noToken.status).toBe(401);
  });

  describe('delete_chat', () => {
    const del = (u: User, body: unknown) => postJson(s.baseUrl, '/api/v1/delete_chat', body, u.headers);
    const countQuestions = async (sessionId: string) =>
      Number(
        (
          await s.app.ctx.db.kysely
            .selectFrom('questions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('session_id', '=', sessionId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('deletes the session and its questions, so it is gone from the list and the detail', async () => {
      const u = await createTestUser(s.app);
      const keep = await ask(u, '你好');
      const gone = await ask(u, '谢谢');
      await ask(u, '还有吗', gone);
      expect(await countQuestions(gone)).toBe(2);

      const r = await del(u, { session_id: gone });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ data: { session_id: gone } });
      expect(await countQuestions(gone)).toBe(0);
      expect((await list(u)).data).toMatchObject({ total: 1, list: [{ session_id: keep }] });
      const detail = await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: gone }, u.headers);
      expect(detail.body).toEqual({ error_code: 404, error_msg: '该会话不存在' });
      // Deleting it again: it no longer exists.
      expect((await del(u, { session_id: gone })).body).toEqual({ error_code: 404, error_msg: '该会话不存在' });
    });

    it("refuses another user's and unknown sessions, deleting nothing", async () => {
      const u = await createTestUser(s.app);
      const other = await createTestUser(s.app);
      const mine = await ask(u, '你好');
      for (const [who, id] of [
        [other, mine],
        [u, 's_nope'],
      ] as const) {
        expect((await del(who, { session_id: id })).body).toEqual({ error_code: 404, error_msg: '该会话不存在' });
      }
      expect(await countQuestions(mine)).toBe(1);
      expect((await list(u)).data.total).toBe(1);
    });

    it('refuses a session whose answer is still outputting', async () => {
      const u = await createTestUser(s.app);
      const id = await ask(u, '你好');
      await s.app.ctx.db.kysely.updateTable('questions').set({ answer_status: 0 }).where('session_id', '=', id).execute();
      const r = await del(u, { session_id: id });
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ error_code: 409, error_msg: '回答还在生成中，请先停止再删除' });
      expect(await countQuestions(id)).toBe(1);
    });

    it('rejects a bad body and a missing token', async () => {
      const u = await createTestUser(s.app);
      expect((await del(u, {})).status).toBe(400);
      expect((await del(u, { session_id: 42 })).status).toBe(400);
      expect((await postJson(s.baseUrl, '/api/v1/delete_chat', { session_id: 's_x' })).status).toBe(401);
    });
  });
});
