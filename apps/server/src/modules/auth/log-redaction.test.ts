import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postJson } from '../../testing/harness';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

describe('SMS codes and tokens stay out of the structured log (server process)', () => {
  it('prints the code on its [短信] line only; no pino line carries it or the token', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-logs-'));
    const child = spawn(TSX, ['apps/server/src/server.ts'], {
      cwd: ROOT,
      // NODE_ENV=production: vitest sets test, which silences the console provider.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'trace',
        CATALOG_PRODUCTS: '200',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const until = Date.now() + 60_000;
      let url = '';
      while (!url && Date.now() < until) {
        url = /已启动: (http:\/\/\S+)/.exec(out)?.[1] ?? '';
        if (!url) await new Promise((r) => setTimeout(r, 100));
      }
      expect(url).not.toBe('');
      const phone = '13812345678';
      expect((await postJson(url, '/api/user/captcha', { phone })).status).toBe(200);
      const findSmsLine = () => out.split('\n').find((l) => l.startsWith(`[短信] ${phone} 的验证码: `)) ?? '';
      // The child's stdout reaches us a little after its HTTP answer.
      while (!findSmsLine() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      const smsLine = findSmsLine();
      const code = /验证码: (\d{6})/.exec(smsLine)?.[1] ?? '';
      expect(smsLine).toBe(`[短信] ${phone} 的验证码: ${code}（5 分钟内有效）`);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await postJson(url, '/api/user/quickLogin', { phone, code: wrong })).status).toBe(400);
      const login = await postJson(url, '/api/user/quickLogin', { phone, code });
      expect(login.status).toBe(200);
      const token = login.body.data.token as string;
      await postJson(url, '/api/v1/get_current_user', {}, { authorization: `Bearer ${token}` });

      const jsonLines = out.split('\n').filter((l) => l.startsWith('{'));
      expect(jsonLines.some((l) => l.includes('SMS code sent'))).toBe(true);
      // Whole numbers only: a response time like 12.8139240000001 must not count as a code.
      const digits = (d: string) => new RegExp(`(?<!\\d)${d}(?!\\d)`);
      for (const line of jsonLines) {
        expect(line).not.toMatch(digits(code));
        expect(line).not.toMatch(digits(wrong));
        expect(line).not.toMatch(digits(phone));
        expect(line).not.toContain(token);
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
