import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newContext, nextPhone } from './support/browser';
import { ChatPage, HeaderMenu, LoginPage } from './support/pages';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');
if (!baseUrl) console.warn('[skip] foundation browser tests: no Chromium or no built web app');

describe.skipIf(!baseUrl)('foundation in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  it('on a phone, / redirects to /chat/ keeping query and hash', async () => {
    const ctx = await newContext(browser, baseUrl, PHONE);
    const page = await ctx.newPage();
    await page.goto('/?from=share&x=1#top');
    await page.waitForURL(/\/chat\/\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/chat/');
    expect(url.search).toBe('?from=share&x=1');
    expect(url.hash).toBe('#top');
    await ctx.close();
  });

  it('an unknown path shows the not-found page', async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByTestId('not-found-heading').isVisible()).toBe(true);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: log in with an SMS code, ask, watch the answer stream, reload, log out`, async () => {
      const ctx = await newContext(browser, baseUrl, device);
      const page = await ctx.newPage();
      const phone = nextPhone();

      // Anonymous: the chat sends the user to log in and back.
      await page.goto('/chatNext');
      await page.waitForURL(/\/login\?redirect=/);
      await new LoginPage(page).loginWithSms(dataDir, phone);
      // /chatNext without a mode gets hold-to-talk on the phone, the keyboard on a desktop.
      await page.waitForURL(name === 'phone' ? /\/chatNext\?(.*&)?mode=voice/ : /\/chatNext\?(.*&)?mode=text/);

      const chat = new ChatPage(page);
      await chat.ask('推荐一款2000元以内的降噪耳机');
      await expect.poll(() => chat.robotMessages().count()).toBeGreaterThan(0);
      const growth = await chat.sampleAnswerGrowth();
      expect(growth.status).toBe('finish');
      // The answer grew across several paints. Markdown that completes mid-stream (a bold run,
      // a table row) may render a few characters shorter, but never loses the text.
      expect(growth.lengths.length).toBeGreaterThanOrEqual(4);
      expect(growth.lengths.at(-1)!).toBeGreaterThan(growth.lengths[0]!);
      growth.lengths.forEach((len, i) => expect(len).toBeGreaterThanOrEqual(Math.max(...growth.lengths.slice(0, i + 1)) * 0.9));
      const answer = await chat.lastRobot().innerText();
      expect(answer).toMatch(/耳机/);
      expect(answer).toMatch(/¥\s?\d|\d+(\.\d+)?\s?元/);
      // Every product card shown is within the 2000 yuan budget.
      const prices = await page
        .getByTestId('product-card')
        .evaluateAll((cards) =>
          cards.map((c) => Number(/¥\s?([\d,.]+)/.exec((c as HTMLElement).innerText)?.[1]?.replace(/,/g, '') ?? 'NaN')),
        );
      expect(prices.length).toBeGreaterThan(0);
      for (const p of prices) expect(p).toBeLessThanOrEqual(2000);

      // Reload: still logged in, and the stored answer comes back from history.
      await page.reload();
      await page.waitForURL(/\/chatNext/);
      await expect.poll(() => chat.robotMessages().count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await chat.lastRobot().innerText()).toMatch(/耳机/);
      expect(await page.evaluate(() => document.cookie)).toContain('accessToken=');

      // Log out: anonymous again, the chat asks for a login.
      await new HeaderMenu(page).choose('logout-item');
      await expect.poll(() => page.evaluate(() => document.cookie.includes('accessToken='))).toBe(false);
      await page.goto('/chatNext');
      await page.waitForURL(/\/login/);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
  }

  it('dark mode survives a reload through vueuse-color-scheme', async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    await page.goto('/articles/about');
    const before = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await new HeaderMenu(page).choose(before ? 'theme-light' : 'theme-dark');
    const stored = await page.evaluate(() => localStorage.getItem('vueuse-color-scheme'));
    expect(stored).toBe(before ? 'light' : 'dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!before);
    const themeColor = await page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'));
    expect(themeColor?.toLowerCase()).toBe(before ? '#ffffff' : '#0b0b0f');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
