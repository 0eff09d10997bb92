import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@app/protocol/auth';
import { reportUnauthorized } from '@/lib/session-events';
import { secretKeyStorage, tokenStorage } from '@/lib/storage';
import { json, mockFetch } from '@/test/fetch-mock';
import { usePermissionStore } from './permission-store';
import { connectSessionEvents } from './session';
import { useLoginDialogStore } from './login-dialog-store';
import { authSelectors, useAuthStore } from './store';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const user = { userId: 'u1', nickname: '小明', avatar: '', roles: ['user'], permissions: ['chat'] };
const result: LoginResult = { token: 'tok-9', expireTime: 3600, secret_key: 'sk', user };

afterEach(() => {
  useAuthStore.getState().clear();
  useLoginDialogStore.getState().close();
});

describe('auth store', () => {
  it('starts anonymous with the default admin role', () => {
    expect(authSelectors.isLoggedIn(useAuthStore.getState())).toBe(false);
    expect(usePermissionStore.getInitialState().roles).toEqual(['admin']);
    expect(usePermissionStore.getInitialState().permissions).toEqual([]);
  });

  it('login stores token (cookie) and secret_key, and the user with roles and permissions', () => {
    useAuthStore.getState().login(result);
    expect(tokenStorage.get()).toBe('tok-9');
    expect(secretKeyStorage.get()).toBe('sk');
    expect(authSelectors.isLoggedIn(useAuthStore.getState())).toBe(true);
    expect(usePermissionStore.getState()).toMatchObject({ roles: ['user'], permissions: ['chat'] });
  });

  it('logout calls the server and clears token, info and roles even when the call fails', async () => {
    useAuthStore.getState().login(result);
    const { calls } = mockFetch(json({ error_code: 500, error_msg: '服务器开小差了' }, 500));
    await useAuthStore.getState().logout();
    expect(calls[0]!.url).toBe('/api/user/logout');
    expect(calls[0]!.headers.authorization).toBe('Bearer tok-9');
    expect(tokenStorage.get()).toBeNull();
    expect(useAuthStore.getState().info).toBeNull();
    expect(usePermissionStore.getState().roles).toEqual([]);
  });

  it('a 401 clears the login state and opens the login dialog', () => {
    const off = connectSessionEvents();
    useAuthStore.getState().login(result);
    reportUnauthorized();
    expect(authSelectors.isLoggedIn(useAuthStore.getState())).toBe(false);
    expect(tokenStorage.get()).toBeNull();
    expect(useLoginDialogStore.getState().visible).toBe(true);
    off();
  });

  it('refreshUser fetches the current user at once, shared by calls meanwhile, and stores it', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch(json({ data: user }));
    const first = useAuthStore.getState().refreshUser();
    const second = useAuthStore.getState().refreshUser();
    // Leading edge: the request leaves without waiting out the 500 ms.
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    // Its schema is evaluated after the first paint; with no screen in this test, after 1 s at most.
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/get_current_user');
    expect(useAuthStore.getState().info?.userId).toBe('u1');
    vi.useRealTimers();
  });
});
