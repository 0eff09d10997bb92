import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostUserAgent } from '@app/protocol/host-ua';

const setUa = (ua: string) => Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });

describe('forwardTrackingEvent (spec section 7, "Tracking")', () => {
  afterEach(() => {
    setUa('Mozilla/5.0 jsdom');
    delete (window as unknown as Record<string, unknown>).GuangBridge;
    vi.resetModules();
  });

  it('inside the main app sends module_common/event_tracking with type, event and properties', async () => {
    setUa(hostUserAgent('Mozilla/5.0 (Linux; Android 14)', 'main', '2.2.0'));
    const posted: string[] = [];
    (window as unknown as Record<string, unknown>).GuangBridge = { postMessage: (json: string) => posted.push(json) };
    vi.resetModules();
    await import('@/lib/env').then((m) => m.refreshEnvFlags());
    const { forwardTrackingEvent } = await import('./bridge');
    expect(forwardTrackingEvent('track', 'gw_click', { text: '发送' })).toBe(true);
    expect(JSON.parse(posted[0]!)).toEqual({
      module: 'module_common',
      action: 'event_tracking',
      map: { type: 'track', event: 'gw_click', properties: { text: '发送' } },
    });
  });

  it('in a browser it returns false so the web SDK sends the event', async () => {
    vi.resetModules();
    const { forwardTrackingEvent } = await import('./bridge');
    expect(forwardTrackingEvent('track', 'gw_click', {})).toBe(false);
  });
});
