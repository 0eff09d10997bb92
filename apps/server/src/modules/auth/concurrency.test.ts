import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, TEST_DATABASE_URL, TEST_REDIS_URL, type TestServer } from '../../testing/harness';
import { hasPostgresAndRedis } from '../../testing/databases';
import { sendCode, uniquePhone } from '../../testing/auth';
import { PASSWORD_RULES, SMS_RULES } from './rules';

/**
 * Brute-force budgets under concurrency: every guess takes its number in the shared store before
 * it is compared, so a burst sent at once is compared no more often than the budget allows.
 * "Compared" is what the answer shows: only a compared guess can say 验证码错误 / 账号或密码错误.
 */
function concurrencySuite(label: string, opts: { postgresUrl?: string; redisUrl?: string }) {
  describe(`brute-force budgets under concurrency (${label})`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({
        postgresUrl: opts.postgresUrl,
        seedCatalog: false,
        env: opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {},
      });
    });
    afterAll(async () => s?.close());

    it('150 parallel wrong SMS codes are compared at most wrongGuessesPerCode times; the right one 40th in a burst is not let in', async () => {
      const phone = uniquePhone();
      const code = await sendCode(s.baseUrl, s.dataDir, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const burst = Array.from({ length: 150 }, (_, i) => (i === 39 ? code : wrong));
      const answers = await Promise.all(burst.map((c) => postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: c })));
      const compared = answers.filter((a) => /验证码错误，请检查/.test(String(a.body.error_msg)) || a.status === 200);
      console.log(`[${label}] 150 parallel SMS guesses: ${compared.length} compared (budget ${SMS_RULES.wrongGuessesPerCode})`);
      expect(compared.length).toBeLessThanOrEqual(SMS_RULES.wrongGuessesPerCode);
      for (const a of answers) expect(a.status).toBeLessThan(500);
      // The 40th (the right code) arrived after the budget was spent: no login came of the burst.
      expect(answers[39]!.status).not.toBe(200);
    });

    it('parallel wrong passwords are compared at most maxFailures times, then the account is locked', async () => {
      const phone = uniquePhone();
      const code = await sendCode(s.baseUrl, s.dataDir, phone);
      const reg = await postJson(s.baseUrl, '/api/user/register', {
        phone,
        code,
        password: 'right-password-1',
        nickname: '并发',
      });
      expect(reg.status, JSON.stringify(reg.body)).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 57 }, () => postJson(s.baseUrl, '/api/user/login', { account: phone, password: 'wrong-password' })),
      );
      const compared = answers.filter((a) => /账号或密码错误/.test(String(a.body.error_msg)));
      console.log(`[${label}] 57 parallel passwords: ${compared.length} compared (lock at ${PASSWORD_RULES.maxFailures})`);
      expect(compared.length).toBeLessThanOrEqual(PASSWORD_RULES.maxFailures);
      expect(answers.filter((a) => a.status === 429).length).toBe(57 - compared.length);
      // Locked: even the right password waits out the window.
      const right = await postJson(s.baseUrl, '/api/user/login', { account: phone, password: 'right-password-1' });
      expect(right.status).toBe(429);
    });
  });
}

concurrencySuite('SQLite, in-process', {});
if (hasPostgresAndRedis('brute-force budgets on PostgreSQL + Redis'))
  concurrencySuite('PostgreSQL + Redis', { postgresUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL });
