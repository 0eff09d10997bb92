import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisPubSub } from '../../infra/pubsub';
import { TEST_REDIS_URL, waitFor } from '../../testing/harness';
import { hasRedis } from '../../testing/databases';
import { FEED_LIVE_TTL_MS, FEED_RETAIN_FINISHED_MS, FEED_RUNS_PER_CALL, RedisRunFeed } from './run-feed';

const enabled = hasRedis('the Redis answer feed');
const log = pino({ level: 'silent' });
/** The next turn of the event loop (the feed writes a turn's frames in its check phase). */
const nextTurn = () => new Promise<void>((r) => setImmediate(r));

/**
 * Issue 22 (decision 067): every run's frames of one turn of the event loop, and the ends of the
 * runs that ended in it, go to Redis in one script call, and each run's stream reads as if it had been written alone.
 */
describe.skipIf(!enabled)('the Redis answer feed', () => {
  const prefix = `test:feed:${crypto.randomUUID()}:`;
  let owner: Redis;
  let reader: Redis;
  let ownerBus: RedisPubSub;
  let readerBus: RedisPubSub;
  let feed: RedisRunFeed;
  let peer: RedisRunFeed;
  /** The script calls the owner's connection sent (EVALSHA, or EVAL the first time): the runs in each. */
  const scriptCalls: number[] = [];

  beforeAll(() => {
    owner = new Redis(TEST_REDIS_URL, { enableAutoPipelining: true });
    reader = new Redis(TEST_REDIS_URL);
    const send = owner.sendCommand.bind(owner);
    // Auto-pipelined commands pass here twice (queued, then sent with their pipeline): count each once.
    const seen = new WeakSet<object>();
    owner.sendCommand = (command, stream) => {
      if ((command.name === 'evalsha' || command.name === 'eval') && !seen.has(command)) {
        seen.add(command);
        scriptCalls.push(Number(command.args[1]) / 2);
      }
      return send(command, stream);
    };
    ownerBus = RedisPubSub.connect(TEST_REDIS_URL, log, prefix);
    readerBus = RedisPubSub.connect(TEST_REDIS_URL, log, prefix);
    feed = new RedisRunFeed(owner, ownerBus, log, undefined, prefix);
    peer = new RedisRunFeed(reader, readerBus, log, undefined, prefix);
  });
  afterAll(async () => {
    const keys = await reader.keys(`${prefix}*`);
    if (keys.length > 0) await reader.del(...keys);
    await Promise.all([feed.close(), peer.close(), ownerBus.close(), readerBus.close()]);
  });

  const run = () => crypto.randomUUID();
  const entries = async (questionId: string) =>
    (await reader.xrange(`${prefix}runlog:${questionId}`, '-', '+')).map(([id, fields]) => `${id} ${fields.join('=')}`);

  it('frames of several runs in one turn, and a run that ends in it, go in one call; each stream is dense and ends once', async () => {
    const [a, b, c] = [run(), run(), run()];
    scriptCalls.length = 0;
    feed.append(a, 1, 'a1', false);
    feed.append(b, 1, 'b1', false);
    feed.append(a, 2, 'a2', false);
    feed.append(c, 1, 'c1', false);
    feed.end(c, 1);
    await nextTurn();
    feed.append(a, 3, 'a3', false);
    feed.append(b, 2, 'b2', false);
    feed.end(b, 2);
    await waitFor(async () => ((await entries(b)).length === 3 ? true : undefined));
    expect(scriptCalls).toEqual([3, 2]);
    expect(await entries(a)).toEqual(['0-1 d=a1', '0-2 d=a2', '0-3 d=a3']);
    expect(await entries(b)).toEqual(['0-1 d=b1', '0-2 d=b2', '0-3 e=1']);
    expect(await entries(c)).toEqual(['0-1 d=c1', '0-2 e=1']);
    const ttl = async (q: string) => reader.pttl(`${prefix}runlog:${q}`);
    expect(await ttl(a)).toBeGreaterThan(FEED_LIVE_TTL_MS - 60_000);
    expect(await ttl(b)).toBeLessThanOrEqual(FEED_RETAIN_FINISHED_MS);
    expect(await ttl(c)).toBeLessThanOrEqual(FEED_RETAIN_FINISHED_MS);
  });

  it('runs that go on in ticks of their own within one turn (a generation slice) still share one call', async () => {
    const runs = [run(), run(), run()];
    scriptCalls.length = 0;
    await new Promise<void>((resolve) => {
      const next = (i: number) => {
        if (i === runs.length) return resolve();
        feed.append(runs[i]!, 1, `${i}`, false);
        if (i === 1) feed.end(runs[i]!, 1);
        queueMicrotask(() => process.nextTick(() => next(i + 1)));
      };
      next(0);
    });
    await waitFor(async () => ((await entries(runs[2]!)).length === 1 ? true : undefined));
    expect(scriptCalls).toEqual([3]);
    expect(await entries(runs[1]!)).toEqual(['0-1 d=1', '0-2 e=1']);
  });

  it('a run that ends with no frame in its turn still gets its end mark after its last frame', async () => {
    const q = run();
    feed.append(q, 1, 'x1', false);
    await nextTurn();
    feed.end(q, 1);
    await waitFor(async () => ((await entries(q)).length === 2 ? true : undefined));
    expect(await entries(q)).toEqual(['0-1 d=x1', '0-2 e=1']);
  });

  it(`a turn of more than ${FEED_RUNS_PER_CALL} runs is cut into calls, every frame written`, async () => {
    const runs = Array.from({ length: FEED_RUNS_PER_CALL * 2 + 5 }, run);
    scriptCalls.length = 0;
    for (const q of runs) feed.append(q, 1, `${q}:1`, false);
    for (const q of runs) feed.end(q, 1);
    const last = runs.at(-1)!;
    await waitFor(async () => ((await entries(last)).length === 2 ? true : undefined));
    expect(scriptCalls).toEqual([FEED_RUNS_PER_CALL, FEED_RUNS_PER_CALL, 5]);
    for (const q of [runs[0]!, runs[FEED_RUNS_PER_CALL]!, last]) expect(await entries(q)).toEqual([`0-1 d=${q}:1`, '0-2 e=1']);
  });

  it('a reader on another instance gets every frame once, in order, and the end, while other runs share the calls', async () => {
    const q = run();
    const other = run();
    const got: string[] = [];
    let ended = false;
    feed.append(q, 1, 'f1', false); // before the reader came: taken from the stream
    await waitFor(async () => ((await entries(q)).length === 1 ? true : undefined));
    peer.follow(
      q,
      0,
      { event: (seq, data) => got.push(`${seq} ${data}`), end: () => (ended = true), lost: () => got.push('lost') },
      { live: true, onMissing: () => got.push('missing') },
    );
    await waitFor(async () => (got.length === 1 ? true : undefined));
    for (let seq = 2; seq <= 6; seq++) {
      feed.append(other, seq - 1, `o${seq}`, false);
      feed.append(q, seq, `f${seq}`, true);
      if (seq % 2 === 0) await nextTurn();
    }
    feed.end(q, 6);
    await waitFor(async () => (ended ? true : undefined));
    expect(got).toEqual(['1 f1', '2 f2', '3 f3', '4 f4', '5 f5', '6 f6']);
  });
});
