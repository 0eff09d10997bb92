import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

describe('health endpoints', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
  });
  afterAll(async () => s?.close());

  it('/healthz and /readyz answer without a login, saying nothing else', async () => {
    const live = await fetch(`${s.baseUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${s.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', store: 'ok' });
  });

  it('/readyz is 503 when the database is gone', async () => {
    const other = await startTestServer({ seedCatalog: false });
    await other.app.ctx.db.close();
    const ready = await fetch(`${other.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await other.app.close().catch(() => undefined);
  });
});
