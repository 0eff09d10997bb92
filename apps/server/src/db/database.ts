import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import { databaseErrors, watchPoolQueue } from '../infra/metrics';
import pg from 'pg';
import type { Logger } from 'pino';
import { OutageLog, type OutageLogger } from '../infra/outage-log';
import type { Database } from './schema';
import { PoolGate, type Lane } from './admission';
import { statementName } from './compiled-sql';
import { withStatementCache } from './sqlite-statements';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /**
   * The same database for the writes of answers already streaming (PostgreSQL: the pool's
   * background lane, admission.ts); absent, or the same as this one, on SQLite.
   */
  background?: Db;
  /** PostgreSQL: the pool's admission (queue lengths for tests and metrics). */
  gate?: PoolGate;
}

// PostgreSQL returns BIGINT as string by default; our timestamps fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * Bounded waits on PostgreSQL (issue 23): a new connection that is not up after this long fails,
 * and so does a query with no answer after `PG_QUERY_TIMEOUT_MS` (a partitioned database): the
 * request answers with the error envelope instead of hanging, and the connection is dropped
 * (a reply that comes later must not be read as the next query's).
 */
export const PG_CONNECT_TIMEOUT_MS = 5000;
export const PG_QUERY_TIMEOUT_MS = 10_000;
/** Connections per process (PG_POOL_MAX): each worker has its own pool. */
export const PG_POOL_MAX = 10;
/**
 * Requests that may wait for a connection in one process (PG_QUEUE_MAX) before new ones are
 * refused with a 503 (admission.ts). Statements of a tick are batched (the session look-up, the
 * question's insert), so a burst of thousands of questions queues far fewer than this.
 */
export const PG_QUEUE_MAX = 10_000;

/** The PostgreSQL pool's settings (config: PG_POOL_MAX, PG_CONNECT_TIMEOUT_MS, PG_QUEUE_MAX). */
export interface PoolOptions {
  max?: number;
  connectTimeoutMs?: number;
  maxQueued?: number;
}

/**
 * One lane of the pool as Kysely sees a pool: a connection is asked of pg-pool only once the
 * gate admits it, so pg-pool never queues and its connect timeout bounds opening a connection
 * only. A connection that cannot be opened refuses everything queued behind it (admission.ts).
 */
function lanePool(pool: pg.Pool, gate: PoolGate, lane: Lane) {
  return {
    async connect(): Promise<pg.PoolClient> {
      const leave = await gate.enter(lane);
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        leave();
        gate.refuseWaiting(err);
        throw err;
      }
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => {
        release(err);
        leave();
      };
      return client;
    },
    // The pool is ended once, by the request lane's Kysely (Db.close).
    end: () => (lane === 'request' ? pool.end() : Promise.resolve()),
  };
}

/**
 * A pool connection that drops itself when a query times out (its late reply would confuse the
 * next), and runs the hot statements (compiled-sql.ts) as named prepared statements: parsed and
 * planned once per connection instead of on every call (decision 038).
 */
class BoundedClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? statementName(text) : undefined;
    if (name) args = [{ name, text, values }, ...args.slice(2)];
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).catch((err: unknown) => {
        if (err instanceof Error && err.message === 'Query read timeout') this.connection.stream.destroy();
      });
    return result as never;
  }
}

/** Failed queries count towards /metrics (the caller still gets, and logs, the error). */
const countErrors = (event: LogEvent) => {
  if (event.level === 'error') databaseErrors.inc();
};

export function openDb(opts: { databaseUrl?: string | undefined; sqlitePath: string; log?: Logger; pool?: PoolOptions }): Db {
  if (opts.databaseUrl) {
    const outage = new OutageLog(opts.log ?? consoleLog, 'postgresql');
    const max = opts.pool?.max ?? PG_POOL_MAX;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max,
      Client: BoundedClient,
      connectionTimeoutMillis: opts.pool?.connectTimeoutMs ?? PG_CONNECT_TIMEOUT_MS,
      query_timeout: PG_QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    // Without these listeners a connection reset (a database restart, a failover, a proxy cut)
    // is an unhandled 'error' event and ends the process (issue 23). The pool drops a broken
    // connection and opens another on the next query; the query that was on it fails, and its
    // request answers with the error envelope.
    pool.on('error', (err) => outage.failed(err));
    pool.on('connect', (client) => {
      outage.recovered();
      client.on('error', (err) => outage.failed(err));
    });
    const gate = new PoolGate(max, opts.pool?.maxQueued ?? PG_QUEUE_MAX);
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: lanePool(pool, gate, 'request') }),
      log: countErrors,
    });
    const background = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: lanePool(pool, gate, 'background') }),
      log: countErrors,
    });
    const unwatch = watchPoolQueue(gate);
    const close = async () => {
      unwatch();
      await background.destroy();
      await kysely.destroy();
    };
    return { kysely, dialect: 'postgres', close, gate, background: { kysely: background, dialect: 'postgres', close, gate } };
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

/** For the command-line tools that open the database without the server's logger. */
const consoleLog: OutageLogger = {
  error: (obj, msg) => console.error(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};
