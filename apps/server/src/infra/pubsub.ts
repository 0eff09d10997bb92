import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

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

  static connect(url: string, prefix?: string): RedisPubSub {
    const options = { maxRetriesPerRequest: 2 };
    return new RedisPubSub(new Redis(url, options), new Redis(url, options), prefix);
  }

  async publish(channel: string, message: string) {
    await this.pub.publish(this.prefix + channel, message);
  }
  async subscribe(channel: string, handler: PubSubHandler) {
    const key = this.prefix + channel;
    const set = this.handlers.get(key) ?? new Set<PubSubHandler>();
    this.handlers.set(key, set);
    set.add(handler);
    if (set.size === 1) await this.sub.subscribe(key);
    return async () => {
      set.delete(handler);
      if (set.size === 0) {
        this.handlers.delete(key);
        await this.sub.unsubscribe(key);
      }
    };
  }
  async close() {
    this.handlers.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

export function createPubSub(redisUrl: string | undefined): PubSub {
  return redisUrl ? RedisPubSub.connect(redisUrl) : new MemoryPubSub();
}
