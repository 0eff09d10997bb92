import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { catalogService } from '../catalog/service';

describe('POST /api/v2/item/detail', () => {
  let s: TestServer;
  let alice: Awaited<ReturnType<typeof createTestUser>>;
  let bob: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    s = await startTestServer();
    alice = await createTestUser(s.app);
    bob = await createTestUser(s.app);
  });
  afterAll(async () => s?.close());

  it('returns facts, specs, mall, link and the 180-day price history with lowest/average/current', async () => {
    const r = await postJson(s.baseUrl, '/api/v2/item/detail', { id: 'p_000010' }, alice.headers);
    expect(r.status).toBe(200);
    const history = (await catalogService(s.app.ctx.db).priceHistory('p_000010'))!;
    const { product, price_history, wish } = r.body.data;
    expect(product).toMatchObject({ id: 'p_000010', url: '/item-detail?id=p_000010' });
    expect(product.mall).toBeTruthy();
    expect(Object.keys(product.specs).length).toBeGreaterThan(0);
    expect(price_history.points).toHaveLength(180);
    expect(price_history).toMatchObject({ lowest: history.lowest, average: history.average, current: history.current });
    expect(wish).toBeNull();
  });

  it('shows the caller’s own wish only', async () => {
    await postJson(s.baseUrl, '/api/v2/wish/add', { product_id: 'p_000010', target_price: 1 }, alice.headers);
    const mine = await postJson(s.baseUrl, '/api/v2/item/detail', { id: 'p_000010' }, alice.headers);
    expect(mine.body.data.wish).toEqual({ target_price: 1, reached: false });
    const theirs = await postJson(s.baseUrl, '/api/v2/item/detail', { id: 'p_000010' }, bob.headers);
    expect(theirs.body.data.wish).toBeNull();
  });

  it.each([
    [{ id: 'p_999999' }, 404, '商品不存在或已下架'],
    [{}, 400, '请提供商品编号'],
    [{ id: '' }, 400, '请提供商品编号'],
  ])('%j → %i', async (body, status, msg) => {
    const r = await postJson(s.baseUrl, '/api/v2/item/detail', body, alice.headers);
    expect(r.status).toBe(status);
    expect(r.body.error_msg).toContain(msg);
  });

  it('needs a login', async () => {
    expect((await postJson(s.baseUrl, '/api/v2/item/detail', { id: 'p_000010' })).status).toBe(401);
  });
});
