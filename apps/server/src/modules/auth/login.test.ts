import { loginResultSchema } from '@app/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/harness';
import { bearer, expectError, quickLogin, readCode, sendCode, testClock, uniquePhone } from '../../testing/auth';

describe('auth: login, registration, current user, logout (real HTTP)', () => {
  let s: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    // A high IP budget: every test here sends from 127.0.0.1 (the IP limit has its own suite).
    s = await startTestServer({ seedCatalog: false, now: clock.now, env: { SMS_IP_HOURLY_LIMIT: '1000' } });
  });
  afterAll(async () => s?.close());

  it('sends a 6-digit code and says how long to wait and how long it lasts', async () => {
    const phone = uniquePhone();
    const res = await postJson(s.baseUrl, '/api/user/captcha', { phone });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { retry_after: 60, expires_in: 300 } });
    expect(readCode(s.dataDir, phone)).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    const row = await s.app.ctx.db.kysely
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('quick login creates the user on first login, returns a LoginResult and sets the accessToken cookie', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    const res = await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code });
    expect(res.status).toBe(200);
    const login = loginResultSchema.parse(res.body.data);
    expect(login.expireTime).toBe(s.app.ctx.config.tokenTtlSeconds);
    expect(login.user).toMatchObject({ nickname: `用户${phone.slice(-4)}`, phone, roles: ['user'], permissions: [], avatar: '' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`accessToken=${login.token}`);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain(`Max-Age=${login.expireTime}`);
    const stored = await s.app.ctx.db.kysely.selectFrom('auth_sessions').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(login.token);
  });

  it('a second quick login for the same phone reuses the account', async () => {
    const phone = uniquePhone();
    const first = await quickLogin(s.baseUrl, s.dataDir, phone);
    clock.advance(61_000);
    const second = await quickLogin(s.baseUrl, s.dataDir, phone);
    expect(second.user.userId).toBe(first.user.userId);
    expect(second.token).not.toBe(first.token);
  });

  it('both current-user endpoints return the user for a Bearer token and for the cookie', async () => {
    const phone = uniquePhone();
    const login = await quickLogin(s.baseUrl, s.dataDir, phone);
    const v1 = await postJson(s.baseUrl, '/api/v1/get_current_user', {}, bearer(login.token));
    expect(v1.status).toBe(200);
    expect(v1.body.data).toEqual({
      userId: login.user.userId,
      nickname: `用户${phone.slice(-4)}`,
      avatar: '',
      phone,
      roles: ['user'],
      permissions: [],
    });
    // The cookie alone counts only from our own pages (Origin ours, or Sec-Fetch-Site: same-origin).
    const cookie = `accessToken=${login.token}`;
    const v2 = await postJson(s.baseUrl, '/api/v2/user/get_current_user_v2', {}, { cookie, origin: s.baseUrl });
    expect(v2.status).toBe(200);
    const sameOrigin = { cookie, 'sec-fetch-site': 'same-origin' };
    expect((await postJson(s.baseUrl, '/api/v2/user/get_current_user_v2', {}, sameOrigin)).status).toBe(200);
    const refused: Array<Record<string, string>> = [
      { cookie, origin: 'http://127.0.0.1:1' },
      { cookie, 'sec-fetch-site': 'same-site' },
      { cookie },
    ];
    for (const headers of refused)
      expectError(await postJson(s.baseUrl, '/api/v2/user/get_current_user_v2', {}, headers), 403, /跨站请求已拒绝/);
    expect(v2.body.data).toEqual(v1.body.data);
    // The spec sends no body here; a bare POST (no content-type) must work too.
    const bare = await fetch(`${s.baseUrl}/api/v1/get_current_user`, { method: 'POST', headers: bearer(login.token) });
    expect(bare.status).toBe(200);
  });

  it('rejects a malformed phone, naming the field', async () => {
    expectError(await postJson(s.baseUrl, '/api/user/captcha', { phone: '12345' }), 400, /手机号/);
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone: '1380013800a', code: '123456' }), 400, /手机号/);
    expectError(await postJson(s.baseUrl, '/api/user/captcha', {}), 400, /手机号/);
  });

  it('rejects a code that is not 6 digits, naming the field', async () => {
    expectError(
      await postJson(s.baseUrl, '/api/user/quickLogin', { phone: uniquePhone(), code: '12ab' }),
      400,
      /验证码.*6 位数字/,
    );
  });

  it('rejects a wrong code', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: wrong }), 400, /验证码错误/);
  });

  it('rejects an expired code (valid 5 minutes)', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    clock.advance(5 * 60_000 + 1);
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code }), 400, /验证码已过期/);
  });

  it('accepts a code just before it expires', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    clock.advance(5 * 60_000 - 1000);
    expect((await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code })).status).toBe(200);
  });

  it('rejects a reused code', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    expect((await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code })).status).toBe(200);
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code }), 400, /验证码已使用/);
  });

  it('only the newest code works once another has been sent', async () => {
    const phone = uniquePhone();
    const first = await sendCode(s.baseUrl, s.dataDir, phone);
    clock.advance(61_000);
    const second = await sendCode(s.baseUrl, s.dataDir, phone);
    if (first !== second)
      expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: first }), 400, /验证码错误/);
    expect((await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: second })).status).toBe(200);
  });

  it('registers with code, password and nickname, then logs in with the password', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    const reg = await postJson(s.baseUrl, '/api/user/register', { phone, code, password: 'secret-pass-1', nickname: '小明' });
    expect(reg.status).toBe(200);
    expect(loginResultSchema.parse(reg.body.data).user).toMatchObject({ nickname: '小明', phone, roles: ['user'] });
    const login = await postJson(s.baseUrl, '/api/user/login', { account: phone, password: 'secret-pass-1' });
    expect(login.status).toBe(200);
    expect(login.body.data.user.userId).toBe(reg.body.data.user.userId);
    expect(login.headers.get('set-cookie')).toContain(`accessToken=${login.body.data.token}`);
    const hash = await s.app.ctx.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^scrypt\$/);
  });

  it('register gives a password to an account created by quick login', async () => {
    const phone = uniquePhone();
    const first = await quickLogin(s.baseUrl, s.dataDir, phone);
    clock.advance(61_000);
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    const reg = await postJson(s.baseUrl, '/api/user/register', { phone, code, password: 'another-pass', nickname: '老用户' });
    expect(reg.status).toBe(200);
    expect(reg.body.data.user).toMatchObject({ userId: first.user.userId, nickname: '老用户' });
  });

  it('register is a 409 when the phone already has a password, and leaves the code usable', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    await postJson(s.baseUrl, '/api/user/register', { phone, code, password: 'secret-pass-1', nickname: '甲' });
    clock.advance(61_000);
    const code2 = await sendCode(s.baseUrl, s.dataDir, phone);
    const again = await postJson(s.baseUrl, '/api/user/register', {
      phone,
      code: code2,
      password: 'secret-pass-2',
      nickname: '乙',
    });
    expectError(again, 409, /该手机号已注册/);
    expect((await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: code2 })).status).toBe(200);
  });

  it('register validates password and nickname, naming the field', async () => {
    const phone = uniquePhone();
    expectError(
      await postJson(s.baseUrl, '/api/user/register', { phone, code: '123456', password: 'short', nickname: '甲' }),
      400,
      /密码.*至少 8 位/,
    );
    expectError(
      await postJson(s.baseUrl, '/api/user/register', { phone, code: '123456', password: 'long-enough', nickname: '' }),
      400,
      /昵称/,
    );
  });

  it('password login: wrong password and unknown account give the same 401', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    await postJson(s.baseUrl, '/api/user/register', { phone, code, password: 'right-password', nickname: '丙' });
    const wrong = await postJson(s.baseUrl, '/api/user/login', { account: phone, password: 'wrong-password' });
    const unknown = await postJson(s.baseUrl, '/api/user/login', { account: uniquePhone(), password: 'whatever-pw' });
    expectError(wrong, 401, /账号或密码错误/);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expectError(await postJson(s.baseUrl, '/api/user/login', { account: phone }), 400, /密码/);
  });

  it('password login locks an account after 10 wrong passwords', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    await postJson(s.baseUrl, '/api/user/register', { phone, code, password: 'right-password', nickname: '丁' });
    for (let i = 0; i < 10; i++)
      expect((await postJson(s.baseUrl, '/api/user/login', { account: phone, password: `bad-${i}` })).status).toBe(401);
    expectError(
      await postJson(s.baseUrl, '/api/user/login', { account: phone, password: 'right-password' }),
      429,
      /密码错误次数过多/,
    );
  });

  it('logout revokes the token and clears the cookie', async () => {
    const login = await quickLogin(s.baseUrl, s.dataDir, uniquePhone());
    const out = await postJson(s.baseUrl, '/api/user/logout', {}, bearer(login.token));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: null });
    expect(out.headers.get('set-cookie')).toMatch(/accessToken=;.*Expires=Thu, 01 Jan 1970/);
    expectError(await postJson(s.baseUrl, '/api/v1/get_current_user', {}, bearer(login.token)), 401, /登录已过期/);
    expectError(await postJson(s.baseUrl, '/api/user/logout', {}, bearer(login.token)), 401, /登录已过期/);
  });

  it('current user and logout without a token are 401', async () => {
    expectError(await postJson(s.baseUrl, '/api/v1/get_current_user', {}), 401, /请先登录/);
    expectError(await postJson(s.baseUrl, '/api/v2/user/get_current_user_v2', {}), 401, /请先登录/);
    expectError(await postJson(s.baseUrl, '/api/user/logout', {}), 401, /请先登录/);
    expectError(await postJson(s.baseUrl, '/api/v1/get_current_user', {}, bearer('not-a-real-token')), 401, /登录已过期/);
  });

  it('a token stops working after expireTime', async () => {
    const login = await quickLogin(s.baseUrl, s.dataDir, uniquePhone());
    clock.advance(login.expireTime * 1000 - 1000);
    expect((await postJson(s.baseUrl, '/api/v1/get_current_user', {}, bearer(login.token))).status).toBe(200);
    clock.advance(2000);
    expectError(await postJson(s.baseUrl, '/api/v1/get_current_user', {}, bearer(login.token)), 401, /登录已过期/);
  });

  it.each(['/api/user/captcha', '/api/user/quickLogin', '/api/user/register', '/api/user/login'])(
    '%s: malformed JSON is a 400 and a body over 1 MB a 413',
    async (url) => {
      expectError(await postJson(s.baseUrl, url, '{"phone":'), 400, /JSON/);
      expectError(await postJson(s.baseUrl, url, { phone: uniquePhone(), pad: 'x'.repeat(1_100_000) }), 413, /请求内容过大/);
    },
  );
});
