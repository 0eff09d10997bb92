import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * jsdom does no layout, so every element is 0 px tall. The virtualised message list would then
 * render no rows: give its scroll container a phone-sized viewport.
 */
const VIRTUAL_VIEWPORT = { clientHeight: 700, clientWidth: 390 } as const;
for (const [prop, size] of Object.entries(VIRTUAL_VIEWPORT)) {
  Object.defineProperty(HTMLElement.prototype, prop, {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'message-list' ? size : 0;
    },
  });
}
