import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumPath: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start within ${timeoutMs} ms`);
}

/** Starts the real server (built SPA, embedded engine, temp SQLite) once for every e2e file. */
export default async function setup(project: TestProject) {
  const chromiumPath =
    process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)) || '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-e2e-'));
  project.provide('dataDir', dataDir);
  project.provide('chromiumPath', chromiumPath);
  if (!chromiumPath || !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    console.warn('[skip] browser tests: chromium or the built web app (apps/web/dist) is missing');
    project.provide('baseUrl', '');
    return () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const port = await freePort();
  const logFile = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CATALOG_PRODUCTS: '2000',
      ASSISTANT_STREAM_DELAY_MS: '12',
      // Every browser test logs in from 127.0.0.1; the per-IP limit itself is an integration test.
      SMS_IP_HOURLY_LIMIT: '10000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', logFile, logFile],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/`, child, 180_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
