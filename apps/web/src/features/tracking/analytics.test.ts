import { afterEach, describe, expect, it, vi } from 'vitest';
import * as bridge from '@/lib/bridge/bridge';
import { deviceId, track } from './analytics';

describe('analytics client', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('keeps one device id per browser', () => {
    const first = deviceId();
    expect(first).toMatch(/^d_/);
    expect(deviceId()).toBe(first);
    expect(localStorage.getItem('device_id')).toBe(first);
  });

  it.each([
    ['9lives', {}],
    ['time', {}],
    ['gw_click', { id: 'reserved' }],
    ['gw_click', { text: 'x'.repeat(1025) }],
  ])('drops %s %j before sending, with a warning', async (event, props) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const image = vi.spyOn(globalThis, 'Image');
    expect(await track(event, props)).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(image).not.toHaveBeenCalled();
  });

  it('inside the main app forwards the event to the host instead of sending it to /sa', async () => {
    const forward = vi.spyOn(bridge, 'forwardTrackingEvent').mockReturnValue(true);
    const image = vi.spyOn(globalThis, 'Image');
    expect(await track('gw_click', { text: '加入心愿单' })).toBe(true);
    expect(forward).toHaveBeenCalledWith('track', 'gw_click', expect.objectContaining({ text: '加入心愿单', platForm: 'web' }));
    expect(image).not.toHaveBeenCalled();
  });
});
