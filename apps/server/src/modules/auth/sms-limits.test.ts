import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/harness';
import { outboxCount, expectError, readCode, sendCode, testClock, uniquePhone } from '../../testing/auth';
import { captchaAnswerKey } from './captcha-store';

describe('auth: SMS code limits and the captcha after wrong codes (real HTTP)', () => {
  let s: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false, now: clock.now, env: { SMS_IP_HOURLY_LIMIT: '1000' } });
  });
  afterAll(async () => s?.close());

  const captcha = async () => {
    const res = await fetch(`${s.baseUrl}/passport/captcha/init`);
    const { captcha_id } = ((await res.json()) as { data: { captcha_id: string } }).data;
    const answer = await s.app.ctx.kv.get(captchaAnswerKey(captcha_id));
    return { captcha_id, answer: answer! };
  };
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('allows one code per phone per 60 s and says how long to wait', async () => {
    const phone = uniquePhone();
    await sendCode(s.baseUrl, s.dataDir, phone);
    clock.advance(20_000);
    const again = await postJson(s.baseUrl, '/api/user/captcha', { phone });
    expectError(again, 429, /验证码发送太频繁，请 40 秒后再试/);
    expect(again.headers.get('retry-after')).toBe('40');
    expect(outboxCount(s.dataDir, phone)).toBe(1);
    clock.advance(40_000);
    expect((await postJson(s.baseUrl, '/api/user/captcha', { phone })).status).toBe(200);
  });

  it('allows 10 codes per phone per day, then refuses until the next day', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i++) {
      expect((await postJson(s.baseUrl, '/api/user/captcha', { phone })).status).toBe(200);
      clock.advance(61_000);
    }
    expectError(await postJson(s.baseUrl, '/api/user/captcha', { phone }), 429, /今日验证码发送次数已达上限/);
    clock.advance(24 * 60 * 60_000);
    expect((await postJson(s.baseUrl, '/api/user/captcha', { phone })).status).toBe(200);
  });

  it('needs the image captcha after 3 wrong codes, for login and for sending', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    for (let i = 0; i < 3; i++) {
      expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: wrongCode(code) }), 400, /验证码错误/);
    }
    // Even the right code is refused until a captcha is solved.
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code }), 400, /图形验证码/);
    clock.advance(61_000);
    expectError(await postJson(s.baseUrl, '/api/user/captcha', { phone }), 400, /图形验证码/);

    const wrong = await captcha();
    const bad = await postJson(s.baseUrl, '/api/user/quickLogin', {
      phone,
      code,
      captcha_id: wrong.captcha_id,
      captcha_text: 'zzzz',
    });
    expectError(bad, 400, /图形验证码错误/);
    // A captcha is single use: the right answer after a wrong one no longer works.
    const reused = await postJson(s.baseUrl, '/api/user/quickLogin', {
      phone,
      code,
      captcha_id: wrong.captcha_id,
      captcha_text: wrong.answer,
    });
    expectError(reused, 400, /图形验证码错误或已失效/);

    const right = await captcha();
    const ok = await postJson(s.baseUrl, '/api/user/quickLogin', {
      phone,
      code,
      captcha_id: right.captcha_id,
      captcha_text: ` ${right.answer.toUpperCase()} `,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toEqual(expect.any(String));
  });

  it('sending with a solved captcha lifts the requirement for the next login', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    for (let i = 0; i < 3; i++) await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: wrongCode(code) });
    clock.advance(61_000);
    const c = await captcha();
    expect(
      (await postJson(s.baseUrl, '/api/user/captcha', { phone, captcha_id: c.captcha_id, captcha_text: c.answer })).status,
    ).toBe(200);
    const fresh = readCode(s.dataDir, phone);
    expect((await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: fresh })).status).toBe(200);
  });

  it('wrong codes older than 10 minutes no longer count towards the captcha', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    for (let i = 0; i < 3; i++) await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: wrongCode(code) });
    clock.advance(10 * 60_000 + 1);
    const fresh = await sendCode(s.baseUrl, s.dataDir, phone);
    expect((await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: fresh })).status).toBe(200);
  });

  it('burns a code after 5 wrong guesses, even with captchas solved', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    for (let i = 0; i < 5; i++) {
      const c = i >= 3 ? await captcha() : undefined;
      const body = { phone, code: wrongCode(code), ...(c ? { captcha_id: c.captcha_id, captcha_text: c.answer } : {}) };
      expectError(await postJson(s.baseUrl, '/api/user/quickLogin', body), 400, /验证码错误/);
    }
    const c = await captcha();
    const res = await postJson(s.baseUrl, '/api/user/quickLogin', {
      phone,
      code,
      captcha_id: c.captcha_id,
      captcha_text: c.answer,
    });
    expectError(res, 400, /验证码错误次数过多，请重新获取/);
  });

  it('a code used by two simultaneous logins works once', async () => {
    const phone = uniquePhone();
    const code = await sendCode(s.baseUrl, s.dataDir, phone);
    const results = await Promise.all([1, 2, 3].map(() => postJson(s.baseUrl, '/api/user/quickLogin', { phone, code })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) expectError(r, 400, /验证码已使用/);
  });

  it('two simultaneous sends to one phone deliver one code', async () => {
    const phone = uniquePhone();
    const results = await Promise.all([1, 2].map(() => postJson(s.baseUrl, '/api/user/captcha', { phone })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(outboxCount(s.dataDir, phone)).toBe(1);
  });
});

describe('auth: per-IP hourly limit (real HTTP)', () => {
  let s: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false, now: clock.now, env: { SMS_IP_HOURLY_LIMIT: '3' } });
  });
  afterAll(async () => s?.close());

  it('refuses the 4th code from one IP within an hour, whatever the phone', async () => {
    for (let i = 0; i < 3; i++)
      expect((await postJson(s.baseUrl, '/api/user/captcha', { phone: uniquePhone() })).status).toBe(200);
    const phone = uniquePhone();
    const res = await postJson(s.baseUrl, '/passport/mobile/code', { phone });
    expectError(res, 429, /当前网络获取验证码次数过多/);
    expect(outboxCount(s.dataDir, phone)).toBe(0);
    clock.advance(60 * 60_000 + 1);
    expect((await postJson(s.baseUrl, '/api/user/captcha', { phone })).status).toBe(200);
  });
});
