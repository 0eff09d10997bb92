import { OPS_ENDPOINTS } from '@app/protocol/ops';
import crypto from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AppInstance } from '../../http/types';
import { httpRequests, registry } from '../../infra/metrics';

/** IPC between a worker answering a scrape and the primary that sums every worker's metrics. */
const ASK = 'sa:metrics:ask';
const ANSWER = 'sa:metrics:answer';
/** A scrape in cluster mode fails (503) rather than wait longer than this for the primary. */
const CLUSTER_TIMEOUT_MS = 6000;

type AskMessage = { type: typeof ASK; id: number };
type AnswerMessage = { type: typeof ANSWER; id: number; text?: string; error?: string };

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** Counts every answered request by method, route pattern and status; streamed (hijacked) ones included. */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () =>
      httpRequests.inc({
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.raw.statusCode),
      }),
    );
    done();
  });
}

let asked = 0;
const waiting = new Map<number, (m: AnswerMessage) => void>();

/**
 * In a cluster worker, once: lets the primary's AggregatorRegistry read this worker's registry,
 * and takes the primary's answers to this worker's asks.
 */
let listening = false;
function joinClusterMetrics(): void {
  if (listening) return;
  listening = true;
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  process.on('message', (m: AnswerMessage) => {
    if (m?.type === ANSWER) waiting.get(m.id)?.(m);
  });
}

/** In a cluster worker: every worker's metrics summed, asked of the primary (`servePrimaryMetrics`). */
function clusterText(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('metrics: the primary did not answer'));
    }, CLUSTER_TIMEOUT_MS);
    waiting.set(id, (m) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (m.text !== undefined) resolve(m.text);
      else reject(new Error(m.error ?? 'metrics: no answer'));
    });
    process.send!({ type: ASK, id } satisfies AskMessage);
  });
}

/** In the cluster primary: answers a worker's ask with every worker's metrics summed. */
export function servePrimaryMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, m: AskMessage) => {
    if (m?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: m.id, text } satisfies AnswerMessage),
      (err: Error) => worker.send({ type: ANSWER, id: m.id, error: err.message } satisfies AnswerMessage),
    );
  });
}

/**
 * `GET /metrics` (Prometheus text format) when METRICS_TOKEN is set, for `Authorization: Bearer
 * <token>` only (401 otherwise); without METRICS_TOKEN it is a 404 (not the web app's page). In cluster
 * mode the answer sums every worker's metrics, whichever worker the scrape reached.
 */
export async function metricsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const token = ctx.config.metricsToken;
  const inCluster = cluster.isWorker && typeof process.send === 'function';
  if (inCluster && token) joinClusterMetrics();
  app.get(OPS_ENDPOINTS.metrics, async (request, reply) => {
    if (!token) throw new AppError('not_found');
    const auth = request.headers.authorization ?? '';
    const given = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!given || !sameToken(given, token)) throw new AppError('unauthorized', '需要有效的 METRICS_TOKEN');
    let text: string;
    try {
      text = inCluster ? await clusterText() : await registry.metrics();
    } catch (err) {
      request.log.error({ err }, 'metrics: could not gather');
      throw new AppError('unavailable');
    }
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
