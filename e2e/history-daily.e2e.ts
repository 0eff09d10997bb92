import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, WIDE } from './support/browser';
import { axeViolations } from './support/chat-fixture';
import { E2E, newUser, useChromium } from './support/chromium-suite';
import { HeaderMenu } from './support/pages';

if (!E2E.baseUrl) console.warn('[skip] history-daily browser tests: no Chromium or no built web app');

const DEVICES = [
  ['phone', PHONE],
  ['desktop', WIDE],
] as const;

const EARPHONES = '推荐一款降噪耳机';
/** Asked after it, so the earphone question is not in /chatNext's first page of history (5). */
const LATER = ['帮我挑个保温杯', '你好', '谢谢', '你是谁', '你能做什么'];
const ITEM = 'p_000010';

interface Stored {
  question_id: string;
  question: string;
  answer_info: { answer: { message: string } };
}

/** A word of `answer` (2-4 letters) that no other stored question or answer contains. */
function wordOnlyIn(target: Stored, others: Stored[]): string {
  const text = target.answer_info.answer.message.replace(/[^\p{Script=Han}A-Za-z0-9]+/gu, ' ');
  const elsewhere = [target.question, ...others.flatMap((o) => [o.question, o.answer_info.answer.message])].join('\n');
  for (const run of text.split(' '))
    for (let size = 4; size >= 2; size--)
      for (let i = 0; i + size <= run.length; i++) {
        const word = run.slice(i, i + size);
        if (!elsewhere.toLowerCase().includes(word.toLowerCase())) return word;
      }
  throw new Error('the answer has no word of its own');
}

/** A user with the earphone question and five later ones on /chatNext; the word to find it by. */
async function userWithHistory() {
  const user = await newUser();
  await user.ask(EARPHONES);
  for (const q of LATER) await user.ask(q);
  const stored = (await user.call('/api/v2/history_chat_list', { limit: 50 })).body.data.chat_history_detail_list as Stored[];
  const earphones = stored.find((s) => s.question === EARPHONES)!;
  return {
    user,
    earphones,
    word: wordOnlyIn(
      earphones,
      stored.filter((s) => s !== earphones),
    ),
  };
}

/** Whether the question the chat was opened at starts within the visible part of the message list. */
async function focusedInView(page: Page) {
  const list = await page.getByTestId('message-list').boundingBox();
  const row = await page.locator('[data-focused="true"]').boundingBox();
  return Boolean(list && row && row.y >= list.y - 1 && row.y < list.y + list.height);
}

describe.skipIf(!E2E.baseUrl)('history, feedback and the item page, every day (issue 14)', () => {
  const chromium = useChromium();

  for (const [device, opts] of DEVICES) {
    it(`${device}: a /chatNext question is in /history, found by a word of its answer, and opens at itself`, async () => {
      const { user, earphones, word } = await userWithHistory();
      const { ctx, page } = await chromium.pageAs(user, opts);
      await page.goto('/history');

      // Every question asked, newest first, under today's heading.
      const items = page.getByTestId('history-item');
      await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(6);
      expect(await items.first().innerText()).toContain(LATER.at(-1));
      expect(await items.last().innerText()).toContain(EARPHONES);
      expect(await page.getByRole('region', { name: '今天' }).getByTestId('history-item').count()).toBe(6);
      expect(await page.getByTestId('history-delete').count()).toBe(6);

      // Search reads answers: a word only the earphone answer has finds it, and only it.
      await page.getByTestId('history-search').fill(word);
      await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(1);
      expect(await items.first().innerText()).toContain(EARPHONES);
      expect(await page.getByTestId('history-excerpt').innerText()).toContain(word);

      // It opens in its own conversation, at itself: on screen, marked, though 5 questions came later.
      await items.first().click();
      await page.waitForURL((u) => u.pathname === '/chatNext' && u.searchParams.get('question_id') === earphones.question_id);
      const focused = page.locator('[data-focused="true"]');
      await focused.waitFor({ timeout: 15_000 });
      expect(await focused.innerText()).toContain(EARPHONES);
      await expect.poll(() => focusedInView(page), { timeout: 5_000 }).toBe(true);
      expect(await page.getByTestId('back-to-latest').isVisible()).toBe(true);

      // The desktop sidebar lists it (marked as the one open); a phone has none.
      const sidebar = page.getByTestId('history-sidebar');
      if (device === 'desktop') {
        await sidebar.waitFor({ timeout: 10_000 });
        const item = sidebar.getByTestId('question-item').filter({ hasText: EARPHONES });
        expect(await item.getAttribute('aria-current')).toBe('page');
        expect(await sidebar.getByTestId('question-item').count()).toBe(6);
        const box = (await sidebar.boundingBox())!;
        expect(box.x).toBe(0);
        expect(box.width).toBeGreaterThan(200);
      } else {
        await page.waitForTimeout(300);
        expect(await sidebar.count()).toBe(0);
      }
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });

    it(`${device}: a question asked on /chatNext is deleted from /history, and is gone from both, also after a reload`, async () => {
      const user = await newUser();
      const [KEEP] = LATER;
      await user.ask(KEEP!);
      const { ctx, page, chat } = await chromium.pageAs(user, opts);
      await chat.open('?mode=text');
      await chat.ask(EARPHONES);
      expect(await chat.settled()).toBe('finish');
      const asked = async () => (await chat.userMessages().allInnerTexts()).join('\n');
      expect(await asked()).toContain(EARPHONES);

      await new HeaderMenu(page).choose('menu-history');
      await page.waitForURL((u) => u.pathname === '/history');
      const rows = page.getByTestId('history-item');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
      await page.getByRole('button', { name: `删除提问：${EARPHONES}` }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await dialog.innerText()).toContain(EARPHONES);
      const deleted = page.waitForResponse((r) => r.url().includes('/api/v2/delete_question'));
      await dialog.getByRole('button', { name: '删除', exact: true }).click();
      expect((await deleted).status()).toBe(200);
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      expect(await rows.first().innerText()).toContain(KEEP);

      // Back on /chatNext in the same visit: the conversation held in memory has forgotten it.
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/chatNext');
      await chat.userMessages().first().waitFor({ timeout: 10_000 });
      expect(await asked()).toContain(KEEP);
      expect(await asked()).not.toContain(EARPHONES);
      if (device === 'desktop') {
        const sidebar = page.getByTestId('history-sidebar');
        await expect.poll(() => sidebar.getByTestId('question-item').count(), { timeout: 10_000 }).toBe(1);
        expect(await sidebar.innerText()).not.toContain(EARPHONES);
      }

      // And after a reload, from the server: on /chatNext, on /history and in its search.
      await chat.open('?mode=text');
      await expect.poll(() => chat.userMessages().count(), { timeout: 10_000 }).toBe(1);
      expect(await asked()).not.toContain(EARPHONES);
      await page.goto('/history');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      await page.getByTestId('history-search').fill('降噪');
      await expect.poll(() => page.getByText('没有找到包含「降噪」的记录').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });

    it(`${device}: feedback shows that it was submitted, is a centred dialog on a desktop, and Esc closes it`, async () => {
      const user = await newUser();
      await user.ask(EARPHONES);
      const { ctx, page } = await chromium.pageAs(user, opts);
      await page.goto('/chatNext?mode=text');
      const answer = page.getByTestId('robot-message').last();
      await answer.waitFor({ timeout: 15_000 });

      const sheet = page.getByTestId('feedback-sheet');
      await answer.getByTestId('feedback-open').click();
      await sheet.waitFor();
      const box = (await sheet.boundingBox())!;
      const width = opts.viewport!.width;
      if (device === 'desktop') {
        expect(box.width).toBeLessThanOrEqual(520);
        expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
        expect(box.y).toBeGreaterThan(50);
      } else {
        expect(box.width).toBe(width);
      }
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached', timeout: 5_000 });

      await answer.getByTestId('feedback-open').click();
      await page.getByTestId('feedback-label').first().click();
      expect(await axeViolations(page)).toEqual([]);
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/feed_back'));
      await page.getByTestId('feedback-submit').click();
      expect((await sent).status()).toBe(200);
      const submitted = page.getByTestId('feedback-submitted');
      await submitted.waitFor();
      expect(await submitted.innerText()).toContain('反馈已提交');
      expect(await page.getByTestId('feedback-submit').count()).toBe(0);
      expect(await page.getByTestId('feedback-done').isVisible()).toBe(true);
      // It closes by itself shortly after (or at once on 完成).
      await sheet.waitFor({ state: 'detached', timeout: 6_000 });
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });

    it(`${device}: the item page explains a wrong target price, charts with axes and a tooltip, and names the product to the assistant`, async () => {
      const user = await newUser();
      const { product } = (await user.call('/api/v2/item/detail', { id: ITEM })).body.data;
      const { ctx, page } = await chromium.pageAs(user, opts);
      await page.goto(`/item-detail?id=${ITEM}`);
      const target = page.getByTestId('item-target');
      await target.waitFor({ timeout: 10_000 });
      const error = page.getByTestId('item-target-error');

      for (const [typed, message] of [
        ['abc', '请输入数字价格'],
        ['0', '目标价需大于 0'],
        ['99999', `目标价需低于当前价 ¥${product.price}`],
      ] as const) {
        await target.fill(typed);
        expect(await error.innerText()).toContain(message);
        expect(await target.getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByTestId('add-wish').isEnabled()).toBe(true);
      }
      await page.getByTestId('add-wish').click();
      await page.waitForTimeout(300);
      expect((await user.call('/api/v2/wish/list', {})).body.data.list).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('item-target');

      // The chart: a price and a date axis, and the day's date and price where the pointer is.
      expect((await page.getByTestId('date-axis').innerText()).split('\n').length).toBe(3);
      expect(await page.getByTestId('price-axis').locator('span').count()).toBeGreaterThanOrEqual(2);
      await page.getByTestId('price-plot').scrollIntoViewIfNeeded();
      const plot = (await page.getByTestId('price-plot').boundingBox())!;
      if (device === 'phone') await page.touchscreen.tap(plot.x + plot.width - 3, plot.y + plot.height / 2);
      else await page.mouse.move(plot.x + plot.width - 3, plot.y + plot.height / 2);
      const tip = page.getByTestId('price-tooltip');
      await tip.waitFor();
      const { price_history: h } = (await user.call('/api/v2/item/detail', { id: ITEM })).body.data;
      expect(await tip.innerText()).toBe(`${h.end_day} · ¥${h.current}`);

      // A valid target is kept; 问问助手 names the product in the chat's chip.
      await target.fill('9.9');
      expect(await error.count()).toBe(0);
      await page.getByTestId('ask-assistant').click();
      await page.waitForURL(/\/chatNext\?/);
      const chip = page.getByTestId('draft-card');
      await chip.waitFor({ timeout: 10_000 });
      expect(await chip.innerText()).toContain(`商品：${[...product.title].slice(0, 10).join('')}`);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
  }
});
