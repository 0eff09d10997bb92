import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyScheme, getTheme, initTheme, readColorMode, resolveScheme, setColorMode } from './theme';

let systemDark = false;
const changeListeners = new Set<() => void>();

beforeEach(() => {
  localStorage.clear();
  systemDark = false;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      get matches() {
        return query.includes('dark') && systemDark;
      },
      addEventListener: (_: string, l: () => void) => changeListeners.add(l),
      removeEventListener: (_: string, l: () => void) => changeListeners.delete(l),
    }),
  });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  changeListeners.clear();
});

const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

describe('colour scheme', () => {
  it('is stored as a raw string under vueuse-color-scheme, like VueUse', () => {
    setColorMode('dark');
    expect(localStorage.getItem('vueuse-color-scheme')).toBe('dark');
    setColorMode('auto');
    expect(localStorage.getItem('vueuse-color-scheme')).toBe('auto');
  });

  it('reads light | dark | auto and treats anything else as auto', () => {
    expect(readColorMode()).toBe('auto');
    localStorage.setItem('vueuse-color-scheme', 'light');
    expect(readColorMode()).toBe('light');
    localStorage.setItem('vueuse-color-scheme', '"dark"');
    expect(readColorMode()).toBe('auto');
  });

  it.each([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
  ] as const)('mode %s with system dark=%s shows %s', (mode, dark, expected) => {
    expect(resolveScheme(mode, dark)).toBe(expected);
  });

  it('dark puts the dark class on <html> and a near-black theme colour; light puts white', () => {
    applyScheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('dark');
    expect(themeColor()).toBe('#0b0b0f');
    applyScheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(themeColor()).toBe('#ffffff');
  });

  it('each chosen mode is remembered, and auto goes back to following the system', () => {
    setColorMode('dark');
    expect(getTheme()).toEqual({ mode: 'dark', scheme: 'dark' });
    expect(localStorage.getItem('vueuse-color-scheme')).toBe('dark');
    setColorMode('auto');
    expect(getTheme()).toEqual({ mode: 'auto', scheme: 'light' });
    expect(localStorage.getItem('vueuse-color-scheme')).toBe('auto');
  });

  it('auto follows the system while it changes', () => {
    localStorage.setItem('vueuse-color-scheme', 'auto');
    const stop = initTheme();
    expect(getTheme().scheme).toBe('light');
    systemDark = true;
    changeListeners.forEach((l) => l());
    expect(getTheme().scheme).toBe('dark');
    stop();
  });
});
