/**
 * Issue 13: 1,000 simultaneous new questions against the real server as its own process on
 * PostgreSQL + Redis, with WORKERS=1 and then WORKERS=2, in the same run, with the load
 * generator forked into its own process. Per configuration: completed streams, time to the first
 * event p50/p99, the no-op floor (the same client against a server that answers one frame at
 * once), and the server processes' CPU ms per stream (read from /proc, primary and workers).
 * Target: p99 within 3x the floor.
 *
 *   npx tsx bench/cluster-streams.ts [streams=1000] [delayMs=0] [workers=1,2]
 *
 * With BENCH_OLD_ROOT=<another checkout>, that build is measured too, in the same run, for an
 * old-against-new ratio: for each worker count, old then new (BENCH_ROUNDS=N repeats the whole
 * list N times, every other round new first, so neither build always goes first on a noisy machine).
 *
 * A second table splits each configuration's CPU by process: the primary (WORKERS>1), each
 * worker, and the machine's PostgreSQL and Redis processes (shared with anything else running).
 *
 * BENCH_SERVER_NODE_ARGS (space-separated) goes to each server's node, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` for a CPU profile of every server process.
 *
 * Reads BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) and BENCH_REDIS_URL
 * (default redis://127.0.0.1:6379); a fresh schema is made and dropped.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../apps/server/src/db/database';
import { spawnServer } from '../apps/server/src/testing/child-server';
import { createPgSchema, createTestUser } from '../apps/server/src/testing/harness';
import type { StreamResult, WaveJob } from './stream-client';
import { commandName, cpuMs, processesNamed, processTree } from './support/proc';

const STREAMS = Number(process.argv[2] ?? 1000);
const DELAY_MS = process.argv[3] ?? '0';
const WORKER_COUNTS = (process.argv[4] ?? '1,2').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** Streams asked before the measured wave (dictionaries, JIT, connections), with the wave's first users. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 40);
const OLD_ROOT = process.env.BENCH_OLD_ROOT;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const QUESTIONS = ['推荐一款2000元以内的降噪耳机', '学生党用的轻薄本', '3000元左右拍照好的手机', '扫地机器人怎么选', '你好'];

const client = fork(path.join(import.meta.dirname, 'stream-client.ts'), { env: { ...process.env, BENCH_STREAM_CLIENT: '1' } });
const run = (job: WaveJob) =>
  new Promise<StreamResult[]>((resolve) => {
    client.once('message', (r) => resolve(r as StreamResult[]));
    client.send(job);
  });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const firsts = (rs: StreamResult[]) =>
  rs
    .filter((r) => r.ok)
    .map((r) => r.firstEventMs)
    .sort((a, b) => a - b);

async function floorServer() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('id: q:1\ndata: {}\n\ndata: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => server.listen({ host: '127.0.0.1', port: 0, backlog: 4096 }, r));
  return { port: (server.address() as { port: number }).port, close: () => server.close() };
}

/** Each worker count, old build then new (the order flips every other round); labelled with the round when there are several. */
function configurations() {
  const list: Array<{ label: string; workers: number; root: string | undefined }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const tag = ROUNDS > 1 ? ` #${round}` : '';
    for (const workers of WORKER_COUNTS) {
      const builds = [
        ...(OLD_ROOT ? [{ label: `old W=${workers}${tag}`, workers, root: OLD_ROOT }] : []),
        { label: `${OLD_ROOT ? 'new W=' : 'WORKERS='}${workers}${tag}`, workers, root: undefined },
      ];
      list.push(...(round % 2 === 0 ? builds.reverse() : builds));
    }
  }
  return list;
}

async function main() {
  const schema = await createPgSchema(DATABASE_URL);
  const floor = await floorServer();
  const rows: string[] = [];
  const splits: string[] = [];
  try {
    // Each configuration asks with users of its own: with the same users, a later configuration
    // would answer follow-ups (context and state from the earlier wave), not new questions.
    let tokens: string[] = [];
    let usersMade = 0;
    const configs = configurations();
    for (const { label, workers, root } of configs) {
      const server = await spawnServer(
        {
          WORKERS: String(workers),
          DATABASE_URL: schema.databaseUrl,
          REDIS_URL,
          ASSISTANT_STREAM_DELAY_MS: DELAY_MS,
          CATALOG_PRODUCTS: '5000',
          LOG_LEVEL: 'error',
        },
        180_000,
        (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
        root,
      );
      const port = Number(new URL(server.baseUrl).port);
      tokens = [];
      const db = openDb({ databaseUrl: schema.databaseUrl, sqlitePath: '' });
      for (let i = 0; i < STREAMS + WARMUP; i++)
        tokens.push((await createTestUser({ ctx: { db, now: Date.now } }, `137${String(usersMade++).padStart(8, '0')}`)).token);
      await db.close();
      const job = (target: number, route: string, users = tokens.slice(0, STREAMS)): WaveJob => ({
        port: target,
        path: route,
        tokens: users,
        questions: QUESTIONS,
      });
      // Warm-up (dictionaries, JIT, connections) by users of its own, so the wave's are all new questions.
      await run(job(port, '/api/v2/chat', tokens.slice(STREAMS)));
      const floorFirst = firsts(await run(job(floor.port, '/')));
      await new Promise((r) => setTimeout(r, 500));
      const pids = processTree(server.child.pid!);
      const storePids = () => [...processesNamed('postgres'), ...processesNamed('redis-server')];
      const before = new Map([...pids, ...storePids()].map((p) => [p, cpuMs(p)]));
      const started = performance.now();
      const window = [process.hrtime.bigint()];
      const results = await run(job(port, '/api/v2/chat'));
      window.push(process.hrtime.bigint());
      const wall = performance.now() - started;
      // V8's profiles time their samples on the same monotonic clock, in µs: the wave's window in them.
      if (process.env.BENCH_SERVER_NODE_ARGS?.includes('--cpu-prof'))
        console.log(`${label}: wave ${window.map((t) => String(t / 1000n)).join('-')} µs (monotonic)`);
      const used = (p: number) => cpuMs(p) - (before.get(p) ?? 0);
      const cpu = pids.reduce((s, p) => s + used(p), 0);
      const perStream = (ms: number) => (ms / STREAMS).toFixed(2);
      const byName = (name: string) => storePids().filter((p) => commandName(p) === name);
      const sum = (ps: number[]) => ps.reduce((s, p) => s + used(p), 0);
      splits.push(
        [
          label.padEnd(16),
          pids
            .map(
              (p, i) =>
                `${i === 0 ? (pids.length > 1 && workers > 1 ? 'primary' : 'server') : commandName(p)} ${perStream(used(p))}`,
            )
            .join(', ')
            .padEnd(44),
          perStream(sum(byName('postgres'))).padStart(8),
          perStream(sum(byName('redis-server'))).padStart(6),
        ].join('  '),
      );
      const first = firsts(results);
      rows.push(
        [
          label.padEnd(16),
          `${first.length}/${STREAMS}`.padStart(10),
          `${percentile(first, 50).toFixed(0)} / ${percentile(first, 99).toFixed(0)}`.padStart(16),
          `${percentile(floorFirst, 50).toFixed(0)} / ${percentile(floorFirst, 99).toFixed(0)}`.padStart(16),
          `${(percentile(first, 99) / percentile(floorFirst, 99)).toFixed(2)}x`.padStart(9),
          wall.toFixed(0).padStart(8),
          (cpu / STREAMS).toFixed(2).padStart(10),
        ].join('  '),
      );
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    floor.close();
    client.kill();
    await schema.drop();
  }
  console.log(
    `${STREAMS} simultaneous new questions, PostgreSQL + Redis, stream delay ${DELAY_MS} ms, ${os.cpus().length} CPUs, node ${process.version}`,
  );
  console.log('config            completed  first p50 / p99  floor p50 / p99  p99/floor  wall ms  CPU ms/stream');
  for (const r of rows) console.log(r);
  console.log(
    '\nCPU ms per stream by process (the server tree in start order; PostgreSQL and Redis: every such process on the machine)',
  );
  console.log('config            server processes                              postgres   redis');
  for (const r of splits) console.log(r);
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
