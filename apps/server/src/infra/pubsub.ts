import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { connectRedis } from './redis';

/**
 * Publish/subscribe between server instances (DESIGN 2.5: with REDIS_URL a push reaches a user's
 * sockets on any instance). In-process by default.
 */
export type PubSubHandler = (message: string) => void;

export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is live; returns the unsubscribe function. */
  subscribe(channel: string, handler: PubSubHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export class MemoryPubSub implements PubSub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: string) {
    // Asynchronous like Redis, so callers never depend on synchronous delivery.
    queueMicrotask(() => this.emitter.emit(channel, message));
  }
  async subscribe(channel: string, handler: PubSubHandler) {
    this.emitter.on(channel, handler);
    return async () => void this.emitter.off(channel, handler);
  }
  async close() {
    this.emitter.removeAllListeners();
  }
}

/** Two connections: a Redis connection in subscriber mode can do nothing else. */
export class RedisPubSub implements PubSub {
  private readonly handlers = new Map<string, Set<PubSubHandler>>();

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix = 'sa:',
  ) {
    sub.on('message', (channel: string, message: string) => {
      this.handlers.get(channel)?.forEach((h) => h(message));
    });
  }

  /** Each connection's trouble is logged once per outage; the subscriber subscribes again on reconnection. */
  static connect(url: string, log: Logger, prefix?: string): RedisPubSub {
    const pub = connectRedis(url, 'redis (publish)', log).redis;
    const sub = connectRedis(url, 'redis (subscribe)', log).redis;
    return new RedisPubSub(pub, sub, prefix);
  }

  async publish(channel: string, message: string) {
    await this.pub.publish(this.prefix + channel, message);
  }
  async subscribe(channel: string, handler: PubSubHandler) {
    const key = this.prefix + channel;
    const set = this.handlers.get(key) ?? new Set<PubSubHandler>();
    this.handlers.set(key, set);
    set.add(handler);
    if (set.size === 1) {
      try {
        await this.sub.subscribe(key);
      } catch (err) {
        // Not subscribed: the next subscriber to this channel tries again.
        set.delete(handler);
        this.dropIfEmpty(key, set);
        throw err;
      }
    }
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(key) === set) {
        this.handlers.delete(key);
        // Never rejects: a channel left subscribed during an outage only costs its messages.
        await this.sub.unsubscribe(key).catch(() => undefined);
      }
    };
  }
  private dropIfEmpty(key: string, set: Set<PubSubHandler>): void {
    if (set.size === 0 && this.handlers.get(key) === set) this.handlers.delete(key);
  }

  async close() {
    this.handlers.clear();
    await Promise.allSettled([this.pub, this.sub].map((r) => r.quit().catch(() => r.disconnect())));
  }
}

export function createPubSub(redisUrl: string | undefined, log: Logger): PubSub {
  return redisUrl ? RedisPubSub.connect(redisUrl, log) : new MemoryPubSub();
}
