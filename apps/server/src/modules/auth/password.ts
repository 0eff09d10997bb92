import crypto from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto. Stored as `scrypt$N$r$p$salt$hash` (base64url)
 * so the cost can be raised later without breaking existing hashes.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, COST.N, COST.r, COST.p);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Hashed once, lazily: verifying against it keeps "no such account" as slow as "wrong password".
let dummyHash: Promise<string> | undefined;

/** Constant-time check. A missing or unreadable hash still costs one scrypt run, then fails. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
    const dummy = parseHash(await dummyHash)!;
    await scrypt(password, dummy.salt, dummy.N, dummy.r, dummy.p);
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((x) => Number.isInteger(x) && x > 0)) return null;
  return { ...cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}
