import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser';
import { E2E, useChromium } from './support/chromium-suite';
import { WishScreen } from './support/screens';

describe.skipIf(!E2E.baseUrl)('the wish-select card in Chromium', () => {
  const { loggedIn } = useChromium();

  it('its 加入：<product> button and 加入心愿单（N） add to /wish, with no question asked', async () => {
    const { page, chat } = await loggedIn(PHONE);
    await chat.ask('推荐几款降噪耳机');
    expect(await chat.settled()).toBe('finish');
    await chat.ask('加入心愿单');
    expect(await chat.settled()).toBe('finish');

    const answer = chat.lastRobot();
    const cards = answer.getByTestId('wish-select-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-product-id')!));
    const asked = await chat.userMessages().count();

    // One product by its own button (the buttons follow the cards' order).
    const one = answer.locator('[data-testid="answer-button"][data-button-type="add_to_wishlist"]').first();
    const oneText = await one.innerText();
    expect(oneText).toMatch(/^加入：/);
    await one.click();
    await expect.poll(() => one.innerText()).toBe(`${oneText}（已加入）`);
    expect(await one.isDisabled()).toBe(true);
    expect(await answer.getByTestId('wish-add-done').first().innerText()).toContain('已加入心愿单：1 件');

    // Two more ticked, then 加入心愿单（2）.
    await cards.nth(1).getByTestId('wish-select-checkbox').check();
    await cards.nth(2).getByTestId('wish-select-checkbox').check();
    const add = answer.getByTestId('wish-select-add');
    expect(await add.innerText()).toBe('加入心愿单（2）');
    await add.click();
    await expect.poll(() => cards.nth(2).getAttribute('data-added')).toBe('true');
    expect(await cards.nth(1).getAttribute('data-added')).toBe('true');
    expect(await answer.getByTestId('wish-select-card').filter({ hasText: '已加入心愿单' }).count()).toBe(2);

    // Nothing was sent to the assistant.
    expect(await chat.userMessages().count()).toBe(asked);

    // The wish list has all three.
    await page.goto('/wish');
    const wish = new WishScreen(page);
    for (const id of ids.slice(0, 3)) await wish.row(id).waitFor({ timeout: 10_000 });
  });
});
