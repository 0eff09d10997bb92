import { decryptStringFields, isEncryptedField } from '@app/protocol';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Stream body decryption of DESIGN 2.3, as a route-level `preValidation` hook for the chat
 * routes: every top-level string field starting `enc:v1:` is decrypted with the session's
 * secret_key before the schema sees the body; a field that fails to decrypt is a 400 naming it.
 * The signature (checked later by requireAuth) covers the body as sent, i.e. encrypted.
 * `secretKeyOf` finds the secret key of the request's live session (null: none); the auth
 * module provides it, so this layer knows nothing of sessions.
 */
export function decryptBodyHook(secretKeyOf: (request: FastifyRequest) => Promise<string | null>) {
  return async function decryptBody(request: FastifyRequest): Promise<void> {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    if (!Object.values(record).some(isEncryptedField)) return;
    const secretKey = await secretKeyOf(request);
    if (secretKey === null) throw new AppError('unauthorized');
    const { body: plain, failed } = await decryptStringFields(record, secretKey);
    if (failed.length > 0) throw new AppError('validation', `字段 ${failed.join('、')} 解密失败`);
    request.body = plain;
  };
}
