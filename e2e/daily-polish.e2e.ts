import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, WIDE, newContext } from './support/browser';
import { SHOPPING } from './support/chat-fixture';
import { E2E, newUser, useChromium } from './support/chromium-suite';

if (!E2E.baseUrl) console.warn('[skip] daily-polish browser tests: no Chromium or no built web app');

const DEVICES = [
  ['phone', PHONE],
  ['desktop', WIDE],
] as const;

/** The first history page is held back this long, so what the screen shows while it loads is seen. */
const HISTORY_DELAY_MS = 1_200;

/** Sums every layout shift not caused by input (the page's CLS so far) and records the greeting's place per frame. */
function observeLayout() {
  const w = window as unknown as { __cls: number; __shifts: string[]; __greetingTops: number[] };
  w.__cls = 0;
  w.__shifts = [];
  w.__greetingTops = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
    >) {
      if (entry.hadRecentInput) continue;
      w.__cls += entry.value;
      const nodes = (entry.sources ?? []).map((s) =>
        s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
      );
      w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const sample = () => {
    const greeting = document.querySelector('[data-testid="welcome-message"], [data-testid="welcome-preview"] > :last-child');
    if (greeting) {
      const top = Math.round(greeting.getBoundingClientRect().top);
      if (w.__greetingTops.at(-1) !== top) w.__greetingTops.push(top);
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** Records, in order, the first time card placeholders and real product cards are on screen. */
function watchCards() {
  const w = window as unknown as { __cardsSeen: string[] };
  w.__cardsSeen = [];
  new MutationObserver(() => {
    for (const id of ['card-skeleton', 'product-card'])
      if (!w.__cardsSeen.includes(id) && document.querySelector(`[data-testid="${id}"]`)) w.__cardsSeen.push(id);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Labels cut at the edge: controls, headings and short texts whose text is wider than their box
 * (an ellipsis or a clip), and inputs whose placeholder is wider than the box. Clamped excerpts
 * (line-clamp) are content previews, not labels, and are left out.
 */
function cutLabels(): string[] {
  const cut: string[] = [];
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    // A visually hidden text (1 px, clipped) is for screen readers, not a label anyone sees.
    return r.width > 1 && r.height > 1;
  };
  for (const el of document.querySelectorAll<HTMLElement>('button, a, label, h1, h2, h3, span, p, time')) {
    if (!visible(el) || !el.innerText.trim()) continue;
    const style = getComputedStyle(el);
    if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue;
    if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible') cut.push(`${el.tagName} "${el.innerText}"`);
  }
  const canvas = document.createElement('canvas').getContext('2d')!;
  for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[placeholder], textarea[placeholder]',
  )) {
    if (!visible(el) || el.value) continue;
    const style = getComputedStyle(el);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const lines =
      el.tagName === 'TEXTAREA'
        ? Math.round(
            (el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight),
          )
        : 1;
    if (canvas.measureText(el.placeholder).width > room * lines + 1) cut.push(`placeholder "${el.placeholder}"`);
    if (lines > 1)
      cut.push(
        `placeholder "${el.placeholder}" takes ${lines} lines (${Math.round(canvas.measureText(el.placeholder).width)} px in ${Math.round(room)} px)`,
      );
  }
  return cut;
}

async function layoutReport(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[]; __greetingTops: number[] };
    return { cls: w.__cls, shifts: w.__shifts, greetingTops: w.__greetingTops };
  });
}

describe.skipIf(!E2E.baseUrl)('daily polish of /chatNext (issue 14)', () => {
  const chromium = useChromium();

  for (const [device, opts] of DEVICES) {
    it(`${device}: /chatNext opens with a placeholder for its history, and the greeting does not jump when history arrives`, async () => {
      const user = await newUser();
      for (const q of ['推荐一款降噪耳机', '你好', '帮我挑个保温杯']) await user.ask(q);
      const { ctx, page } = await chromium.pageAs(user, opts, async (c) => {
        await c.addInitScript(observeLayout);
        await c.route('**/api/v2/history_chat_list', async (route) => {
          await new Promise((r) => setTimeout(r, HISTORY_DELAY_MS));
          await route.continue();
        });
      });
      await page.goto('/chatNext');

      // While the first page is held back, a placeholder stands where it will go.
      const skeleton = page.getByTestId('history-skeleton');
      await skeleton.waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('user-message').count()).toBe(0);

      await page.getByTestId('user-message').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1_000);
      expect(await skeleton.count()).toBe(0);
      expect(await page.getByTestId('user-message').count()).toBe(3);

      // The greeting stayed where it was first painted, at the end above the composer, and nothing shifted.
      const report = await layoutReport(page);
      console.log(`[cls] ${device}: ${report.cls.toFixed(4)}; greeting tops ${report.greetingTops.join(' → ')}`);
      for (const s of report.shifts) console.log(`[cls] ${device} shift ${s}`);
      expect(Math.max(...report.greetingTops) - Math.min(...report.greetingTops)).toBeLessThanOrEqual(2);
      expect(report.cls).toBeLessThan(0.01);
      const list = (await page.getByTestId('message-list').boundingBox())!;
      const greeting = (await page.getByTestId('welcome-message').boundingBox())!;
      expect(greeting.y + greeting.height).toBeGreaterThan(list.y + list.height - 40);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });

    it(`${device}: skeleton product cards stand where the cards go until cards_load brings them`, async () => {
      const { ctx, page, chat } = await chromium.pageAs(await newUser(), opts, (c) => c.addInitScript(watchCards));
      await chat.open();
      await chat.ask(SHOPPING);

      const pending = page.getByRole('status', { name: '正在加载商品卡片…' });
      await pending.waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('card-skeleton').count()).toBeGreaterThan(0);
      expect(await chat.settled()).toBe('finish');
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('card-skeleton').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __cardsSeen: string[] }).__cardsSeen)).toEqual([
        'card-skeleton',
        'product-card',
      ]);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });

    it(`${device}: 重新回答 asks the latest or an earlier question again in its own turn (replacing that answer)`, async () => {
      const { ctx, page, chat } = await chromium.pageAs(await newUser(), opts);
      const bodies: Array<{ question: string; question_id?: string; replaces_question_id?: string }> = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/v2/chat') && r.method() === 'POST') bodies.push(r.postDataJSON());
      });
      await chat.open();
      await chat.ask('你好');
      expect(await chat.settled()).toBe('finish');
      await chat.ask('你是谁');
      expect(await chat.settled()).toBe('finish');

      // 重新回答 on the latest answer: the same question again, replacing that turn (issue 21 item 6).
      await chat.lastRobot().getByTestId('regenerate-answer').click();
      await expect.poll(() => bodies.length).toBe(3);
      expect(await chat.settled()).toBe('finish');
      expect(bodies[2]!.question).toBe('你是谁');
      expect(bodies[2]!.replaces_question_id).toBeTruthy();
      expect(await chat.userMessages().allInnerTexts()).toEqual([
        expect.stringContaining('你好'),
        expect.stringContaining('你是谁'),
      ]);
      expect(await chat.robotMessages().count()).toBe(2);
      // An earlier answer offers it too, and its turn stays where it is.
      await chat.robotMessages().first().getByTestId('regenerate-answer').click();
      await expect.poll(() => bodies.length).toBe(4);
      expect(await chat.settled()).toBe('finish');
      expect(bodies[3]!.question).toBe('你好');
      expect(await chat.userMessages().count()).toBe(2);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });

    it(`${device}: each message shows its time on ${device === 'phone' ? 'a long press' : 'hover'}`, async () => {
      const user = await newUser();
      await user.ask('你好');
      const { ctx, page, chat } = await chromium.pageAs(user, opts);
      await chat.open();
      const question = chat.userMessages().first();
      await question.waitFor();
      // The time sits beside the message's text, in its frame, not in it.
      const time = question.locator('xpath=..').getByTestId('message-time');
      expect(await question.innerText()).toBe('你好');
      // The stored create time, in the browser's zone (Asia/Shanghai), as HH:mm for today.
      const stored = (await user.call('/api/v2/history_chat_list', { limit: 5 })).body.data.chat_history_detail_list[0]
        .create_at as string;
      const expected = new Intl.DateTimeFormat('zh-CN', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Shanghai',
      }).format(new Date(stored));
      expect(await time.innerText()).toBe(expected);
      const opacity = () => time.evaluate((el) => Number(getComputedStyle(el).opacity));
      expect(await opacity()).toBe(0);
      const box = (await question.boundingBox())!;
      if (device === 'phone') {
        const cdp = await ctx.newCDPSession(page);
        const point = { x: box.x + box.width - 30, y: box.y + box.height / 2 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
        await page.waitForTimeout(800);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } else {
        await page.mouse.move(box.x + box.width - 30, box.y + box.height / 2);
      }
      await expect.poll(opacity, { timeout: 3_000 }).toBe(1);
      // The answer has its own time too.
      expect(await chat.robotMessages().first().locator('xpath=..').getByTestId('message-time').innerText()).toMatch(
        /^\d{2}:\d{2}$/,
      );
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
  }

  it('English at 390 px: no label, placeholder or button is cut, the question box is one line, and colons are English', async () => {
    const user = await newUser();
    await user.ask('推荐一款降噪耳机');
    // A v1 session (/chat/{id}) with one answered question, so /history offers to delete it.
    await user.ask('你好', 'v1');
    const english = { ...PHONE, locale: 'en-US' };
    const setEnglish = () => {
      try {
        localStorage.setItem('locale', 'en');
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    };

    const anon = await newContext(chromium.browser, E2E.baseUrl, english);
    await anon.addInitScript(setEnglish);
    const login = await anon.newPage();
    await login.goto('/login');
    await login.getByTestId('login-code').waitFor();
    expect(await login.evaluate(cutLabels)).toEqual([]);
    await anon.close();

    const { ctx, page } = await chromium.pageAs(user, english, (c) => c.addInitScript(setEnglish));
    await page.goto('/history');
    await page.getByTestId('history-delete').first().waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('history-delete').first().innerText()).toBe('Delete');
    expect(await page.evaluate(cutLabels)).toEqual([]);

    await page.goto('/chatNext?mode=text');
    await page.getByTestId('chat-input').waitFor();
    await page.getByTestId('user-message').first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(cutLabels)).toEqual([]);
    const box = (await page.getByTestId('chat-input').boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(41);

    await page.goto('/item-detail?id=p_000010');
    await page.getByTestId('item-mall').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('item-mall').innerText()).toMatch(/^Store: \S/);
    const facts = await page.getByTestId('item-mall').locator('..').innerText();
    expect(facts).not.toContain('：');
    expect(facts).toMatch(/Brand: \S/);
    expect(await page.evaluate(cutLabels)).toEqual([]);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
