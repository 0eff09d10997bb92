import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../test/harness';

describe('wish-list endpoints', () => {
  let s: TestServer;
  let alice: Awaited<ReturnType<typeof createTestUser>>;
  let bob: Awaited<ReturnType<typeof createTestUser>>;
  const call = (path: string, body: unknown, who = alice) => postJson(s.baseUrl, `/api/v2/wish/${path}`, body, who.headers);
  beforeAll(async () => {
    s = await startTestServer();
    alice = await createTestUser(s.app);
    bob = await createTestUser(s.app);
  });
  afterAll(async () => s?.close());

  it('adds, lists, retargets and removes', async () => {
    const added = await call('add', { product_id: 'p_000020', target_price: 99.5 });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ product: { id: 'p_000020' }, target_price: 99.5 });
    await call('add', { product_id: 'p_000021' });
    const list = await call('list', {});
    expect(list.body.data.list.map((w: { product: { id: string } }) => w.product.id).sort()).toEqual(['p_000020', 'p_000021']);

    const price = added.body.data.product.price as number;
    const reached = await call('update', { product_id: 'p_000020', target_price: price });
    expect(reached.body.data).toMatchObject({ target_price: price, reached: true });
    const cleared = await call('update', { product_id: 'p_000020', target_price: null });
    expect(cleared.body.data).toMatchObject({ target_price: null, reached: false });

    expect((await call('remove', { product_id: 'p_000021' })).body.data).toEqual({ removed: true });
    expect((await call('remove', { product_id: 'p_000021' })).status).toBe(404);
  });

  it('keeps users apart', async () => {
    expect((await call('list', {}, bob)).body.data.list).toEqual([]);
    expect((await call('update', { product_id: 'p_000020', target_price: 1 }, bob)).status).toBe(404);
    expect((await call('remove', { product_id: 'p_000020' }, bob)).status).toBe(404);
    expect((await call('list', {})).body.data.list).toHaveLength(1);
  });

  it.each([
    ['add', { product_id: 'p_999999' }, 404, '商品不存在'],
    ['add', { product_id: 'p_000020', target_price: -3 }, 400, '目标价应大于 0'],
    ['add', { product_id: 'p_000020', target_price: '10' }, 400, '目标价应为数字'],
    ['update', { product_id: 'p_000020' }, 400, '目标价'],
    ['remove', {}, 400, '请提供商品编号'],
  ])('%s %j → %i', async (path, body, status, msg) => {
    const r = await call(path, body);
    expect(r.status).toBe(status);
    expect(r.body.error_msg).toContain(msg);
  });

  it('needs a login', async () => {
    expect((await postJson(s.baseUrl, '/api/v2/wish/list', {})).status).toBe(401);
  });
});
