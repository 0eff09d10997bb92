import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import { newId } from '../shared/token';
import { sessionRepository } from '../modules/auth/session-repository';

export interface TestServer {
  app: App;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh PostgreSQL schema (a database of its own for one test file) and how to drop it. */
export async function createPgSchema(postgresUrl: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const sep = postgresUrl.includes('?') ? '&' : '?';
  return {
    databaseUrl: `${postgresUrl}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/**
 * A real server on a real port over a fresh SQLite file (or a fresh PostgreSQL schema); with
 * `databaseUrl`, over that database, so several instances can share it.
 */
export async function startTestServer(
  opts: {
    env?: Record<string, string>;
    postgresUrl?: string;
    databaseUrl?: string;
    now?: () => number;
    seedCatalog?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-test-'));
  const env = { ...(opts.env ?? {}) };
  let dropSchema: (() => Promise<void>) | undefined;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else if (opts.postgresUrl) {
    const schema = await createPgSchema(opts.postgresUrl);
    env.DATABASE_URL = schema.databaseUrl;
    dropSchema = schema.drop;
  }
  const app = await buildApp(testConfig(dataDir, env), { seedCatalog: opts.seedCatalog ?? true, now: opts.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    app,
    dataDir,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await dropSchema?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a user and a session directly (for tests of other modules than auth). */
export async function createTestUser(
  app: { ctx: Pick<App['ctx'], 'db' | 'now'> },
  phone = `139${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`,
) {
  const id = newId('u_');
  const now = app.ctx.now();
  await app.ctx.db.kysely
    .insertInto('users')
    .values({
      id,
      phone,
      nickname: `用户${phone.slice(-4)}`,
      avatar: '',
      password_hash: null,
      roles: '["user"]',
      permissions: '[]',
      created_at: now,
    })
    .execute();
  const s = await sessionRepository(app.ctx.db).create(id, 3600, now);
  return { userId: id, phone, token: s.token, secretKey: s.secretKey, headers: { authorization: `Bearer ${s.token}` } };
}

/** POST JSON over real HTTP; returns status, parsed body and headers. */
export async function postJson(baseUrl: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(baseUrl + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json as Record<string, any>, headers: res.headers };
}

/** Suites that need PostgreSQL/Redis read these; without them they skip with a visible line. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || '';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || '';
export function announceSkip(what: string, variable: string) {
  console.warn(`[skip] ${what}: ${variable} is not set`);
}

/** Polls `check` every 25 ms until it gives a value; throws after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
