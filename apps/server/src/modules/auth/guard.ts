import { LIMITS, checkSignature, type SignableValue } from '@app/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { sessionRepository, type SessionClient, type SessionRecord } from './session-repository';
import { tokenFromRequest, tokenSource } from '../../shared/token';
import { assertSameOrigin } from '../../http/cross-site';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on protected routes. */
    auth: SessionRecord | null;
    /**
     * Query (GET and multipart uploads, whose file parts cannot be signed) or body as received,
     * before schema validation: zod strips unknown keys, and `timestamp`, `nonce` and `sign` must
     * be checked against exactly what the client signed.
     */
    signedParams: unknown;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live session token is presented; verifies a signature when present. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
}

/** GETs, and multipart uploads (their file parts cannot be signed), carry the signature in the query. */
const signsQuery = (request: FastifyRequest): boolean =>
  request.method === 'GET' || (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/** Signed-request check of DESIGN 2.3: window, signature, single-use nonce. */
export async function verifySignature(
  ctx: AppContext,
  request: FastifyRequest,
  secret: string,
  client: SessionClient = 'web',
): Promise<void> {
  const received = request.signedParams ?? (signsQuery(request) ? request.query : request.body);
  const params = received as Record<string, SignableValue> | undefined;
  const hasSign = !!params && typeof params === 'object' && 'sign' in params;
  if (!hasSign) {
    // REQUIRE_SIGNATURE: every call of a session the host app opened must be signed, whatever
    // the caller's headers say (leaving out `from: app` is no way around it).
    if (ctx.config.requireSignature && (client === 'app' || request.headers['from'] === 'app'))
      throw new AppError('signature_required');
    return;
  }
  const result = checkSignature(params, secret, ctx.now(), LIMITS.signatureWindowMs);
  if (result === 'missing') throw new AppError('bad_signature', '请求签名不完整（缺少 timestamp 或 nonce）');
  if (result === 'expired') throw new AppError('signature_expired');
  if (result === 'bad_sign') throw new AppError('bad_signature');
  const fresh = await ctx.kv.setIfAbsent(`nonce:${String(params.nonce)}`, '1', LIMITS.signatureWindowMs * 2);
  if (!fresh) throw new AppError('nonce_reused');
}

export function registerAuthGuard(app: FastifyInstance, ctx: AppContext): void {
  const sessions = sessionRepository(ctx.db);
  app.decorateRequest('auth', null);
  app.decorateRequest('signedParams', null);
  app.addHook('preValidation', async (request) => {
    request.signedParams = signsQuery(request) ? request.query : request.body;
  });
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const token = tokenFromRequest(request.headers, request.cookies);
    if (!token) throw new AppError('unauthorized', '请先登录');
    const session = await sessions.findActive(token, ctx.now());
    if (!session) throw new AppError('unauthorized');
    if (tokenSource(request.headers) === 'cookie') assertSameOrigin(request, ctx.config.allowedOrigins);
    await verifySignature(ctx, request, session.secretKey, session.client);
    request.auth = session;
  });
}

/**
 * The secret key of the request's live session, or null when it has none: what the stream body
 * decryption (http/decrypt-body.ts, DESIGN 2.3) is handed, before requireAuth has run.
 */
export function sessionSecretKey(ctx: AppContext): (request: FastifyRequest) => Promise<string | null> {
  const sessions = sessionRepository(ctx.db);
  return async (request) => {
    const token = tokenFromRequest(request.headers, request.cookies);
    const session = token ? await sessions.findActive(token, ctx.now()) : null;
    return session?.secretKey ?? null;
  };
}

/** The authenticated user's id; only call on routes guarded by requireAuth. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth.userId;
}
