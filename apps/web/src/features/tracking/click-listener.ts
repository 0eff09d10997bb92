import { buildRecord, recordProperties, type TrackRecord } from './record';
import { withTiming, type TimingOptions } from './timing';

/**
 * Click tracking, the one way: an element with `data-track` (the event name; empty for the
 * default `gw_click`) and optional `data-track-payload` (JSON), `data-track-debounce`,
 * `data-track-throttle` (ms) and `data-track-once` is recorded by one delegated listener.
 */
export const TRACK_ATTR = 'data-track';

export function timingOf(el: Element): TimingOptions {
  const num = (name: string) => {
    const v = Number(el.getAttribute(name));
    return Number.isFinite(v) && v > 0 ? v : undefined;
  };
  return { debounce: num('data-track-debounce'), throttle: num('data-track-throttle'), once: el.hasAttribute('data-track-once') };
}

function payloadOf(el: Element): Record<string, unknown> {
  try {
    const raw = el.getAttribute('data-track-payload');
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Installs the listener on `root`; returns the uninstall function. */
export function installClickTracking(
  root: Document | HTMLElement,
  send: (r: TrackRecord) => void,
  page: () => string,
): () => void {
  const handlers = new WeakMap<Element, (el: Element) => void>();
  const onClick = (e: Event) => {
    const el = (e.target as Element | null)?.closest?.(`[${TRACK_ATTR}]`);
    if (!el) return;
    let handler = handlers.get(el);
    if (!handler) {
      handler = withTiming((target: Element) => {
        const record = buildRecord(target, {
          event: target.getAttribute(TRACK_ATTR) || undefined,
          payload: payloadOf(target),
          page: page(),
          now: Date.now(),
        });
        send(record);
      }, timingOf(el));
      handlers.set(el, handler);
    }
    handler(el);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}

export { recordProperties };
