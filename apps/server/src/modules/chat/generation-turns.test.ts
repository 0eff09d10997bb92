import { describe, expect, it } from 'vitest';
import { GenerationTurns } from './generation-turns';

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
