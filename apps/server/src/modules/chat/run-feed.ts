import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { storeErrors } from '../../infra/metrics';
import type { PubSub } from '../../infra/pubsub';

/** Receives a run's frames by sequence number, then its end. */
export interface FeedListener {
  event(seq: number, data: string): void;
  end(): void;
}

/**
 * A run's events shared between instances (issue 13). The owner appends every frame; a reader
 * on any instance replays what it missed after a `Last-Event-ID` and follows the rest live.
 * Embedded (one process, no Redis) there is nothing to share: `available` is false and the
 * owner's in-process buffer (ChatRun) serves every reader.
 */
export interface RunFeed {
  readonly available: boolean;
  /**
   * Owner: the next frame, in order (pipelined; a failure is logged, the stored answer stays).
   * `publish`: a reader on another instance follows the run live, so the frame is also pushed.
   */
  append(questionId: string, seq: number, data: string, publish: boolean): void;
  /** Owner: the run ended after `lastSeq` frames; the events stay readable for a while. */
  end(questionId: string, lastSeq: number): void;
  /**
   * Replays the frames after `afterSeq`, then follows live until the end. For an answer that has
   * ended (`live` false), `onMissing` is called instead when nothing is kept for it any more; a
   * live one is followed even before its first frame. Returns the unsubscribe function at once.
   */
  follow(questionId: string, afterSeq: number, listener: FeedListener, opts: FollowOptions): () => void;
  close(): Promise<void>;
}

export interface FollowOptions {
  live: boolean;
  onMissing: () => void;
}

export const noRunFeed: RunFeed = {
  available: false,
  append() {},
  end() {},
  follow(_q, _a, _l, { onMissing }) {
    onMissing();
    return () => {};
  },
  async close() {},
};

/** Entries kept per run (approximate trim): far above an answer's events, a bound for a runaway one. */
export const FEED_MAX_EVENTS = 10_000;
/** A running answer's events expire this long after they were started, should the owner die. */
export const FEED_LIVE_TTL_MS = 60 * 60_000;
/** After the end, a late resume is served from Redis this long, then from the stored answer. */
export const FEED_RETAIN_FINISHED_MS = 60_000;

const END_FIELD = 'e';
const DATA_FIELD = 'd';
const END_MESSAGE = 'e';

/**
 * Redis Streams: one stream per run, `sa:runlog:<question id>`, entry ids `0-<seq>` so a range
 * after a `Last-Event-ID` is one XRANGE; an entry with field `e` marks the end. Once a reader on
 * another instance follows the run (the owner is told through the instance bus), each frame is
 * also published on `sa:run:<question id>` from the same connection, so the reader gets it at
 * once (no polling); the end is always published. A reader subscribes first, then reads the
 * range, and fills any gap it sees (frames appended before the owner heard of it) from the stream.
 */
export class RedisRunFeed implements RunFeed {
  readonly available = true;

  constructor(
    private readonly redis: Redis,
    private readonly pubsub: PubSub,
    private readonly log: Logger,
    private readonly prefix = 'sa:',
  ) {}

  static connect(url: string, pubsub: PubSub, log: Logger): RedisRunFeed {
    return new RedisRunFeed(new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true }), pubsub, log);
  }

  private key(questionId: string) {
    return `${this.prefix}runlog:${questionId}`;
  }

  private channel(questionId: string) {
    return `run:${questionId}`;
  }

  private fail = (err: unknown) => {
    storeErrors.inc({ store: 'feed' });
    this.log.error({ err }, 'run feed: redis write failed');
  };

  append(questionId: string, seq: number, data: string, publish: boolean): void {
    const key = this.key(questionId);
    this.redis.xadd(key, 'MAXLEN', '~', FEED_MAX_EVENTS, `0-${seq}`, DATA_FIELD, data).catch(this.fail);
    if (seq === 1) this.redis.pexpire(key, FEED_LIVE_TTL_MS).catch(this.fail);
    if (publish) this.redis.publish(this.prefix + this.channel(questionId), `${seq}\n${data}`).catch(this.fail);
  }

  end(questionId: string, lastSeq: number): void {
    const key = this.key(questionId);
    this.redis.xadd(key, `0-${lastSeq + 1}`, END_FIELD, '1').catch(this.fail);
    this.redis.pexpire(key, FEED_RETAIN_FINISHED_MS).catch(this.fail);
    this.redis.publish(this.prefix + this.channel(questionId), END_MESSAGE).catch(this.fail);
  }

  follow(questionId: string, afterSeq: number, listener: FeedListener, { live, onMissing }: FollowOptions): () => void {
    const key = this.key(questionId);
    let last = afterSeq;
    let done = false;
    let chain: Promise<void> = Promise.resolve();
    let unsubscribe: (() => Promise<void>) | null = null;

    const finish = () => {
      if (done) return;
      done = true;
      void unsubscribe?.();
      listener.end();
    };
    /** Delivers every kept entry after `last`; returns whether the stream held anything at all. */
    const catchUp = async (): Promise<boolean> => {
      const entries = await this.redis.xrange(key, `(0-${last}`, '+');
      for (const [id, fields] of entries) {
        if (done) break;
        const seq = Number(id.slice(2));
        if (fields[0] === END_FIELD) return (finish(), true);
        if (seq <= last) continue;
        last = seq;
        listener.event(seq, fields[1] ?? '');
      }
      return entries.length > 0 || last > afterSeq || (await this.redis.exists(key)) === 1;
    };
    const enqueue = (step: () => Promise<void>) => {
      chain = chain.then(step).catch((err: unknown) => {
        this.log.error({ err, questionId }, 'run feed: read failed');
        finish();
      });
    };
    const onMessage = (message: string) =>
      enqueue(async () => {
        if (done) return;
        if (message === END_MESSAGE) {
          await catchUp();
          return finish();
        }
        const cut = message.indexOf('\n');
        const seq = Number(message.slice(0, cut));
        if (seq <= last) return;
        if (seq === last + 1) {
          last = seq;
          return listener.event(seq, message.slice(cut + 1));
        }
        await catchUp();
      });

    void this.pubsub.subscribe(this.channel(questionId), onMessage).then(
      (off) => {
        if (done) return void off();
        unsubscribe = off;
        enqueue(async () => {
          const kept = await catchUp();
          if (!kept && !live && !done) {
            done = true;
            void unsubscribe?.();
            onMissing();
          }
        });
      },
      (err: unknown) => {
        this.log.error({ err, questionId }, 'run feed: subscribe failed');
        finish();
      },
    );
    return () => {
      done = true;
      void unsubscribe?.();
    };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
