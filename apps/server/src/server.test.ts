import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-proc-'));
  dirs.push(dataDir);
  const child = spawn(TSX, ['apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      CATALOG_PRODUCTS: '200',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited, dataDir };
}

describe('server process', () => {
  it('prints how to log in, serves, and exits 0 on SIGTERM', async () => {
    const s = startServer({});
    const until = Date.now() + 60_000;
    let url = '';
    while (!url && Date.now() < until) {
      const m = /已启动: (http:\/\/\S+)/.exec(s.output());
      if (m) url = m[1]!;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(s.output()).toContain('sms-outbox.log');
    const res = await fetch(`${url}/api/nope`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(fs.existsSync(path.join(s.dataDir, 'app.db'))).toBe(true);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  }, 90_000);

  it('refuses a bad configuration value with a clear message and exit code 2', async () => {
    const s = startServer({ PORT: 'eighty' });
    expect(await s.exited).toBe(2);
    expect(s.output()).toContain('配置有误');
    expect(s.output()).toContain('PORT');
  }, 30_000);
});
