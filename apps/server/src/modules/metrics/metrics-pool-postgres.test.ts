import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASE_URL, waitFor, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';

const TOKEN = 'scrape-token-for-the-pool-test-01';

async function queued(s: TestServer): Promise<{ request: number; background: number }> {
  const res = await fetch(`${s.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const page = await res.text();
  const lane = (name: string) => {
    const line = page.split('\n').find((l) => l.startsWith(`sa_db_pool_queued{lane="${name}"} `));
    return line === undefined ? NaN : Number(line.split(' ')[1]);
  };
  return { request: lane('request'), background: lane('background') };
}

describe.skipIf(!hasPostgres('the pool queue on /metrics'))('sa_db_pool_queued on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    // One connection, so statements queue as soon as it is held.
    s = await startTestServer({
      postgresUrl: TEST_DATABASE_URL,
      seedCatalog: false,
      env: { METRICS_TOKEN: TOKEN, PG_POOL_MAX: '1' },
    });
  });
  afterAll(async () => s?.close());

  it('reports the statements waiting in each lane, scraped over HTTP, and 0 once they ran', async () => {
    const { db } = s.app.ctx;
    expect(await queued(s)).toEqual({ request: 0, background: 0 });
    // Hold the only slot, then queue two statements in the request lane and one in the background lane.
    const leave = await db.gate!.enter('request');
    const read = () => db.kysely.selectFrom('users').select('id').limit(1).execute();
    const waiting = [read(), read(), db.background!.kysely.selectFrom('users').select('id').limit(1).execute()];
    await waitFor(async () => (db.gate!.queued.request >= 2 && db.gate!.queued.background === 1 ? true : undefined));
    // At least the two reads: a lease renewal of the server's own may be waiting too.
    const during = await queued(s);
    expect(during.request).toBeGreaterThanOrEqual(2);
    expect(during.background).toBe(1);
    leave();
    await Promise.all(waiting);
    expect(await queued(s)).toEqual({ request: 0, background: 0 });
  });
});
