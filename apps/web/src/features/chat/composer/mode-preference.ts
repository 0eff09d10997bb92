import { CHAT_NEXT_MODES, type ChatNextMode } from '@/config/paths';

/** Where the user's last voice/keyboard choice is kept (web only, not a spec key). */
export const CHAT_MODE_STORAGE_KEY = 'chat_input_mode';

/**
 * The input mode the user last switched to, or null when they never switched (then /chatNext
 * opens in the spec's voice mode). Storage may be unavailable (private mode): no preference.
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

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
