import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { axeViolations, SHOPPING } from './support/chat-fixture';
import { E2E, useChromium } from './support/chromium-suite';

describe.skipIf(!E2E.baseUrl)('the /chatNext chat in Chromium', () => {
  const { loggedIn } = useChromium();

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: an answer with reasoning, search and products; a prompt button; like, dislike, cancel; copy; feedback`, async () => {
      const { ctx, page, chat, api } = await loggedIn(device);
      await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
      expect(await axeViolations(page)).toEqual([]);

      await chat.ask(SHOPPING);
      expect(await chat.settled()).toBe('finish');
      const answer = chat.lastRobot();
      // Reasoning: folded once done, with how long it thought; it unfolds and links to the full view.
      const reasoning = answer.getByTestId('reasoning');
      expect(await reasoning.getAttribute('data-state')).toBe('done');
      await reasoning.getByRole('button').click();
      expect((await reasoning.getByTestId('reasoning-text').innerText()).length).toBeGreaterThan(10);
      // Search results grouped by query, and products found.
      await answer.getByTestId('search-result').locator('summary').click();
      expect(await answer.getByTestId('search-query').count()).toBeGreaterThan(0);
      expect(await answer.getByTestId('product-card').count()).toBeGreaterThan(0);
      // Buttons: a prompt button asks its text.
      const prompt = answer.locator('[data-testid="answer-button"][data-button-type="prompt"]').first();
      const promptText = await prompt.innerText();
      await prompt.click();
      await expect.poll(() => chat.lastUser().innerText()).toBe(promptText);
      expect(await chat.settled()).toBe('finish');
      expect(await axeViolations(page)).toEqual([]);

      // Like, then dislike, then dislike again to cancel: shown at once and stored.
      const first = chat.robotMessages().first();
      const questionId = (await first.getAttribute('data-question-id'))!;
      const stored = async () => (await api.history(5)).find((h) => h.question_id === questionId)?.assess;
      await first.getByTestId('assess-like').click();
      expect(await first.getByTestId('assess-like').getAttribute('aria-pressed')).toBe('true');
      await expect.poll(stored).toBe(1);
      await first.getByTestId('assess-dislike').click();
      expect(await first.getByTestId('assess-like').getAttribute('aria-pressed')).toBe('false');
      await expect.poll(stored).toBe(2);
      // 踩 offers the feedback sheet; closed, the dislike stays.
      const sheet = page.getByTestId('feedback-sheet');
      await sheet.waitFor();
      await sheet.getByRole('button', { name: '关闭' }).click();
      await sheet.waitFor({ state: 'detached' });
      await first.getByTestId('assess-dislike').click();
      expect(await first.getByTestId('assess-dislike').getAttribute('aria-pressed')).toBe('false');
      await expect.poll(stored).toBe(0);

      // Copy: the words without Markdown; 已复制 for 1.5 s.
      const copy = first.getByTestId('copy-answer');
      await copy.click();
      await expect.poll(() => copy.innerText()).toBe('已复制');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('耳机');
      expect(copied).not.toContain('**');
      await expect.poll(() => copy.innerText(), { timeout: 3000 }).toBe('复制');

      // Feedback with labels and text.
      await first.getByTestId('feedback-open').click();
      const labels = page.getByTestId('feedback-label');
      await labels.first().waitFor();
      expect(await labels.count()).toBeGreaterThan(1);
      await labels.nth(1).click();
      await page.getByTestId('feedback-content').fill('推荐的型号不太对');
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/feed_back'));
      await page.getByTestId('feedback-submit').click();
      const response = await sent;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toMatchObject({ question_id: questionId, content: '推荐的型号不太对' });
      await page.getByTestId('feedback-sheet').waitFor({ state: 'detached' });

      // The full reasoning has its own page (the reasoning of the first answer is still unfolded).
      await first.getByTestId('reasoning-full').click();
      await page.waitForURL(/\/chatNext\/thinking\?question_id=/);
      expect((await page.getByTestId('thinking-text').innerText()).length).toBeGreaterThan(10);
      expect(await axeViolations(page)).toEqual([]);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
  }

  it('phone: stop while the answer is being output keeps what arrived, with the stop message', async () => {
    const { ctx, page, chat, api } = await loggedIn(PHONE);
    await chat.ask(SHOPPING);
    const answer = chat.lastRobot().getByTestId('answer-text');
    await expect
      .poll(async () => (await answer.count()) && (await answer.innerText()).length, { timeout: 20_000 })
      .toBeGreaterThan(5);
    const stopped = page.waitForResponse((r) => r.url().endsWith('/api/v2/chat/stop'));
    await page.getByTestId('stop-button').click();
    expect(await chat.settled()).toBe('cancel');
    expect(await chat.lastRobot().getByTestId('robot-stopped').innerText()).toBe('已停止输出');
    expect((await stopped).status()).toBe(200);
    const latest = await api.latest();
    expect(latest.answer_info.answer_status).toBe(3);
    expect(latest.answer_info.answer.message.length).toBeGreaterThan(0);
    // The composer is ready for the next question.
    expect(await page.getByTestId('send-button').isVisible()).toBe(true);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('desktop: suggestions with 换一批, asking one, and starting a new chat', async () => {
    const { ctx, page, chat } = await loggedIn(DESKTOP);
    const suggestions = page.getByTestId('suggestion');
    await suggestions.first().waitFor();
    const before = await suggestions.allInnerTexts();
    expect(before).toHaveLength(3);
    await page.getByTestId('suggestions-refresh').click();
    const after = await suggestions.allInnerTexts();
    expect(after).toHaveLength(3);
    expect(after).not.toEqual(before);
    await suggestions.first().click();
    await expect.poll(() => chat.lastUser().innerText()).toBe(after[0]);
    expect(await chat.settled()).toBe('finish');
    // The position in the list survives a reload (same guess.update_at).
    await page.reload();
    await page.getByTestId('suggestion').first().waitFor();
    expect(await page.getByTestId('suggestion').allInnerTexts()).toEqual(after);

    await page.getByTestId('new-chat').click();
    await page.waitForURL(/\/chat\/new$/);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('phone: history pages upward with load_next, keeping the message being read in place', async () => {
    const { ctx, page, chat, api } = await loggedIn(PHONE);
    for (let i = 1; i <= 7; i++) await api.ask(`你好${i}`);
    // Older pages answer a little late, so the position can be read before they arrive.
    const pageRequests: unknown[] = [];
    await page.route('**/api/v2/history_chat_list', async (route) => {
      const body = route.request().postDataJSON() as { load_next?: boolean };
      pageRequests.push(body);
      if (body.load_next) await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await chat.open('?mode=text');
    const list = page.getByTestId('message-list');
    // 5 questions, 5 answers and the welcome (the list is virtualised: count from the list, not the DOM).
    await expect.poll(() => list.getAttribute('data-count')).toBe('11');
    expect(await chat.lastUser().innerText()).toBe('你好7');

    await list.evaluate((el) => (el.scrollTop = 0));
    const reading = chat.userMessages().filter({ hasText: '你好3' });
    await reading.waitFor();
    const yBefore = (await reading.boundingBox())!.y;
    await expect.poll(() => list.getAttribute('data-count'), { timeout: 10_000 }).toBe('15');
    await page.waitForTimeout(300);
    const yAfter = (await reading.boundingBox())!.y;
    expect(Math.abs(yAfter - yBefore)).toBeLessThan(8);
    expect(pageRequests[1]).toMatchObject({ limit: 5, load_next: true, question_id: expect.stringMatching(/^q_/) });
    await list.evaluate((el) => (el.scrollTop = 0));
    await page.getByTestId('history-start').waitFor();
    expect(await chat.userMessages().first().innerText()).toBe('你好1');
    // Away from the end, 回到最新 brings the newest message back.
    await page.getByTestId('back-to-latest').click();
    // The list scrolls to the end and renders the rows there: poll until the newest one is shown.
    await expect.poll(() => chat.lastUser().innerText()).toBe('你好7');
    expect(await chat.lastUser().isVisible()).toBe(true);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('desktop: an Enter that belongs to an IME composition does not send', async () => {
    const { ctx, page, chat } = await loggedIn(DESKTOP);
    await chat.useKeyboard();
    let chats = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/chat')) chats++;
    });
    await chat.input().fill('tuijian');
    await chat.input().evaluate((el) => {
      el.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
      el.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true, cancelable: true }),
      );
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true, cancelable: true }));
      el.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '推荐' }));
    });
    await page.waitForTimeout(300);
    expect(chats).toBe(0);
    expect(await chat.input().inputValue()).toBe('tuijian');
    await chat.input().fill('推荐');
    await chat.input().press('Enter');
    await expect.poll(() => chat.lastUser().innerText()).toBe('推荐');
    expect(chats).toBe(1);
    await chat.settled();
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('phone: a 500-message chat keeps only a window of rows in the page and types smoothly', async () => {
    const { ctx, page, chat } = await loggedIn(PHONE);
    const items = Array.from({ length: 250 }, (_, i) => ({
      question_id: `q_perf_${String(i).padStart(3, '0')}`,
      question: `问题 ${i + 1}`,
      create_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      assess: 0,
      answer_info: {
        answer: {
          message: `第 ${i + 1} 个回答：\n\n- **要点一** 说明\n- 要点二\n\n| 型号 | 价格 |\n|---|---|\n| A${i} | ¥${i + 100} |`,
        },
        answer_status: 1,
        answer_reason: `思考 ${i + 1}`,
      },
    }));
    await page.route('**/api/v2/history_chat_list', async (route) => {
      const body = route.request().postDataJSON() as { load_next?: boolean };
      const list = body.load_next ? [] : items;
      await route.fulfill({ json: { data: { chat_history_detail_list: list, latest_question_id: items.at(-1)!.question_id } } });
    });
    await chat.open('?mode=text');
    await expect.poll(() => chat.lastUser().innerText()).toBe('问题 250');
    const rows = () => page.getByTestId('message-list').locator('[data-index]').count();
    expect(await rows()).toBeLessThan(40);

    const list = page.getByTestId('message-list');
    for (let i = 0; i < 30; i++) await list.evaluate((el) => el.scrollBy(0, -1500));
    await list.evaluate((el) => (el.scrollTop = 0));
    await expect.poll(() => chat.userMessages().first().innerText(), { timeout: 10_000 }).toBe('问题 1');
    expect(await rows()).toBeLessThan(40);

    await page.getByTestId('back-to-latest').click();
    await expect.poll(() => chat.lastUser().innerText()).toBe('问题 250');
    const started = Date.now();
    await chat.input().pressSequentially('想要一款降噪好的头戴式耳机预算两千以内', { delay: 0 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await chat.input().inputValue()).toBe('想要一款降噪好的头戴式耳机预算两千以内');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
