import type { CommonInfo } from '@app/protocol/bridge';
import { STORAGE_KEYS } from '@app/protocol/constants';
import { secretKeyStorage } from '@/lib/storage';

export interface SafeArea {
  top: number;
  bottom: number;
}

/** The safe area last reported by the host (spec section 3: cached locally). */
export function readCachedSafeArea(storage: Storage = localStorage): SafeArea | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEYS.safeArea) ?? 'null') as Partial<SafeArea> | null;
    return value && typeof value.top === 'number' && typeof value.bottom === 'number'
      ? { top: value.top, bottom: value.bottom }
      : null;
  } catch {
    return null;
  }
}

/** Exposes the safe area to CSS as --host-safe-top / --host-safe-bottom. */
export function applySafeArea(area: SafeArea, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--host-safe-top', `${area.top}px`);
  root.style.setProperty('--host-safe-bottom', `${area.bottom}px`);
}

/**
 * Takes what native common info brings: the signing secret (it also encrypts stream bodies) and
 * the safe area, cached so the next start lays out before the host answers.
 */
export function applyCommonInfo(info: CommonInfo, storage: Storage = localStorage): void {
  if (info.secret_key) secretKeyStorage.set(info.secret_key);
  const area = { top: info.safe_top, bottom: info.safe_bottom };
  storage.setItem(STORAGE_KEYS.safeArea, JSON.stringify(area));
  applySafeArea(area);
}
