import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@app/protocol/days';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';

describe('flight endpoints', () => {
  let s: TestServer;
  let user: Awaited<ReturnType<typeof createTestUser>>;
  let route: { from_city: string; to_city: string; date: string };
  const call = (path: string, body: unknown) => postJson(s.baseUrl, `/api/v2/flight/${path}`, body, user.headers);
  beforeAll(async () => {
    s = await startTestServer();
    user = await createTestUser(s.app);
    const f = await s.app.ctx.db.kysely.selectFrom('flights').selectAll().orderBy('date').limit(1).executeTakeFirstOrThrow();
    route = { from_city: f.from_city, to_city: f.to_city, date: f.date };
  });
  afterAll(async () => s?.close());

  it('lists cities and the scheduled days', async () => {
    const r = await call('cities', {});
    expect(r.body.data.list).toContain(route.from_city);
    expect(r.body.data.first_day).toBe(route.date);
  });

  it('searches one day, sorted by time or by price', async () => {
    const byTime = (await call('search', { ...route, sort: 'time' })).body.data.list as Array<{
      dep_time: string;
      price: number;
      date: string;
    }>;
    expect(byTime.length).toBeGreaterThan(0);
    expect(byTime.every((f) => f.date === route.date)).toBe(true);
    expect(byTime.map((f) => f.dep_time)).toEqual([...byTime.map((f) => f.dep_time)].sort());
    const byPrice = (await call('search', { ...route, sort: 'price' })).body.data.list as Array<{ price: number }>;
    expect(byPrice.map((f) => f.price)).toEqual([...byPrice.map((f) => f.price)].sort((a, b) => a - b));
  });

  it('searches a range of up to 7 days and refuses 8', async () => {
    const base = { from_city: route.from_city, to_city: route.to_city };
    const seven = await call('search', { ...base, date_from: route.date, date_to: addDays(route.date, 6) });
    expect(seven.status).toBe(200);
    const days = new Set((seven.body.data.list as Array<{ date: string }>).map((f) => f.date));
    expect([...days].every((d) => d >= route.date && d <= addDays(route.date, 6))).toBe(true);
    const eight = await call('search', { ...base, date_from: route.date, date_to: addDays(route.date, 7) });
    expect(eight.status).toBe(400);
    expect(eight.body.error_msg).toContain('最多可选择 7 天');
  });

  it('opens a flight by id', async () => {
    const first = (await call('search', route)).body.data.list[0];
    const r = await call('detail', { id: first.id });
    expect(r.body.data).toEqual(first);
    expect((await call('detail', { id: 'nope' })).status).toBe(404);
  });

  it.each([
    [{ to_city: '上海', date: '2026-01-01' }, '请选择城市'],
    [{ from_city: '北京', to_city: '上海' }, '请选择日期'],
    [{ from_city: '北京', to_city: '上海', date: '2026/01/01' }, 'YYYY-MM-DD'],
    [{ from_city: '北京', to_city: '上海', date_from: '2026-01-05', date_to: '2026-01-01' }, '结束日期不能早于开始日期'],
  ])('rejects %j', async (body, msg) => {
    const r = await call('search', body);
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toContain(msg);
  });

  it('needs a login', async () => {
    expect((await postJson(s.baseUrl, '/api/v2/flight/cities', {})).status).toBe(401);
  });
});
