import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser } from './support/browser';
import { axeViolations, SHOPPING } from './support/chat-fixture';
import { sessionUser, unexpectedErrors } from './support/session-chat';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');

const FOLLOW_UP = '有没有更便宜一点的？';

describe.skipIf(!baseUrl)('the v1 session chat (/chat, /chat/new, /chat/{id}) in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  it('phone: a new chat asks its question at once, streams products, becomes /chat/{id}, survives a reload and continues', async () => {
    const { ctx, page, screen } = await sessionUser(browser, baseUrl, dataDir, PHONE);
    const { chat } = screen;
    await screen.openNew(SHOPPING);
    await expect.poll(() => chat.lastUser().innerText(), { timeout: 15_000 }).toBe(SHOPPING);
    // The URL names the session once the answer has started, without a reload.
    const navigations: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
    const sessionId = await screen.waitForSessionUrl();
    expect(await chat.settled()).toBe('finish');
    expect(navigations.filter((u) => new URL(u).pathname.startsWith('/chat/new'))).toEqual([]);
    const answer = await screen.answerText().innerText();
    expect(answer).toContain('耳机');
    expect(await screen.productCards().count()).toBeGreaterThan(0);
    expect(await screen.heading().count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A reload shows the same conversation, from the stored session.
    await page.reload();
    await chat.lastRobot().waitFor({ timeout: 15_000 });
    expect(await chat.userMessages().allInnerTexts()).toEqual([SHOPPING]);
    expect(await chat.lastRobot().getAttribute('data-status')).toBe('finish');
    expect(await screen.answerText().innerText()).toBe(answer);
    expect(await screen.productCards().count()).toBeGreaterThan(0);

    // A follow-up in the same session.
    await chat.ask(FOLLOW_UP);
    await expect.poll(() => chat.userMessages().allInnerTexts()).toEqual([SHOPPING, FOLLOW_UP]);
    expect(await chat.settled()).toBe('finish');
    expect((await screen.answerText().innerText()).length).toBeGreaterThan(5);
    expect(new URL(page.url()).pathname).toBe(`/chat/${sessionId}`);
    await page.reload();
    await expect.poll(() => chat.userMessages().allInnerTexts(), { timeout: 15_000 }).toEqual([SHOPPING, FOLLOW_UP]);

    // /chat lists the session; it opens again.
    await page.goto('/chat');
    expect(await screen.heading().innerText()).toBe('会话');
    const item = screen.sessionItems().first();
    await item.waitFor();
    expect(await item.innerText()).toContain(FOLLOW_UP);
    await item.click();
    await page.waitForURL(`**/chat/${sessionId}`);
    await expect.poll(() => chat.userMessages().allInnerTexts(), { timeout: 15_000 }).toEqual([SHOPPING, FOLLOW_UP]);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('phone: stopping mid-answer keeps what arrived with the stop message, also after a reload', async () => {
    const { ctx, page, screen } = await sessionUser(browser, baseUrl, dataDir, PHONE);
    const { chat } = screen;
    await screen.openNew();
    // A new session offers starter questions; asking from the composer works too.
    await screen.starterPrompts().first().waitFor({ timeout: 15_000 });
    expect(await screen.starterPrompts().count()).toBeGreaterThan(0);
    await chat.ask(SHOPPING);
    await expect
      .poll(async () => (await screen.answerText().count()) && (await screen.answerText().innerText()).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(5);
    const stopped = page.waitForResponse((r) => r.url().endsWith('/api/v1/chat/stop'));
    await page.getByTestId('stop-button').click();
    expect(await chat.settled()).toBe('cancel');
    expect(await chat.lastRobot().getByTestId('robot-stopped').innerText()).toBe('已停止输出');
    const stop = await stopped;
    expect(stop.status()).toBe(200);
    expect(stop.request().postDataJSON()).toMatchObject({ session_id: expect.any(String) });
    const kept = await screen.answerText().innerText();
    expect(kept.length).toBeGreaterThan(0);
    expect(await page.getByTestId('send-button').isVisible()).toBe(true);

    await screen.waitForSessionUrl();
    await page.reload();
    await chat.lastRobot().waitFor({ timeout: 15_000 });
    expect(await chat.lastRobot().getByTestId('robot-stopped').innerText()).toBe('已停止输出');
    expect((await screen.answerText().innerText()).length).toBeGreaterThan(0);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it("desktop: the recent history sits beside the conversation; an unknown or someone else's session says so", async () => {
    const owner = await sessionUser(browser, baseUrl, dataDir, DESKTOP);
    await owner.screen.openNew(SHOPPING);
    const ownersSession = await owner.screen.waitForSessionUrl();
    expect(await owner.screen.chat.settled()).toBe('finish');
    const sidebar = owner.page.getByTestId('history-sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    await expect.poll(() => sidebar.getByTestId('session-item').count()).toBe(1);
    expect(await sidebar.getByTestId('session-item').getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(owner.page)).toEqual([]);
    expect(owner.ctx.errors).toEqual([]);
    await owner.ctx.close();

    const other = await sessionUser(browser, baseUrl, dataDir, DESKTOP);
    for (const id of [ownersSession, 's_no_such_session']) {
      await other.screen.openSession(id);
      await other.screen.notFound().waitFor({ timeout: 15_000 });
      expect(await other.screen.notFound().innerText()).toContain('找不到这个会话');
      expect(await other.page.getByTestId('chat-input').count()).toBe(0);
      expect(await other.screen.chat.userMessages().count()).toBe(0);
    }
    expect(await axeViolations(other.page)).toEqual([]);
    // The way out: a new chat.
    await other.screen.notFound().getByRole('link').click();
    await other.page.waitForURL('**/chat/new');
    await other.screen.starterPrompts().first().waitFor({ timeout: 15_000 });
    // The other user's list is empty.
    await other.page.goto('/chat');
    await other.page.getByTestId('sessions-empty').waitFor();
    expect(unexpectedErrors(other.ctx.errors)).toEqual([]);
    await other.ctx.close();
  });
});
