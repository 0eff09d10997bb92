import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newContext, nextPhone, readSmsCode } from './support/browser';
import { loggedIn as logIn } from './support/chat-fixture';
import { LoginPage } from './support/pages';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');

const EXPIRED = '登录已过期';
const PASSWORD = 'correct-horse-9';

/** A phone registered with a password over the API (as /register does). */
async function registeredPhone(): Promise<string> {
  const phone = nextPhone();
  const post = (url: string, body: unknown) =>
    fetch(baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/user/captcha', { phone });
  const code = await readSmsCode(dataDir, phone);
  const res = await post('/api/user/register', { phone, code, password: PASSWORD, nickname: '密码用户' });
  expect(res.status).toBe(200);
  return phone;
}

async function loginWithPassword(page: Page, account: string, password: string) {
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Everything the page shows now, toasts included. */
const shown = (page: Page) => page.locator('body').innerText();

describe.skipIf(!baseUrl)('the menu and the login flows in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  const DEVICES = [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const satisfies ReadonlyArray<readonly [string, BrowserContextOptions]>;

  for (const [name, device] of DEVICES) {
    it(`${name}: the header menu reaches 历史记录, 心愿单, 购物习惯 and 机票, each with its own screen`, async () => {
      const { ctx, page } = await logIn(browser, baseUrl, dataDir, device);
      const entries = [
        ['menu-history', '/history'],
        ['menu-wish', '/wish'],
        ['menu-habits', '/habits'],
        ['menu-flight', '/flight'],
      ] as const;
      for (const [testId, path] of entries) {
        await page.getByTestId('header-menu-button').click();
        await page.getByTestId(testId).click();
        await page.waitForURL((url) => url.pathname === path);
        // The screen itself, not a blank or an error page: its heading is there.
        await expect.poll(() => page.locator('h1').first().isVisible(), { timeout: 10_000 }).toBe(true);
        expect(await page.getByTestId('not-found-heading').count()).toBe(0);
      }
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });

    it(`${name}: someone never logged in gets the login page alone, with no 登录已过期 and no sheet`, async () => {
      const ctx = await newContext(browser, baseUrl, device);
      const page = await ctx.newPage();
      for (const path of ['/wish', '/history', '/chatNext']) {
        await page.goto(path);
        await page.waitForURL(/\/login\?redirect=/);
        await page.getByTestId('login-phone').waitFor();
        // Long enough for a toast or a sheet that would follow the 401.
        await page.waitForTimeout(800);
        expect(await shown(page)).not.toContain(EXPIRED);
        expect(await page.getByTestId('login-dialog').count()).toBe(0);
        expect(await page.getByTestId('login-submit').count()).toBe(1);
      }
      // /login links to /register.
      await page.getByTestId('to-register').click();
      await page.waitForURL(/\/register/);
      expect(await page.getByTestId('login-dialog').count()).toBe(0);
      await ctx.close();
    });
  }

  it('phone: a wrong password and a locked account each get their own message, never 登录已过期; the right password logs in', async () => {
    const phone = await registeredPhone();
    const ctx = await newContext(browser, baseUrl, PHONE);
    const page = await ctx.newPage();
    await new LoginPage(page).open('/wish');

    await loginWithPassword(page, phone, 'wrong-password-1');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe('账号或密码错误');
    expect(await shown(page)).not.toContain(EXPIRED);
    expect(page.url()).toContain('/login');

    await loginWithPassword(page, phone, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/wish');

    // Another account, locked by repeated wrong passwords.
    const locked = await registeredPhone();
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: locked, password: `wrong-${i}-password` }),
      });
      expect(res.status).toBe(401);
    }
    const other = await newContext(browser, baseUrl, PHONE);
    const second = await other.newPage();
    await new LoginPage(second).open();
    await loginWithPassword(second, locked, PASSWORD);
    await expect.poll(() => second.getByRole('alert').innerText()).toContain('密码错误次数过多');
    expect(await shown(second)).not.toContain(EXPIRED);
    expect(ctx.errors).toEqual([]);
    await other.close();
    await ctx.close();
  });

  it('desktop: a signed-in user at /login is told so and offered the chat', async () => {
    const { ctx, page } = await logIn(browser, baseUrl, dataDir, DESKTOP);
    await page.goto('/login');
    const notice = page.getByTestId('already-logged-in');
    await notice.waitFor();
    expect(await page.getByTestId('login-submit').count()).toBe(0);
    await notice.getByRole('link').click();
    await page.waitForURL(/\/chatNext/);
    await page.getByTestId('welcome-message').waitFor();
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
