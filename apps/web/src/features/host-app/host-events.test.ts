import { describe, expect, it, vi } from 'vitest';
import { fakeHost } from '@/test/fake-host';
import { createNativeBridge } from '@/lib/bridge/native-bridge';
import { getTheme } from '@/lib/theme';
import { connectHostEvents, pageEffects } from './host-events';

function setup() {
  const host = fakeHost('ios', 'complete');
  const onError = vi.fn();
  const bridge = createNativeBridge({ win: host.win, isMainApp: true, onError });
  bridge.start();
  const onNetwork = vi.fn();
  const off = connectHostEvents(bridge, pageEffects(onNetwork));
  return { host, onError, onNetwork, off };
}

describe('host events (spec sections 1, 2, 4)', () => {
  it('the dark-mode event drives the theme', () => {
    const { host } = setup();
    host.fire('module_common', 'dark_mode_change', '{"dark":true}');
    expect(getTheme().scheme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    host.fire('module_common', 'dark_mode_change', '{"dark":false}');
    expect(getTheme().scheme).toBe('light');
  });

  it('scroll lock toggles by message and the scroll-state query is answered', () => {
    const { host } = setup();
    host.fire('module_common', 'scroll_lock', '{"locked":true}');
    expect(document.body.style.overflow).toBe('hidden');
    host.fire('module_common', 'query_scroll_state', '{}');
    expect(host.sent.at(-1)).toEqual({
      module: 'module_common',
      action: 'query_scroll_state',
      map: { scroll_top: 0, at_top: true, locked: true },
    });
    host.fire('module_common', 'scroll_lock', '{"locked":false}');
    expect(document.body.style.overflow).toBe('');
  });

  it('network changes are passed on; malformed events go to onError; off() stops listening', () => {
    const { host, onNetwork, onError, off } = setup();
    host.fire('module_common', 'network_change', '{"is_connected":false,"net_type":"none"}');
    expect(onNetwork).toHaveBeenCalledWith(false);
    host.fire('module_common', 'scroll_lock', '{"locked":"yes"}');
    expect(onError).toHaveBeenCalledOnce();
    off();
    host.fire('module_common', 'network_change', '{"is_connected":true,"net_type":"wifi"}');
    expect(onNetwork).toHaveBeenCalledTimes(1);
  });
});
