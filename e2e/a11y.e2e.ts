import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newContext, nextPhone } from './support/browser';
import { axeViolations, SHOPPING, type Ctx } from './support/chat-fixture';
import { ChatPage } from './support/pages';
import { FlightScreen, WishScreen, apiLogin, useScheme } from './support/screens';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');
if (!baseUrl) console.warn('[skip] a11y browser tests: no Chromium or no built web app');

/** Issue 14's two sizes: the shared 390×844 phone and a 1440×900 desktop. */
const WIDE: BrowserContextOptions = { ...DESKTOP, viewport: { width: 1440, height: 900 } };
const DEVICES = [
  ['phone', PHONE],
  ['desktop', WIDE],
] as const;
const SCHEMES = ['light', 'dark'] as const;

const ITEM = 'p_000010';
const REACHED = 'p_000030';
type User = Awaited<ReturnType<typeof apiLogin>>;

/** Asks on /chatNext over the API and reads the stream to its end, so /history has a chat to find. */
async function askOverApi(user: User, question: string) {
  const res = await fetch(`${baseUrl}/api/v2/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ question }),
  });
  expect(res.status).toBe(200);
  await res.text();
}

/**
 * Waits until antd's overlays (dialog, sheet, toast and their masks) are fully faded in or gone:
 * colours measured half-way through a fade are not what anyone reads.
 */
async function overlaysSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.adm-mask, .adm-center-popup-body, .adm-popup-body, .adm-toast-main')].every(
          (el) => getComputedStyle(el).opacity === '1',
        ),
      ),
    )
    .toBe(true);
}

/**
 * Each screen brought to the state a user reaches by using it; `check` runs axe at the moments
 * worth checking (a sheet or dialog open, and the screen after it closes).
 */
const SCREENS: Record<string, (page: Page, check: () => Promise<void>) => Promise<void>> = {
  async 'chat with an answer'(page, check) {
    const chat = new ChatPage(page);
    await chat.open('?mode=text');
    await chat.ask(SHOPPING);
    expect(await chat.settled()).toBe('finish');
    expect(await chat.lastRobot().getByTestId('product-card').count()).toBeGreaterThan(0);
    await chat.lastRobot().getByTestId('feedback-open').click();
    const sheet = page.getByTestId('feedback-sheet');
    await page.getByTestId('feedback-label').first().click();
    await check();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached', timeout: 5_000 });
    await check();
  },
  async 'history, searched'(page, check) {
    await page.goto('/history');
    await expect.poll(() => page.getByTestId('history-item').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByTestId('history-search').fill('耳机');
    await expect.poll(() => page.getByTestId('history-item').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByTestId('history-search').fill('没有这样的会话词');
    await expect.poll(() => page.getByTestId('history-item').count(), { timeout: 10_000 }).toBe(0);
    await check();
    await page.getByTestId('history-search').fill('耳机');
    await expect.poll(() => page.getByTestId('history-item').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await check();
  },
  async 'item detail, chart tooltip and a wrong target'(page, check) {
    await page.goto(`/item-detail?id=${ITEM}`);
    await page.getByTestId('item-target').fill('abc');
    await page.getByTestId('item-target-error').waitFor();
    await page.getByTestId('price-plot').focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('price-tooltip').waitFor();
    await check();
  },
  async 'wish list with a reached target'(page, check) {
    const wish = new WishScreen(page);
    await page.goto('/wish');
    const badge = wish.row(REACHED).getByTestId('wish-reached');
    await expect.poll(() => badge.getAttribute('data-reached'), { timeout: 10_000 }).toBe('true');
    expect(await badge.innerText()).toBe('已到目标价');
    await check();
    await wish.row(REACHED).getByTestId('wish-edit').click();
    await wish.row(REACHED).getByTestId('wish-target-input').fill('-1');
    await wish.row(REACHED).getByRole('alert').waitFor();
    await check();
  },
  async 'flight, date-range calendar open'(page, check) {
    const flight = new FlightScreen(page);
    await page.goto('/flight');
    await flight.startRange(3);
    await check();
    // The calendar is one tab stop (the day last touched, here the range's first); arrows move,
    // Enter and Space choose.
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? '');
    await page.getByTestId('mode-range').focus();
    await page.keyboard.press('Tab');
    const end = await focused();
    expect(end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const start = await focused();
    expect(start < end).toBe(true);
    await page.keyboard.press('Space');
    const calendar = page.getByTestId('range-calendar');
    const middle = calendar.locator('button[aria-pressed="true"]');
    await expect.poll(() => middle.count()).toBe(3);
    // Out of the calendar in one Tab, to its confirm button, which names the range.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('range-confirm');
    expect(await page.getByTestId('range-confirm').innerText()).toContain(`${start} 至 ${end}`);
    await check();
  },
  async 'habits, authorised, a value added, clear-all asked'(page, check) {
    await page.goto('/habits');
    const toggle = page.getByTestId('auth-toggle');
    await toggle.waitFor({ timeout: 10_000 });
    if ((await page.getByTestId('auth-status').getAttribute('data-authorized')) !== 'true') await toggle.click();
    await expect.poll(() => page.getByTestId('auth-status').getAttribute('data-authorized')).toBe('true');
    const field = page.locator('[data-testid^="habit-input-"]').first();
    await field.fill(`品牌${Date.now() % 1000}`);
    await field.press('Enter');
    await page.getByTestId('habit-delete').first().waitFor();
    await check();
    await page.getByRole('button', { name: /^清空/ }).first().click();
    // Named by its question, so a screen reader says what is being confirmed.
    const dialog = page.getByRole('dialog', { name: /^确定清空全部「.+」吗？$/ });
    await dialog.waitFor();
    await check();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
  },
};

describe.skipIf(!baseUrl)('accessibility after interaction, both themes (issue 14)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  for (const [device, opts] of DEVICES)
    for (const scheme of SCHEMES)
      describe(`${device}, ${scheme}`, () => {
        // One logged-in context per size and theme; the screens run in it one after another.
        let ctx: Ctx;
        let page: Page;
        beforeAll(async () => {
          const user = await apiLogin(baseUrl, dataDir, nextPhone());
          await askOverApi(user, '推荐一款降噪耳机');
          await user.call('/api/v2/wish/add', { product_id: REACHED, target_price: 1 });
          const price = (await user.call('/api/v2/item/detail', { id: REACHED })).body.data.product.price as number;
          await user.call('/api/v2/wish/update', { product_id: REACHED, target_price: price + 1 });
          ctx = await newContext(browser, baseUrl, { ...opts, colorScheme: scheme });
          await useScheme(ctx, scheme);
          await user.attach(ctx);
          page = await ctx.newPage();
        });
        afterAll(async () => ctx?.close());

        for (const [screen, use] of Object.entries(SCREENS))
          it(`${screen}: no serious or critical axe violation`, async () => {
            const found: string[] = [];
            await use(page, async () => {
              await overlaysSettled(page);
              expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
              found.push(...(await axeViolations(page)));
            });
            expect(found).toEqual([]);
            expect(ctx.errors).toEqual([]);
          });
      });

  /** Lines the empty question box's placeholder takes, from the box's own geometry. */
  const placeholderLines = (page: Page) =>
    new ChatPage(page).input().evaluate((el: HTMLTextAreaElement) => {
      const cs = getComputedStyle(el);
      const text = el.scrollHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
      return { lines: Math.round(text / parseFloat(cs.lineHeight)), placeholder: el.placeholder, value: el.value };
    });

  for (const [locale, expected] of [
    // The placeholder is in the language asked for (Chinese characters, or none at all).
    ['zh-CN', /\p{Script=Han}/u],
    ['en', /^[^\p{Script=Han}]+$/u],
  ] as const)
    it(`phone, ${locale}: the question box's placeholder fits in two lines on /chatNext and /chat/new`, async () => {
      const user = await apiLogin(baseUrl, dataDir, nextPhone());
      const ctx = await newContext(browser, baseUrl, { ...PHONE, locale });
      await ctx.addInitScript((l) => {
        try {
          localStorage.setItem('locale', l);
        } catch {
          // about:blank has no storage.
        }
      }, locale);
      await user.attach(ctx);
      const page = await ctx.newPage();
      for (const route of ['/chatNext?mode=text', '/chat/new']) {
        await page.goto(route);
        await new ChatPage(page).useKeyboard();
        const measured = await placeholderLines(page);
        expect(measured.value, route).toBe('');
        expect(measured.placeholder, route).toMatch(expected);
        expect(measured.lines, route).toBeGreaterThanOrEqual(1);
        expect(measured.lines, route).toBeLessThanOrEqual(2);
      }
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
});
