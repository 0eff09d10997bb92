import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';

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

  describe('the target price on add (a fresh user per case, product p_000040)', () => {
    let price: number;
    beforeAll(async () => {
      price = (await postJson(s.baseUrl, '/api/v2/item/detail', { id: 'p_000040' }, alice.headers)).body.data.product.price;
    });
    type Case = [string, (price: number) => unknown, number, string | RegExp];
    it.each<Case>([
      ['text "abc"', () => 'abc', 400, '目标价应为数字'],
      ['zero', () => 0, 400, '目标价应大于 0'],
      ['negative', () => -1, 400, '目标价应大于 0'],
      ['equal to the current price', (p) => p, 400, /^目标价需低于当前价 ¥[\d.]+$/],
      ['above the current price', (p) => p + 1, 400, /^目标价需低于当前价 ¥[\d.]+$/],
      ['below the current price', (p) => Math.floor(p / 2), 200, ''],
      ['missing (it is optional)', () => undefined, 200, ''],
      ['null (no target)', () => null, 200, ''],
    ])('%s → %i', async (_name, target, status, msg) => {
      const user = await createTestUser(s.app);
      const value = target(price);
      const body = value === undefined ? { product_id: 'p_000040' } : { product_id: 'p_000040', target_price: value };
      const r = await call('add', body, user);
      expect(r.status).toBe(status);
      const list = (await call('list', {}, user)).body.data.list;
      if (status === 200) {
        expect(r.body.data).toMatchObject({ product: { id: 'p_000040' }, target_price: value ?? null, reached: false });
        expect(list).toHaveLength(1);
      } else {
        expect(r.body.error_msg).toMatch(msg);
        // Nothing was stored.
        expect(list).toEqual([]);
      }
    });

    it('names the current price when the target is not below it', async () => {
      const r = await call('add', { product_id: 'p_000040', target_price: price + 10 }, bob);
      expect(r.body.error_msg).toBe(`目标价需低于当前价 ¥${price}`);
    });

    it('a number too large for JSON to hold is a 400, not a 5xx', async () => {
      const r = await call('add', '{"product_id":"p_000040","target_price":1e999}', bob);
      expect(r.status).toBe(400);
      expect(r.body.error_msg).toContain('目标价');
    });
  });

  it('needs a login', async () => {
    expect((await postJson(s.baseUrl, '/api/v2/wish/list', {})).status).toBe(401);
  });
});
