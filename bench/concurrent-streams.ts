/**
 * Concurrent chat streams: the real server (buildApp, embedded engine, SQLite in a temp dir)
 * listening on 127.0.0.1 in this process, and waves of simultaneous `POST /api/v2/chat` streams,
 * one test user per stream (so nothing per user limits a wave). Per wave: how many completed
 * (`data: [DONE]` after a 200), time to the first event p50/p99/max, events per second, the
 * peak RSS of this process, and its CPU time per stream (steadier than wall time on a shared
 * machine). Target: all 1,000 complete and the p99 time to first event is under 100 ms.
 *
 * Each wave runs twice: with the client in this process (one thread for both, so its work
 * delays the server's), then with the client forked into its own process (the server's
 * figures alone). Before each, the same client opens the wave against a no-op HTTP server: that
 * "floor" is what the harness and the machine need just to open the connections. The listen
 * backlog is raised above Node's 511, or 1,000 simultaneous connects overflow the accept queue
 * and the dropped SYNs return a second later, which would measure the kernel's retry timer.
 *
 *   npx tsx bench/concurrent-streams.ts [waves=200,500,1000] [products=5000] [delayMs=0]
 *
 * delayMs > 0 paces the embedded engine as in production (30 ms there): streams then stay open
 * for seconds, which is where the cost of each frame and of storing the growing answer shows.
 *
 * The CPU time is also split by thread (Linux): the main thread, which answers, and the helper
 * threads, mostly V8 compiling hot functions in the background, which a young process still does
 * thousands of answers in (decision 066).
 *
 * With BENCH_CPU_PROFILE=<file.cpuprofile>, the server's CPU during the forked-client waves (the
 * server's work alone) is profiled through node:inspector and written there.
 *
 * With BENCH_FORKED_REPEAT=R, each forked wave runs R times in a row (rows forked, forked2, …):
 * the same users asking again, on an older process. The helper threads' share falls as V8 stops
 * compiling, so the last rows approach the warm cost per answer (decision 072).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { createTestUser } from '../apps/server/src/testing/harness';
import { threadCpuMs } from './support/proc';
import { runWave, type StreamResult, type WaveJob } from './stream-client';

const WAVES = (process.argv[2] ?? '200,500,1000').split(',').map(Number);
const PRODUCTS = process.argv[3] ?? '5000';
const DELAY_MS = process.argv[4] ?? '0';
/** Above any wave's size; the kernel caps it at net.core.somaxconn. */
const BACKLOG = 4096;
/** A mix of the engine's paths: catalog searches with budgets, brands and malls, and small talk. */
const QUESTIONS = [
  '推荐一款2000元以内的降噪耳机',
  '学生党用的轻薄本',
  '3000元左右拍照好的手机',
  '给爸妈买什么按摩仪比较好',
  '扫地机器人怎么选',
  '夏天适合油皮的防晒霜',
  '京东上500以内的机械键盘',
  '小米的空气净化器哪款好',
  '你好',
  '你能做什么',
];

type Client = (job: WaveJob) => Promise<StreamResult[]>;

/** The load generator in its own process; one job at a time. */
function forkedClient(): { run: Client; child: ChildProcess } {
  const child = fork(path.join(import.meta.dirname, 'stream-client.ts'), {
    env: { ...process.env, BENCH_STREAM_CLIENT: '1' },
  });
  const run: Client = (job) =>
    new Promise((resolve) => {
      child.once('message', (results) => resolve(results as StreamResult[]));
      child.send(job);
    });
  return { run, child };
}

/** Answers every request with one SSE frame and [DONE]: the harness's own cost. */
async function startFloorServer(): Promise<{ port: number; close: () => void }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('id: q:1\ndata: {}\n\ndata: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0, backlog: BACKLOG }, resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => server.close() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const firstEvents = (results: StreamResult[]) =>
  results
    .filter((r) => r.ok)
    .map((r) => r.firstEventMs)
    .sort((a, b) => a - b);
const settle = () => new Promise((r) => setTimeout(r, 300));

const PROFILE = process.env.BENCH_CPU_PROFILE;
const FORKED_REPEAT = Math.max(1, Number(process.env.BENCH_FORKED_REPEAT ?? 1));
const session = PROFILE ? new Session() : null;
session?.connect();

async function measureWave(client: Client, job: WaveJob, profile: boolean) {
  if (profile && session) {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  // memoryUsage.rss() alone: the whole memoryUsage() walks the heap spaces every 10 ms, on the server's CPU.
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 10);
  const cpu = process.cpuUsage();
  const threads = threadCpuMs();
  const started = performance.now();
  const results = await client(job);
  const wall = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const threadsAfter = threadCpuMs();
  clearInterval(sampler);
  if (profile && session) {
    const { profile: taken } = await session.post('Profiler.stop');
    fs.writeFileSync(PROFILE!, JSON.stringify(taken));
  }
  const first = firstEvents(results);
  const events = results.reduce((sum, r) => sum + (r.ok ? r.events : 0), 0);
  return {
    completed: first.length,
    first,
    wall,
    events,
    perSecond: (events / wall) * 1000,
    rssMb: Math.round(Math.max(peakRss, process.memoryUsage().rss) / 1024 / 1024),
    cpuPerStream: (user + system) / 1000 / job.tokens.length,
    mainPerStream: (threadsAfter.main - threads.main) / job.tokens.length,
    helpersPerStream: (threadsAfter.all - threadsAfter.main - (threads.all - threads.main)) / job.tokens.length,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-bench-streams-'));
  const app = await buildApp(testConfig(dataDir, { ASSISTANT_STREAM_DELAY_MS: DELAY_MS, CATALOG_PRODUCTS: PRODUCTS }));
  await app.listen({ host: '127.0.0.1', port: 0, backlog: BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const floor = await startFloorServer();
  const forked = forkedClient();
  const tokens: string[] = [];
  for (let i = 0; i < Math.max(...WAVES); i++) tokens.push((await createTestUser(app, `137${String(i).padStart(8, '0')}`)).token);
  const job = (n: number, target = port, route = '/api/v2/chat'): WaveJob => ({
    port: target,
    path: route,
    tokens: tokens.slice(0, n),
    questions: QUESTIONS,
  });

  // Warm-up: jieba's dictionary, the catalog vocabulary, JIT, the forked client.
  await runWave(job(20));
  await forked.run(job(20));

  console.log(`catalog ${PRODUCTS} products, stream delay ${DELAY_MS} ms, ${os.cpus().length} CPUs, node ${process.version}`);
  console.log(
    'streams  client   completed  first event p50 / p99 / max ms  wall ms  events/s  RSS MB  CPU ms/stream  floor p50 / p99  main / helper threads ms/stream',
  );
  for (const n of WAVES) {
    const rows: Array<[string, Client]> = [['same', runWave]];
    for (let r = 1; r <= FORKED_REPEAT; r++) rows.push([r === 1 ? 'forked' : `forked${r}`, forked.run]);
    for (const [where, client] of rows) {
      const floorFirst = firstEvents(await client(job(n, floor.port, '/')));
      await settle();
      const m = await measureWave(client, job(n), where === 'forked');
      await settle();
      console.log(
        [
          String(n).padStart(7),
          where.padEnd(7),
          `${m.completed}/${n}`.padStart(10),
          `${percentile(m.first, 50).toFixed(0)} / ${percentile(m.first, 99).toFixed(0)} / ${m.first.at(-1)?.toFixed(0)}`.padStart(
            31,
          ),
          m.wall.toFixed(0).padStart(8),
          m.perSecond.toFixed(0).padStart(9),
          String(m.rssMb).padStart(7),
          m.cpuPerStream.toFixed(2).padStart(14),
          `${percentile(floorFirst, 50).toFixed(0)} / ${percentile(floorFirst, 99).toFixed(0)}`.padStart(16),
          `${m.mainPerStream.toFixed(2)} / ${m.helpersPerStream.toFixed(2)}`.padStart(29),
        ].join('  '),
      );
    }
  }

  forked.child.kill();
  floor.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
