import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from './harness';

describe('server core over real HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('answers an unknown /api path with a JSON 404, not index.html', async () => {
    const r = await postJson(s.baseUrl, '/api/nope', {});
    expect(r.status).toBe(404);
    expect(r.body.error_code).toBe(404);
    expect(r.body.error_msg).toContain('不存在');
  });

  it('rejects malformed JSON with a zh-CN 400', async () => {
    const u = await createTestUser(s.app);
    const r = await postJson(s.baseUrl, '/api/nope', '{"a":', u.headers);
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toMatch(/JSON/);
  });

  it('rejects a body over 1 MB with 413', async () => {
    const r = await postJson(s.baseUrl, '/api/nope', { big: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
    expect(r.body.error_msg).toBe('请求内容过大');
  });

  it('sets security headers', async () => {
    const res = await fetch(s.baseUrl + '/api/nope', { method: 'POST' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
