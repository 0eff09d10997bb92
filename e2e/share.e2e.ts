import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { axeViolations, loggedIn, SHOPPING } from './support/chat-fixture';
import { SharePage } from './support/pages';
import { SessionChatPage, unexpectedErrors } from './support/session-chat';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');

const SESSION_QUESTION = '学生党用什么轻薄本好？';

describe.skipIf(!baseUrl)('sharing a conversation as a link (issue 14)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  it('phone: share an answer, read it logged out without anything that acts, revoke it, and the link says so', async () => {
    const owner = await loggedIn(browser, baseUrl, dataDir, PHONE);
    await owner.ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
    await owner.chat.ask(SHOPPING);
    expect(await owner.chat.settled()).toBe('finish');
    const answerText = (await owner.chat.lastRobot().getByTestId('answer-text').innerText()).trim();
    const cardTitle = (await owner.chat.lastRobot().getByTestId('product-card').first().innerText()).split('\n')[0]!;

    const sheet = new SharePage(owner.page);
    const link = await sheet.create();
    expect(link).toMatch(new RegExp(`^${baseUrl}/share/[A-Za-z0-9_-]{32}$`));
    // Made and copied in one tap.
    await expect.poll(() => owner.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await axeViolations(owner.page)).toEqual([]);

    // Someone else, never logged in, opens the link.
    const visitor = await newContext(browser, baseUrl, PHONE);
    const page = await visitor.newPage();
    const shared = new SharePage(page);
    await shared.open(link);
    expect(page.url()).toBe(link);
    await expect.poll(() => page.getByTestId('shared-label').innerText()).toBe('分享的对话');
    expect(await page.getByTestId('user-message').innerText()).toContain(SHOPPING);
    const answer = page.getByTestId('robot-message');
    expect((await answer.getByTestId('answer-text').innerText()).trim()).toBe(answerText);
    expect(await answer.getByTestId('product-card').first().innerText()).toContain(cardTitle);
    // Read-only: no composer, no like or dislike, no copy, retry, buttons or suggestions.
    for (const id of [
      'chat-input',
      'voice-hold',
      'send-button',
      'assess-like',
      'assess-dislike',
      'answer-button',
      'retry-answer',
    ])
      expect(await page.getByTestId(id).count(), id).toBe(0);
    expect(await page.getByRole('button').count()).toBe(0);
    expect(await page.getByTestId('shared-open-app').getAttribute('href')).toBe('/chatNext');
    expect(await axeViolations(page)).toEqual([]);

    await sheet.revoke();
    expect(await owner.page.getByTestId('share-status').innerText()).toContain('已撤销');

    await shared.open(link);
    expect(await page.getByTestId('shared-state').innerText()).toContain('该分享链接已失效');
    expect(await page.getByTestId('user-message').count()).toBe(0);
    expect(unexpectedErrors(visitor.errors)).toEqual([]);
    expect(owner.ctx.errors).toEqual([]);
    await visitor.close();
    await owner.ctx.close();
  });

  it('phone: share a v1 session from /chat/{id}, read it logged out; 我的分享 lists both links and revokes one', async () => {
    const owner = await loggedIn(browser, baseUrl, dataDir, PHONE);
    await owner.ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
    await owner.chat.ask(SHOPPING);
    expect(await owner.chat.settled()).toBe('finish');
    const sheet = new SharePage(owner.page);
    const chatNextLink = await sheet.create();

    // A v1 session: nothing to share before its first answer, 分享 once it has finished.
    const session = new SessionChatPage(owner.page);
    await session.openNew();
    await session.starterPrompts().first().waitFor({ timeout: 15_000 });
    expect(await owner.page.getByTestId('share-chat').count()).toBe(0);
    await session.chat.ask(SESSION_QUESTION);
    const sessionId = await session.waitForSessionUrl();
    expect(await session.chat.settled()).toBe('finish');
    const sessionAnswer = (await session.answerText().innerText()).trim();
    await owner.page.reload();
    await session.chat.lastRobot().waitFor({ timeout: 15_000 });
    expect(new URL(owner.page.url()).pathname).toBe(`/chat/${sessionId}`);
    const sessionLink = await sheet.create();
    expect(sessionLink).toMatch(new RegExp(`^${baseUrl}/share/[A-Za-z0-9_-]{32}$`));
    expect(sessionLink).not.toBe(chatNextLink);
    await expect.poll(() => owner.page.evaluate(() => navigator.clipboard.readText())).toBe(sessionLink);

    // The list shows both links, newest first, both working.
    const tokenOf = (link: string) => link.split('/').pop();
    const listed = await sheet.listed();
    expect(listed.map((s) => [s.token, s.state])).toEqual([
      [tokenOf(sessionLink), '有效'],
      [tokenOf(chatNextLink), '有效'],
    ]);
    expect(listed.every((s) => s.title.length > 0)).toBe(true);
    // Any of them can be copied again from the list.
    await sheet.copyListed(chatNextLink);
    await expect.poll(() => owner.page.evaluate(() => navigator.clipboard.readText())).toBe(chatNextLink);
    expect(await axeViolations(owner.page)).toEqual([]);

    // Someone never logged in opens the session's link: its question and answer, only those.
    const visitor = await newContext(browser, baseUrl, PHONE);
    const page = await visitor.newPage();
    const shared = new SharePage(page);
    await shared.open(sessionLink);
    expect(await page.getByTestId('user-message').allInnerTexts()).toEqual([expect.stringContaining(SESSION_QUESTION)]);
    expect((await page.getByTestId('robot-message').getByTestId('answer-text').innerText()).trim()).toBe(sessionAnswer);
    expect(await page.getByText(SHOPPING).count()).toBe(0);

    // Revoking the /chatNext link from the list: it says so there, and the link no longer opens.
    await sheet.revokeListed(chatNextLink);
    expect((await sheet.listed()).map((s) => s.state)).toEqual(['有效', '已撤销']);
    await shared.open(chatNextLink);
    expect(await page.getByTestId('shared-state').innerText()).toContain('该分享链接已失效');
    // The session's link still works.
    await shared.open(sessionLink);
    expect(await page.getByTestId('user-message').count()).toBe(1);
    expect(unexpectedErrors(visitor.errors)).toEqual([]);
    expect(owner.ctx.errors).toEqual([]);
    await visitor.close();
    await owner.ctx.close();
  });
});
