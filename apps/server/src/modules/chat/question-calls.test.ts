import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { MEDIA_HEADERS, padded } from '../../testing/upload-fixtures';
import { postSse } from '../../testing/sse-client';

type User = Awaited<ReturnType<typeof createTestUser>>;

/** v2 answer_status, get_goods_card_list and update_voice over real HTTP (spec section 7). */
describe('per-question calls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  const ask = async (u: User, question: string, url = '/api/v2/chat') =>
    (await postSse(s.baseUrl, url, { question }, u.headers)).frames[0]!.frame.content.question_id!;

  async function uploadVoice(u: User, seconds = 4): Promise<string> {
    const form = new FormData();
    form.append('kind', 'voice');
    form.append('duration', String(seconds));
    form.append('file', new Blob([padded(MEDIA_HEADERS.webm, 400)], { type: 'audio/webm' }), 'q.webm');
    const res = await fetch(`${s.baseUrl}/api/v2/upload`, { method: 'POST', headers: u.headers, body: form });
    return ((await res.json()) as { data: { url: string } }).data.url;
  }

  const questionRow = (id: string) =>
    s.app.ctx.db.kysely.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('v2 answer_status: given questions in the given order, or the latest v2 ones oldest first', async () => {
    const u = await createTestUser(s.app);
    const a = await ask(u, '你好');
    const b = await ask(u, '哪里能买到高仿包');
    await ask(u, '你好', '/api/v1/chat');

    const given = await postJson(s.baseUrl, '/api/v2/chat/answer_status', { question_ids: [b, a] }, u.headers);
    expect(given.status).toBe(200);
    expect(given.body.data).toEqual([
      { question_id: b, answer_status: 21, answer_status_msg: '助手遇到了一点障碍，请重新输入', cloud_mobile_task: null },
      { question_id: a, answer_status: 1, answer_status_msg: '', cloud_mobile_task: null },
    ]);
    const recent = await postJson(s.baseUrl, '/api/v2/chat/answer_status', {}, u.headers);
    expect(recent.body.data.map((i: { question_id: string }) => i.question_id)).toEqual([a, b]);

    const other = await createTestUser(s.app);
    const foreign = await postJson(s.baseUrl, '/api/v2/chat/answer_status', { question_ids: [a] }, other.headers);
    expect(foreign.body).toEqual({ error_code: 404, error_msg: `该问题不存在：${a}` });
    const empty = await postJson(s.baseUrl, '/api/v2/chat/answer_status', { question_ids: [] }, u.headers);
    expect(empty.status).toBe(400);
    expect(empty.body.error_msg).toMatch(/question_ids/);
  });

  it('get_goods_card_list returns a v2 answer’s product cards, and none for small talk', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v2/chat', { question: '1000元以内的真无线耳机' }, u.headers);
    const cards = r.frames.find((f) => f.frame.status === 'cards_load')!.frame.content.product_cards;
    const id = r.frames[0]!.frame.content.question_id!;
    expect((await postJson(s.baseUrl, '/api/v1/get_goods_card_list', { question_id: id }, u.headers)).body.data).toEqual(cards);
    const chat = await ask(u, '谢谢');
    expect((await postJson(s.baseUrl, '/api/v1/get_goods_card_list', { question_id: chat }, u.headers)).body.data).toEqual([]);
    const missing = await postJson(s.baseUrl, '/api/v1/get_goods_card_list', {}, u.headers);
    expect(missing.body).toEqual({ error_code: 400, error_msg: '问题编号：缺少问题编号' });
  });

  it.each(['/api/v1/update_voice', '/api/v2/update_voice'])('%s attaches the user’s own recording', async (url) => {
    const u = await createTestUser(s.app);
    const id = await ask(u, '你好');
    const voice = await uploadVoice(u);
    const body = { question_id: id, question_voice: voice, question_voice_time: 4, question_voice_id: 'v_1' };
    const r = await postJson(s.baseUrl, url, body, u.headers);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(body);
    expect(await questionRow(id)).toMatchObject({ question_voice: voice, question_voice_time: 4, question_voice_id: 'v_1' });

    const h = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    expect(h.body.data.chat_history_detail_list[0]).toMatchObject({ question_voice: voice, question_voice_time: 4 });
  });

  it('update_voice refuses other people’s questions and files, unknown files and bad values, changing nothing', async () => {
    const u = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const id = await ask(u, '你好');
    const mine = await uploadVoice(u);
    const theirs = await uploadVoice(other);
    const image = mine.replace(/\.webm$/, '.png');
    const ok = { question_id: id, question_voice: mine, question_voice_time: 4 };
    const cases: Array<[object, User, number, RegExp]> = [
      [{ ...ok, question_voice: theirs }, u, 400, /^question_voice：只能使用自己上传的语音文件$/],
      [{ ...ok, question_voice: `/media/uploads/${u.userId}/../${other.userId}/x.webm` }, u, 400, /只能使用自己上传/],
      [{ ...ok, question_voice: 'https://example.com/a.webm' }, u, 400, /只能使用自己上传/],
      [{ ...ok, question_voice: image }, u, 400, /语音文件不存在/],
      [{ ...ok, question_voice_time: 61 }, u, 400, /^question_voice_time：语音最长 60 秒$/],
      [{ ...ok, question_voice_time: '4' }, u, 400, /question_voice_time/],
      [{ ...ok, question_id: 'q_nope' }, u, 404, /该问题不存在/],
      [{ ...ok, question_voice: theirs }, other, 404, /该问题不存在/],
    ];
    for (const [body, who, status, message] of cases) {
      const r = await postJson(s.baseUrl, '/api/v1/update_voice', body, who.headers);
      expect([r.status, r.body.error_msg], JSON.stringify(body)).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await questionRow(id)).toMatchObject({ question_voice: null, question_voice_time: null, question_voice_id: null });
  });
});
