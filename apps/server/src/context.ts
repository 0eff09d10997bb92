import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { KeyValueStore } from './infra/kv';

/** What every module is given: config and infrastructure, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  kv: KeyValueStore;
  log: Logger;
  /** Injected clock so tests can move time. */
  now: () => number;
}
