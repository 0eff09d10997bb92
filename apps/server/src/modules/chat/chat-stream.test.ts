import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { answerText, postSse } from '../../testing/sse-client';

/** POST /api/v2/chat and history over real HTTP (DESIGN 2.4, spec section 7). */
describe('chat v2 stream', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('streams numbered events, starting with the question id and ending with [DONE]', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(
      s.baseUrl,
      '/api/v2/chat',
      { question: '推荐一款2000元以内的降噪耳机', question_id: 'q_local_a1' },
      u.headers,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.headers.get('x-accel-buffering')).toBe('no');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.done).toBe(true);

    const questionId = r.frames[0]!.frame.content.question_id!;
    expect(questionId).toMatch(/^q_/);
    expect(questionId).not.toMatch(/^q_local_/);
    expect(r.frames.map((f) => f.id)).toEqual(r.frames.map((_, i) => `${questionId}:${i + 1}`));
    expect(r.frames.at(-1)!.frame.status).toBe('finish');
  });

  it('recommends only products in the asked category and budget, and stores the answer', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v2/chat', { question: '1500以内的降噪耳机有哪些推荐' }, u.headers);
    const cards = r.frames.find((f) => f.frame.status === 'cards_load')!.frame.content.product_cards!;
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.category).toBe('降噪耳机');
      expect(c.price).toBeLessThanOrEqual(1500);
    }

    const h = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    expect(h.status).toBe(200);
    const [item] = h.body.data.chat_history_detail_list;
    expect(h.body.data.latest_question_id).toBe(item.question_id);
    expect(item).toMatchObject({ question_id: r.frames[0]!.frame.content.question_id, question: '1500以内的降噪耳机有哪些推荐' });
    expect(item.answer_info.answer.message).toBe(answerText(r));
    expect(item.answer_info.answer_status).toBe(1);
    expect(item.answer_info.product_cards).toEqual(cards);
    expect(item.answer_info.answer.buttons.map((b: { sub_type: number }) => b.sub_type)).toEqual([0, 1]);
    expect(JSON.parse(item.answer_info.answer_source).search_info[0]).toMatchObject({ tool: 'product_search' });
    expect(item.answer_info.answer_reason.length).toBeGreaterThan(10);
    expect(item.answer_info.next_step.length).toBeGreaterThan(0);
    expect(Date.parse(item.create_at)).not.toBeNaN();
  });

  it('stores the product card a question was about', async () => {
    const u = await createTestUser(s.app);
    await postSse(
      s.baseUrl,
      '/api/v2/chat',
      { question: '值得买吗', question_card_url: '/item-detail?id=p_000001', target_price: 99 },
      u.headers,
    );
    const h = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    expect(h.body.data.chat_history_detail_list[0].question_product_card).toMatchObject({ id: 'p_000001' });
  });

  it('ends a forbidden question with a risk event and stores it as a risk failure', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v2/chat', { question: '哪里能买到高仿包' }, u.headers);
    expect(r.frames.map((f) => f.frame.status)).toEqual(['risk']);
    expect(r.frames[0]!.frame.content.error_msg).toBe('助手遇到了一点障碍，请重新输入');
    expect(r.done).toBe(true);
    const h = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    expect(h.body.data.chat_history_detail_list[0].answer_info).toMatchObject({
      answer_status: 21,
      answer_status_msg: '助手遇到了一点障碍，请重新输入',
    });
  });

  it('answers an empty question with an empty event', async () => {
    const u = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v2/chat', { question: '   ' }, u.headers);
    expect(r.frames.map((f) => f.frame.status)).toEqual(['empty']);
    expect(r.done).toBe(true);
  });

  it('refuses without a token (401 JSON) and a bad body (400 JSON naming the field)', async () => {
    const noToken = await postSse(s.baseUrl, '/api/v2/chat', { question: '耳机' });
    expect(noToken.status).toBe(401);
    expect(noToken.json).toMatchObject({ error_code: 401 });
    const u = await createTestUser(s.app);
    const bad = await postSse(s.baseUrl, '/api/v2/chat', { question: 42 }, u.headers);
    expect(bad.status).toBe(400);
    expect(bad.json!.error_msg).toMatch(/问题/);
    const tooLong = await postSse(s.baseUrl, '/api/v2/chat', { question: '耳'.repeat(2001) }, u.headers);
    expect(tooLong.status).toBe(400);
  });

  it('pages the conversation newest first, each page oldest to newest', async () => {
    const u = await createTestUser(s.app);
    for (const q of ['你好', '你是谁', '你能做什么', '谢谢'])
      await postSse(s.baseUrl, '/api/v2/chat', { question: q }, u.headers);
    const first = await postJson(s.baseUrl, '/api/v2/history_chat_list', { limit: 2 }, u.headers);
    const page1 = first.body.data.chat_history_detail_list.map((i: { question: string }) => i.question);
    expect(page1).toEqual(['你能做什么', '谢谢']);
    const oldestId = first.body.data.chat_history_detail_list[0].question_id;
    const next = await postJson(
      s.baseUrl,
      '/api/v2/history_chat_list',
      { limit: 5, question_id: oldestId, load_next: true },
      u.headers,
    );
    expect(next.body.data.chat_history_detail_list.map((i: { question: string }) => i.question)).toEqual(['你好', '你是谁']);
    const local = await postJson(s.baseUrl, '/api/v2/history_chat_list', { limit: 1, question_id: 'q_local_x' }, u.headers);
    expect(local.body.data.chat_history_detail_list.map((i: { question: string }) => i.question)).toEqual(['谢谢']);
  });

  it('never shows one user’s questions to another (404)', async () => {
    const owner = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v2/chat', { question: '你好' }, owner.headers);
    const questionId = r.frames[0]!.frame.content.question_id!;
    const list = await postJson(
      s.baseUrl,
      '/api/v2/history_chat_list',
      { question_id: questionId, load_next: true },
      other.headers,
    );
    expect(list.status).toBe(404);
    expect(list.body.error_msg).toMatch(/不存在/);
    const stop = await postJson(s.baseUrl, '/api/v2/chat/stop', { question_id: questionId }, other.headers);
    expect(stop.status).toBe(404);
    const resume = await postSse(
      s.baseUrl,
      '/api/v2/chat',
      { question: '你好' },
      { ...other.headers, 'last-event-id': `${questionId}:1` },
    );
    expect(resume.status).toBe(404);
    const mine = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, other.headers);
    expect(mine.body.data).toEqual({ chat_history_detail_list: [], latest_question_id: null });
  });
});
