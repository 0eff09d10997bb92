import { HOST_EVENTS } from '@app/protocol/bridge';
import { darkModeEventSchema, networkEventSchema, scrollLockEventSchema } from '@app/protocol/bridge-schemas';
import type { NativeBridge } from '@/lib/bridge/native-bridge';
import { setColorMode } from '@/lib/theme';

export interface HostEventEffects {
  setDark: (dark: boolean) => void;
  setScrollLocked: (locked: boolean) => void;
  scrollState: () => { scroll_top: number; at_top: boolean; locked: boolean };
  onNetwork: (connected: boolean) => void;
}

const LOCK_CLASS = 'host-scroll-locked';

/** What the host's events do to the page (spec sections 1, 2, 4). */
export const pageEffects = (onNetwork: (connected: boolean) => void): HostEventEffects => ({
  setDark: (dark) => setColorMode(dark ? 'dark' : 'light'),
  setScrollLocked: (locked) => {
    document.documentElement.classList.toggle(LOCK_CLASS, locked);
    document.body.style.overflow = locked ? 'hidden' : '';
  },
  scrollState: () => ({
    scroll_top: Math.round(window.scrollY),
    at_top: window.scrollY <= 0,
    locked: document.documentElement.classList.contains(LOCK_CLASS),
  }),
  onNetwork,
});

/**
 * Host events → page: the dark-mode event drives the theme, scroll lock toggles by message, a
 * scroll-state query is answered on the same module/action, and network changes are reported.
 * Malformed event data is reported through the bridge's error route. Returns the unsubscribe.
 */
export function connectHostEvents(bridge: NativeBridge, effects: HostEventEffects): () => void {
  const bad = (what: string, data: unknown) =>
    bridge.report(new Error(`[host] malformed ${what} event: ${JSON.stringify(data)}`));
  const offs = [
    bridge.on(HOST_EVENTS.darkMode.module, HOST_EVENTS.darkMode.action, (data) => {
      const event = darkModeEventSchema.safeParse(data);
      if (event.success) effects.setDark(event.data.dark);
      else bad('dark mode', data);
    }),
    bridge.on(HOST_EVENTS.scrollLock.module, HOST_EVENTS.scrollLock.action, (data) => {
      const event = scrollLockEventSchema.safeParse(data);
      if (event.success) effects.setScrollLocked(event.data.locked);
      else bad('scroll lock', data);
    }),
    bridge.on(HOST_EVENTS.scrollState.module, HOST_EVENTS.scrollState.action, () =>
      bridge.send(HOST_EVENTS.scrollState.module, HOST_EVENTS.scrollState.action, effects.scrollState()),
    ),
    bridge.on(HOST_EVENTS.network.module, HOST_EVENTS.network.action, (data) => {
      const event = networkEventSchema.safeParse(data);
      if (event.success) effects.onNetwork(event.data.is_connected);
      else bad('network', data);
    }),
  ];
  return () => offs.forEach((off) => off());
}
