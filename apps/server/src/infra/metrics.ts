import { ANSWER_STATUS, type AnswerStatusValue } from '@app/protocol';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What an operator scrapes at `/metrics` (Prometheus text format, METRICS_TOKEN): one registry
 * per process, every metric a named export so any module increments it without plumbing. In
 * cluster mode each worker counts its own; the worker that answers a scrape asks the primary to
 * sum every worker's (cluster.ts, metrics-routes.ts).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'sa_' });

export const httpRequests = new Counter({
  name: 'sa_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const activeStreams = new Gauge({
  name: 'sa_active_streams',
  help: 'SSE answer streams open now.',
  registers: [registry],
});

export const sseFrames = new Counter({
  name: 'sa_sse_frames_total',
  help: 'SSE event frames written to clients.',
  registers: [registry],
});

/** Answer statuses by name, for the `status` label. */
const STATUS_NAMES = Object.fromEntries(Object.entries(ANSWER_STATUS).map(([name, value]) => [value, name])) as Record<
  AnswerStatusValue,
  string
>;

export const answers = new Counter({
  name: 'sa_answers_total',
  help: 'Answers generated to their end, by final status (finished, cancelled, error, riskFailure).',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const answerSeconds = new Histogram({
  name: 'sa_answer_seconds',
  help: 'Time from the start of an answer to its stored end.',
  buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
  registers: [registry],
});

export const firstEventSeconds = new Histogram({
  name: 'sa_first_event_seconds',
  help: 'Time from a chat request’s arrival to its first SSE frame, new questions and resumes apart.',
  labelNames: ['kind'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Lease renewals of this instance (infra/instance.ts), by outcome: `ok` or `failed`. */
export const leaseRenewals = new Counter({
  name: 'sa_lease_renewals_total',
  help: 'Lease renewals of this instance, by outcome (ok, failed).',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Answers of a dead instance this one marked interrupted (the lease sweep, a restart). */
export const leaseTakeovers = new Counter({
  name: 'sa_lease_takeovers_total',
  help: 'Answers of a dead instance marked interrupted by this one.',
  registers: [registry],
});

export const databaseErrors = new Counter({
  name: 'sa_database_errors_total',
  help: 'Database queries that failed.',
  registers: [registry],
});

/** Failed operations of a store (infra/outage-log.ts): PostgreSQL's connections, each Redis role. */
export const storeErrors = new Counter({
  name: 'sa_store_errors_total',
  help: 'Failed operations of a store (postgresql, each Redis role), as counted by its outage log.',
  labelNames: ['store'] as const,
  registers: [registry],
});

/** What a pool's admission queue reports (db/admission.ts, PoolGate). */
export interface QueueLengths {
  readonly queued: { request: number; background: number };
}

/** The PostgreSQL pools of this process whose queues are counted (one per open database). */
const pools = new Set<QueueLengths>();

/** Counts a pool's queue on /metrics until the returned function is called (its database closed). */
export function watchPoolQueue(pool: QueueLengths): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

/**
 * Statements waiting for a PostgreSQL connection now, by lane (decision 048: `request` before
 * the first event, `background` the writes of streaming answers); read at each scrape. 0 on
 * SQLite, which has no pool.
 */
export const dbPoolQueued = new Gauge({
  name: 'sa_db_pool_queued',
  help: 'Statements waiting for a PostgreSQL connection now, by lane (request, background).',
  labelNames: ['lane'] as const,
  registers: [registry],
  collect() {
    let request = 0;
    let background = 0;
    for (const pool of pools) {
      request += pool.queued.request;
      background += pool.queued.background;
    }
    this.set({ lane: 'request' }, request);
    this.set({ lane: 'background' }, background);
  },
});

/** Counts an answer that reached its end: its final status and how long it took. */
export function answerEnded(status: AnswerStatusValue, startedAt: number, now: number): void {
  answers.inc({ status: STATUS_NAMES[status] ?? String(status) });
  answerSeconds.observe((now - startedAt) / 1000);
}
