import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UNSAFE_SCHEME, XSS_CORPUS } from '../apps/web/src/features/chat/test/xss-corpus';
import { DESKTOP, PHONE, launchBrowser } from './support/browser';
import { axeViolations, loggedIn as logIn } from './support/chat-fixture';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');

/** The answer the chat endpoint sends instead of the engine's: `markdown` in a few events, then finish. */
const answerWith = (markdown: string) => async (route: Route) => {
  const response = await route.fetch();
  const first = /^data: (\{.*\})$/m.exec(await response.text());
  const questionId = (JSON.parse(first![1]!) as { content: { question_id: string } }).content.question_id;
  const event = (seq: number, status: string, content: object) =>
    `id: ${questionId}:${seq}\ndata: ${JSON.stringify({ status, content: { ...content, question_id: questionId }, next_step: null })}\n\n`;
  const pieces = markdown.match(/[\s\S]{1,40}/g) ?? [];
  const body =
    pieces.map((p, i) => event(i + 1, 'answer', { content: p })).join('') +
    event(pieces.length + 1, 'finish', {}) +
    'data: [DONE]\n\n';
  await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, body });
};

describe.skipIf(!baseUrl)('answers rendered as Markdown in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  it('phone: none of the 30 XSS payloads runs, and no unsafe scheme reaches an href or src', async () => {
    const { ctx, page, chat } = await logIn(browser, baseUrl, dataDir, PHONE);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // No request leaves the machine: the corpus's https image is answered here.
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>' }),
    );
    await page.route('**/api/v2/chat', answerWith(XSS_CORPUS.join('\n\n')));
    await chat.ask('XSS');
    expect(await chat.settled()).toBe('finish');
    const answer = chat.lastRobot().getByTestId('answer-text');
    // textContent, not innerText: the answer's block groups are `content-visibility: auto`, and
    // Chromium leaves a group scrolled out of view out of innerText (all of them, when the view has
    // not yet reached this long answer). The payload shown as text proves it was never parsed as HTML.
    expect(await answer.textContent()).toContain('<script>window.__xss=1</script>');
    const found = await answer.evaluate((el) => ({
      xss: (window as { __xss?: unknown }).__xss ?? null,
      urls: [...el.querySelectorAll('[href], [src]')].map((n) => n.getAttribute('href') ?? n.getAttribute('src') ?? ''),
      active: el.querySelectorAll('script, iframe, svg, details, object, embed, [onerror], [onload], [ontoggle], [onmouseover]')
        .length,
    }));
    expect(found.xss).toBeNull();
    expect(found.active).toBe(0);
    expect(found.urls.filter((u) => UNSAFE_SCHEME.test(u) || u.startsWith('//'))).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('phone: a wide table scrolls sideways inside the bubble; a product link opens in the app; code has copy and language', async () => {
    const { ctx, page, chat } = await logIn(browser, baseUrl, dataDir, PHONE);
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
    const wide = `| 型号 | 价格 | 降噪 | 续航 | 重量 | 颜色 | 接口 |\n|---|--:|:-:|---|---|---|---|\n| 索尼 WH-1000XM5 头戴式 | 2499元 | 强 | 30小时 | 250克 | 黑色、银色 | USB-C |`;
    const markdown = `**价格：**2999元\n\n${wide}\n\n\`\`\`python\nprint("你好")\n\`\`\`\n\n[看看这款](/item-detail?id=p_000003)`;
    await page.route('**/api/v2/chat', answerWith(markdown));
    await chat.ask('对比一下');
    expect(await chat.settled()).toBe('finish');
    const answer = chat.lastRobot().getByTestId('answer-text');
    expect(await answer.locator('strong').first().innerText()).toBe('价格：');
    const region = answer.getByRole('region');
    expect(await region.getAttribute('aria-label')).toContain('型号、价格');
    const sizes = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      bubble: el.closest('[data-testid="answer-text"]')!.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.client).toBeLessThanOrEqual(sizes.bubble);
    await region.evaluate((el) => (el.scrollLeft = 10_000));
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await answer.locator('code.language-python').innerText()).toContain('print("你好")');
    await answer.getByRole('button', { name: '复制代码' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('print("你好")');
    expect(await axeViolations(page)).toEqual([]);
    await answer.getByRole('link', { name: '看看这款' }).click();
    await page.waitForURL(/\/item-detail\?id=p_000003/);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('desktop: an https image in an answer opens full screen on tap and closes with Escape', async () => {
    const { ctx, page, chat } = await logIn(browser, baseUrl, dataDir, DESKTOP);
    await page.route('https://img.example.test/**', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>' }),
    );
    await page.route('**/api/v2/chat', answerWith('看图：\n\n![耳机实拍](https://img.example.test/a.svg)'));
    await chat.ask('看图');
    expect(await chat.settled()).toBe('finish');
    const answer = chat.lastRobot().getByTestId('answer-text');
    expect(await answer.locator('img').getAttribute('loading')).toBe('lazy');
    await answer.getByRole('button', { name: /耳机实拍/ }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.locator('img').getAttribute('src')).toBe('https://img.example.test/a.svg');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    await ctx.close();
  });
});
