import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { bridgeActions } from '@/lib/bridge/actions';
import { fakeHost } from '@/test/fake-host';
import { createNativeBridge } from '@/lib/bridge/native-bridge';
import { secretKeyStorage } from '@/lib/storage';
import { bootHostApp } from './boot';
import { readCachedSafeArea } from './common-info';
import { loginGuideUrl } from './endpoints';

const user = { userId: 'u1', nickname: '小明', avatar: '', roles: ['user'], permissions: [] };
const common = { is_connected: true, net_type: 'wifi', secret_key: 'host-secret', safe_bottom: 34, safe_top: 47 };

function setup() {
  const host = fakeHost('android', 'complete');
  const bridge = createNativeBridge({ win: host.win, isMainApp: true });
  const fetchUser = vi.fn(async () => user);
  const booting = bootHostApp({ bridge, native: bridgeActions(bridge), fetchUser });
  return { host, booting, fetchUser };
}

describe('host app boot (spec sections 3, 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove('accessToken', { path: '/' });
  });
  afterEach(() => vi.useRealTimers());

  it('takes secret_key and safe area from common info and the login from the host cookies', async () => {
    const { host, booting, fetchUser } = setup();
    await vi.waitFor(() => expect(host.sent.some((m) => m.action === 'get_common_info')).toBe(true));
    host.reply('get_common_info', common);
    await vi.waitFor(() => expect(host.sent.some((m) => m.action === 'get_cookies')).toBe(true));
    host.reply('get_cookies', { cookies: { accessToken: 'host-token', other: 'x' } });
    await expect(booting).resolves.toEqual(user);
    expect(fetchUser).toHaveBeenCalledOnce();
    expect(Cookies.get('accessToken')).toBe('host-token');
    expect(secretKeyStorage.get()).toBe('host-secret');
    expect(readCachedSafeArea()).toEqual({ top: 47, bottom: 34 });
    expect(document.documentElement.style.getPropertyValue('--host-safe-top')).toBe('47px');
  });

  it('without an accessToken cookie the user is anonymous and no user is fetched', async () => {
    const { host, booting, fetchUser } = setup();
    await vi.waitFor(() => expect(host.sent.some((m) => m.action === 'get_common_info')).toBe(true));
    host.reply('get_common_info', common);
    await vi.waitFor(() => expect(host.sent.some((m) => m.action === 'get_cookies')).toBe(true));
    host.reply('get_cookies', { cookies: {} });
    await expect(booting).resolves.toBeNull();
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('a host that never answers common info still boots after 3000 ms', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { host, booting } = setup();
    await vi.advanceTimersByTimeAsync(3000);
    host.reply('get_cookies', { cookies: { accessToken: 't' } });
    await expect(booting).resolves.toEqual(user);
    expect(secretKeyStorage.get()).toBeNull();
  });

  it('the login guide carries the original search and pathname', () => {
    expect(loginGuideUrl('/chatNext', '?mode=voice')).toBe('/login/guide?search=%3Fmode%3Dvoice&pathname=%2FchatNext');
  });
});
