import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PubSub } from '../../infra/pubsub';
import { OutageLog } from '../../infra/outage-log';
import { connectRedis } from '../../infra/redis';

/** Receives a run's frames by sequence number, each exactly once and in order, then its end. */
export interface FeedListener {
  event(seq: number, data: string): void;
  end(): void;
  /**
   * The feed cannot deliver every frame after the last one given (ids are dense: a frame is
   * missing, Redis is unreachable or a read failed): nothing more comes from the feed, and the
   * reader takes the rest from the stored answer. Never a silent skip (issue 23).
   */
  lost(): void;
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
 * A run's frames of one tick in one call (issue 22: one XADD per frame was ~115 commands per
 * answer), and at the run's end its end mark too (decision 029, round 3: the end was three more
 * commands). Sent by its hash (EVALSHA), not its text, on each call (decision 038). KEYS: the
 * stream, the channel. ARGV: max entries, the first frame's seq, the live TTL to set (0: already
 * set), the end mark's seq (0: not the end), the TTL after the end, then per frame a publish flag
 * and the data. Ids stay dense (`0-<seq>`, in order); a frame that fails
 * leaves a gap that readers take from the stored answer, and the end mark is written all the same.
 */
const APPEND_SCRIPT = `
local seq = tonumber(ARGV[2])
for i = 6, #ARGV, 2 do
  redis.pcall('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '0-' .. seq, '${DATA_FIELD}', ARGV[i + 1])
  if ARGV[i] == '1' then redis.call('PUBLISH', KEYS[2], seq .. '\\n' .. ARGV[i + 1]) end
  seq = seq + 1
end
if ARGV[3] ~= '0' then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if ARGV[4] ~= '0' then
  redis.pcall('XADD', KEYS[1], '0-' .. ARGV[4], '${END_FIELD}', '1')
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  redis.call('PUBLISH', KEYS[2], '${END_MESSAGE}')
end
return seq
`;

/**
 * Redis Streams: one stream per run, `sa:runlog:<question id>`, entry ids `0-<seq>` so a range
 * after a `Last-Event-ID` is one XRANGE; an entry with field `e` marks the end. Once a reader on
 * another instance follows the run (the owner is told through the instance bus), each frame is
 * also published on `sa:run:<question id>` from the same connection, so the reader gets it at
 * once (no polling); the end is always published. A reader subscribes first, then reads the
 * range, and fills any gap it sees (frames appended before the owner heard of it) from the stream.
 */
/** A command ioredis's defineCommand added to the client (its type does not know it). */
const isScriptCommand = (f: unknown): f is (...args: Array<string | number>) => Promise<unknown> => typeof f === 'function';

export class RedisRunFeed implements RunFeed {
  readonly available = true;

  /** The append script by its hash (EVALSHA; ioredis sends the script itself once when Redis lacks it). */
  private readonly appendRun: (...args: Array<string | number>) => Promise<unknown>;

  constructor(
    private readonly redis: Redis,
    private readonly pubsub: PubSub,
    private readonly log: Logger,
    /** Failed writes are logged once per outage (a cut fails every frame of every answer). */
    private readonly outage = new OutageLog(log, 'redis (answer feed)'),
    private readonly prefix = 'sa:',
  ) {
    if (!('saAppendRun' in redis)) redis.defineCommand('saAppendRun', { numberOfKeys: 2, lua: APPEND_SCRIPT });
    const command: unknown = Reflect.get(redis, 'saAppendRun');
    if (!isScriptCommand(command)) throw new Error('the saAppendRun script command was not defined');
    this.appendRun = command.bind(redis);
  }

  static connect(url: string, pubsub: PubSub, log: Logger): RedisRunFeed {
    const { redis, outage } = connectRedis(url, 'redis (answer feed)', log, { enableAutoPipelining: true });
    return new RedisRunFeed(redis, pubsub, log, outage);
  }

  private key(questionId: string) {
    return `${this.prefix}runlog:${questionId}`;
  }

  private channel(questionId: string) {
    return `run:${questionId}`;
  }

  private fail = (err: unknown) => this.outage.failed(err);
  private ok = () => this.outage.recovered();

  /** Frames appended in this tick, by run, in order: written in one call per run at its end. */
  private pending = new Map<string, { first: number; frames: (string | number)[] }>();
  private flushQueued = false;

  append(questionId: string, seq: number, data: string, publish: boolean): void {
    let batch = this.pending.get(questionId);
    if (!batch) this.pending.set(questionId, (batch = { first: seq, frames: [] }));
    batch.frames.push(publish ? 1 : 0, data);
    if (!this.flushQueued) {
      this.flushQueued = true;
      process.nextTick(this.flush);
    }
  }

  /** Writes every run's frames of this tick: one script call per run (its frames in order, and their publishes). */
  private flush = () => {
    this.flushQueued = false;
    for (const questionId of [...this.pending.keys()]) this.flushRun(questionId);
  };

  /** Writes the run's pending frames; with `endSeq`, its end mark after them (the same call). */
  private flushRun(questionId: string, endSeq = 0): void {
    const batch = this.pending.get(questionId);
    if (!batch && !endSeq) return;
    this.pending.delete(questionId);
    const first = batch?.first ?? endSeq;
    const added = this.appendRun(
      this.key(questionId),
      this.prefix + this.channel(questionId),
      FEED_MAX_EVENTS,
      first,
      first === 1 ? FEED_LIVE_TTL_MS : 0,
      endSeq,
      FEED_RETAIN_FINISHED_MS,
      ...(batch?.frames ?? []),
    );
    // Only during an outage does a write's success need noticing (it ends the outage).
    if (this.outage.isDown) added.then(this.ok, this.fail);
    else added.catch(this.fail);
  }

  end(questionId: string, lastSeq: number): void {
    // A reader that misses the end mark (a failed write) takes the end from the stored answer.
    this.flushRun(questionId, lastSeq + 1);
  }

  follow(questionId: string, afterSeq: number, listener: FeedListener, { live, onMissing }: FollowOptions): () => void {
    const key = this.key(questionId);
    let last = afterSeq;
    let done = false;
    let chain: Promise<void> = Promise.resolve();
    let unsubscribe: (() => Promise<void>) | null = null;

    const stop = () => {
      done = true;
      void unsubscribe?.();
    };
    const finish = () => {
      if (done) return;
      stop();
      listener.end();
    };
    const lose = () => {
      if (done) return;
      stop();
      listener.lost();
    };
    /**
     * Delivers every kept entry after `last`, in order; a missing id ends the following with
     * `lost` (a frame whose write failed comes from the stored answer, it is never skipped).
     * Says whether the stream held anything at all, and whether it reached the end mark.
     */
    const catchUp = async (): Promise<{ kept: boolean; ended: boolean }> => {
      const entries = await this.redis.xrange(key, `(0-${last}`, '+');
      for (const [id, fields] of entries) {
        if (done) break;
        const seq = Number(id.slice(2));
        if (seq <= last) continue;
        if (seq !== last + 1) return (lose(), { kept: true, ended: false });
        if (fields[0] === END_FIELD) return (finish(), { kept: true, ended: true });
        last = seq;
        listener.event(seq, fields[1] ?? '');
      }
      return { kept: entries.length > 0 || last > afterSeq || (await this.redis.exists(key)) === 1, ended: false };
    };
    const enqueue = (step: () => Promise<void>) => {
      chain = chain.then(step).catch((err: unknown) => {
        this.log.warn({ err, questionId }, 'run feed: read failed; the rest comes from the stored answer');
        lose();
      });
    };
    const onMessage = (message: string) =>
      enqueue(async () => {
        if (done) return;
        if (message === END_MESSAGE) {
          // The end mark must follow the last frame given; when frames are missing, the stored answer has them.
          const { ended } = await catchUp();
          if (!ended) lose();
          return;
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
          const { kept } = await catchUp();
          if (!kept && !live && !done) {
            stop();
            onMissing();
          }
        });
      },
      (err: unknown) => {
        this.log.warn({ err, questionId }, 'run feed: subscribe failed; the answer comes from the stored answer');
        lose();
      },
    );
    return stop;
  }

  async close(): Promise<void> {
    this.flush();
    await this.redis.quit().catch(() => undefined);
  }
}
