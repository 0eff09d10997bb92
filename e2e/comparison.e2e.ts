import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newContext, nextPhone } from './support/browser';
import { axeViolations, type Ctx } from './support/chat-fixture';
import { ChatPage } from './support/pages';
import { apiLogin, useScheme } from './support/screens';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');

const QUESTION = '索尼WH-1000XM5和Bose QC45哪个好';
const DEVICES: Record<string, BrowserContextOptions> = { phone: PHONE, desktop: DESKTOP };
const SCHEMES = ['light', 'dark'] as const;

describe.skipIf(!baseUrl)('a comparison answer shows a comparison card (issue 20)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  for (const [device, opts] of Object.entries(DEVICES))
    for (const scheme of SCHEMES)
      it(`${device}, ${scheme}: the products side by side in a real table, nothing cut off, the deciding row marked; in a shared link too`, async () => {
        const user = await apiLogin(baseUrl, dataDir, nextPhone());
        const ctx = (await newContext(browser, baseUrl, { ...opts, colorScheme: scheme })) as Ctx;
        await useScheme(ctx, scheme);
        await user.attach(ctx);
        const page = await ctx.newPage();
        await page.goto('/chatNext?mode=text');
        const chat = new ChatPage(page);
        await chat.ask(QUESTION);
        expect(await chat.settled()).toBe('finish');

        const card = chat.lastRobot().getByTestId('comparison');
        await card.waitFor();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
        // A real table: a header per product, a header per row.
        const table = card.getByRole('table');
        const heads = table.getByTestId('comparison-product');
        expect(await heads.count()).toBe(2);
        expect(await heads.nth(0).innerText()).toContain('索尼');
        expect(await heads.nth(1).innerText()).toContain('Bose');
        for (const head of await heads.all()) {
          expect(await head.innerText()).toMatch(/¥\d/);
          expect(await head.getByRole('link').getAttribute('href')).toMatch(/^\/item-detail\?id=p_\d+$/);
        }
        expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(1);
        expect(await table.locator('tr[data-deciding]').count()).toBe(1);
        expect(await card.getByTestId('comparison-why').innerText()).toMatch(/^怎么选：/);

        // Nothing hidden: every product column can be brought into view, and the row labels stay put.
        const viewport = page.viewportSize()!;
        for (const head of await heads.all()) {
          await head.scrollIntoViewIfNeeded();
          const box = (await head.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
        }
        expect(
          await table
            .locator('tbody th[scope="row"]')
            .first()
            .evaluate((el) => getComputedStyle(el).position),
        ).toBe('sticky');
        expect(await axeViolations(page)).toEqual([]);

        // The same card in a shared link, for someone not logged in.
        const share = await user.call('/api/v2/shares', {});
        expect(share.status).toBe(200);
        const visitor = await newContext(browser, baseUrl, { ...opts, colorScheme: scheme });
        await useScheme(visitor, scheme);
        const shared = await visitor.newPage();
        await shared.goto(`/share/${share.body.data.token as string}`);
        const sharedCard = shared.getByTestId('comparison');
        await sharedCard.waitFor();
        expect(await sharedCard.getByTestId('comparison-product').count()).toBe(2);
        expect(await axeViolations(shared)).toEqual([]);
        await visitor.close();

        // And in history after a reload.
        await page.reload();
        await page.getByTestId('comparison').last().waitFor();
        expect(ctx.errors).toEqual([]);
        await ctx.close();
      });
});
