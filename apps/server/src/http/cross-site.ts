import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@app/protocol/envelope';
import { UPLOADS_ENDPOINTS } from '@app/protocol/uploads';
import { AppError } from './app-error';
import { errorToReply } from './error-handler';

/** Methods that change something; a cross-site page can send these with the user's cookie. */
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The one /api route that takes multipart (its file parts cannot be JSON). */
const MULTIPART_ROUTES = new Set<string>([UPLOADS_ENDPOINTS.upload]);

const path = (request: FastifyRequest) => request.url.split('?')[0]!;

/**
 * /api takes JSON only (multipart where uploads are): a plain HTML form on another site can post
 * `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain` with the user's
 * cookie and no preflight, but not JSON. The spec's /passport form routes and the /sa collector
 * are outside /api and keep their form bodies.
 */
export function registerJsonOnlyApi(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method) || !path(request).startsWith(API_PREFIX)) return;
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!hasBody && !type) return;
    const json = type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
    const multipart = type === 'multipart/form-data' && MULTIPART_ROUTES.has(path(request));
    if (json || multipart) return;
    const { status, body } = errorToReply(new AppError('json_only'));
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

/** The origin this request was addressed to (behind a trusted proxy, the one the browser used). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * A request authenticated by the cookie alone must come from our own pages: an `Origin` that is
 * ours (or listed in ALLOWED_ORIGINS), or `Sec-Fetch-Site: same-origin`. A page on another port
 * or subdomain is "same site" for the cookie (SameSite=Lax lets it through), so the cookie is not
 * enough. Bearer-token requests are not affected: another site cannot read the token.
 */
export function assertSameOrigin(request: FastifyRequest, allowed: readonly string[]): void {
  if (!UNSAFE.has(request.method)) return;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    if (origin === ownOrigin(request) || allowed.includes(origin)) return;
    throw new AppError('cross_site');
  }
  if (request.headers['sec-fetch-site'] === 'same-origin') return;
  throw new AppError('cross_site');
}

/** HSTS once the site is served over https (TLS at a trusted proxy: TRUST_PROXY + X-Forwarded-Proto). */
export function registerHsts(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    done();
  });
}
