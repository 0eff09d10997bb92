import { describe, expect, it } from 'vitest';
import { PHONE, WIDE } from './support/browser';
import { SHOPPING } from './support/chat-fixture';
import { E2E, newUser, useChromium } from './support/chromium-suite';

const QUESTIONS = [
  '推荐一款2000元以内的降噪耳机',
  '推荐一款3000元左右的轻薄本',
  '推荐一款500元以内的蓝牙音箱',
  '推荐一款1000元以内的电动牙刷',
];

describe.skipIf(!E2E.baseUrl)('going back and answering again, in Chromium (issue 21, items 2 and 6)', () => {
  const chromium = useChromium();

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', WIDE],
  ] as const) {
    // Eight questions, so the first page of history (five) leaves older ones to load: Back must
    // not load them from the list's first-render offset, nor lose the held message when it does.
    it(`${name}: Back from an earlier answer's product returns the chat to the same spot`, async () => {
      const user = await newUser();
      for (const q of [...QUESTIONS, ...QUESTIONS]) await user.ask(q);
      const { ctx, page, chat } = await chromium.pageAs(user, device);
      await chat.open();
      await expect.poll(() => chat.robotMessages().count(), { timeout: 15_000 }).toBeGreaterThan(3);
      const list = page.getByTestId('message-list');
      // Up to an earlier answer's product card, as a reader would. The element itself is held:
      // rows rendered above it as the list scrolls would change which card is "first".
      await page.getByTestId('product-card').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      // Where the reader scrolled, the list stays: rows measured below (pictures arriving) must
      // not pull it back to the end.
      const fromEnd = () => list.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop);
      expect(await fromEnd()).toBeGreaterThan(500);
      await page.waitForTimeout(700);
      expect(await fromEnd()).toBeGreaterThan(500);
      const cards = page.getByTestId('product-card');
      const inView = await cards.evaluateAll((els) => {
        const view = document.querySelector('[data-testid="message-list"]')!.getBoundingClientRect();
        return els.findIndex((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= view.top && r.bottom <= view.bottom;
        });
      });
      expect(inView).toBeGreaterThanOrEqual(0);
      const card = (await cards.nth(inView).elementHandle())!;
      const title = (await card.innerText()).split('\n')[0]!;
      const before = (await card.boundingBox())!.y;
      await (await card.$('a'))!.click();
      await page.waitForURL(/\/item-detail/);
      await page.getByTestId('item-price').waitFor({ timeout: 15_000 });
      await page.goBack();
      await page.waitForURL(/\/chatNext/);
      await list.waitFor();
      await page.getByTestId('product-card').filter({ hasText: title }).first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      // The same card at the same height on screen: the same spot, not the end.
      const heights = await page
        .getByTestId('product-card')
        .filter({ hasText: title })
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().y));
      expect(Math.min(...heights.map((y) => Math.abs(y - before)))).toBeLessThan(4);
      expect(await list.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop)).toBeGreaterThan(500);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
  }

  it('phone: 重新回答 after a stop replaces the answer, gives other products, and a reload shows the question once', async () => {
    const { ctx, page, chat } = await chromium.loggedIn(PHONE);
    await chat.ask('你好');
    expect(await chat.settled()).toBe('finish');
    await chat.ask(SHOPPING);
    const links = chat.lastRobot().locator('[data-testid="answer-text"] a[href*="item-detail"]');
    await links.first().waitFor({ timeout: 20_000 });
    await page.getByTestId('stop-button').click();
    expect(await chat.settled()).toBe('cancel');
    const named = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('id')));
    expect(named.length).toBeGreaterThan(0);

    await chat.lastRobot().getByTestId('regenerate-answer').click();
    expect(await chat.settled()).toBe('finish');
    // In the stopped answer's place: two questions, two answers.
    expect(await chat.userMessages().count()).toBe(2);
    expect(await chat.robotMessages().count()).toBe(2);
    const cardIds = () =>
      chat
        .lastRobot()
        .locator('[data-testid="product-card"] a[href*="item-detail"]')
        .evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('id')))]);
    const newIds = await cardIds();
    expect(newIds.length).toBeGreaterThan(0);
    // Other products than the stopped answer had named.
    expect(newIds.filter((id) => named.includes(id))).toEqual([]);

    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor({ timeout: 15_000 });
    await expect.poll(() => chat.userMessages().count(), { timeout: 10_000 }).toBe(2);
    expect(await chat.robotMessages().count()).toBe(2);
    expect(await cardIds()).toEqual(newIds);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('desktop: 编辑 changes the question in place and answers it again, instead of appending a turn', async () => {
    const { ctx, page, chat } = await chromium.loggedIn(WIDE);
    await chat.ask('你好');
    expect(await chat.settled()).toBe('finish');
    await chat.ask(SHOPPING);
    expect(await chat.settled()).toBe('finish');
    await chat.lastUser().hover();
    await page.getByTestId('edit-question').click();
    const box = page.getByTestId('edit-question-input');
    expect(await box.inputValue()).toBe(SHOPPING);
    // The composer stays as it was: the edit happens in the question itself.
    expect(await chat.input().inputValue()).toBe('');
    await box.fill('推荐一款500元以内的蓝牙音箱');
    await page.getByTestId('edit-question-send').click();
    expect(await chat.settled()).toBe('finish');
    expect(await chat.userMessages().allInnerTexts()).toEqual([
      expect.stringContaining('你好'),
      expect.stringContaining('推荐一款500元以内的蓝牙音箱'),
    ]);
    expect(await chat.robotMessages().count()).toBe(2);
    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor({ timeout: 15_000 });
    await expect.poll(() => chat.userMessages().count(), { timeout: 10_000 }).toBe(2);
    expect(await chat.lastUser().innerText()).toContain('推荐一款500元以内的蓝牙音箱');
    expect((await chat.userMessages().allInnerTexts()).join('\n')).not.toContain(SHOPPING);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
