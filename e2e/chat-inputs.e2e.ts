import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser } from './support/browser';
import { loggedIn as logIn, SHOPPING } from './support/chat-fixture';
import { makePng } from './support/png';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');

describe.skipIf(!baseUrl)('/chatNext inputs and streams that survive, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  const loggedIn = (device: BrowserContextOptions, init?: () => void) => logIn(browser, baseUrl, dataDir, device, init);

  it('desktop: an image question is uploaded, shown and sent as question_img; a too-large one is refused', async () => {
    const { ctx, page, chat, api } = await loggedIn(DESKTOP);
    await chat.useKeyboard();
    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
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
    // A tap on the picture shows it full screen; a tap anywhere closes it.
    await img.click();
    const viewer = page.getByRole('dialog');
    const box = (await viewer.boundingBox())!;
    expect(box.width).toBe(DESKTOP.viewport!.width);
    expect(await viewer.locator('img').getAttribute('src')).toBe(body.question_img);
    await viewer.click();
    await expect.poll(() => viewer.count()).toBe(0);
    expect((await api.latest()).question_img).toBe(body.question_img);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('phone: a product from the item page is asked about with its link and target price', async () => {
    const { ctx, page, chat, api } = await loggedIn(PHONE);
    await page.goto('/chatNext?mode=text&card=%2Fitem-detail%3Fid%3Dp_000001&target_price=99');
    expect(await page.getByTestId('draft-card').innerText()).toContain('目标价 ¥99');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/chat'));
    await page.getByTestId('send-button').click();
    const body = (await sent).postDataJSON() as { question_card_url: string; target_price: number; question: string };
    expect(body).toMatchObject({
      question_card_url: '/item-detail?id=p_000001',
      target_price: 99,
      question: '这个商品值得买吗？',
    });
    await page.waitForURL((url) => !url.searchParams.has('card'));
    expect(await chat.settled()).toBe('finish');
    expect(await chat.lastRobot().getByTestId('product-card').count()).toBeGreaterThan(0);
    // Stored with the product card the server resolved; shown after a reload.
    expect((await api.latest()).question).toBe('这个商品值得买吗？');
    await page.reload();
    await chat.lastUser().getByTestId('user-card').waitFor();
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
            this.onresult?.({
              resultIndex: 0,
              results: [Object.assign([{ transcript: '推荐一款蓝牙音箱' }], { isFinal: true })],
            });
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
    const sentLink = link.request().postDataJSON() as {
      question_id: string;
      question_voice: string;
      question_voice_time: number;
    };
    expect(sentLink.question_id).toMatch(/^q_/);
    expect(sentLink.question_voice).toMatch(/^\/media\/uploads\//);
    expect(sentLink.question_voice_time).toBeGreaterThanOrEqual(1);
    expect(await chat.settled()).toBe('finish');
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
    expect(lastEventIds[1]).toMatch(/^q_[\w-]+:\d+$/);
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
    await expect
      .poll(async () => (await answer.count()) && (await answer.innerText()).length, { timeout: 20_000 })
      .toBeGreaterThan(5);
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
    await expect
      .poll(async () => (await answer.count()) && (await answer.innerText()).length, { timeout: 20_000 })
      .toBeGreaterThan(5);
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
    expect(lastEventIds[1]).toMatch(/^q_[\w-]+:\d+$/);
    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor();
    expect(await chat.lastRobot().getByTestId('answer-text').innerText()).toBe(live);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
