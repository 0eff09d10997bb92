import crypto from 'node:crypto';

/** Opaque bearer tokens: random, sent once, stored only as a SHA-256 hash. */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');
export const newSecretKey = (): string => crypto.randomBytes(24).toString('base64url');
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');
/** Random bytes taken 12 at a time for ids: one call into the system's generator per 341 ids. */
const ID_BYTES = 12;
const pool = Buffer.alloc(ID_BYTES * 341);
let poolAt = pool.length;
export const newId = (prefix = ''): string => {
  if (poolAt === pool.length) {
    crypto.randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += ID_BYTES;
  return prefix + pool.toString('base64url', poolAt - ID_BYTES, poolAt);
};

/** Extracts the token from `Authorization: Bearer …` or the `accessToken` cookie. */
export function tokenFromRequest(
  headers: Record<string, unknown>,
  cookies: Record<string, string | undefined> | undefined,
): string | null {
  const auth = headers['authorization'];
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)$/i.exec(auth.trim());
    if (m && m[1] !== 'undefined' && m[1] !== 'null') return m[1]!;
  }
  const cookie = cookies?.accessToken;
  return cookie && cookie.length > 0 ? cookie : null;
}

/** Whether the token of a request came from the Authorization header or from the cookie alone. */
export function tokenSource(headers: Record<string, unknown>): 'header' | 'cookie' {
  const auth = headers['authorization'];
  return typeof auth === 'string' && /^Bearer\s+\S+$/i.test(auth.trim()) && !/^Bearer\s+(undefined|null)$/i.test(auth.trim())
    ? 'header'
    : 'cookie';
}
