import md5 from 'blueimp-md5';

/** Request signing of DESIGN 2.3. */
export type SignableValue = string | number | boolean | null | undefined | object;
export type SignedFields = { timestamp: number; nonce: string; sign: string };

const serialise = (value: SignableValue): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const isEmpty = (value: SignableValue): boolean => value === undefined || value === null || value === '';

/** The string that is hashed: sorted non-empty `key=value` pairs joined by `&`, secret appended. */
export function signingBase(params: Record<string, SignableValue>, secret: string): string {
  const pairs = Object.keys(params)
    .filter((k) => k !== 'sign' && !isEmpty(params[k]))
    .sort()
    .map((k) => `${k}=${serialise(params[k])}`);
  return pairs.join('&') + secret;
}

export function computeSign(params: Record<string, SignableValue>, secret: string): string {
  return md5(signingBase(params, secret)).toUpperCase();
}

export function makeNonce(random: () => number = Math.random): string {
  return Math.floor(random() * 36 ** 10).toString(36) + Date.now().toString(36);
}

/** Adds timestamp, nonce and sign to a params/body object. */
export function signParams<T extends Record<string, SignableValue>>(
  params: T,
  secret: string,
  now: number = Date.now(),
  nonce: string = makeNonce(),
): T & SignedFields {
  const withMeta = { ...params, timestamp: now, nonce };
  return { ...withMeta, sign: computeSign(withMeta, secret) };
}

export type SignatureCheck = 'ok' | 'missing' | 'expired' | 'bad_sign';

/** Checks sign and timestamp window; nonce reuse is the caller's concern (it needs a store). */
export function checkSignature(
  params: Record<string, SignableValue>,
  secret: string,
  now: number,
  windowMs: number,
): SignatureCheck {
  const { sign, timestamp, nonce } = params as { sign?: unknown; timestamp?: unknown; nonce?: unknown };
  if (typeof sign !== 'string' || typeof nonce !== 'string' || nonce === '') return 'missing';
  const ts = typeof timestamp === 'string' ? Number(timestamp) : timestamp;
  if (typeof ts !== 'number' || !Number.isFinite(ts)) return 'missing';
  if (Math.abs(now - ts) > windowMs) return 'expired';
  return computeSign(params, secret) === sign.toUpperCase() ? 'ok' : 'bad_sign';
}
