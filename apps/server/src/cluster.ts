import cluster, { type Worker } from 'node:cluster';
import { CLIENT_ERROR_TEXT } from '@app/protocol';
import { prepareDatabase } from './app';
import type { Config } from './config';
import { openDb } from './db/database';
import { liveOwners, releaseDeadProcess } from './db/instance';
import { leaseTakeovers } from './infra/metrics';
import { createLogger } from './logger';
import { questionRepository } from './modules/chat/repository';
import { servePrimaryMetrics } from './modules/metrics/routes';

/** The message a worker receives to sweep at once (a sibling died: its work is free now). */
export const SWEEP_NOW = 'sa:sweep-now';

/** A worker that dies is replaced after this long (a crash loop cannot spin the CPU). */
const RESTART_DELAY_MS = 1000;

/** Why WORKERS > 1 needs PostgreSQL and Redis; printed when it is set without them. */
export const SINGLE_PROCESS_REASON =
  'WORKERS>1 需要 DATABASE_URL（PostgreSQL）和 REDIS_URL：SQLite 文件只能由一个进程写入，' +
  '正在生成的回答也只能通过 Redis 在进程间共享。现以单进程运行。' +
  ' (WORKERS>1 needs PostgreSQL and Redis; running one process.)';

/**
 * `WORKERS=N` (issue 13): the primary prepares the database once, then forks N workers that
 * share one port (each accepts from the shared listening socket). Each worker is a whole
 * server instance with its own lease. A worker that dies is replaced; the primary, which saw it
 * die, ends its lease and marks its answers interrupted at once (decision 031), and the other
 * workers sweep the rest of its work (cloud-phone tasks) at once. SIGTERM/SIGINT are passed to
 * every worker, which drains gracefully (server.ts); the primary exits when they have.
 */
export async function runPrimary(config: Config, workers: number): Promise<void> {
  await prepareDatabase(config);
  // A worker answering /metrics asks the primary for every worker's sum.
  if (config.metricsToken) servePrimaryMetrics();
  const log = createLogger(config);
  const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, log, pool: config.pg });
  /** A worker that died: its lease ends now, its answers are interrupted, its siblings sweep the rest. */
  const takeOver = async (pid: number) => {
    const released = await releaseDeadProcess(db, pid);
    if (released.length === 0) return;
    const t = Date.now();
    const marked = await questionRepository(db).markOrphaned(CLIENT_ERROR_TEXT.streamInterrupted, t, liveOwners(db, t), '');
    leaseTakeovers.inc(marked);
    log.info({ pid, instances: released, marked }, 'a worker died; its answers are marked interrupted');
    for (const w of Object.values(cluster.workers ?? {})) if (w && !w.isDead() && w.isConnected()) w.send(SWEEP_NOW, () => {});
  };
  // The workers accept connections themselves from the one listening socket, not through the
  // primary: with node's round-robin the primary accepts each connection and passes it to a
  // worker, and a worker that dies around that handoff takes a connection with it, which then
  // hangs unanswered (seen in cluster.test.ts under load). NODE_CLUSTER_SCHED_POLICY=rr still
  // chooses round-robin.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  let listening = 0;

  const fork = (): Worker => {
    const worker = cluster.fork({ SA_DATABASE_PREPARED: '1' });
    worker.once('listening', (address) => {
      listening += 1;
      if (listening === workers) {
        console.log(`\n  购物助手已启动: http://${config.host}:${address.port} （${workers} 个进程 workers）\n`);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    if (worker.process.pid)
      takeOver(worker.process.pid).catch((err: unknown) =>
        log.warn({ err }, 'could not take over a dead worker’s work; its lease expiry will'),
      );
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });
  for (let i = 0; i < workers; i++) fork();

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    for (const w of alive) w.process.kill('SIGTERM');
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 15_000);
    force.unref();
    void Promise.all(alive.map((w) => new Promise((r) => (w.isDead() ? r(null) : w.once('exit', r))))).then(() =>
      process.exit(0),
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
