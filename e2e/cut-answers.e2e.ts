import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { SHOPPING } from './support/chat-fixture';
import { E2E, useChromium } from './support/chromium-suite';

const NETWORK_TEXT = '网络异常，请检查网络连接';
/** Markdown that only shows when syntax is rendered raw. */
const RAW_MARKDOWN = /\*\*|\]\(|\[[^\]]*$/m;

/** The last answer's text as the user reads it. */
const answerText = (page: Page) => page.getByTestId('robot-message').last().getByTestId('answer-text').innerText();

/**
 * A stream that stops in the middle of a product link, as a cut can: the connection then closes
 * without [DONE], so the page waits to reconnect with the answer still streaming.
 */
async function streamCutMidLink(page: Page) {
  await page.route('**/api/v2/chat', async (route) => {
    const parts = ['为你找到这几款：\n\n', '1. **[小米 Redmi Book 14 轻薄本](/ite'];
    const events = parts.map((content) => ({ status: 'answer', content: { question_id: 'q_cut_1', content }, next_step: null }));
    const body = events.map((e, i) => `id: q_cut_1:${i + 1}\ndata: ${JSON.stringify(e)}\n\n`).join('');
    await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, body });
  });
  await page.route('**/api/v2/chat/stop', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      json: { error_code: 0, data: { question_id: 'q_cut_1', answer_status: 3 } },
    }),
  );
}

describe.skipIf(!E2E.baseUrl)('answers cut short render only complete Markdown and recover (issue 21, items 4 and 5)', () => {
  const { loggedIn } = useChromium();

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: 停止 in the middle of a product link leaves the text before it, no raw Markdown`, async () => {
      const { ctx, page, chat } = await loggedIn(device);
      await streamCutMidLink(page);
      await chat.ask(SHOPPING);
      await expect.poll(() => answerText(page), { timeout: 10_000 }).toContain('为你找到这几款');
      await page.getByTestId('stop-button').click();
      expect(await chat.settled()).toBe('cancel');
      const shown = await answerText(page);
      expect(shown).toContain('为你找到这几款');
      expect(shown).not.toMatch(RAW_MARKDOWN);
      expect(shown).not.toContain('/ite');
      await ctx.close();
    });
  }

  it('phone: offline mid-answer, back online after the server finished: the stored answer, whole, and no 网络异常', async () => {
    const { ctx, page, chat, api } = await loggedIn(PHONE);
    await chat.ask(SHOPPING);
    await expect.poll(async () => (await answerText(page).catch(() => '')).length, { timeout: 20_000 }).toBeGreaterThan(5);
    await ctx.setOffline(true);
    await chat.lastRobot().getByTestId('robot-error').waitFor({ timeout: 5000 });
    // Cut off: what shows ends at complete syntax.
    expect(await answerText(page)).not.toMatch(RAW_MARKDOWN);
    // Long enough for the server to finish the answer meanwhile.
    await expect.poll(async () => (await api.latest()).answer_info.answer_status, { timeout: 40_000 }).toBe(1);

    await ctx.setOffline(false);
    await expect.poll(() => chat.lastRobot().getAttribute('data-status'), { timeout: 20_000 }).toBe('finish');
    expect(await chat.lastRobot().getByTestId('robot-error').count()).toBe(0);
    expect(await page.getByText(NETWORK_TEXT).count()).toBe(0);
    const live = await answerText(page);
    expect(live).not.toMatch(RAW_MARKDOWN);
    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor({ timeout: 15_000 });
    expect(await answerText(page)).toBe(live);
    await ctx.close();
  });
});
