import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { E2E, useChromium } from './support/chromium-suite';

/** A mark on the window: gone if the page was reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSamePage = (page: Page) => page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded === true);

describe.skipIf(!E2E.baseUrl)(
  'a page opened offline keeps the app frame and opens by itself once online (issue 21, item 1)',
  () => {
    const { loggedIn } = useChromium();

    for (const [name, device] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`${name}: 机票 and 购物习惯 opened offline from the menu show the header, the menu and an offline notice, then the page once online`, async () => {
        const { ctx, page } = await loggedIn(device);
        await markPage(page);
        const entries = [
          ['menu-flight', '/flight'],
          ['menu-habits', '/habits'],
        ] as const;
        for (const [testId, path] of entries) {
          await ctx.setOffline(true);
          await page.getByTestId('header-menu-button').click();
          await page.getByTestId(testId).click();
          await page.waitForURL((url) => url.pathname === path);
          const notice = page.getByTestId('route-offline');
          await notice.waitFor({ timeout: 10_000 });
          expect(await notice.innerText()).toContain('网络已断开');
          // The frame stays: the header with its menu, not a white page.
          expect(await page.getByTestId('header-menu-button').isVisible()).toBe(true);
          // Offline for 2 s more: no reload into the browser's offline page, the notice stays.
          await page.waitForTimeout(2000);
          expect(await stillSamePage(page)).toBe(true);
          expect(await notice.isVisible()).toBe(true);

          await ctx.setOffline(false);
          await notice.waitFor({ state: 'detached', timeout: 10_000 });
          await expect.poll(() => page.locator('h1').first().isVisible(), { timeout: 10_000 }).toBe(true);
          expect(await page.locator('h1').first().innerText()).not.toContain('网络已断开');
          expect(new URL(page.url()).pathname).toBe(path);
          expect(await stillSamePage(page)).toBe(true);
          await page.goBack();
          await page.waitForURL((url) => url.pathname === '/chatNext');
        }
        await ctx.close();
      });
    }
  },
);
