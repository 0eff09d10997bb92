import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ChildServer {
  child: ChildProcess;
  baseUrl: string;
  /** Its DATA_DIR (removed when it exits, unless the caller gave it: a restart on the same data). */
  dataDir: string;
  /** Everything the process printed (for a failing test's message). */
  output(): string;
  /** Resolves with the exit code or signal once the process has exited. */
  exited: Promise<string>;
}

/**
 * The real server as its own process (`server.ts` through tsx, as `npm start` runs it), for
 * tests that kill it with -9 or run it with WORKERS. Resolves once it prints its address.
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs: string[] = [],
  /** Another checkout's server (a bench comparing an old build with this one). */
  root = ROOT,
): Promise<ChildServer> {
  const ownDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sa-child-'));
  // Node itself with tsx's loader (not the tsx wrapper), so a kill reaches the server process.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      CATALOG_PRODUCTS: '600',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(signal ?? String(code));
    }),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), timeoutMs);
    const check = () => {
      const m = /购物助手已启动: (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before it started:\n${out}`));
    });
  });
  return { child, baseUrl, dataDir, output: () => out, exited };
}
