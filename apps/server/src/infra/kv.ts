import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { OutageLog } from './outage-log';
import { connectRedis } from './redis';

/**
 * Small key-value store with expiry: nonces, captcha answers, rate-limit counters.
 * In-process by default; Redis when REDIS_URL is set so several instances share it.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when absent; true if it was set (a nonce seen for the first time). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Increments a counter, starting its expiry on first use; returns the new count. */
  incr(key: string, ttlMs: number): Promise<number>;
  del(key: string): Promise<void>;
  /** Answers when the store is reachable (readiness); throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keys the in-process store holds at most: nonces, captcha answers and counters expire within
 * minutes to an hour, so this is far above a day's use of one process; past it the oldest key
 * goes first (a flood of one-off keys cannot grow the process without bound).
 */
export const MEMORY_KV_MAX_KEYS = 200_000;

export class MemoryKeyValueStore implements KeyValueStore {
  private readonly map = new Map<string, { value: string; expiresAt: number }>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MEMORY_KV_MAX_KEYS,
  ) {
    this.sweep = setInterval(() => this.removeExpired(), 60_000);
    this.sweep.unref();
  }

  private live(key: string) {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  private removeExpired() {
    const t = this.now();
    for (const [k, e] of this.map) if (e.expiresAt <= t) this.map.delete(k);
  }

  /** Stores an entry; a new key past the bound first drops expired keys, then the oldest. */
  private put(key: string, entry: { value: string; expiresAt: number }) {
    if (!this.map.has(key) && this.map.size >= this.maxKeys) {
      this.removeExpired();
      while (this.map.size >= this.maxKeys) this.map.delete(this.map.keys().next().value!);
    }
    this.map.set(key, entry);
  }

  get size(): number {
    return this.map.size;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }
  async set(key: string, value: string, ttlMs: number) {
    this.put(key, { value, expiresAt: this.now() + ttlMs });
  }
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.put(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }
  async incr(key: string, ttlMs: number) {
    const e = this.live(key);
    const next = (e ? Number(e.value) : 0) + 1;
    this.put(key, { value: String(next), expiresAt: e ? e.expiresAt : this.now() + ttlMs });
    return next;
  }
  async del(key: string) {
    this.map.delete(key);
  }
  async ping() {}
  async close() {
    clearInterval(this.sweep);
    this.map.clear();
  }
}

export class RedisKeyValueStore implements KeyValueStore {
  constructor(
    private readonly redis: Redis,
    private readonly outage: OutageLog,
    private readonly prefix = 'sa:',
  ) {}

  static connect(url: string, log: Logger, prefix?: string): RedisKeyValueStore {
    const { redis, outage } = connectRedis(url, 'redis (key-value store)', log);
    return new RedisKeyValueStore(redis, outage, prefix);
  }

  /** A command's result; its failure (a timeout, a lost connection) is logged once per outage. */
  private track<T>(command: Promise<T>): Promise<T> {
    return command.then(
      (value) => {
        this.outage.recovered();
        return value;
      },
      (err: unknown) => {
        this.outage.failed(err);
        throw err;
      },
    );
  }

  async get(key: string) {
    return this.track(this.redis.get(this.prefix + key));
  }
  async set(key: string, value: string, ttlMs: number) {
    await this.track(this.redis.set(this.prefix + key, value, 'PX', ttlMs));
  }
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.track(this.redis.set(this.prefix + key, value, 'PX', ttlMs, 'NX'))) === 'OK';
  }
  async incr(key: string, ttlMs: number) {
    const k = this.prefix + key;
    const [[err, count]] = (await this.track(this.redis.multi().incr(k).pexpire(k, ttlMs, 'NX').exec())) as [
      [Error | null, number],
    ];
    if (err) throw err;
    return count;
  }
  async del(key: string) {
    await this.track(this.redis.del(this.prefix + key));
  }
  async ping() {
    await this.track(this.redis.ping());
  }
  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createKeyValueStore(redisUrl: string | undefined, log: Logger): KeyValueStore {
  return redisUrl ? RedisKeyValueStore.connect(redisUrl, log) : new MemoryKeyValueStore();
}
