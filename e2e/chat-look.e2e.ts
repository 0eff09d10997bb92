import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser } from './support/browser';
import { SHOPPING } from './support/chat-fixture';
import { sessionUser } from './support/session-chat';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');

/** What makes two elements look alike: the component's class and the styles a user sees (CSS property names). */
const STYLE = ['background-color', 'border-top-color', 'border-top-width', 'border-radius', 'color', 'font-size', 'padding-left'];

async function lookOf(element: Locator) {
  await element.waitFor({ timeout: 15_000 });
  return element.evaluate((el, props) => {
    const style = getComputedStyle(el);
    return { className: el.className, style: Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)])) };
  }, STYLE);
}

/** The screen's look: its welcome bubble, a suggestion chip and the new-chat button. */
async function screenLook(page: Page) {
  const welcome = page.getByTestId('welcome-message');
  return {
    welcome: await lookOf(welcome),
    chip: await lookOf(welcome.getByTestId('suggestion').first()),
    newChat: await lookOf(page.getByTestId('new-chat')),
  };
}

/** How many visible "新对话" labels sit in the row of the new-chat button. */
const newChatLabelsInToolbarRow = (page: Page) =>
  page.getByTestId('new-chat').evaluate((button) => {
    const row = button.getBoundingClientRect();
    const labels = [...document.querySelectorAll('body *')].filter((el) => {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '');
      if (!own.join('').includes('新对话')) return false;
      const r = el.getBoundingClientRect();
      const middle = r.top + r.height / 2;
      return r.width > 1 && r.height > 1 && middle > row.top && middle < row.bottom;
    });
    return labels.length;
  });

describe.skipIf(!baseUrl)('/chat/new and /chat/{id} look like /chatNext (issue 14)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: the same welcome, chips, toolbar and product cards on both screens`, async () => {
      const { ctx, page, screen, user } = await sessionUser(browser, baseUrl, dataDir, device);
      const { chat } = screen;
      await chat.open('?mode=text');
      const chatNext = await screenLook(page);
      expect(await page.getByTestId('welcome-message').innerText()).toContain(user.nickname);
      expect(await newChatLabelsInToolbarRow(page)).toBe(1);

      await chat.ask(SHOPPING);
      expect(await chat.settled()).toBe('finish');
      const chatNextCard = await lookOf(screen.productCards().first());

      // /chat/new greets with the same welcome; its chips are the session's own starters (init_question).
      const init = page.waitForResponse((r) => r.url().endsWith('/api/v1/init_question'));
      await screen.openNew();
      const starters = ((await (await init).json()) as { data: { suggestions: string[] } }).data.suggestions;
      expect(starters.length).toBeGreaterThan(0);
      const chatNew = await screenLook(page);
      expect(chatNew).toEqual(chatNext);
      expect(await page.getByTestId('welcome-message').innerText()).toContain(user.nickname);
      await expect.poll(() => screen.starterPrompts().allInnerTexts()).toEqual(starters);
      // Greeting is not answering: the URL names the session only once an answer has started.
      expect(new URL(page.url()).pathname).toBe('/chat/new');
      // One "新对话" in the toolbar row (the page heading is for screen readers only).
      expect(await newChatLabelsInToolbarRow(page)).toBe(1);
      expect(await page.locator('h1').count()).toBe(1);

      // A starter asks its question; the answer's product cards are /chatNext's cards.
      await screen.starterPrompts().first().click();
      await expect.poll(() => chat.lastUser().innerText(), { timeout: 15_000 }).toBe(starters[0]);
      expect(await chat.settled()).toBe('finish');
      await chat.ask(SHOPPING);
      const sessionId = await screen.waitForSessionUrl();
      expect(await chat.settled()).toBe('finish');
      expect(await lookOf(screen.productCards().first())).toEqual(chatNextCard);
      expect(await newChatLabelsInToolbarRow(page)).toBe(1);

      // Reloaded from the stored session, the cards and the welcome are still the shared ones.
      await screen.openSession(sessionId);
      await chat.lastRobot().waitFor({ timeout: 15_000 });
      expect(await lookOf(screen.productCards().first())).toEqual(chatNextCard);
      expect(await lookOf(page.getByTestId('welcome-message'))).toEqual(chatNext.welcome);
      expect(await lookOf(page.getByTestId('new-chat'))).toEqual(chatNext.newChat);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
  }
});
