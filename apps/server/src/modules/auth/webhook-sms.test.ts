import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGateway } from '../../testing/fake-sms-gateway';
import { postJson, startTestServer, type TestServer } from '../../testing/harness';
import { expectError, testClock, uniquePhone } from '../../testing/auth';

describe('auth with SMS_PROVIDER=webhook (real HTTP)', () => {
  let s: TestServer;
  let gw: Awaited<ReturnType<typeof startFakeGateway>>;
  const clock = testClock();
  beforeAll(async () => {
    gw = await startFakeGateway();
    s = await startTestServer({ seedCatalog: false, now: clock.now, env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: gw.url } });
  });
  afterAll(async () => {
    await s?.close();
    await gw?.close();
  });

  it('delivers the code through the gateway and the code logs in', async () => {
    gw.state.mode = 'ok';
    const phone = uniquePhone();
    expect((await postJson(s.baseUrl, '/api/user/captcha', { phone })).status).toBe(200);
    const sent = gw.received.at(-1)!.body as { phone: string; code: string; template: string };
    expect(sent).toMatchObject({ phone, template: 'login' });
    expect((await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: sent.code })).status).toBe(200);
  });

  it('a failing gateway is a 503, the code is not usable and does not count against the limits', async () => {
    const phone = uniquePhone();
    gw.state.mode = 'fail';
    expectError(await postJson(s.baseUrl, '/api/user/captcha', { phone }), 503, /短信验证码发送失败/);
    const lost = gw.received.at(-1)!.body as { code: string };
    expectError(await postJson(s.baseUrl, '/api/user/quickLogin', { phone, code: lost.code }), 400, /验证码错误/);
    const rows = await s.app.ctx.db.kysely.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute();
    expect(rows).toHaveLength(0);
    // No 60 s wait: nothing was delivered.
    gw.state.mode = 'ok';
    expect((await postJson(s.baseUrl, '/api/user/captcha', { phone })).status).toBe(200);
  });
});
