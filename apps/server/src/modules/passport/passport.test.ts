import { loginResultSchema, passportCaptchaSchema } from '@app/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/harness';
import { bearer, expectError, readCode, testClock, uniquePhone } from '../../testing/auth';
import { captchaAnswerKey } from '../auth/captcha-store';

/** POST application/x-www-form-urlencoded, as the host's account pages do; no auth headers. */
async function postForm(baseUrl: string, url: string, fields: Record<string, string> | string) {
  const res = await fetch(baseUrl + url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any>, headers: res.headers };
}

describe('passport: the external account host (real HTTP)', () => {
  let s: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false, now: clock.now, env: { SMS_IP_HOURLY_LIMIT: '1000' } });
  });
  afterAll(async () => s?.close());

  it('captcha init returns an svg and an id whose answer is stored for checking', async () => {
    const res = await fetch(`${s.baseUrl}/passport/captcha/init?phone=13800138000&t=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as { data: unknown };
    const captcha = passportCaptchaSchema.parse(data);
    expect(captcha.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(await s.app.ctx.kv.get(captchaAnswerKey(captcha.captcha_id))).toMatch(/^[a-z2-9]{4}$/i);
  });

  it('mobile code (form) sends a code, ignoring empty captcha fields', async () => {
    const phone = uniquePhone();
    const res = await postForm(s.baseUrl, '/passport/mobile/code', `phone=${phone}&captcha_id=&captcha_text=`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { retry_after: 60, expires_in: 300 } });
    expect(readCode(s.dataDir, phone)).toMatch(/^\d{6}$/);
  });

  it('quick check (form) logs in with the code, sets the cookie, and the token works on /api', async () => {
    const phone = uniquePhone();
    await postForm(s.baseUrl, '/passport/mobile/code', { phone, captcha_id: '', captcha_text: '' });
    const res = await postForm(s.baseUrl, '/passport/quick/check', { phone, code: readCode(s.dataDir, phone) });
    expect(res.status).toBe(200);
    const login = loginResultSchema.parse(res.body.data);
    expect(login.user.phone).toBe(phone);
    expect(res.headers.get('set-cookie')).toContain(`accessToken=${login.token}`);
    const me = await postJson(s.baseUrl, '/api/v2/user/get_current_user_v2', {}, bearer(login.token));
    expect(me.body.data.userId).toBe(login.user.userId);
  });

  it('shares the code store with /api/user: a code sent there works here, and once only', async () => {
    const phone = uniquePhone();
    await postJson(s.baseUrl, '/api/user/captcha', { phone });
    const code = readCode(s.dataDir, phone);
    expect((await postForm(s.baseUrl, '/passport/quick/check', { phone, code })).status).toBe(200);
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code }), 400, /验证码已使用/);
    expectError(await postForm(s.baseUrl, '/passport/mobile/code', { phone }), 429, /验证码发送太频繁/);
  });

  it('quick check asks for the captcha after 3 wrong codes and passes with the right answer', async () => {
    const phone = uniquePhone();
    await postForm(s.baseUrl, '/passport/mobile/code', { phone });
    const code = readCode(s.dataDir, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++)
      expectError(await postForm(s.baseUrl, '/passport/quick/check', { phone, code: wrong }), 400, /验证码错误/);
    expectError(
      await postForm(s.baseUrl, '/passport/quick/check', { phone, code, captcha_id: '', captcha_text: '' }),
      400,
      /图形验证码/,
    );
    const init = (await (await fetch(`${s.baseUrl}/passport/captcha/init`)).json()) as { data: { captcha_id: string } };
    const answer = (await s.app.ctx.kv.get(captchaAnswerKey(init.data.captcha_id)))!;
    const ok = await postForm(s.baseUrl, '/passport/quick/check', {
      phone,
      code,
      captcha_id: init.data.captcha_id,
      captcha_text: answer,
    });
    expect(ok.status).toBe(200);
  });

  it('rejects bad form fields with a 400 naming the field', async () => {
    expectError(await postForm(s.baseUrl, '/passport/mobile/code', { phone: '12345' }), 400, /手机号/);
    expectError(await postForm(s.baseUrl, '/passport/mobile/code', {}), 400, /手机号/);
    expectError(await postForm(s.baseUrl, '/passport/quick/check', { phone: uniquePhone(), code: 'abc' }), 400, /验证码/);
    expectError(await postForm(s.baseUrl, '/passport/quick/check', `phone=${uniquePhone()}&code=1&code=2`), 400, /验证码/);
  });

  it('rejects an oversized form body with 413 and malformed JSON with 400', async () => {
    expectError(
      await postForm(s.baseUrl, '/passport/mobile/code', { phone: uniquePhone(), pad: 'x'.repeat(1_100_000) }),
      413,
      /请求内容过大/,
    );
    expectError(await postJson(s.baseUrl, '/passport/quick/check', '{"phone"'), 400, /JSON/);
  });

  it('limits captcha images per IP per minute', async () => {
    clock.advance(60_000);
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await fetch(`${s.baseUrl}/passport/captcha/init`)).status;
    expect(last).toBe(429);
    const res = await fetch(`${s.baseUrl}/passport/captcha/init`);
    expectError({ status: res.status, body: (await res.json()) as Record<string, any> }, 429, /图形验证码刷新太频繁/);
    clock.advance(60_000);
    expect((await fetch(`${s.baseUrl}/passport/captcha/init`)).status).toBe(200);
  });
});
