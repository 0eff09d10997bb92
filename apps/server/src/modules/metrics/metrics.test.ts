import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ChildServer } from '../../testing/child-server';
import {
  createPgSchema,
  createTestUser,
  startTestServer,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  waitFor,
  type TestServer,
} from '../../testing/harness';
import { hasPostgresAndRedis } from '../../testing/databases';
import { postSse } from '../../testing/sse-client';

const TOKEN = 'scrape-token-for-the-test-0123';

/** The value of one sample line (`name{labels} value`) of a Prometheus text page; 0 when absent. */
function sample(page: string, series: string): number {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(s: TestServer, token: string | null = TOKEN) {
  const res = await fetch(`${s.baseUrl}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { METRICS_TOKEN: TOKEN, ASSISTANT_STREAM_DELAY_MS: '0' } });
  });
  afterAll(async () => s?.close());

  it.each([
    ['no token', null],
    ['a wrong token', 'scrape-token-for-the-test-0124'],
  ])('refuses %s with a 401 in the envelope', async (_name, token) => {
    const r = await scrape(s, token);
    expect(r.status).toBe(401);
    expect(JSON.parse(r.text)).toEqual({ error_code: 401, error_msg: expect.stringContaining('METRICS_TOKEN') });
  });

  it('counts an answer: requests, frames, first event, final status, and no stream left open', async () => {
    const before = await scrape(s);
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const user = await createTestUser(s.app);
    const answer = await postSse(s.baseUrl, '/api/v2/chat', { question: '推荐一款2000元以内的降噪耳机' }, user.headers);
    expect(answer.done).toBe(true);
    // The request is counted when its response closes, just after the client read the last byte.
    const chat = 'sa_http_requests_total{method="POST",route="/api/v2/chat",status="200"}';
    let after = await scrape(s);
    for (let i = 0; i < 50 && sample(after.text, chat) === sample(before.text, chat); i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await scrape(s);
    }
    const delta = (series: string) => sample(after.text, series) - sample(before.text, series);
    expect(delta(chat)).toBe(1);
    expect(delta('sa_sse_frames_total')).toBe(answer.frames.length);
    expect(delta('sa_first_event_seconds_count{kind="new"}')).toBe(1);
    expect(delta('sa_answers_total{status="finished"}')).toBe(1);
    expect(delta('sa_answer_seconds_count')).toBe(1);
    expect(sample(after.text, 'sa_active_streams')).toBe(0);
    // The scrapes themselves are requests too.
    expect(delta('sa_http_requests_total{method="GET",route="/metrics",status="200"}')).toBeGreaterThanOrEqual(1);
    for (const name of [
      'sa_lease_renewals_total',
      'sa_lease_takeovers_total',
      'sa_database_errors_total',
      'sa_store_errors_total',
    ])
      expect(after.text).toContain(`# TYPE ${name} counter`);
    // SQLite has no pool: both lanes of its queue read 0.
    expect(after.text).toContain('# TYPE sa_db_pool_queued gauge');
    for (const lane of ['request', 'background']) expect(after.text).toContain(`sa_db_pool_queued{lane="${lane}"} 0\n`);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
  });
  afterAll(async () => s?.close());

  it('is a 404, with or without a token', async () => {
    for (const token of [null, TOKEN]) {
      const r = await scrape(s, token);
      expect(r.status).toBe(404);
      expect(JSON.parse(r.text)).toMatchObject({ error_code: 404 });
    }
  });
});

const clustered = hasPostgresAndRedis('/metrics summed over WORKERS=2');

describe.skipIf(!clustered)('GET /metrics with WORKERS=2 on PostgreSQL + Redis', () => {
  let db: Awaited<ReturnType<typeof createPgSchema>>;
  let server: ChildServer;
  beforeAll(async () => {
    db = await createPgSchema(TEST_DATABASE_URL);
    server = await spawnServer({ WORKERS: '2', DATABASE_URL: db.databaseUrl, REDIS_URL: TEST_REDIS_URL, METRICS_TOKEN: TOKEN });
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await db?.drop();
  });

  it('sums every worker’s counts, whichever worker answers the scrape', async () => {
    const healthz = 'sa_http_requests_total{method="GET",route="/healthz",status="200"}';
    const get = async () => {
      const res = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const before = sample(await get(), healthz);
    // New connections each time, so both workers take some.
    for (let i = 0; i < 20; i++)
      expect((await fetch(`${server.baseUrl}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
    await waitFor(async () => (sample(await get(), healthz) - before === 20 ? true : undefined));
    // Each scrape reaches one worker or the other; every one gives the sum.
    for (let i = 0; i < 6; i++) expect(sample(await get(), healthz) - before).toBe(20);
  }, 120_000);
});
