import { describe, expect, it } from 'vitest';
import { PHONE, newContext, nextPhone } from './support/browser';
import { E2E, useChromium } from './support/chromium-suite';
import { LoginPage } from './support/pages';

describe.skipIf(!E2E.baseUrl)('after login the visitor lands where they were going, in Chromium', () => {
  const chromium = useChromium();

  it('phone: / with a query and a hash keeps both through the login (issue 21, item 16)', async () => {
    const ctx = await newContext(chromium.browser, E2E.baseUrl, PHONE);
    const page = await ctx.newPage();
    await page.goto('/?a=1#frag');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/chat/?a=1#frag');
    await new LoginPage(page).loginWithSms(E2E.dataDir, nextPhone());
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const landed = new URL(page.url());
    expect(landed.search).toContain('a=1');
    expect(landed.hash).toBe('#frag');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
