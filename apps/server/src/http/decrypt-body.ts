import { decryptStringFields, isEncryptedField } from '@app/protocol';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessionRepository } from '../modules/auth/session-repository';
import { tokenFromRequest } from '../modules/auth/token';
import { AppError } from './app-error';

/**
 * Stream body decryption of DESIGN 2.3, as a route-level `preValidation` hook for the chat
 * routes: every top-level string field starting `enc:v1:` is decrypted with the session's
 * secret_key before the schema sees the body; a field that fails to decrypt is a 400 naming it.
 * The signature (checked later by requireAuth) covers the body as sent, i.e. encrypted.
 */
export function decryptBodyHook(ctx: AppContext) {
  const sessions = sessionRepository(ctx.db);
  return async function decryptBody(request: FastifyRequest): Promise<void> {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    if (!Object.values(record).some(isEncryptedField)) return;
    const token = tokenFromRequest(request.headers, request.cookies);
    const session = token ? await sessions.findActive(token, ctx.now()) : null;
    if (!session) throw new AppError('unauthorized');
    const { body: plain, failed } = await decryptStringFields(record, session.secretKey);
    if (failed.length > 0) throw new AppError('validation', `字段 ${failed.join('、')} 解密失败`);
    request.body = plain;
  };
}
