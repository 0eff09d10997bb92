import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { createQuestionRow } from '../../testing/question-rows';
import { up as forgetUnconsentedHabits } from '../../db/migrations/011-habits-consent';
import { budgetsIn } from './collect';

it.each([
  ['推荐一款2000元以内的降噪耳机', ['2000元以内']],
  ['500左右的礼物', ['500元左右']],
  ['预算3000买手机', ['3000元左右']],
  ['哪个好', []],
])('budgetsIn(%s)', (text, expected) => {
  expect(budgetsIn(text)).toEqual(expected);
});

describe('habit endpoints', () => {
  let s: TestServer;
  let alice: Awaited<ReturnType<typeof createTestUser>>;
  let bob: Awaited<ReturnType<typeof createTestUser>>;
  const call = (path: string, body: unknown, who = alice) => postJson(s.baseUrl, `/api/v2/habits/${path}`, body, who.headers);
  const allow = (who: typeof alice, authorized: boolean) =>
    postJson(s.baseUrl, '/api/v2/user/set_auth_other_status', { platform: 1, authorized }, who.headers);

  beforeAll(async () => {
    s = await startTestServer();
    alice = await createTestUser(s.app);
    bob = await createTestUser(s.app);
  });
  afterAll(async () => s?.close());
  const stored = (userId: string) =>
    s.app.ctx.db.kysely.selectFrom('habits').select(['field', 'value']).where('user_id', '=', userId).execute();

  it('collects categories, brands, budget and malls from questions and the wish list once allowed', async () => {
    expect((await allow(alice, true)).status).toBe(200);
    await createQuestionRow(s.app, { user_id: alice.userId, question: '推荐一款2000元以内的降噪耳机，京东买', answer: '' });
    const wished = await postJson(s.baseUrl, '/api/v2/wish/add', { product_id: 'p_000030' }, alice.headers);
    const { brand, mall } = wished.body.data.product;
    const r = await call('get', {});
    expect(r.status).toBe(200);
    expect(r.body.data.budget).toContain('2000元以内');
    expect(r.body.data.categories.length).toBeGreaterThan(0);
    expect(r.body.data.brands).toContain(brand);
    expect(r.body.data.malls).toEqual(expect.arrayContaining(['京东', mall]));
    expect(r.body.data.updated_at).toBeTruthy();
  });

  it('edits a field, deletes one value or a whole field, and deleted values stay deleted', async () => {
    const edited = await call('update', { field: 'budget', values: ['3000元以内', '5000元以内'] });
    expect(edited.body.data.budget.sort()).toEqual(['3000元以内', '5000元以内']);
    const one = await call('delete', { field: 'budget', value: '3000元以内' });
    expect(one.body.data.budget).toEqual(['5000元以内']);
    await call('delete', { field: 'malls' });
    const again = await call('get', {});
    expect(again.body.data.malls).toEqual([]);
    expect(again.body.data.budget).toEqual(['5000元以内']);
  });

  it('keeps users apart', async () => {
    const r = await call('get', {}, bob);
    expect(r.body.data).toMatchObject({ categories: [], brands: [], budget: [], malls: [], updated_at: null });
  });

  it.each([
    ['update', { field: 'colours', values: ['红'] }, '偏好类型'],
    ['update', { field: 'brands', values: [''] }, '偏好不能为空'],
    ['update', { field: 'brands', values: ['x'.repeat(33)] }, '最多 32 字'],
    ['delete', {}, '偏好类型'],
  ])('%s %j → 400', async (path, body, msg) => {
    const r = await call(path, body);
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toContain(msg);
  });

  it('collects nothing while the switch is off, and stores nothing (issue 21)', async () => {
    const carol = await createTestUser(s.app);
    await createQuestionRow(s.app, { user_id: carol.userId, question: '推荐一款2000元以内的降噪耳机，京东买', answer: '' });
    await postJson(s.baseUrl, '/api/v2/wish/add', { product_id: 'p_000030' }, carol.headers);
    const off = await call('get', {}, carol);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ categories: [], brands: [], budget: [], malls: [], updated_at: null });
    expect(await stored(carol.userId)).toEqual([]);
    // Switched on later: what was asked and wished for before does not count either.
    await allow(carol, true);
    expect((await call('get', {}, carol)).body.data).toMatchObject({ categories: [], brands: [], budget: [], malls: [] });
    await createQuestionRow(s.app, { user_id: carol.userId, question: '预算3000买手机', answer: '', create_at: Date.now() + 1 });
    const on = await call('get', {}, carol);
    expect(on.body.data.budget).toEqual(['3000元左右']);
    expect(on.body.data.budget).not.toContain('2000元以内');
    expect(on.body.data.malls).toEqual([]);
  });

  it('the migration removes habits collected without consent and keeps what users typed and what was allowed', async () => {
    const dave = await createTestUser(s.app);
    const erin = await createTestUser(s.app);
    await allow(erin, true);
    const row = (userId: string, value: string, source: string) => ({
      user_id: userId,
      field: 'brands',
      value,
      source,
      hidden: 0,
      updated_at: Date.now(),
    });
    await s.app.ctx.db.kysely
      .insertInto('habits')
      .values([row(dave.userId, '索尼', 'collected'), row(dave.userId, '华为', 'user'), row(erin.userId, '苹果', 'collected')])
      .execute();
    await forgetUnconsentedHabits(s.app.ctx.db.kysely as never);
    expect((await call('get', {}, dave)).body.data.brands).toEqual(['华为']);
    expect((await call('get', {}, erin)).body.data.brands).toEqual(['苹果']);
  });

  it('needs a login', async () => {
    expect((await postJson(s.baseUrl, '/api/v2/habits/get', {})).status).toBe(401);
  });
});
