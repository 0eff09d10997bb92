import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_MODE_STORAGE_KEY, firstVisitMode, rememberedMode, rememberMode } from './mode-preference';

afterEach(() => localStorage.clear());

describe('the remembered voice/keyboard choice', () => {
  it('is none until the user switches, then the last switch', () => {
    expect(rememberedMode()).toBeNull();
    rememberMode('text');
    expect(rememberedMode()).toBe('text');
    rememberMode('voice');
    expect(rememberedMode()).toBe('voice');
  });

  it.each([['keyboard'], [''], ['TEXT']])('ignores a stored %j', (value) => {
    localStorage.setItem(CHAT_MODE_STORAGE_KEY, value);
    expect(rememberedMode()).toBeNull();
  });

  it('storage that refuses writes is no error', () => {
    expect(() =>
      rememberMode('text', {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
    ).not.toThrow();
  });
});

describe("the first visit's input mode", () => {
  it.each([
    [{ desktop: false, canRecord: true }, 'voice'],
    [{ desktop: true, canRecord: true }, 'text'],
    [{ desktop: false, canRecord: false }, 'text'],
    [{ desktop: true, canRecord: false }, 'text'],
  ] as const)('%j opens in %s', (traits, mode) => {
    expect(firstVisitMode(traits)).toBe(mode);
  });
});
