import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { lazyRoute } from './lazy-route';
import { handleModuleLoadFailure, resetModuleLoadState, watchResourceErrors } from './module-load';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

beforeEach(() => {
  vi.useFakeTimers();
  resetModuleLoadState();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('module load failure', () => {
  it('a rejected lazy import shows the network toast and reloads after 1000 ms', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const load = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(load()).rejects.toThrow('dynamically imported');
    expect(toast.error).toHaveBeenCalledWith('网络异常，请检查网络连接');
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('offline, a rejected lazy import resolves to a stand-in component instead of failing the route', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const load = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const module = await load();
    expect(typeof module.Component).toBe('function');
    expect(toast.error).toHaveBeenCalledWith('网络异常，请检查网络连接');
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('reloads once for a burst of failures', () => {
    const reload = vi.fn();
    handleModuleLoadFailure(reload);
    handleModuleLoadFailure(reload);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('offline: the network toast, but no reload (the page would become the browser error page)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    handleModuleLoadFailure(reload);
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('网络异常，请检查网络连接');
    vi.restoreAllMocks();
    handleModuleLoadFailure(reload);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('vite:preloadError is handled and prevented', () => {
    const stop = watchResourceErrors();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(toast.error).toHaveBeenCalledWith('网络异常，请检查网络连接');
    stop();
  });

  it('offline, vite:preloadError is not prevented, so the import fails and its route can wait for the network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = watchResourceErrors();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    stop();
    vi.restoreAllMocks();
  });

  it('a lazy import that resolves to nothing (a prevented preload error) counts as a failure', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const module = await lazyRoute(() => Promise.resolve(undefined as unknown as { Component: () => null }))();
    expect(module.Component?.name).toBe('RouteAwaitingNetwork');
    vi.restoreAllMocks();
  });

  it('a failed script element shows the network toast', () => {
    const stop = watchResourceErrors();
    const script = document.createElement('script');
    document.body.appendChild(script);
    script.dispatchEvent(new Event('error'));
    expect(toast.error).toHaveBeenCalledWith('网络异常，请检查网络连接');
    script.remove();
    stop();
  });
});
