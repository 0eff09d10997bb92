import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import { databaseErrors } from '../infra/metrics';
import pg from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './sqlite-statements';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT as string by default; our timestamps fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Failed queries count towards /metrics (the caller still gets, and logs, the error). */
const countErrors = (event: LogEvent) => {
  if (event.level === 'error') databaseErrors.inc();
};

export function openDb(opts: { databaseUrl?: string | undefined; sqlitePath: string }): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: countErrors });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  fs.mkdirSync(path.dirname(opts.sqlitePath), { recursive: true });
  const sqlite = new SQLite(opts.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log: countErrors });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
