import { CHAT_NEXT_MODES, type ChatNextMode } from '@/config/paths';

/** Where the user's last voice/keyboard choice is kept (web only, not a spec key). */
export const CHAT_MODE_STORAGE_KEY = 'chat_input_mode';

/**
 * The input mode the user last switched to, or null when they never switched (then /chatNext
 * opens in `firstVisitMode`). Storage may be unavailable (private mode): no preference.
 */
export function rememberedMode(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): ChatNextMode | null {
  const value = storage?.getItem(CHAT_MODE_STORAGE_KEY) ?? null;
  return (CHAT_NEXT_MODES as readonly string[]).includes(value ?? '') ? (value as ChatNextMode) : null;
}

export function rememberMode(mode: ChatNextMode, storage: Pick<Storage, 'setItem'> | null = safeLocalStorage()): void {
  try {
    storage?.setItem(CHAT_MODE_STORAGE_KEY, mode);
  } catch {
    // Quota or a locked-down browser: the choice lasts for this page only.
  }
}

/** What decides the first visit's input mode. */
export interface DeviceTraits {
  /** A desktop: a fine pointer that hovers, or the spec's desktop width. */
  desktop: boolean;
  /** Hold-to-talk can record here: the host app's bridge, or getUserMedia with MediaRecorder. */
  canRecord: boolean;
}

/**
 * The mode of a first visit: hold-to-talk (the spec's default) on a phone that can record, the
 * keyboard on a desktop or where nothing can record (a push-to-talk bar there is a dead end).
 */
export function firstVisitMode(traits: DeviceTraits): ChatNextMode {
  return traits.canRecord && !traits.desktop ? 'voice' : 'text';
}

const mediaMatches = (query: string): boolean => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** This browser's traits (synchronous: the redirect to a mode cannot wait for device lists). */
export function deviceTraits(hostBridge: boolean): DeviceTraits {
  const browserCanRecord = Boolean(navigator.mediaDevices?.getUserMedia) && typeof MediaRecorder !== 'undefined';
  return {
    desktop: mediaMatches('(hover: hover) and (pointer: fine)') || mediaMatches('(min-width: 1024px)'),
    canRecord: hostBridge || browserCanRecord,
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
