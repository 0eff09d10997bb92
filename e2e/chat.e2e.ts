import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newContext, nextPhone } from './support/browser';
import { ChatApi } from './support/chat-api';
import { ChatPage, LoginPage } from './support/pages';
import { makePng } from './support/png';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SHOPPING = '推荐一款2000元以内的降噪耳机';

type Ctx = BrowserContext & { errors: string[] };

describe.skipIf(!baseUrl)('the /chatNext chat in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  /** A fresh context with a new user logged in on /chatNext (keyboard input). */
  async function loggedIn(device: BrowserContextOptions, init?: () => void) {
    const ctx = (await newContext(browser, baseUrl, device)) as Ctx;
    if (init) await ctx.addInitScript(init);
    const page = await ctx.newPage();
    await page.goto('/login?redirect=%2FchatNext');
    await new LoginPage(page).loginWithSms(dataDir, nextPhone());
    await page.waitForURL(/\/chatNext\?(.*&)?mode=voice/);
    const chat = new ChatPage(page);
    await page.getByTestId('welcome-message').waitFor({ timeout: 15_000 });
    return { ctx, page, chat, api: await ChatApi.of(ctx) };
  }

  /** Serious or critical axe violations on the page as it is now. */
  async function axeViolations(page: Page): Promise<string[]> {
    // Evaluated through DevTools: the app's CSP (script-src 'self') rightly refuses inline scripts.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }).axe;
      const result = await axe.run({ resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length}) ${JSON.stringify(v.nodes.map((n) => (n as { target: unknown; failureSummary: string }).target))}`);
    });
  }

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
    await expect.poll(async () => (await answer.count()) && (await answer.innerText()).length, { timeout: 20_000 }).toBeGreaterThan(5);
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
    await expect.poll(() => chat.lastUser().isVisible()).toBe(true);
    expect(await chat.lastUser().innerText()).toBe('你好7');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('desktop: an image question is uploaded, shown and sent as question_img; a too-large one is refused', async () => {
    const { ctx, page, chat, api } = await loggedIn(DESKTOP);
    await chat.useKeyboard();
    await page.getByTestId('image-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await page.getByText('图片不能超过 10 MB').waitFor();

    await page.getByTestId('image-input').setInputFiles({ name: 'shoe.png', mimeType: 'image/png', buffer: makePng(96) });
    await expect.poll(() => page.getByTestId('draft-image').getAttribute('data-status')).toBe('ready');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/chat'));
    await page.getByTestId('send-button').click();
    const body = (await sent).postDataJSON() as { question_img: string; question: string };
    expect(body.question_img).toMatch(/^\/media\/uploads\/.+\.png$/);
    const img = chat.lastUser().getByTestId('user-image');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(96);
    expect(await chat.settled()).toBe('finish');
    expect((await api.latest()).question_img).toBe(body.question_img);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('phone: a voice question — hold, speak, let go; sliding up cancels', async () => {
    const { ctx, page, chat } = await loggedIn(PHONE, () => {
      /** Chromium's recogniser needs Google's servers: a stand-in that hears one sentence. */
      class HeardRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {}
        stop() {
          setTimeout(() => {
            this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: '推荐一款蓝牙音箱' }], { isFinal: true })] });
            this.onend?.();
          }, 50);
        }
        abort() {
          this.onend?.();
        }
      }
      Object.assign(window, { SpeechRecognition: HeardRecognition, webkitSpeechRecognition: HeardRecognition });
    });
    expect(new URL(page.url()).searchParams.get('mode')).toBe('voice');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/upload')) uploads.push(r.url());
    });

    // Slide up before letting go: nothing is sent.
    await chat.holdToTalk(800, 40);
    await page.waitForTimeout(500);
    expect(await chat.userMessages().count()).toBe(0);
    expect(uploads).toHaveLength(0);

    const linked = page.waitForResponse((r) => r.url().endsWith('/api/v2/update_voice'));
    await chat.holdToTalk(1500);
    await expect.poll(() => chat.lastUser().innerText(), { timeout: 10_000 }).toContain('推荐一款蓝牙音箱');
    await expect.poll(() => chat.lastUser().getByTestId('voice-bubble').getAttribute('data-uploaded')).toBe('true');
    const link = await linked;
    expect(link.status()).toBe(200);
    const sentLink = link.request().postDataJSON() as { question_id: string; question_voice: string; question_voice_time: number };
    expect(sentLink.question_id).toMatch(/^q_/);
    expect(sentLink.question_voice).toMatch(/^\/media\/uploads\//);
    expect(sentLink.question_voice_time).toBeGreaterThanOrEqual(1);
    expect(await chat.settled()).toBe('finish');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('phone: when no words are recognised, the recording waits for typed words (never an empty question)', async () => {
    const { ctx, page, chat } = await loggedIn(PHONE, () => {
      Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
    });
    await chat.holdToTalk(1500);
    await page.getByTestId('voice-fallback').waitFor();
    await page.waitForURL(/mode=text/);
    await expect.poll(() => page.getByTestId('draft-voice').getAttribute('data-status')).toBe('ready');
    expect(await page.getByTestId('send-button').isDisabled()).toBe(true);
    await chat.input().fill('这个音箱怎么样');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/chat'));
    await page.getByTestId('send-button').click();
    const body = (await sent).postDataJSON() as { question: string; question_voice: string; question_voice_time: number };
    expect(body.question).toBe('这个音箱怎么样');
    expect(body.question_voice).toMatch(/^\/media\/uploads\//);
    expect(await chat.lastUser().getByTestId('voice-bubble').count()).toBe(1);
    expect(await chat.settled()).toBe('finish');
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
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true, cancelable: true }));
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

  it('phone: a connection dropped mid-answer resumes with Last-Event-ID and ends with the stored text', async () => {
    const { ctx, page, chat, api } = await loggedIn(PHONE);
    const lastEventIds: Array<string | undefined> = [];
    await page.route('**/api/v2/chat', async (route) => {
      lastEventIds.push(route.request().headers()['last-event-id']);
      if (lastEventIds.length > 1) return route.continue();
      // The first connection breaks halfway: half the events arrive, then the stream ends without [DONE].
      const response = await route.fetch();
      const events = (await response.text()).split('\n\n').filter((e) => e.trim() && !e.includes('[DONE]'));
      await route.fulfill({ response, body: `${events.slice(0, Math.floor(events.length / 2)).join('\n\n')}\n\n` });
    });
    await chat.ask(SHOPPING);
    expect(await chat.settled()).toBe('finish');
    expect(lastEventIds).toHaveLength(2);
    expect(lastEventIds[0]).toBeUndefined();
    expect(lastEventIds[1]).toMatch(/^q_\w+:\d+$/);
    const resumed = await chat.lastRobot().getByTestId('answer-text').innerText();
    const stored = await api.latest();
    expect(stored.answer_info.answer_status).toBe(1);
    await page.unroute('**/api/v2/chat');
    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor();
    expect(await chat.lastRobot().getByTestId('answer-text').innerText()).toBe(resumed);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('desktop: going offline mid-answer and back on line, the answer completes to the stored text', async () => {
    const { ctx, page, chat } = await loggedIn(DESKTOP);
    await chat.ask(SHOPPING);
    const answer = chat.lastRobot().getByTestId('answer-text');
    await expect.poll(async () => (await answer.count()) && (await answer.innerText()).length, { timeout: 20_000 }).toBeGreaterThan(5);
    await ctx.setOffline(true);
    await page.waitForTimeout(2500);
    await ctx.setOffline(false);
    expect(await chat.settled(40_000)).toBe('finish');
    const live = await answer.innerText();
    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor();
    expect(await chat.lastRobot().getByTestId('answer-text').innerText()).toBe(live);
    await ctx.close();
  });

  it('desktop: back from the background, an answer that was outputting is reloaded and followed', async () => {
    const { ctx, page, chat } = await loggedIn(DESKTOP);
    const lastEventIds: Array<string | undefined> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/chat')) lastEventIds.push(r.headers()['last-event-id']);
    });
    await chat.ask(SHOPPING);
    const answer = chat.lastRobot().getByTestId('answer-text');
    await expect.poll(async () => (await answer.count()) && (await answer.innerText()).length, { timeout: 20_000 }).toBeGreaterThan(5);
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(await chat.settled()).toBe('finish');
    const live = await answer.innerText();
    expect(lastEventIds.length).toBe(2);
    expect(lastEventIds[1]).toMatch(/^q_\w+:\d+$/);
    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor();
    expect(await chat.lastRobot().getByTestId('answer-text').innerText()).toBe(live);
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
        answer: { message: `第 ${i + 1} 个回答：\n\n- **要点一** 说明\n- 要点二\n\n| 型号 | 价格 |\n|---|---|\n| A${i} | ¥${i + 100} |` },
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
