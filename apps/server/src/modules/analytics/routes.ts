import { ANALYTICS, ANALYTICS_ENDPOINTS } from '@app/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AppInstance } from '../../http/types';
import { AnalyticsInputError, decodeCollect, type CollectInput } from './decode';
import { analyticsRepository } from './repository';

/** A transparent 1×1 GIF: the image-style GET expects an image back. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PROJECT = /^[A-Za-z0-9_-]{1,64}$/;

function projectOf(request: FastifyRequest): string {
  const project = (request.query as { project?: unknown }).project ?? ANALYTICS.project;
  if (typeof project !== 'string' || !PROJECT.test(project)) throw new AppError('validation', 'project 参数不正确');
  return project;
}

/** Body of an ajax, beacon or batch POST: JSON object, form fields, or `data=` text from a beacon. */
function inputOf(body: unknown): CollectInput {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body)) as CollectInput;
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as CollectInput;
  if (Array.isArray(body)) return { data_list: body };
  throw new AppError('validation', '缺少 data 或 data_list');
}

/** Analytics collection at `/sa` (DESIGN 1): public, every record checked, stored as received. */
export async function analyticsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const repo = analyticsRepository(ctx.db);
  // sendBeacon with a string body arrives as text/plain; scoped to this module.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  async function collect(request: FastifyRequest, input: CollectInput) {
    const project = projectOf(request);
    try {
      const records = decodeCollect(input);
      await repo.insert(project, records, ctx.now());
      return records.length;
    } catch (e) {
      if (e instanceof AnalyticsInputError) throw new AppError('validation', e.message);
      throw e;
    }
  }

  app.get(ANALYTICS_ENDPOINTS.collect, async (request: FastifyRequest, reply: FastifyReply) => {
    await collect(request, request.query as CollectInput);
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });

  app.post(ANALYTICS_ENDPOINTS.collect, async (request: FastifyRequest) => ({
    data: { received: await collect(request, inputOf(request.body)) },
  }));
}
