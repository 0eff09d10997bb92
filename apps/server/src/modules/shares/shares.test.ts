import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_STATUS, SHARES_ENDPOINTS } from '@app/protocol';
import { createQuestionRow } from '../../testing/question-rows';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { testDatabases } from '../../testing/databases';
import { SHARE_RULES } from './service';

type User = Awaited<ReturnType<typeof createTestUser>>;

const CARD = {
  id: 'p_000020',
  title: '索尼 WH-1000XM5 降噪耳机',
  mall: '京东',
  price: 2299,
  image: 'https://img.example.com/p20.jpg',
  url: 'https://item.example.com/p20',
  reason: '降噪最强',
};

const databases = testDatabases('shared conversations on PostgreSQL');

describe.each(databases)('shared conversations ($name)', ({ postgresUrl }) => {
  let s: TestServer;
  let alice: User;
  let bob: User;
  const call = (url: string, body: unknown, who: User) => postJson(s.baseUrl, url, body, who.headers);
  const read = async (token: string, headers: Record<string, string> = {}) => {
    const res = await fetch(s.baseUrl + SHARES_ENDPOINTS.read(token), { headers });
    return { status: res.status, body: (await res.json()) as Record<string, any>, headers: res.headers };
  };

  beforeAll(async () => {
    s = await startTestServer({ postgresUrl });
    alice = await createTestUser(s.app, '13900000001');
    bob = await createTestUser(s.app);
    const t0 = s.app.ctx.now() - 60_000;
    await createQuestionRow(s.app, { user_id: alice.userId, question: '很早的问题', create_at: t0 - 1000 });
    await createQuestionRow(s.app, {
      user_id: alice.userId,
      question: '推荐一款降噪耳机',
      question_img: '/media/private-photo.jpg',
      question_voice: '/media/private-voice.mp3',
      answer: '**索尼 WH-1000XM5** 值得一看。',
      answer_reason: '用户在意降噪',
      buttons: JSON.stringify([{ button_text: '加入心愿单', button_url: '/wish' }]),
      cards: JSON.stringify({
        product_cards: [CARD],
        wish_list: [{ product: CARD, target_price: 1999, reached: false, created_at: '2024-01-01T00:00:00.000Z' }],
        cloud_mobile_task: { task_id: 'task_secret', run_state: 1, action_type: 'task_start' },
      }),
      next_step: JSON.stringify(['比较一下价格']),
      create_at: t0,
    });
    await createQuestionRow(s.app, {
      user_id: alice.userId,
      question: '还在回答的问题',
      answer: '一半',
      answer_status: ANSWER_STATUS.outputting,
      create_at: t0 + 1000,
    });
  });
  afterAll(async () => s?.close());

  it('shares the latest finished /chatNext answers; anyone with the link reads exactly the snapshot, without logging in', async () => {
    const created = await call(SHARES_ENDPOINTS.create, {}, alice);
    expect(created.status).toBe(200);
    const { token } = created.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.body.data).toMatchObject({ source: 'chat_next', title: '很早的问题', turn_count: 2, revoked_at: null });

    const pub = await read(token);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toBe('no-store');
    const turns = pub.body.data.turns;
    // The unfinished answer is left out; the two finished ones are there, oldest first.
    expect(turns.map((t: { question: string }) => t.question)).toEqual(['很早的问题', '推荐一款降噪耳机']);
    expect(turns[1]).toEqual({
      question: '推荐一款降噪耳机',
      question_product_card: null,
      answer: '**索尼 WH-1000XM5** 值得一看。',
      product_cards: [CARD],
      multi_cards: [],
      flight_cards: [],
      at: expect.any(String),
    });
    expect(Object.keys(pub.body.data).sort()).toEqual(['created_at', 'title', 'turns']);

    // A later answer does not change what the link shows.
    await createQuestionRow(s.app, { user_id: alice.userId, question: '之后的问题' });
    expect((await read(token)).body.data.turns).toHaveLength(2);
  });

  it('opens a product the share shows to a reader without a login, read-only; no other product', async () => {
    await call('/api/v2/wish/add', { product_id: 'p_000020', target_price: 1 }, alice);
    const { token } = (await call(SHARES_ENDPOINTS.create, {}, alice)).body.data;
    const item = async (id: string) => {
      const res = await fetch(`${s.baseUrl}${SHARES_ENDPOINTS.item(token)}?id=${id}`);
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const shown = await item('p_000020');
    expect(shown.status).toBe(200);
    expect(shown.body.data.product).toMatchObject({ id: 'p_000020' });
    expect(shown.body.data.price_history.points.length).toBeGreaterThan(0);
    // The owner's wish stays the owner's.
    expect(shown.body.data.wish).toBeNull();
    expect((await item('p_000010')).status).toBe(404);
    await call(SHARES_ENDPOINTS.revoke, { token }, alice);
    expect((await item('p_000020')).status).not.toBe(200);
  });

  it('hands back the same live link for the same conversation, and a new one once it changed or was revoked', async () => {
    const dave = await createTestUser(s.app);
    await createQuestionRow(s.app, { user_id: dave.userId, question: '推荐一款保温杯' });
    const first = (await call(SHARES_ENDPOINTS.create, {}, dave)).body.data.token;
    expect((await call(SHARES_ENDPOINTS.create, {}, dave)).body.data.token).toBe(first);
    expect((await call(SHARES_ENDPOINTS.list, {}, dave)).body.data.list).toHaveLength(1);

    await createQuestionRow(s.app, { user_id: dave.userId, question: '再推荐一款水杯' });
    const changed = (await call(SHARES_ENDPOINTS.create, {}, dave)).body.data;
    expect(changed.token).not.toBe(first);
    expect(changed.turn_count).toBe(2);

    await call(SHARES_ENDPOINTS.revoke, { token: changed.token }, dave);
    const fresh = (await call(SHARES_ENDPOINTS.create, {}, dave)).body.data;
    expect(fresh.token).not.toBe(changed.token);
    expect(fresh.revoked_at).toBeNull();
  });

  it('keeps the owner and everything private out of the public read', async () => {
    const { token } = (await call(SHARES_ENDPOINTS.create, {}, alice)).body.data;
    const text = JSON.stringify((await read(token)).body);
    for (const secret of [
      alice.userId,
      alice.phone,
      '/media/private-photo.jpg',
      '/media/private-voice.mp3',
      '用户在意降噪',
      '加入心愿单',
      'task_secret',
      '1999',
      '比较一下价格',
      'q_',
    ])
      expect(text).not.toContain(secret);
  });

  it('shares chosen questions, and only the user’s own', async () => {
    const mine = await createQuestionRow(s.app, { user_id: alice.userId, question: '选中的问题' });
    const theirs = await createQuestionRow(s.app, { user_id: bob.userId, question: '别人的问题' });
    const chosen = await call(SHARES_ENDPOINTS.create, { question_ids: [mine] }, alice);
    expect(chosen.status).toBe(200);
    expect((await read(chosen.body.data.token)).body.data.turns.map((t: { question: string }) => t.question)).toEqual([
      '选中的问题',
    ]);
    const stolen = await call(SHARES_ENDPOINTS.create, { question_ids: [theirs] }, alice);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error_msg).toBe('所选的问题不存在');
  });

  it('shares a v1 session under its title; another user’s session is not found', async () => {
    const sessionId = 'sess_share_1';
    const now = s.app.ctx.now();
    await s.app.ctx.db.kysely
      .insertInto('chat_sessions')
      .values({ id: sessionId, user_id: alice.userId, title: '耳机对比', created_at: now, updated_at: now })
      .execute();
    await createQuestionRow(s.app, { user_id: alice.userId, session_id: sessionId, question: '会话里的问题' });
    const created = await call(SHARES_ENDPOINTS.create, { session_id: sessionId }, alice);
    expect(created.body.data).toMatchObject({ source: 'session', title: '耳机对比', turn_count: 1 });
    const pub = await read(created.body.data.token);
    expect(pub.body.data.turns.map((t: { question: string }) => t.question)).toEqual(['会话里的问题']);
    expect((await call(SHARES_ENDPOINTS.create, { session_id: sessionId }, bob)).status).toBe(404);
  });

  it('says so when there is nothing to share', async () => {
    const dave = await createTestUser(s.app);
    const r = await call(SHARES_ENDPOINTS.create, {}, dave);
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toBe('还没有可以分享的回答');
  });

  it('lets only the owner list and revoke; a revoked link is gone for everyone', async () => {
    const { token } = (await call(SHARES_ENDPOINTS.create, {}, alice)).body.data;
    const bobs = (await call(SHARES_ENDPOINTS.list, {}, bob)).body.data.list;
    expect(bobs.map((x: { token: string }) => x.token)).not.toContain(token);
    const listed = (await call(SHARES_ENDPOINTS.list, {}, alice)).body.data.list;
    expect(listed.map((x: { token: string }) => x.token)).toContain(token);

    const other = await call(SHARES_ENDPOINTS.revoke, { token }, bob);
    expect(other.status).toBe(404);
    expect((await read(token)).status).toBe(200);

    const revoked = await call(SHARES_ENDPOINTS.revoke, { token }, alice);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).toEqual(expect.any(String));
    const gone = await read(token);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error_code: 40401, error_msg: '该分享链接已失效：它已被分享者撤销，或链接不完整' });
    const again = (await call(SHARES_ENDPOINTS.list, {}, alice)).body.data.list.find((x: { token: string }) => x.token === token);
    expect(again.revoked_at).toBe(revoked.body.data.revoked_at);
  });

  it.each([
    ['unknown token', 'A'.repeat(32), 404, '该分享链接已失效'],
    ['too short', 'abc', 400, '分享链接无效'],
    ['bad characters', `${'A'.repeat(31)}!`, 400, '分享链接无效'],
  ])('public read of a %s → %i', async (_name, token, status, msg) => {
    const r = await read(token);
    expect(r.status).toBe(status);
    expect(r.body.error_msg).toContain(msg);
  });

  it.each([
    [SHARES_ENDPOINTS.create, { question_ids: [] }, '请至少选择一个问题'],
    [SHARES_ENDPOINTS.create, { question_ids: 'q_1' }, 'question_ids 应为问题编号的列表'],
    [SHARES_ENDPOINTS.create, { question_ids: Array.from({ length: 51 }, (_, i) => `q_${i}`) }, '一次最多分享 50 个问题'],
    [SHARES_ENDPOINTS.create, { session_id: 's', question_ids: ['q_1'] }, '请只选择一个会话或一组问题'],
    [SHARES_ENDPOINTS.create, { session_id: 5 }, '会话编号应为文字'],
    [SHARES_ENDPOINTS.revoke, {}, '分享链接无效'],
    [SHARES_ENDPOINTS.revoke, { token: 'x' }, '分享链接无效'],
  ])('%s %j → 400 with its reason', async (url, body, msg) => {
    const r = await call(url, body, alice);
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toContain(msg);
  });

  it('needs a login to create, list and revoke', async () => {
    for (const url of [SHARES_ENDPOINTS.create, SHARES_ENDPOINTS.list, SHARES_ENDPOINTS.revoke])
      expect((await postJson(s.baseUrl, url, { token: 'A'.repeat(32) })).status).toBe(401);
  });

  it('limits how many links a user makes in an hour', async () => {
    const carol = await createTestUser(s.app);
    await createQuestionRow(s.app, { user_id: carol.userId });
    const statuses: number[] = [];
    for (let i = 0; i <= SHARE_RULES.createsPerWindow; i++)
      statuses.push((await call(SHARES_ENDPOINTS.create, {}, carol)).status);
    expect(statuses.slice(0, -1).every((x) => x === 200)).toBe(true);
    const limited = await call(SHARES_ENDPOINTS.create, {}, carol);
    expect(limited.status).toBe(429);
    expect(limited.body.error_msg).toBe('分享太频繁，请一小时后再试');
    expect(statuses.at(-1)).toBe(429);
  });
});
