import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { OutageLog } from './outage-log';

/**
 * A Redis command that has no answer after this long fails (issue 23): a stalled Redis costs a
 * request this much, then the request answers with the error envelope. Far above a healthy
 * round trip (well under a millisecond here), short enough that a user does not give up first.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;
/** A (re)connection that is not up after this long is dropped and tried again. */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** Between reconnection attempts: 100 ms, 200 ms, … at most 1 s. */
const retryDelay = (attempt: number) => Math.min(attempt * 100, 1000);

/**
 * A Redis connection with bounded waits (issue 23): each command has `REDIS_COMMAND_TIMEOUT_MS`
 * (also while queued during a reconnection), is retried on one reconnection at most, and the
 * connection's errors are logged once per outage. ioredis reconnects by itself and subscriber
 * connections subscribe again.
 */
export function connectRedis(
  url: string,
  what: string,
  log: Logger,
  options: RedisOptions = {},
): { redis: Redis; outage: OutageLog } {
  const outage = new OutageLog(log, what);
  const redis = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: retryDelay,
    ...options,
  });
  redis.on('error', (err: unknown) => outage.failed(err));
  redis.on('ready', () => outage.recovered());
  return { redis, outage };
}
