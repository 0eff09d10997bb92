import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import type { InstanceBus } from './infra/instance-bus';
import type { Instance } from './db/instance';
import type { KeyValueStore } from './infra/kv';
import type { PubSub } from './infra/pubsub';

/** What every module is given: config and infrastructure, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  kv: KeyValueStore;
  /** Between instances (Redis with REDIS_URL, in-process otherwise). */
  pubsub: PubSub;
  /** This process among its peers: its id, its lease, the sweeps of dead peers' work. */
  instance: Instance;
  /** Commands to a peer instance (a stop for the answer it generates). */
  bus: InstanceBus;
  log: Logger;
  /** Injected clock so tests can move time. */
  now: () => number;
}
