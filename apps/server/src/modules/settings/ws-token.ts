import crypto from 'node:crypto';
import { WS_TOKEN_TTL_MS } from '@app/protocol';
import type { AppContext } from '../../context';

/**
 * Tickets for opening the WebSocket (DESIGN 2.5). A browser cannot put an Authorization header
 * on a WebSocket, so the page trades its session for a short-lived ticket that goes in the URL;
 * single use keeps a ticket leaked through logs or history worthless.
 */
const tokenKey = (token: string) => `ws_token:${token}`;
const claimKey = (token: string) => `ws_token_used:${token}`;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** Issues a ticket for `userId`, kept in the key-value store (shared across instances with Redis). */
export async function issueWsToken(ctx: Pick<AppContext, 'kv'>, userId: string): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  await ctx.kv.set(tokenKey(token), userId, WS_TOKEN_TTL_MS);
  return token;
}

/**
 * The user a ticket was issued to, or null when it is unknown, expired or already used. Claiming
 * with set-if-absent makes two simultaneous connections with one ticket end with one winner.
 */
export async function consumeWsToken(ctx: Pick<AppContext, 'kv'>, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const userId = await ctx.kv.get(tokenKey(token));
  if (!userId) return null;
  const claimed = await ctx.kv.setIfAbsent(claimKey(token), '1', WS_TOKEN_TTL_MS);
  if (!claimed) return null;
  await ctx.kv.del(tokenKey(token));
  return userId;
}
