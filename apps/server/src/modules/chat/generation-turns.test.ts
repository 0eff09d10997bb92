import { describe, expect, it } from 'vitest';
import { ARRIVAL_SLICE_MS, GenerationTurns, MAX_DEFER_MS } from './generation-turns';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GenerationTurns', () => {
  it('lets queued runs go first in, first out, each until it waits on something else', async () => {
    const turns = new GenerationTurns(1_000);
    const log: string[] = [];
    const run = async (name: string) => {
      await turns.next();
      log.push(`${name} starts`);
      for (let i = 0; i < 5; i++) await Promise.resolve();
      log.push(`${name} ends`);
    };
    await Promise.all([run('a'), run('b'), run('c')]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('runs waiting to start go before running ones, in order; while any waits, a running one yields', async () => {
    const turns = new GenerationTurns(1_000);
    const log: string[] = [];
    const running = async (name: string) => {
      await turns.next();
      log.push(name);
    };
    const starting = async (name: string) => {
      await turns.start();
      log.push(name);
      // Within its turn, with others still waiting to start, a running answer does not go on.
      if (name === 's1') expect(turns.next()).not.toBeNull();
    };
    await Promise.all([running('r1'), starting('s1'), running('r2'), starting('s2')]);
    expect(log).toEqual(['s1', 's2', 'r1', 'r2']);
  });

  it('within a slice a run goes on at once', async () => {
    const turns = new GenerationTurns(1_000);
    await turns.next();
    expect(turns.next()).toBeNull();
  });

  it('past the slice the rest wait for the next one, after what the event loop had to do meanwhile', async () => {
    const turns = new GenerationTurns(5);
    const log: string[] = [];
    const run = async (name: string) => {
      await turns.next();
      // What a new request would be: an I/O callback that arrives while this run generates.
      setImmediate(() => log.push(`io during ${name}`));
      busy(6);
      log.push(name);
    };
    const runs = Promise.all([run('a'), run('b')]);
    expect(turns.queued).toBe(2);
    await runs;
    expect(log).toEqual(['a', 'io during a', 'b']);
  });

  it('a run waiting on real I/O does not hold up the queue', async () => {
    const turns = new GenerationTurns(1_000);
    const log: string[] = [];
    const slow = async () => {
      await turns.next();
      await sleep(20);
      log.push('slow');
    };
    const quick = async () => {
      await turns.next();
      log.push('quick');
    };
    await Promise.all([slow(), quick()]);
    expect(log).toEqual(['quick', 'slow']);
  });
});

/** Connections accepted at the times the test sets (decision 067). */
class FakeArrivals {
  lastAt = -Infinity;
  private accepting = false;
  now(): void {
    this.lastAt = performance.now();
  }
  /** One connection accepted in every turn of the event loop, as under a burst, until `stop`. */
  keepArriving(): void {
    this.accepting = true;
    const accept = () => {
      if (!this.accepting) return;
      this.now();
      setImmediate(accept);
    };
    accept();
  }
  stop(): void {
    this.accepting = false;
  }
}

describe('GenerationTurns while connections arrive (decision 067)', () => {
  it('after a turn that accepted a connection, only runs starting go; running ones wait for a turn without arrivals', async () => {
    const arrivals = new FakeArrivals();
    const turns = new GenerationTurns(1_000, arrivals);
    const log: string[] = [];
    const running = async (name: string) => {
      await turns.next();
      log.push(name);
    };
    const starting = async (name: string) => {
      await turns.start();
      log.push(name);
    };
    arrivals.keepArriving();
    const all = Promise.all([running('r1'), starting('s1'), starting('s2')]);
    await sleep(MAX_DEFER_MS / 4);
    expect(log).toEqual(['s1', 's2']);
    arrivals.stop();
    await all;
    expect(log).toEqual(['s1', 's2', 'r1']);
  });

  it(`a start goes on at once only within ${ARRIVAL_SLICE_MS} ms of its slice while connections arrive`, async () => {
    const arrivals = new FakeArrivals();
    const turns = new GenerationTurns(1_000, arrivals);
    arrivals.now();
    await turns.start();
    expect(turns.start()).toBeNull();
    expect(turns.next()).not.toBeNull();
    busy(ARRIVAL_SLICE_MS + 1);
    expect(turns.start()).not.toBeNull();
  });

  it(`running answers still get a slice after ${MAX_DEFER_MS} ms while connections keep arriving`, async () => {
    const arrivals = new FakeArrivals();
    const turns = new GenerationTurns(1_000, arrivals);
    arrivals.keepArriving();
    const asked = performance.now();
    await turns.next();
    const waited = performance.now() - asked;
    arrivals.stop();
    expect(waited).toBeGreaterThanOrEqual(MAX_DEFER_MS - 5);
    expect(waited).toBeLessThan(MAX_DEFER_MS + 200);
  });
});
