/**
 * Stream body encryption of DESIGN 2.3: a string field becomes
 * `enc:v1:<base64(iv12 | ciphertext | tag16)>`, AES-256-GCM, key = SHA-256(secret).
 * WebCrypto only (browsers and Node 20 both have `crypto.subtle`), so web and server share it.
 */
export const ENCRYPTED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The slice of WebCrypto used here; the protocol package compiles without DOM or node types. */
interface CryptoKeyLike {
  readonly type: string;
}
interface SubtleLike {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(format: 'raw', key: ArrayBuffer, algorithm: string, extractable: boolean, usages: string[]): Promise<CryptoKeyLike>;
  encrypt(algorithm: { name: string; iv: Uint8Array }, key: CryptoKeyLike, data: Uint8Array): Promise<ArrayBuffer>;
  decrypt(algorithm: { name: string; iv: Uint8Array }, key: CryptoKeyLike, data: Uint8Array): Promise<ArrayBuffer>;
}
interface Globals {
  crypto: { subtle: SubtleLike; getRandomValues(array: Uint8Array): Uint8Array };
  btoa(data: string): string;
  atob(data: string): string;
  TextEncoder: new () => { encode(input: string): Uint8Array };
  TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(input: ArrayBuffer): string };
}
const HOST_APIS = ['crypto', 'btoa', 'atob', 'TextEncoder', 'TextDecoder'] as const;
const hasHostApis = (scope: object): scope is Globals => HOST_APIS.every((name) => name in scope);

let checked: Globals | null = null;
/** The runtime's globals, checked once on first use (as before, a runtime without them fails there). */
const host = (): Globals => {
  if (checked) return checked;
  const scope: object = globalThis;
  if (!hasHostApis(scope)) throw new Error(`field encryption needs ${HOST_APIS.join(', ')}`);
  return (checked = scope);
};

export class FieldDecryptError extends Error {
  override readonly name = 'FieldDecryptError';
}

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return host().btoa(text);
};
const fromBase64 = (text: string): Uint8Array => {
  const raw = host().atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
};

/** AES-256-GCM key derived from the session's secret_key. */
export async function fieldKey(secret: string): Promise<CryptoKeyLike> {
  const digest = await host().crypto.subtle.digest('SHA-256', new (host().TextEncoder)().encode(secret));
  return host().crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export const isEncryptedField = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(ENCRYPTED_PREFIX);

export async function encryptField(plain: string, key: CryptoKeyLike, iv?: Uint8Array): Promise<string> {
  const nonce = iv ?? host().crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await host().crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, new (host().TextEncoder)().encode(plain)),
  );
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce, 0);
  out.set(sealed, nonce.length);
  return ENCRYPTED_PREFIX + toBase64(out);
}

/** Throws FieldDecryptError when the value is not a well-formed field sealed with this key. */
export async function decryptField(value: string, key: CryptoKeyLike): Promise<string> {
  if (!isEncryptedField(value)) throw new FieldDecryptError('missing prefix');
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(value.slice(ENCRYPTED_PREFIX.length));
  } catch {
    throw new FieldDecryptError('bad base64');
  }
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new FieldDecryptError('too short');
  try {
    const plain = await host().crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      key,
      bytes.slice(IV_BYTES),
    );
    return new (host().TextDecoder)('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new FieldDecryptError('authentication failed');
  }
}

/** Encrypts every top-level non-empty string field of a body (what the host app sends). */
export async function encryptStringFields<T extends Record<string, unknown>>(body: T, secret: string): Promise<T> {
  const key = await fieldKey(secret);
  const out: Record<string, unknown> = { ...body };
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string' && v !== '') out[k] = await encryptField(v, key);
  return out as T;
}

/**
 * Decrypts every top-level string field carrying the prefix; returns the names of the fields
 * that failed (the caller answers 400 naming them) beside the decrypted body.
 */
export async function decryptStringFields(
  body: Record<string, unknown>,
  secret: string,
): Promise<{ body: Record<string, unknown>; failed: string[] }> {
  const out: Record<string, unknown> = { ...body };
  const failed: string[] = [];
  const fields = Object.entries(body).filter(([, v]) => isEncryptedField(v));
  if (fields.length === 0) return { body: out, failed };
  const key = await fieldKey(secret);
  for (const [k, v] of fields) {
    try {
      out[k] = await decryptField(v as string, key);
    } catch {
      failed.push(k);
    }
  }
  return { body: out, failed };
}
