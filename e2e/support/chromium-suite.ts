import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newContext, nextPhone } from './browser';
import { loggedIn, type Ctx } from './chat-fixture';
import { ChatPage } from './pages';
import { apiLogin } from './screens';

/**
 * What the global setup provides: the server's URL (empty when there is no Chromium or no built
 * web app, so a file skips with `describe.skipIf(!E2E.baseUrl)`), its data folder (SMS outbox,
 * SQLite file) and Chromium's path.
 */
export const E2E = {
  baseUrl: inject('baseUrl'),
  dataDir: inject('dataDir'),
  chromiumPath: inject('chromiumPath'),
};

/** A new user logged in over the API (`user.call`, `user.ask`, `user.attach`). */
export type ApiUser = Awaited<ReturnType<typeof apiLogin>>;

/** A new user logged in over the API with a fresh phone, for arranging data before a page opens. */
export const newUser = (): Promise<ApiUser> => apiLogin(E2E.baseUrl, E2E.dataDir, nextPhone());

/**
 * One Chromium for the describe block it is called in (launched before its tests, closed after),
 * and the two ways a test starts as a new logged-in user (through the UI, or `newUser()` and `pageAs`):
 *
 * ```ts
 * describe.skipIf(!E2E.baseUrl)('…', () => {
 *   const chromium = useChromium();
 *   it('…', async () => {
 *     // Through the UI: SMS login on /login, landed on /chatNext (voice mode), welcome shown.
 *     const { ctx, page, chat, api } = await chromium.loggedIn(PHONE);
 *     // Over the API: arrange data first, then a context with its session and a blank page.
 *     const user = await newUser();
 *     await user.ask('推荐一款降噪耳机');
 *     const { ctx, page, chat } = await chromium.pageAs(user, PHONE, (ctx) => ctx.addInitScript(probe));
 *     await page.goto('/history');
 *     expect(ctx.errors).toEqual([]); // console errors and page crashes, recorded by every context
 *     await ctx.close();
 *   });
 * });
 * ```
 */
export function useChromium() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(E2E.chromiumPath);
  });
  afterAll(async () => browser?.close());
  const launched = () => {
    if (!browser) throw new Error('useChromium(): the browser is launched in beforeAll; use it inside a test');
    return browser;
  };

  return {
    /** The block's browser, for a context the helpers below do not make (an anonymous visitor). */
    get browser(): Browser {
      return launched();
    },

    /** A new user logged in by SMS through /login, on /chatNext with the welcome shown; `init` runs before any page script. */
    loggedIn: (device: BrowserContextOptions, init?: () => void) => loggedIn(launched(), E2E.baseUrl, E2E.dataDir, device, init),

    /**
     * A fresh context holding `user`'s session and a page on nothing yet; `setup` runs on the
     * context before the page opens (init scripts, routes, storage).
     */
    async pageAs(user: ApiUser, device: BrowserContextOptions, setup?: (ctx: Ctx) => unknown) {
      const ctx = await newContext(launched(), E2E.baseUrl, device);
      await user.attach(ctx);
      await setup?.(ctx);
      const page = await ctx.newPage();
      return { ctx, page, chat: new ChatPage(page) };
    },
  };
}
