import Cookies from 'js-cookie';
import { STORAGE_KEYS, TOKEN_COOKIE_PATH } from '@app/protocol/constants';

/** Where the access token lives (spec section 3): a cookie by default, or web storage. */
export type TokenStorageKind = 'cookie' | 'local' | 'session';

export interface TokenStorage {
  get(): string | null;
  /** Stores the token for `expireTimeSec` seconds (expiry `expireTime * 1000` ms). */
  set(token: string, expireTimeSec: number): void;
  remove(): void;
}

interface StoredToken {
  value: string;
  expiresAt: number;
}

const webStorage = (kind: 'local' | 'session'): Storage => (kind === 'local' ? localStorage : sessionStorage);

function readStored(storage: Storage, key: string, now: number): string | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof parsed.value !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    if (parsed.expiresAt <= now) {
      storage.removeItem(key);
      return null;
    }
    return parsed.value;
  } catch {
    return null;
  }
}

export function createTokenStorage(
  kind: TokenStorageKind = 'cookie',
  key: string = STORAGE_KEYS.accessToken,
  now: () => number = Date.now,
): TokenStorage {
  if (kind === 'cookie') {
    // Read on every render of the screens that follow the login: parse the cookies only when they changed.
    let seen: string | null = null;
    let value: string | null = null;
    return {
      get: () => {
        const all = document.cookie;
        if (all !== seen) {
          seen = all;
          value = Cookies.get(key) ?? null;
        }
        return value;
      },
      set: (token, expireTimeSec) =>
        void Cookies.set(key, token, {
          path: TOKEN_COOKIE_PATH,
          expires: new Date(now() + expireTimeSec * 1000),
          sameSite: 'lax',
        }),
      remove: () => Cookies.remove(key, { path: TOKEN_COOKIE_PATH }),
    };
  }
  return {
    get: () => readStored(webStorage(kind), key, now()),
    set: (token, expireTimeSec) => {
      const stored: StoredToken = { value: token, expiresAt: now() + expireTimeSec * 1000 };
      webStorage(kind).setItem(key, JSON.stringify(stored));
    },
    remove: () => webStorage(kind).removeItem(key),
  };
}

/** The app's token storage: the `accessToken` cookie the server also reads. */
export const tokenStorage: TokenStorage = createTokenStorage('cookie');

/** The signing secret (spec section 7), always in localStorage. */
export const secretKeyStorage = {
  get: (): string | null => localStorage.getItem(STORAGE_KEYS.secretKey),
  set: (secret: string): void => localStorage.setItem(STORAGE_KEYS.secretKey, secret),
  remove: (): void => localStorage.removeItem(STORAGE_KEYS.secretKey),
};
