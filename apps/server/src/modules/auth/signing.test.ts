import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signParams } from '@app/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { postJson, startTestServer, type TestServer } from '../../testing/harness';
import { MEDIA_HEADERS } from '../../testing/upload-fixtures';
import { bearer, expectError, quickLogin, readCode, testClock, uniquePhone } from '../../testing/auth';

const ME = '/api/v1/get_current_user';

describe('auth: signed requests (DESIGN 2.3, real HTTP)', () => {
  let s: TestServer;
  let login: Awaited<ReturnType<typeof quickLogin>>;
  const clock = testClock();
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false, now: clock.now });
    login = await quickLogin(s.baseUrl, s.dataDir, uniquePhone());
  });
  afterAll(async () => s?.close());

  it('accepts a correctly signed body', async () => {
    const body = signParams({ page: 1, filter: { a: 'b' } }, login.secret_key, clock.now());
    const res = await postJson(s.baseUrl, ME, body, bearer(login.token));
    expect(res.status).toBe(200);
    expect(res.body.data.userId).toBe(login.user.userId);
  });

  it('rejects a bad sign', async () => {
    const body = signParams({ page: 1 }, login.secret_key, clock.now());
    expectError(await postJson(s.baseUrl, ME, { ...body, page: 2 }, bearer(login.token)), 401, /^请求签名无效$/);
    const otherSecret = signParams({ page: 1 }, 'not-the-secret', clock.now());
    expectError(await postJson(s.baseUrl, ME, otherSecret, bearer(login.token)), 401, /^请求签名无效$/);
  });

  it('rejects a timestamp older than 5 minutes', async () => {
    const body = signParams({ page: 1 }, login.secret_key, clock.now() - 5 * 60_000 - 1000);
    expectError(await postJson(s.baseUrl, ME, body, bearer(login.token)), 401, /请求签名已过期/);
  });

  it('rejects a replayed nonce', async () => {
    const body = signParams({ page: 1 }, login.secret_key, clock.now());
    expect((await postJson(s.baseUrl, ME, body, bearer(login.token))).status).toBe(200);
    expectError(await postJson(s.baseUrl, ME, body, bearer(login.token)), 401, /请求已被使用/);
  });

  it('rejects a sign without nonce or timestamp', async () => {
    expectError(await postJson(s.baseUrl, ME, { page: 1, sign: 'ABC' }, bearer(login.token)), 401, /请求签名不完整/);
  });

  it('accepts unsigned calls when REQUIRE_SIGNATURE is off', async () => {
    expect((await postJson(s.baseUrl, ME, {}, { ...bearer(login.token), from: 'app' })).status).toBe(200);
  });
});

describe('auth: REQUIRE_SIGNATURE=true (real HTTP)', () => {
  let s: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false, now: clock.now, env: { REQUIRE_SIGNATURE: 'true' } });
  });
  afterAll(async () => s?.close());

  it('rejects unsigned calls from the app, accepts signed ones and browser calls', async () => {
    const login = await quickLogin(s.baseUrl, s.dataDir, uniquePhone());
    const app = { ...bearer(login.token), from: 'app' };
    expectError(await postJson(s.baseUrl, ME, {}, app), 401, /请求缺少签名/);
    expect((await postJson(s.baseUrl, ME, signParams({}, login.secret_key, clock.now()), app)).status).toBe(200);
    expect((await postJson(s.baseUrl, ME, {}, bearer(login.token))).status).toBe(200);
  });

  it('a session the host app opened must sign every call, even one that leaves out from: app', async () => {
    const phone = uniquePhone();
    await postJson(s.baseUrl, '/api/user/captcha', { phone });
    const code = readCode(s.dataDir, phone);
    const login = await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code }, { from: 'app' });
    expect(login.status).toBe(200);
    const { token, secret_key } = login.body.data as { token: string; secret_key: string };
    expectError(await postJson(s.baseUrl, ME, {}, bearer(token)), 401, /请求缺少签名/);
    expectError(await postJson(s.baseUrl, ME, {}, { cookie: `accessToken=${token}`, origin: s.baseUrl }), 401, /请求缺少签名/);
    expect((await postJson(s.baseUrl, ME, signParams({}, secret_key, clock.now()), bearer(token))).status).toBe(200);
  });

  it('an upload from the app is signed in its query (a file part cannot be signed)', async () => {
    const login = await quickLogin(s.baseUrl, s.dataDir, uniquePhone());
    const upload = async (query: Record<string, string | number>) => {
      const form = new FormData();
      form.append('kind', 'image');
      form.append('file', new Blob([MEDIA_HEADERS.png], { type: 'image/png' }), 'a.png');
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      const res = await fetch(`${s.baseUrl}/api/v2/upload?${search}`, {
        method: 'POST',
        headers: { ...bearer(login.token), from: 'app' },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    expectError(await upload({}), 401, /请求缺少签名/);
    const signed = signParams({}, login.secret_key, clock.now()) as Record<string, string | number>;
    expectError(await upload({ ...signed, sign: 'BAD' }), 401, /^请求签名无效$/);
    const ok = await upload(signed);
    expect(ok.status).toBe(200);
    expect(ok.body.data.url).toMatch(/^\/media\/uploads\//);
    expectError(await upload(signed), 401, /请求已被使用/);
  });
});

describe('auth: the signature covers the body as sent, not as validated', () => {
  let app: App;
  let baseUrl: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-sign-'));
    app = await buildApp(testConfig(dataDir), { seedCatalog: false });
    // A route like the chat endpoints: a zod body schema that strips unknown keys (sign, nonce, timestamp).
    app.post(
      '/api/test/echo',
      { preHandler: app.requireAuth, schema: { body: z.object({ question: z.string() }) } },
      async (request) => ({ data: request.body }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const addr = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('verifies sign, nonce and timestamp although the schema drops them', async () => {
    const login = await quickLogin(baseUrl, dataDir, uniquePhone());
    const body = signParams({ question: '手机推荐' }, login.secret_key);
    const ok = await postJson(baseUrl, '/api/test/echo', body, bearer(login.token));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { question: '手机推荐' } });
    expectError(
      await postJson(baseUrl, '/api/test/echo', { ...body, question: '改过' }, bearer(login.token)),
      401,
      /^请求签名无效$/,
    );
  });
});
