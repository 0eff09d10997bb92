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
 * Every run's frames of one turn of the event loop in one call (issue 22: one XADD per frame
 * was ~115 commands per answer; one call per run per tick was still ~3 per answer, decision 067),
 * each run's end mark with its last frames (decision 029, round 3). A turn, not a tick: the
 * runs of one generation slice each go on in ticks of their own (generation-turns.ts), so a
 * tick's batch held one run. Sent by its hash (EVALSHA), not its text, on each
 * call (decision 038). KEYS: per run, its stream and its channel. ARGV: max entries, the live TTL,
 * the TTL after the end, then per run: its first frame's seq, whether to set the live TTL (its
 * first frames), its end mark's seq (0: not the end), its number of frames, then per frame a
 * publish flag and the data. Ids stay dense (`0-<seq>`, in order); a frame that fails leaves a gap
 * that readers take from the stored answer, and the end mark is written all the same. The keys of
 * several runs in one call need one Redis node (or one hash slot), which `connectRedis` is.
 */
const APPEND_SCRIPT = `
local a = 4
for k = 1, #KEYS, 2 do
  local seq = tonumber(ARGV[a])
  local live, last, n = ARGV[a + 1], ARGV[a + 2], tonumber(ARGV[a + 3])
  a = a + 4
  for i = 1, n do
    redis.pcall('XADD', KEYS[k], 'MAXLEN', '~', ARGV[1], '0-' .. seq, '${DATA_FIELD}', ARGV[a + 1])
    if ARGV[a] == '1' then redis.call('PUBLISH', KEYS[k + 1], seq .. '\\n' .. ARGV[a + 1]) end
    seq = seq + 1
    a = a + 2
  end
  if live == '1' then redis.call('PEXPIRE', KEYS[k], ARGV[2]) end
  if last ~= '0' then
    redis.pcall('XADD', KEYS[k], '0-' .. last, '${END_FIELD}', '1')
    redis.call('PEXPIRE', KEYS[k], ARGV[3])
    redis.call('PUBLISH', KEYS[k + 1], '${END_MESSAGE}')
  end
end
return a
`;

/**
 * Runs, and arguments of their frames, per script call at most: a burst's turn can hold hundreds
 * of runs, and Redis runs nothing else while a script runs, so a long turn is cut into calls.
 */
export const FEED_RUNS_PER_CALL = 128;
export const FEED_ARGS_PER_CALL = 4096;

/** One run's part of a turn's call: its frames in order (publish flag, data), and its end mark. */
interface PendingRun {
  first: number;
  frames: (string | number)[];
  /** The end mark's seq, once the run ended in this turn; 0 while it goes on. */
  endSeq: number;
}

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
  private readonly appendRuns: (...args: Array<string | number>) => Promise<unknown>;

  constructor(
    private readonly redis: Redis,
    private readonly pubsub: PubSub,
    private readonly log: Logger,
    /** Failed writes are logged once per outage (a cut fails every frame of every answer). */
    private readonly outage = new OutageLog(log, 'redis (answer feed)'),
    private readonly prefix = 'sa:',
  ) {
    // No fixed number of keys: the call's first argument says how many (two per run).
    if (!('saAppendRuns' in redis)) redis.defineCommand('saAppendRuns', { lua: APPEND_SCRIPT });
    const command: unknown = Reflect.get(redis, 'saAppendRuns');
    if (!isScriptCommand(command)) throw new Error('the saAppendRuns script command was not defined');
    this.appendRuns = command.bind(redis);
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

  /**
   * Frames appended in this turn of the event loop, by run, in order, and the runs that ended:
   * written in one call in the next turn's check phase (a reader elsewhere gets them a turn later).
   */
  private pending = new Map<string, PendingRun>();
  private flushQueued = false;

  private pendingRun(questionId: string, first: number): PendingRun {
    let run = this.pending.get(questionId);
    if (!run) this.pending.set(questionId, (run = { first, frames: [], endSeq: 0 }));
    if (!this.flushQueued) {
      this.flushQueued = true;
      setImmediate(this.flush);
    }
    return run;
  }

  append(questionId: string, seq: number, data: string, publish: boolean): void {
    this.pendingRun(questionId, seq).frames.push(publish ? 1 : 0, data);
  }

  end(questionId: string, lastSeq: number): void {
    // The end mark follows the run's last frames in the same call; a reader that misses it (a
    // failed write) takes the end from the stored answer.
    this.pendingRun(questionId, lastSeq + 1).endSeq = lastSeq + 1;
  }

  /** Writes every run's frames and end marks of the turn in one script call (or a few, for a long turn). */
  private flush = () => {
    this.flushQueued = false;
    let keys: string[] = [];
    let args: Array<string | number> = [];
    for (const [questionId, { first, frames, endSeq }] of this.pending) {
      keys.push(this.key(questionId), this.prefix + this.channel(questionId));
      args.push(first, first === 1 ? 1 : 0, endSeq, frames.length / 2);
      for (const f of frames) args.push(f);
      if (keys.length >= 2 * FEED_RUNS_PER_CALL || args.length >= FEED_ARGS_PER_CALL) {
        this.write(keys, args);
        keys = [];
        args = [];
      }
    }
    this.pending.clear();
    if (keys.length > 0) this.write(keys, args);
  };

  private write(keys: string[], runs: Array<string | number>): void {
    const added = this.appendRuns(keys.length, ...keys, FEED_MAX_EVENTS, FEED_LIVE_TTL_MS, FEED_RETAIN_FINISHED_MS, ...runs);
    // Only during an outage does a write's success need noticing (it ends the outage).
    if (this.outage.isDown) added.then(this.ok, this.fail);
    else added.catch(this.fail);
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
