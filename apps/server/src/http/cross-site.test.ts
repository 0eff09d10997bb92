import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../testing/harness';

describe('cross-site writes', () => {
  let s: TestServer;
  let user: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '300', ALLOWED_ORIGINS: 'https://m.example.com' } });
    user = await createTestUser(s.app);
  });
  afterAll(async () => s?.close());

  const wishes = async () =>
    (await s.app.ctx.db.kysely.selectFrom('wish_items').select('product_id').where('user_id', '=', user.userId).execute()).length;

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'product_id=p_000001'],
    ['a text/plain post', 'text/plain', '{"product_id":"p_000001"}'],
    [
      'a multipart post',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="product_id"\r\n\r\np_000001\r\n--b--\r\n',
    ],
  ])('/api refuses %s (415) and stores nothing', async (_name, type, body) => {
    const res = await fetch(`${s.baseUrl}/api/v2/wish/add`, {
      method: 'POST',
      headers: { 'content-type': type, cookie: `accessToken=${user.token}`, origin: s.baseUrl },
      body,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error_code: 41501, error_msg: '接口只接受 application/json 请求' });
    expect(await wishes()).toBe(0);
  });

  it('a cookie-authenticated JSON write from another origin is refused; ours and allowed ones pass', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${s.baseUrl}/api/v2/wish/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `accessToken=${user.token}`, ...headers },
        body: JSON.stringify({ product_id: 'p_000001' }),
      });
    expect((await post({ origin: 'http://127.0.0.1:9' })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect(await wishes()).toBe(0);
    expect((await post({ origin: 'https://m.example.com' })).status).toBe(200);
    expect((await post({ origin: s.baseUrl })).status).toBe(200);
  });

  it('HSTS and a Secure cookie once served over https behind a trusted proxy, neither over http', async () => {
    const proxied = await startTestServer({ seedCatalog: false, env: { TRUST_PROXY: 'true' } });
    try {
      const https = await fetch(`${proxied.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: '{}',
      });
      expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const http = await fetch(`${proxied.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});
