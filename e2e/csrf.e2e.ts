import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, nextPhone, readSmsCode } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');
if (!baseUrl) console.warn('[skip] CSRF browser test: no Chromium or no built web app');

/**
 * A page on the same site but another origin (another port of 127.0.0.1: the cookie is sent to
 * it, SameSite=Lax allows same-site posts) tries to add to the logged-in user's wish list with a
 * plain HTML form and with fetch. Neither may change anything.
 */
describe.skipIf(!baseUrl)('cross-site writes in Chromium', () => {
  let browser: Browser;
  let evil: http.Server;
  let evilUrl = '';
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
    evil = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><meta charset="utf-8"><body>
<form id="f" method="POST" action="${baseUrl}/api/v2/wish/add" enctype="application/x-www-form-urlencoded">
<input name="product_id" value="p_000001"></form>
<form id="t" method="POST" action="${baseUrl}/api/v2/wish/add" enctype="text/plain">
<input name='{"product_id":"p_000002","x":"' value='"}'></form>
<script>
window.tryFetch = () => fetch('${baseUrl}/api/v2/wish/add', { method: 'POST', credentials: 'include', mode: 'no-cors',
  headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ product_id: 'p_000003' }) }).then(() => 'sent', (e) => String(e));
</script></body>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => evil?.close(resolve));
  });

  it('a form or fetch from another origin adds nothing to the wish list', async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    // Log in through the API in this browser, so the session cookie is set as it is for a user.
    const phone = nextPhone();
    const sent = await page.request.post(`${baseUrl}/api/user/captcha`, { data: { phone } });
    expect(sent.status()).toBe(200);
    const code = await readSmsCode(dataDir, phone);
    const login = await page.request.post(`${baseUrl}/api/user/quickLogin`, { data: { phone, code } });
    expect(login.status()).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await ctx.addCookies([{ name: 'accessToken', value: token, url: baseUrl }]);

    await page.goto(evilUrl);
    const answers: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v2/wish/add')) answers.push(r.status());
    });
    await Promise.all([
      page.waitForURL(/wish\/add/),
      page.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit()),
    ]);
    await page.goto(evilUrl);
    await Promise.all([
      page.waitForURL(/wish\/add/),
      page.evaluate(() => (document.getElementById('t') as HTMLFormElement).submit()),
    ]);
    await page.goto(evilUrl);
    await page.evaluate(() => (window as unknown as { tryFetch: () => Promise<string> }).tryFetch());

    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2);
    expect(answers.every((s) => s === 415 || s === 403)).toBe(true);
    const list = await page.request.post(`${baseUrl}/api/v2/wish/list`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    const body = (await list.json()) as { data: { list?: unknown[] } | unknown[] };
    const items = Array.isArray(body.data) ? body.data : (body.data.list ?? []);
    expect(items).toEqual([]);
    await ctx.close();
  });
});
