import { AUTH_ENDPOINTS } from '@app/protocol/auth';
import fs from 'node:fs';
import { expect } from 'vitest';
import { smsOutboxPath } from '../providers/sms/sms-provider';
import { statusOfErrorCode } from '@app/protocol';
import { postJson } from './harness';

/** Helpers shared by the auth and passport integration tests (test-only; nothing imports it at run time). */

/** A clock the test moves by hand; pass `clock.now` as startTestServer's `now`. Starts 10:00 Beijing time. */
export function testClock(start = Date.UTC(2025, 2, 3, 2, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

let phoneSeq = Math.floor(Math.random() * 50_000_000);
/** A valid mainland mobile number not used before in this test file. */
export function uniquePhone(): string {
  phoneSeq += 1;
  return `139${String(phoneSeq).padStart(8, '0')}`;
}

/** The newest code the console provider wrote for `phone`, read from the outbox like the browser tests do. */
export function readCode(dataDir: string, phone: string): string {
  const file = smsOutboxPath(dataDir);
  const entries = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { phone: string; code: string; sent_at: string })
    .filter((e) => e.phone === phone);
  const last = entries.at(-1);
  if (!last) throw new Error(`no SMS for ${phone} in ${file}`);
  return last.code;
}

export function outboxCount(dataDir: string, phone: string): number {
  const file = smsOutboxPath(dataDir);
  if (!fs.existsSync(file)) return 0;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.includes(`"phone":"${phone}"`)).length;
}

/** Asserts the DESIGN 2.1 error envelope: the status, and a zh-CN error_msg naming the problem. */
export function expectError(res: { status: number; body: Record<string, any> }, status: number, names: string | RegExp) {
  expect(res.status).toBe(status);
  expect(statusOfErrorCode(res.body.error_code)).toBe(status);
  expect(res.body.error_msg).toMatch(/[\u4e00-\u9fa5]/);
  expect(res.body.error_msg).toMatch(names);
  expect(res.body).not.toHaveProperty('data');
}

/** Sends a code to `phone` and returns it. */
export async function sendCode(baseUrl: string, dataDir: string, phone: string, extra: Record<string, string> = {}) {
  const res = await postJson(baseUrl, AUTH_ENDPOINTS.captcha, { phone, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return readCode(dataDir, phone);
}

/** Code + quick login in one step; returns the login result. */
export async function quickLogin(baseUrl: string, dataDir: string, phone: string) {
  const code = await sendCode(baseUrl, dataDir, phone);
  const res = await postJson(baseUrl, AUTH_ENDPOINTS.quickLogin, { phone, code });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { token: string; secret_key: string; expireTime: number; user: Record<string, any> };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
