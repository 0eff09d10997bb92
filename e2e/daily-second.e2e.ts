import { describe, expect, it } from 'vitest';
import { PHONE, WIDE, newContext } from './support/browser';
import { SHOPPING } from './support/chat-fixture';
import { E2E, newUser, useChromium } from './support/chromium-suite';
import { HeaderMenu } from './support/pages';
import { FlightScreen } from './support/screens';

if (!E2E.baseUrl) console.warn('[skip] daily second-pass browser tests: no Chromium or no built web app');

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Issue 21, items 7-13: what a new user met on the phone (390×844) and the desktop (1440×900). */
describe.skipIf(!E2E.baseUrl)('daily use, second pass (issue 21), in Chromium', () => {
  const chromium = useChromium();

  it('a first visit opens hold-to-talk on the phone and the keyboard on the desktop', async () => {
    for (const [device, mode] of [
      [PHONE, 'voice'],
      [WIDE, 'text'],
    ] as const) {
      const { ctx, page } = await chromium.loggedIn(device);
      expect(new URL(page.url()).searchParams.get('mode')).toBe(mode);
      expect(await page.getByTestId(mode === 'voice' ? 'voice-hold' : 'chat-input').isVisible()).toBe(true);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    }
  });

  it('分享 makes no link until confirmed, and the same conversation shared twice is one link', async () => {
    const user = await newUser();
    await user.ask(SHOPPING);
    const { ctx, page } = await chromium.pageAs(user, PHONE);
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/shares') creates.push(r.url());
    });
    await page.goto('/chatNext?mode=text');
    await page.getByTestId('robot-message').last().waitFor({ timeout: 15_000 });

    const share = async () => {
      await page.getByTestId('share-chat').click();
      await page.getByTestId('share-confirm').waitFor();
      expect(await page.getByTestId('share-link').count()).toBe(0);
      await page.getByTestId('share-confirm').click();
      const link = await page.getByTestId('share-link').inputValue();
      await page.getByTestId('share-sheet').getByRole('button', { name: '关闭' }).click();
      await page.getByTestId('share-sheet').waitFor({ state: 'detached' });
      return link;
    };
    await page.getByTestId('share-chat').click();
    await page.getByTestId('share-confirm').waitFor();
    await page.waitForTimeout(500);
    expect(creates).toEqual([]);
    await page.getByTestId('share-sheet').getByRole('button', { name: '关闭' }).click();
    await page.getByTestId('share-sheet').waitFor({ state: 'detached' });

    const first = await share();
    const second = await share();
    expect(creates).toHaveLength(2);
    expect(second).toBe(first);
    const listed = await user.call('/api/v2/shares/list', {});
    expect(listed.body.data.list).toHaveLength(1);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('/history on the phone keeps 删除 in view beside a long question (in English too), and its dialog does not move the page', async () => {
    const user = await newUser();
    await user.ask('我想给家里买一台能同时拖地扫地还能自动集尘的扫地机器人预算三千块以内最好是带基站的那种有什么推荐吗');
    for (const locale of ['zh-CN', 'en'] as const) {
      const { ctx, page } = await chromium.pageAs(user, PHONE, (c) =>
        c.addInitScript((l) => {
          try {
            localStorage.setItem('locale', l);
          } catch {
            // about:blank has no storage.
          }
        }, locale),
      );
      await page.goto('/history');
      const remove = page.getByTestId('history-delete').first();
      await remove.waitFor({ timeout: 15_000 });
      const box = (await remove.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await remove.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await remove.innerText()).toBe(locale === 'en' ? 'Delete' : '删除');
      const where = () => page.getByTestId('history-item').first().boundingBox();
      const before = await where();
      await remove.click();
      await page.locator('.adm-dialog-body').waitFor();
      expect(await where()).toEqual(before);
      await page.getByRole('button', { name: locale === 'en' ? 'Cancel' : '取消' }).click();
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    }
  });

  it('a photo-only question is named [图片] in the desktop sidebar', async () => {
    const user = await newUser();
    const res = await fetch(`${E2E.baseUrl}/api/v2/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ question: '', question_img: '/media/products/smartphones-0.svg' }),
    });
    expect(res.status).toBe(200);
    await res.text();
    const { ctx, page } = await chromium.pageAs(user, WIDE);
    await page.goto('/chatNext?mode=text');
    const item = page.getByTestId('history-sidebar').getByTestId('question-item').first();
    await item.waitFor({ timeout: 15_000 });
    expect((await item.innerText()).split('\n')[0]).toBe('[图片]');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('/flight has the header, menu and a way back; cities hot first then by pinyin; a started range greys what it cannot reach and keeps its first day', async () => {
    const user = await newUser();
    const { ctx, page } = await chromium.pageAs(user, PHONE);
    await page.goto('/flight');
    await page.getByTestId('header-menu-button').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('flight-back').getAttribute('href')).toBe('/chatNext');
    // The cities arrive from the server after the screen: wait for them under load.
    await expect.poll(() => page.locator('#flight-from optgroup').count()).toBeGreaterThan(1);
    const cities = await page.locator('#flight-from option').allInnerTexts();
    expect(cities.slice(1, 4)).toEqual(['北京', '上海', '广州']);
    const rest = await page.locator('#flight-from optgroup').nth(1).locator('option').allInnerTexts();
    // 重庆 is among the hot cities; 长春 (chang-) comes before 大连, 三亚 after 青岛, 乌鲁木齐 before 厦门.
    for (const [a, b] of [
      ['长春', '大连'],
      ['青岛', '三亚'],
      ['乌鲁木齐', '厦门'],
    ] as const) {
      expect(rest.indexOf(a)).toBeGreaterThanOrEqual(0);
      expect(rest.indexOf(a)).toBeLessThan(rest.indexOf(b));
    }

    const flight = new FlightScreen(page);
    await flight.startRange(0);
    await expect.poll(() => flight.enabledDays().count()).toBe(7);
    const greyed = page.locator('.adm-calendar-picker-view-cell-disabled').filter({ hasText: /\d/ }).last();
    await greyed.click({ force: true });
    // The first day is still chosen, and the note says how far the range can go.
    expect(await flight.rangeReach().innerText()).toMatch(/最多选择 7 天/);
    expect(await page.getByTestId('range-confirm').isEnabled()).toBe(true);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('theme: 浅色, 深色 and 跟随系统 (which follows the system again)', async () => {
    const ctx = await newContext(chromium.browser, E2E.baseUrl, { ...WIDE, colorScheme: 'dark' });
    const page = await ctx.newPage();
    await page.goto('/articles/about');
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const menu = new HeaderMenu(page);
    await menu.choose('theme-light');
    expect(await dark()).toBe(false);
    await menu.choose('theme-auto');
    expect(await page.evaluate(() => localStorage.getItem('vueuse-color-scheme'))).toBe('auto');
    expect(await dark()).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(dark).toBe(false);
    await page.getByTestId('header-menu-button').click();
    expect(await page.getByTestId('theme-auto').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('theme-dark').getAttribute('aria-checked')).toBe('false');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('/register shows a logged-out visitor no app menu, placeholders, and 获取验证码 on one line', async () => {
    for (const device of [PHONE, WIDE]) {
      const ctx = await newContext(chromium.browser, E2E.baseUrl, device);
      const page = await ctx.newPage();
      await page.goto('/register');
      await page.getByTestId('register-phone').waitFor();
      expect(await page.getByTestId('header-menu-button').count()).toBe(0);
      for (const field of ['phone', 'code', 'password', 'nickname'])
        expect(await page.getByTestId(`register-${field}`).getAttribute('placeholder')).toBeTruthy();
      const send = page.getByTestId('register-send-code');
      const lines = await send.evaluate((el) => {
        const style = getComputedStyle(el);
        return Math.round(
          (el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
            parseFloat(style.lineHeight || '20'),
        );
      });
      expect(await send.innerText()).toBe('获取验证码');
      expect(lines).toBeLessThanOrEqual(1);
      expect(await send.evaluate((el) => el.getClientRects().length === 1 && el.scrollWidth <= el.clientWidth)).toBe(true);
      await ctx.close();
    }
  });

  it('回到最新 covers neither 反馈 nor a user bubble, wherever the list is scrolled', async () => {
    const user = await newUser();
    for (const q of [SHOPPING, '学生党用的轻薄本，预算五千', '扫地机器人推荐']) await user.ask(q);
    const { ctx, page } = await chromium.pageAs(user, PHONE);
    await page.goto('/chatNext?mode=text');
    const list = page.getByTestId('message-list');
    await page.getByTestId('robot-message').last().waitFor({ timeout: 15_000 });
    for (const step of [300, 600, 900, 1200]) {
      await list.evaluate((el, px) => (el.scrollTop = el.scrollHeight - el.clientHeight - px), step);
      const pill = page.getByTestId('back-to-latest');
      await pill.waitFor();
      await page.waitForTimeout(200);
      // The pill has a band of its own under the list: nothing in the list (反馈, a user bubble's end) is under it.
      const pillBox = (await pill.boundingBox())!;
      const listBox = (await list.boundingBox())!;
      const box = (b: { x: number; y: number; width: number; height: number }): Box => ({
        left: b.x,
        right: b.x + b.width,
        top: b.y,
        bottom: b.y + b.height,
      });
      expect(overlaps(box(pillBox), box(listBox))).toBe(false);
      expect(pillBox.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
    }
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
