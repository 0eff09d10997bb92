import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { TEST_DATABASE_URL, createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { createQuestionRow } from '../../testing/question-rows';
import { groupLabels, parseLabelIds } from './service';

const assessOf = async (app: App, id: string) =>
  (await app.ctx.db.kysely.selectFrom('questions').select('assess').where('id', '=', id).executeTakeFirstOrThrow()).assess;

function feedbackFlows(label: string, start: () => Promise<TestServer>) {
  describe(`feedback over real HTTP (${label})`, () => {
    let s: TestServer;
    let alice: Awaited<ReturnType<typeof createTestUser>>;
    let bob: Awaited<ReturnType<typeof createTestUser>>;
    let aliceQ: string;
    beforeAll(async () => {
      s = await start();
      alice = await createTestUser(s.app);
      bob = await createTestUser(s.app);
      aliceQ = await createQuestionRow(s.app, { user_id: alice.userId, session_id: 's_alice' });
    });
    afterAll(async () => s?.close());

    it.each(['/api/v1/question_assess', '/api/v2/question_assess'])('%s likes, dislikes and cancels', async (url) => {
      for (const assess of [1, 2, 0]) {
        const r = await postJson(s.baseUrl, url, { question_id: aliceQ, assess }, alice.headers);
        expect(r.status).toBe(200);
        expect(r.body).toEqual({ data: { question_id: aliceQ, assess } });
        expect(await assessOf(s.app, aliceQ)).toBe(assess);
      }
    });

    it('will not assess another user’s question, and leaves it untouched', async () => {
      await postJson(s.baseUrl, '/api/v2/question_assess', { question_id: aliceQ, assess: 1 }, alice.headers);
      const r = await postJson(s.baseUrl, '/api/v2/question_assess', { question_id: aliceQ, assess: 2 }, bob.headers);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error_code: 404, error_msg: '问题不存在' });
      expect(await assessOf(s.app, aliceQ)).toBe(1);
    });

    it('answers an unknown question with 404', async () => {
      const r = await postJson(s.baseUrl, '/api/v1/question_assess', { question_id: 'q_nope', assess: 1 }, alice.headers);
      expect(r.status).toBe(404);
      expect(r.body.error_msg).toBe('问题不存在');
    });

    it.each([3, -1, '1', 1.5, null])('rejects assess=%j with a 400 naming the field', async (assess) => {
      const r = await postJson(s.baseUrl, '/api/v1/question_assess', { question_id: aliceQ, assess }, alice.headers);
      expect(r.status).toBe(400);
      expect(r.body.error_msg).toMatch(/^评价：/);
    });

    it.each([
      ['/api/v1/question_assess', { question_id: 'x', assess: 1 }],
      ['/api/v1/get_label_list', {}],
      ['/api/v1/feed_back', { question_id: 'x', content: '不准' }],
    ])('%s without a token is 401', async (url, body) => {
      const r = await postJson(s.baseUrl, url, body);
      expect(r.status).toBe(401);
      expect(r.body.error_code).toBe(401);
    });

    it('lists the seeded report labels in groups', async () => {
      const r = await postJson(s.baseUrl, '/api/v1/get_label_list', {}, alice.headers);
      expect(r.status).toBe(200);
      expect(r.body.data.map((g: { group_name: string }) => g.group_name)).toEqual(['内容问题', '体验问题', '安全问题']);
      const names = r.body.data.flatMap((g: { children: Array<{ name: string }> }) => g.children.map((c) => c.name));
      expect(names).toEqual(expect.arrayContaining(['信息不准确', '推荐不相关', '价格有误', '回答太慢', '涉及隐私']));
      for (const g of r.body.data) for (const c of g.children) expect(Number.isInteger(c.id)).toBe(true);
    });

    it('stores a report with labels given as numbers or numeric strings', async () => {
      const labels = (await postJson(s.baseUrl, '/api/v1/get_label_list', {}, alice.headers)).body.data;
      const [a, b] = [labels[0].children[0].id, labels[1].children[0].id];
      const r = await postJson(
        s.baseUrl,
        '/api/v1/feed_back',
        { session_id: 's_alice', question_id: aliceQ, content: '  价格和商城页面对不上  ', label_ids: [a, String(b), a] },
        alice.headers,
      );
      expect(r.status).toBe(200);
      expect(r.body.data.id).toMatch(/^fb_/);
      const row = await s.app.ctx.db.kysely
        .selectFrom('feedback')
        .selectAll()
        .where('id', '=', r.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: alice.userId,
        question_id: aliceQ,
        session_id: 's_alice',
        content: '价格和商城页面对不上',
      });
      expect(JSON.parse(row.label_ids)).toEqual([a, b]);
    });

    it('accepts labels alone, or text alone', async () => {
      const labelsOnly = await postJson(
        s.baseUrl,
        '/api/v1/feed_back',
        { question_id: aliceQ, label_ids: ['101'] },
        alice.headers,
      );
      expect(labelsOnly.status).toBe(200);
      const textOnly = await postJson(
        s.baseUrl,
        '/api/v1/feed_back',
        { question_id: aliceQ, content: '答非所问' },
        alice.headers,
      );
      expect(textOnly.status).toBe(200);
    });

    it.each([
      [[99999], '反馈标签不存在：99999'],
      [['abc'], '反馈标签不存在：abc'],
      [[101, 0], '反馈标签不存在：0'],
      [[1e12], '反馈标签不存在：1000000000000'],
    ])('rejects unknown label ids %j with a 400 naming the id', async (label_ids, message) => {
      const before = await s.app.ctx.db.kysely.selectFrom('feedback').select('id').execute();
      const r = await postJson(s.baseUrl, '/api/v1/feed_back', { question_id: aliceQ, label_ids }, alice.headers);
      expect(r.status).toBe(400);
      expect(r.body.error_msg).toBe(message);
      expect(await s.app.ctx.db.kysely.selectFrom('feedback').select('id').execute()).toHaveLength(before.length);
    });

    it('rejects an empty report and an over-long one', async () => {
      const empty = await postJson(
        s.baseUrl,
        '/api/v1/feed_back',
        { question_id: aliceQ, content: '  ', label_ids: [] },
        alice.headers,
      );
      expect(empty.status).toBe(400);
      expect(empty.body.error_msg).toContain('请填写反馈内容或选择至少一个反馈标签');
      const long = await postJson(
        s.baseUrl,
        '/api/v1/feed_back',
        { question_id: aliceQ, content: '长'.repeat(501) },
        alice.headers,
      );
      expect(long.status).toBe(400);
      expect(long.body.error_msg).toMatch(/^内容：.*500/);
      const exact = await postJson(
        s.baseUrl,
        '/api/v1/feed_back',
        { question_id: aliceQ, content: '长'.repeat(500) },
        alice.headers,
      );
      expect(exact.status).toBe(200);
    });

    it('will not take a report on another user’s question or an unknown one', async () => {
      const foreign = await postJson(s.baseUrl, '/api/v1/feed_back', { question_id: aliceQ, content: '看看' }, bob.headers);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error_msg).toBe('问题不存在');
      const unknown = await postJson(s.baseUrl, '/api/v1/feed_back', { question_id: 'q_nope', content: '看看' }, bob.headers);
      expect(unknown.status).toBe(404);
      const bobRows = await s.app.ctx.db.kysely.selectFrom('feedback').select('id').where('user_id', '=', bob.userId).execute();
      expect(bobRows).toHaveLength(0);
    });
  });
}

feedbackFlows('SQLite', () => startTestServer({ seedCatalog: false }));
describe.skipIf(!hasPostgres('feedback flows on PostgreSQL'))('on PostgreSQL', () => {
  feedbackFlows('PostgreSQL', () => startTestServer({ postgresUrl: TEST_DATABASE_URL, seedCatalog: false }));
});

describe('parseLabelIds', () => {
  it.each([
    [[1, '2', 2, ' 3 '], { ok: true, ids: [1, 2, 3] }],
    [[], { ok: true, ids: [] }],
    [['1a'], { ok: false, unknown: '1a' }],
    [[-4], { ok: false, unknown: '-4' }],
    [[2_147_483_648], { ok: false, unknown: '2147483648' }],
  ] as const)('%j → %j', (raw, expected) => {
    expect(parseLabelIds(raw)).toEqual(expected);
  });
});

describe('groupLabels', () => {
  it('keeps row order and groups by group id', () => {
    const rows = [
      { group_id: 2, group_name: '体验问题', id: 201, name: '回答太慢' },
      { group_id: 2, group_name: '体验问题', id: 202, name: '格式混乱' },
      { group_id: 1, group_name: '内容问题', id: 101, name: '信息不准确' },
    ];
    expect(groupLabels(rows)).toEqual([
      {
        group_name: '体验问题',
        children: [
          { name: '回答太慢', id: 201 },
          { name: '格式混乱', id: 202 },
        ],
      },
      { group_name: '内容问题', children: [{ name: '信息不准确', id: 101 }] },
    ]);
  });
});
