/**
 * Issue 13: a steady load on the real server as its own process for minutes, to see whether its
 * memory stays flat. N users each ask a question, read the streamed answer to its end and ask
 * the next, with the embedded engine paced as in production. Every minute: answers per second,
 * errors, and the RSS of each server process; then the load stops and the RSS is read again
 * after 60 s. Heap snapshots are taken at the 2-minute mark and at the end of the load, and the
 * constructor groups that grew between them are printed (what else grows, if anything).
 * Targets: RSS at the end within 1.2x of the 2-minute mark; back near the start 60 s after.
 *
 *   npx tsx bench/soak.ts [minutes=10] [users=200] [delayMs=30] [mode=sqlite|pg] [workers=1] [snapshots=1]
 *
 * Taking a snapshot makes V8 allocate hundreds of MB that the process keeps as RSS afterwards, so
 * the RSS targets are read from a run with snapshots=0 and the heap growth from one with 1.
 * mode=pg runs on PostgreSQL + Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL), with `workers`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../apps/server/src/db/database';
import { spawnServer } from '../apps/server/src/testing/child-server';
import { createPgSchema, createTestUser } from '../apps/server/src/testing/harness';
import { runWave } from './stream-client';
import { heapGrowth, summarizeHeap } from './support/heap-summary';
import { isServerProcess, processTree, rssMb } from './support/proc';

const MINUTES = Number(process.argv[2] ?? 10);
const USERS = Number(process.argv[3] ?? 200);
const DELAY_MS = process.argv[4] ?? '30';
const MODE = process.argv[5] ?? 'sqlite';
const WORKERS = process.argv[6] ?? '1';
const SNAPSHOTS = (process.argv[7] ?? '1') === '1';
const QUESTIONS = [
  '推荐一款2000元以内的降噪耳机',
  '学生党用的轻薄本',
  '3000元左右拍照好的手机',
  '给爸妈买什么按摩仪比较好',
  '扫地机器人怎么选',
  '京东上500以内的机械键盘',
  '你好',
];

async function main() {
  const snapDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-soak-heap-'));
  const schema =
    MODE === 'pg' ? await createPgSchema(process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test') : null;
  const env: Record<string, string> = {
    ASSISTANT_STREAM_DELAY_MS: DELAY_MS,
    CATALOG_PRODUCTS: '5000',
    LOG_LEVEL: 'error',
    WORKERS,
  };
  if (schema)
    Object.assign(env, { DATABASE_URL: schema.databaseUrl, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  const server = await spawnServer(env, 180_000, ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapDir}`]);
  const port = Number(new URL(server.baseUrl).port);
  const db = openDb({ databaseUrl: schema?.databaseUrl, sqlitePath: path.join(server.dataDir, 'app.db') });
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++)
    tokens.push((await createTestUser({ ctx: { db, now: Date.now } }, `136${String(i).padStart(8, '0')}`)).token);
  await db.close();

  // The server's processes: one, or with WORKERS > 1 the primary's workers (esbuild's helper left out).
  const pids = () =>
    processTree(server.child.pid!).filter((p) => isServerProcess(p) && (p !== server.child.pid || WORKERS === '1'));
  const rss = () =>
    pids()
      .map((p) => `${p}:${rssMb(p)}`)
      .join(' ');
  const snapshot = async (label: string) => {
    const before = new Set(fs.readdirSync(snapDir));
    const target = pids()[0]!;
    process.kill(target, 'SIGUSR2');
    for (let i = 0; i < 600; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const made = fs.readdirSync(snapDir).filter((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
      // A snapshot is complete once its size stops changing.
      if (made.length) {
        const file = path.join(snapDir, made[0]!);
        const size = fs.statSync(file).size;
        await new Promise((r) => setTimeout(r, 1500));
        if (fs.statSync(file).size === size) return { label, file };
      }
    }
    throw new Error('no heap snapshot');
  };

  console.log(
    `soak: ${USERS} users, ${MINUTES} min, stream delay ${DELAY_MS} ms, ${MODE}, WORKERS=${WORKERS}, ${os.cpus().length} CPUs`,
  );
  console.log(`start   RSS MB ${rss()}`);
  let running = true;
  let answers = 0;
  let errors = 0;
  const loops = tokens.map(async (token, u) => {
    for (let q = u; running; q++) {
      const [r] = await runWave({ port, path: '/api/v2/chat', tokens: [token], questions: [QUESTIONS[q % QUESTIONS.length]!] });
      if (r!.ok) answers++;
      else errors++;
    }
  });
  const snaps: Array<{ label: string; file: string }> = [];
  const started = Date.now();
  for (let minute = 1; minute <= MINUTES; minute++) {
    const a0 = answers;
    const e0 = errors;
    await new Promise((r) => setTimeout(r, started + minute * 60_000 - Date.now()));
    console.log(
      `min ${String(minute).padStart(2)}  answers/s ${((answers - a0) / 60).toFixed(1).padStart(5)}  errors ${errors - e0}  RSS MB ${rss()}`,
    );
    if (SNAPSHOTS && (minute === 2 || minute === MINUTES)) snaps.push(await snapshot(`min ${minute}`));
  }
  running = false;
  await Promise.all(loops);
  await new Promise((r) => setTimeout(r, 60_000));
  console.log(`+60 s after the load  RSS MB ${rss()}`);
  if (snaps.length === 2) {
    const g = heapGrowth(summarizeHeap(snaps[0]!.file), summarizeHeap(snaps[1]!.file));
    console.log(
      `heap (snapshots, JS objects): ${(g.totalBefore / 1e6).toFixed(1)} MB at ${snaps[0]!.label} → ${(g.totalAfter / 1e6).toFixed(1)} MB at ${snaps[1]!.label}`,
    );
    console.log('largest growth by constructor:');
    for (const row of g.top)
      console.log(
        `  ${row.name.slice(0, 40).padEnd(40)} ${String(row.count).padStart(8)} objects  ${(row.bytes / 1024).toFixed(0).padStart(8)} KB`,
      );
  }
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(snapDir, { recursive: true, force: true });
  await schema?.drop();
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    // The server is a child process: never leave it running.
    for (const p of processTree(process.pid).slice(1)) process.kill(p, 'SIGKILL');
    process.exit(1);
  },
);
