import { STORAGE_KEYS, TOKEN_COOKIE_PATH, type LoginResult } from '@app/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The `accessToken` cookie of DESIGN 2.2. Not httpOnly: the SPA reads and rewrites the same
 * cookie with js-cookie (spec section 3), which a browser forbids for an httpOnly one.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, login: LoginResult): void {
  void reply.setCookie(STORAGE_KEYS.accessToken, login.token, {
    path: TOKEN_COOKIE_PATH,
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
    maxAge: login.expireTime,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(STORAGE_KEYS.accessToken, { path: TOKEN_COOKIE_PATH });
}
