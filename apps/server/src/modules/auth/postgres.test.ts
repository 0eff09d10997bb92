import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { postJson, startTestServer, TEST_DATABASE_URL, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { bearer, expectError, readCode, testClock, uniquePhone } from '../../testing/auth';
import { grantRole } from './user-repository';

describe.skipIf(!hasPostgres('auth on PostgreSQL'))('auth on PostgreSQL (real HTTP)', () => {
  let s: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    s = await startTestServer({ postgresUrl: TEST_DATABASE_URL, seedCatalog: false, now: clock.now });
  });
  afterAll(async () => s?.close());

  it('runs on PostgreSQL with every migration applied, and migrating again is a no-op', async () => {
    expect(s.app.ctx.db.dialect).toBe('postgres');
    const tables = await sql<{
      table_name: string;
    }>`select table_name from information_schema.tables where table_schema = current_schema()`.execute(s.app.ctx.db.kysely);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['users', 'auth_sessions', 'sms_codes', 'auth_failures']),
    );
    expect(await migrateToLatest(s.app.ctx.db)).toEqual([]);
  });

  it('code, quick login, current user, register, password login, logout', async () => {
    const phone = uniquePhone();
    expect((await postJson(s.baseUrl, '/api/user/captcha', { phone })).status).toBe(200);
    expectError(await postJson(s.baseUrl, '/api/user/captcha', { phone }), 429, /验证码发送太频繁/);
    const code = readCode(s.dataDir, phone);
    const login = await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code });
    expect(login.status).toBe(200);
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code }), 400, /验证码已使用/);
    const token = login.body.data.token as string;
    const userId = login.body.data.user.userId as string;

    expect(await grantRole(s.app.ctx.db, userId, 'admin')).toEqual(['user', 'admin']);
    const me = await postJson(s.baseUrl, '/api/v1/get_current_user', {}, bearer(token));
    expect(me.body.data).toMatchObject({ userId, phone, roles: ['user', 'admin'] });

    clock.advance(61_000);
    await postJson(s.baseUrl, '/api/user/captcha', { phone });
    const reg = await postJson(s.baseUrl, '/api/user/register', {
      phone,
      code: readCode(s.dataDir, phone),
      password: 'pg-password',
      nickname: '测试',
    });
    expect(reg.status).toBe(200);
    expect((await postJson(s.baseUrl, '/api/user/login', { account: phone, password: 'pg-password' })).status).toBe(200);
    expectError(await postJson(s.baseUrl, '/api/user/login', { account: phone, password: 'nope-nope' }), 401, /账号或密码错误/);

    expect((await postJson(s.baseUrl, '/api/user/logout', {}, bearer(token))).status).toBe(200);
    expectError(await postJson(s.baseUrl, '/api/v1/get_current_user', {}, bearer(token)), 401, /登录已过期/);
  });

  it('counts wrong codes and requires the captcha on PostgreSQL too', async () => {
    const phone = uniquePhone();
    await postJson(s.baseUrl, '/api/user/captcha', { phone });
    const code = readCode(s.dataDir, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: wrong });
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code }), 400, /图形验证码/);
  });
});
