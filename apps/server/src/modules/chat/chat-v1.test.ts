import { streamEventV1Schema } from '@app/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { postSse, type SseResult } from '../../testing/sse-client';

const deltas = (r: SseResult) =>
  r.frames
    .filter((f) => f.frame.status === 'answer' && f.frame.content.chunk_type === 1)
    .map((f) => f.frame.content.content ?? '')
    .join('');

/** POST /api/v1/chat over real HTTP: sessions, v1 chunk types, stored v1 history (spec sections 3, 4, 7). */
describe('chat v1 stream', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('starts a session, tags every event with it and a chunk type, and ends with [DONE]', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v1/chat', { question: '1500以内的降噪耳机有哪些推荐' }, u.headers);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(r.done).toBe(true);

    const first = r.frames[0]!.frame.content;
    const questionId = first.question_id!;
    const sessionId = first.session_id!;
    expect(questionId).toMatch(/^q_/);
    expect(sessionId).toMatch(/^s_/);
    expect(r.frames.map((f) => f.id)).toEqual(r.frames.map((_, i) => `${questionId}:${i + 1}`));
    for (const f of r.frames) {
      expect(streamEventV1Schema.parse(f.frame).content).toMatchObject({ session_id: sessionId });
    }
    // v1 has no cards_load: its status table would end the client's stream there.
    expect(r.frames.some((f) => f.frame.status === 'cards_load')).toBe(false);

    const types = r.frames.map((f) => f.frame.content.chunk_type);
    expect(types.indexOf(4)).toBeLessThan(types.indexOf(3));
    expect(types.filter((t) => t === 2)).toHaveLength(1);
    const full = r.frames.at(-2)!.frame;
    expect(full).toMatchObject({ status: 'answer', content: { chunk_type: 2 } });
    expect(full.content.content).toBe(deltas(r));
    expect(full.content.content).toMatch(/为你挑了/);
    expect(r.frames.at(-1)!.frame.status).toBe('finish');

    const cards = r.frames.filter((f) => f.frame.content.chunk_type === 5).map((f) => f.frame.content.card!);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c).toMatchObject({ category: '降噪耳机' });
    for (const c of cards) expect(c.price).toBeLessThanOrEqual(1500);

    const goods = await postJson(s.baseUrl, '/api/v1/get_goods_card_list', { question_id: questionId }, u.headers);
    expect(goods.status).toBe(200);
    expect(goods.body.data).toEqual(cards);

    const detail = await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: sessionId }, u.headers);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toHaveLength(1);
    expect(detail.body.data[0]).toMatchObject({
      session_id: sessionId,
      question_id: questionId,
      question: '1500以内的降噪耳机有哪些推荐',
      answer: deltas(r),
      risk_review_status: 1,
      risk_review_msg: '',
      goods_card: cards,
      assess: 0,
    });
    expect(JSON.parse(detail.body.data[0].answer_source).search_info[0]).toMatchObject({ tool: 'product_search' });
    expect(detail.body.data[0].answer_reason.length).toBeGreaterThan(10);
    expect(Date.parse(detail.body.data[0].create_time)).not.toBeNaN();

    const list = await postJson(s.baseUrl, '/api/v1/history_chat', {}, u.headers);
    expect(list.body.data).toMatchObject({
      total: 1,
      list: [{ session_id: sessionId, title: '1500以内的降噪耳机有哪些推荐', last_question: '1500以内的降噪耳机有哪些推荐' }],
    });
  });

  it('continues a session with its context, oldest first in history, and keeps the title', async () => {
    const u = await createTestUser(s.app);
    const first = await postSse(s.baseUrl, '/api/v1/chat', { question: '推荐2000元以内的降噪耳机' }, u.headers);
    const sessionId = first.frames[0]!.frame.content.session_id!;
    // A follow-up that only makes sense with the first turn as context.
    const second = await postSse(s.baseUrl, '/api/v1/chat', { question: '有没有更便宜的', session_id: sessionId }, u.headers);
    expect(second.frames.every((f) => f.frame.content.session_id === sessionId)).toBe(true);
    const cards = second.frames.filter((f) => f.frame.content.chunk_type === 5).map((f) => f.frame.content.card!);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === '降噪耳机')).toBe(true);

    const detail = await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: sessionId }, u.headers);
    expect(detail.body.data.map((i: { question: string }) => i.question)).toEqual(['推荐2000元以内的降噪耳机', '有没有更便宜的']);
    const latest = await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: sessionId, limit: 1 }, u.headers);
    expect(latest.body.data.map((i: { question: string }) => i.question)).toEqual(['有没有更便宜的']);

    const statuses = await postJson(s.baseUrl, '/api/v1/chat/answer_status', { session_id: sessionId }, u.headers);
    expect(statuses.body.data).toEqual(
      detail.body.data.map((i: { question_id: string }) => ({ question_id: i.question_id, risk_review_status: 1 })),
    );
    const list = await postJson(s.baseUrl, '/api/v1/history_chat', {}, u.headers);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ session_id: sessionId, title: '推荐2000元以内的降噪耳机', last_question: '有没有更便宜的' }),
    ]);
  });

  it('stores a forbidden question as failed review (risk_review_status 2)', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v1/chat', { question: '哪里能买到高仿包' }, u.headers);
    expect(r.frames.map((f) => [f.frame.status, f.frame.content.chunk_type])).toEqual([['risk', 1]]);
    const sessionId = r.frames[0]!.frame.content.session_id!;
    const detail = await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: sessionId }, u.headers);
    expect(detail.body.data[0]).toMatchObject({ risk_review_status: 2, risk_review_msg: '助手遇到了一点障碍，请重新输入' });
  });

  it('refuses another user’s session (404) without storing anything, and bad bodies (400)', async () => {
    const owner = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v1/chat', { question: '你好' }, owner.headers);
    const sessionId = r.frames[0]!.frame.content.session_id!;
    const questionId = r.frames[0]!.frame.content.question_id!;

    const foreign = await postSse(s.baseUrl, '/api/v1/chat', { question: '你好', session_id: sessionId }, other.headers);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ error_code: 404, error_msg: '该会话不存在' });
    const unknown = await postSse(s.baseUrl, '/api/v1/chat', { question: '你好', session_id: 's_nope' }, owner.headers);
    expect(unknown.status).toBe(404);
    const rows = await s.app.ctx.db.kysely.selectFrom('questions').select('id').where('user_id', '=', other.userId).execute();
    expect(rows).toEqual([]);

    for (const [url, body] of [
      ['/api/v1/history_chat_detail', { session_id: sessionId }],
      ['/api/v1/chat/answer_status', { session_id: sessionId }],
      ['/api/v1/get_goods_card_list', { question_id: questionId }],
    ] as const) {
      const res = await postJson(s.baseUrl, url, body, other.headers);
      expect(res.status, url).toBe(404);
      expect(res.body.error_msg, url).toMatch(/不存在/);
    }

    const bad = await postSse(s.baseUrl, '/api/v1/chat', { question: 42 }, owner.headers);
    expect(bad.status).toBe(400);
    expect(bad.json!.error_msg).toMatch(/问题/);
    const tooMany = await postJson(
      s.baseUrl,
      '/api/v1/history_chat_detail',
      { session_id: sessionId, limit: 1001 },
      owner.headers,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error_msg).toMatch(/^数量：/);
    const noSession = await postJson(s.baseUrl, '/api/v1/chat/answer_status', {}, owner.headers);
    expect(noSession.body).toEqual({ error_code: 400, error_msg: '会话编号：缺少会话编号' });
    const noToken = await postSse(s.baseUrl, '/api/v1/chat', { question: '你好' });
    expect(noToken.status).toBe(401);
  });
});
