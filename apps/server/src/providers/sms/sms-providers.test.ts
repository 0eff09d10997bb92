import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { ConsoleSmsProvider } from './console-provider';
import { createSmsProvider } from './create-sms-provider';
import { startFakeGateway } from '../../testing/fake-sms-gateway';
import { SmsSendError, smsOutboxPath } from './sms-provider';
import { WebhookSmsProvider } from './webhook-provider';

describe('console SMS provider', () => {
  it('appends one JSON line per code to the outbox and prints a zh-CN line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-sms-'));
    const printed: string[] = [];
    const provider = new ConsoleSmsProvider(
      smsOutboxPath(path.join(dir, 'nested')),
      (l) => printed.push(l),
      () => Date.UTC(2025, 0, 2, 3, 4, 5),
    );
    await provider.send('13800138000', '123456');
    await provider.send('13900139000', '654321');
    const lines = fs
      .readFileSync(smsOutboxPath(path.join(dir, 'nested')), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { phone: '13800138000', code: '123456', sent_at: '2025-01-02T03:04:05.000Z' },
      { phone: '13900139000', code: '654321', sent_at: '2025-01-02T03:04:05.000Z' },
    ]);
    expect(printed[0]).toBe('[短信] 13800138000 的验证码: 123456（5 分钟内有效）');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('webhook SMS provider', () => {
  let gw: Awaited<ReturnType<typeof startFakeGateway>>;
  beforeAll(async () => {
    gw = await startFakeGateway();
  });
  afterAll(async () => gw?.close());

  it('posts {phone, code, template} as JSON', async () => {
    gw.state.mode = 'ok';
    await new WebhookSmsProvider(gw.url).send('13800138000', '123456');
    expect(gw.received.at(-1)).toEqual({
      contentType: 'application/json',
      body: { phone: '13800138000', code: '123456', template: 'login' },
    });
  });

  it('a non-2xx answer is a SmsSendError whose message does not carry the code', async () => {
    gw.state.mode = 'fail';
    const err = await new WebhookSmsProvider(gw.url).send('13800138000', '987654').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as Error).message).toContain('HTTP 500');
    expect((err as Error).message).not.toContain('987654');
  });

  it('gives up after the timeout', async () => {
    gw.state.mode = 'hang';
    const started = Date.now();
    const err = await new WebhookSmsProvider(gw.url, 150).send('13800138000', '111222').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as Error).message).toContain('no answer within 150 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an unreachable gateway is a SmsSendError', async () => {
    const err = await new WebhookSmsProvider('http://127.0.0.1:1/sms').send('13800138000', '111222').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
  });
});

describe('createSmsProvider', () => {
  it.each([
    [{}, 'console'],
    [{ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' }, 'webhook'],
  ] as const)('%o → %s', (env, name) => {
    expect(createSmsProvider(testConfig(os.tmpdir(), env), Date.now).name).toBe(name);
  });
});
