import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenStorage, secretKeyStorage, tokenStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStorage.remove();
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage', () => {
  it('keeps the token in the accessToken cookie with path / and expiry expireTime*1000 ms', () => {
    const set = vi.spyOn(Cookies, 'set');
    const now = Date.now();
    createTokenStorage('cookie', 'accessToken', () => now).set('tok', 7200);
    expect(set).toHaveBeenCalledWith(
      'accessToken',
      'tok',
      expect.objectContaining({ path: '/', expires: new Date(now + 7_200_000) }),
    );
    expect(tokenStorage.get()).toBe('tok');
    expect(document.cookie).toContain('accessToken=tok');
    tokenStorage.remove();
    expect(tokenStorage.get()).toBeNull();
  });

  it.each(['local', 'session'] as const)('the %sStorage variant expires after expireTime seconds', (kind) => {
    let now = 1_000;
    const storage = createTokenStorage(kind, 'accessToken', () => now);
    storage.set('tok', 60);
    now += 59_999;
    expect(storage.get()).toBe('tok');
    now += 1;
    expect(storage.get()).toBeNull();
    expect((kind === 'local' ? localStorage : sessionStorage).getItem('accessToken')).toBeNull();
  });

  it('keeps secret_key in localStorage', () => {
    secretKeyStorage.set('k');
    expect(localStorage.getItem('secret_key')).toBe('k');
    secretKeyStorage.remove();
    expect(secretKeyStorage.get()).toBeNull();
  });
});
