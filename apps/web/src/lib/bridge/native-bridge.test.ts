import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_GLOBALS } from '@app/protocol/bridge';
import { bridgeActions } from './actions';
import { fakeHost } from '../../test/fake-host';
import { createNativeBridge } from './native-bridge';

const UNSUPPORTED = '发送消息到原生失败:不支持的环境';

describe('native bridge (spec sections 4, 7, 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['android', 'ios'] as const)('%s: initialises after the load event and sends module_common/init_ready', (platform) => {
    const host = fakeHost(platform);
    const bridge = createNativeBridge({ win: host.win, isMainApp: true });
    bridge.start();
    expect(bridge.status).toBe('uninitialised');
    expect(host.sent).toEqual([]);
    host.load();
    expect(bridge.status).toBe('initialised');
    expect(host.sent).toEqual([{ module: 'module_common', action: 'init_ready', map: {} }]);
    expect(typeof host.raw[0]).toBe(platform === 'android' ? 'string' : 'object');
  });

  it('a call waits for init, polling every 100 ms, then settles by callbackId', async () => {
    const host = fakeHost('android');
    const bridge = createNativeBridge({ win: host.win, isMainApp: true });
    bridge.start();
    const answer = bridgeActions(bridge).getCookies();
    await vi.advanceTimersByTimeAsync(400);
    expect(host.sent).toEqual([]);
    host.load();
    await vi.advanceTimersByTimeAsync(99);
    expect(host.sent.map((m) => m.action)).toEqual(['init_ready']);
    await vi.advanceTimersByTimeAsync(1);
    const call = host.sent[1]!;
    expect(call).toMatchObject({ module: 'module_common', action: 'get_cookies', map: {} });
    expect(call.callbackId).toMatch(/^cb_/);
    host.reply('get_cookies', { cookies: { accessToken: 'tok' } });
    await expect(answer).resolves.toEqual({ accessToken: 'tok' });
  });

  it('get_common_info gives up after 3000 ms and reports to onError', async () => {
    const host = fakeHost('ios', 'complete');
    const onError = vi.fn();
    const bridge = createNativeBridge({ win: host.win, isMainApp: true, onError });
    bridge.start();
    const info = bridgeActions(bridge).getCommonInfo();
    await vi.advanceTimersByTimeAsync(2999);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(info).resolves.toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('3000 ms') }));
  });

  it('get_common_info answered in time is validated', async () => {
    const host = fakeHost('android', 'complete');
    const bridge = createNativeBridge({ win: host.win, isMainApp: true });
    bridge.start();
    const info = bridgeActions(bridge).getCommonInfo();
    await vi.advanceTimersByTimeAsync(0);
    const common = { is_connected: true, net_type: 'wifi', secret_key: 'sk', safe_bottom: 34, safe_top: 47 };
    host.reply('get_common_info', common);
    await expect(info).resolves.toEqual(common);
  });

  it.each([
    ['no bridge object', 'none' as const, true],
    ['the sister app', 'android' as const, false],
  ])('send in an unsupported environment (%s) throws the exact text', async (_n, platform, isMainApp) => {
    const host = fakeHost(platform, 'complete');
    const bridge = createNativeBridge({ win: host.win, isMainApp });
    bridge.start();
    expect(bridge.status).toBe('unsupported');
    expect(() => bridge.send('module_common', 'vibrate')).toThrow(new Error(UNSUPPORTED));
    await expect(bridge.call('module_common', 'get_cookies')).rejects.toThrow(UNSUPPORTED);
    expect(host.sent).toEqual([]);
  });

  it('an init_ready failure is only a warning', () => {
    const host = fakeHost('android', 'complete');
    host.win[BRIDGE_GLOBALS.androidObject] = {
      postMessage: () => {
        throw new Error('native crashed');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bridge = createNativeBridge({ win: host.win, isMainApp: true });
    expect(() => bridge.start()).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[bridge] init_ready failed', expect.any(Error));
  });

  it('dispatches events to listeners keyed module&action; unparseable data is logged and passed raw', () => {
    const host = fakeHost('android', 'complete');
    const bridge = createNativeBridge({ win: host.win, isMainApp: true });
    bridge.start();
    const dark = vi.fn();
    const other = vi.fn();
    const off = bridge.on('module_common', 'dark_mode_change', dark);
    bridge.on('module_common', 'scroll_lock', other);
    host.fire('module_common', 'dark_mode_change', '{"dark":true}');
    expect(dark).toHaveBeenCalledWith({ dark: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    host.fire('module_common', 'dark_mode_change', 'not json{');
    expect(error).toHaveBeenCalledWith('[bridge] unparseable native data', 'not json{');
    expect(dark).toHaveBeenLastCalledWith('not json{');
    off();
    host.fire('module_common', 'dark_mode_change', '{"dark":false}');
    expect(dark).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
  });

  it('a listener that throws goes to onError, else it is logged', () => {
    const host = fakeHost('ios', 'complete');
    const onError = vi.fn();
    const bridge = createNativeBridge({ win: host.win, isMainApp: true, onError });
    bridge.start();
    bridge.on('m', 'a', () => {
      throw new Error('boom');
    });
    host.fire('m', 'a', '{}');
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
    const plain = createNativeBridge({ win: fakeHost('ios', 'complete').win, isMainApp: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    plain.report(new Error('x'));
    expect(logged).toHaveBeenCalledWith('[bridge]', new Error('x'));
  });

  it('sends the fire-and-forget actions with their maps', () => {
    const host = fakeHost('android', 'complete');
    const bridge = createNativeBridge({ win: host.win, isMainApp: true });
    bridge.start();
    const native = bridgeActions(bridge);
    native.showMessage('你好');
    native.vibrate();
    native.closePage();
    native.deviceTopbar({ visible: false });
    native.showCloudPhonePopup('must_login', 't1');
    native.eventTracking({ type: 'track', event: 'click', properties: { a: 1 } });
    expect(host.sent.slice(1)).toEqual([
      { module: 'module_common', action: 'show_message', map: { text: '你好' } },
      { module: 'module_common', action: 'vibrate', map: { duration: 50 } },
      { module: 'module_common', action: 'close_page', map: {} },
      { module: 'module_common', action: 'device_topbar', map: { visible: false } },
      { module: 'module_cloud_phone', action: 'show_popup', map: { popup: 'must_login', task_id: 't1' } },
      { module: 'module_common', action: 'event_tracking', map: { type: 'track', event: 'click', properties: { a: 1 } } },
    ]);
  });

  it('client login and home indicator height resolve from the host reply', async () => {
    const host = fakeHost('ios', 'complete');
    const bridge = createNativeBridge({ win: host.win, isMainApp: true });
    bridge.start();
    const native = bridgeActions(bridge);
    const login = native.clientLogin();
    const height = native.homeIndicatorHeight();
    await vi.advanceTimersByTimeAsync(0);
    host.reply('call_client_login', { success: true });
    host.reply('home_indicator_height', { height: 34 });
    await expect(login).resolves.toBe(true);
    await expect(height).resolves.toBe(34);
  });
});
