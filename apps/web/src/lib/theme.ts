import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@app/protocol/constants';

/** Colour scheme modes, stored as raw strings under 'vueuse-color-scheme' like VueUse's useColorMode. */
export type ColorMode = 'light' | 'dark' | 'auto';
export type ResolvedScheme = 'light' | 'dark';

/** Theme colour of spec section 1: near-black in dark, white in light. */
export const THEME_COLORS: Record<ResolvedScheme, string> = { dark: '#0b0b0f', light: '#ffffff' };

const MODES: readonly ColorMode[] = ['light', 'dark', 'auto'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readColorMode(storage: Storage = localStorage): ColorMode {
  const value = storage.getItem(STORAGE_KEYS.colorScheme);
  return MODES.includes(value as ColorMode) ? (value as ColorMode) : 'auto';
}

export function resolveScheme(mode: ColorMode, prefersDark: boolean): ResolvedScheme {
  if (mode === 'auto') return prefersDark ? 'dark' : 'light';
  return mode;
}

const prefersDark = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/**
 * Puts a scheme on the page: the `dark` class on <html> (our CSS variables), antd-mobile's
 * `data-prefers-color-scheme`, the native `color-scheme` and `<meta name="theme-color">`.
 * public/theme-boot.js does the same before first paint.
 */
export function applyScheme(scheme: ResolvedScheme, doc: Document = document): void {
  const root = doc.documentElement;
  root.classList.toggle('dark', scheme === 'dark');
  root.setAttribute('data-prefers-color-scheme', scheme);
  root.style.colorScheme = scheme;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = THEME_COLORS[scheme];
}

interface ThemeState {
  mode: ColorMode;
  scheme: ResolvedScheme;
}

let state: ThemeState = { mode: 'auto', scheme: 'light' };
const listeners = new Set<() => void>();

function update(mode: ColorMode): void {
  state = { mode, scheme: resolveScheme(mode, prefersDark()) };
  applyScheme(state.scheme);
  listeners.forEach((l) => l());
}

export function setColorMode(mode: ColorMode): void {
  localStorage.setItem(STORAGE_KEYS.colorScheme, mode);
  update(mode);
}

/** Reads the stored mode, applies it and follows the system while the mode is 'auto'. */
export function initTheme(): () => void {
  update(readColorMode());
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (state.mode === 'auto') update('auto');
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export const getTheme = (): ThemeState => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useTheme = (): ThemeState => useSyncExternalStore(subscribe, getTheme);
