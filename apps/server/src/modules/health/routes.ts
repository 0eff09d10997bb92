import { OPS_ENDPOINTS } from '@app/protocol/ops';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';

/** How long a readiness check may wait for the database or Redis before it says "not ready". */
const READY_TIMEOUT_MS = 2000;

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/**
 * For a load balancer, without auth, revealing nothing else: `/healthz` answers while the
 * process serves (liveness); `/readyz` answers 200 only while the database and the key-value
 * store (Redis when configured) answer, 503 otherwise.
 */
export async function healthModule(app: AppInstance, ctx: AppContext): Promise<void> {
  app.get(OPS_ENDPOINTS.healthz, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(OPS_ENDPOINTS.readyz, async (_request, reply) => {
    const checks = await Promise.allSettled([
      within(sql`select 1`.execute(ctx.db.kysely), READY_TIMEOUT_MS),
      within(ctx.kv.ping(), READY_TIMEOUT_MS),
    ]);
    const [db, kv] = checks.map((c) => (c.status === 'fulfilled' ? 'ok' : 'down'));
    const ready = db === 'ok' && kv === 'ok';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', database: db, store: kv });
  });
}
