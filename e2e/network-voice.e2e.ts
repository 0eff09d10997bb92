import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { SHOPPING } from './support/chat-fixture';
import { E2E, useChromium } from './support/chromium-suite';

const NETWORK_TEXT = '网络异常，请检查网络连接';
const STOPPED_TEXT = '助手已为你停止输出';

/** Chat requests the page makes, with the Last-Event-ID each carried. */
function chatRequests(page: Page) {
  const seen: Array<{ at: number; lastEventId: string | undefined }> = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/chat')) seen.push({ at: Date.now(), lastEventId: r.headers()['last-event-id'] });
  });
  return seen;
}

/** A browser without speech recognition (Chromium's needs Google's servers; most WebViews have none). */
const noRecogniser = () => {
  Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
};

/**
 * A speech recogniser that hears 推荐一款降噪耳机: two interim guesses while the button is held,
 * then the final words once it is stopped (as Chrome delivers them after the user lets go).
 */
const fakeRecogniser = () => {
  type Result = { isFinal: boolean; 0: { transcript: string } };
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: ((e: { resultIndex: number; results: Result[] }) => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    private timers: number[] = [];
    private say(transcript: string, isFinal: boolean) {
      this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript } }] });
    }
    start() {
      this.timers.push(window.setTimeout(() => this.say('推荐一款', false), 200));
      this.timers.push(window.setTimeout(() => this.say('推荐一款降噪', false), 500));
    }
    stop() {
      this.timers.forEach((t) => window.clearTimeout(t));
      window.setTimeout(() => {
        this.say('推荐一款降噪耳机', true);
        this.onend?.();
      }, 150);
    }
    abort() {
      this.timers.forEach((t) => window.clearTimeout(t));
      this.onend?.();
    }
  }
  Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
};

describe.skipIf(!E2E.baseUrl)('voice-only questions and honest network states, in Chromium', () => {
  const { loggedIn } = useChromium();

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: a voice-only question is sent with the voice fields and answered (no speech service: how to type)`, async () => {
      const { ctx, page, chat, api } = await loggedIn(device, noRecogniser);
      await chat.useVoice();
      expect(new URL(page.url()).searchParams.get('mode')).toBe('voice');
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/chat'));
      // Long enough that the first recording (microphone start-up included) passes the 1 s minimum.
      await chat.holdToTalk(2500);
      const body = (await sent).postDataJSON() as {
        question: string;
        question_voice: string;
        question_voice_id: string;
        question_voice_time: number;
      };
      expect(body.question).toBe('');
      expect(body.question_voice).toMatch(/^\/media\/uploads\//);
      expect(body.question_voice_id).toMatch(/^up_/);
      expect(body.question_voice_time).toBeGreaterThanOrEqual(1);
      // No "type your words first" notice, no switch to the keyboard: the recording is the question.
      expect(await page.getByText('没有识别出文字').count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('mode')).toBe('voice');

      expect(await chat.settled()).toBe('finish');
      expect(await chat.lastUser().getByTestId('voice-bubble').count()).toBe(1);
      const answer = await chat.lastRobot().getByTestId('answer-text').innerText();
      expect(answer).toContain('语音识别服务');
      expect(answer).toContain('键盘');
      const stored = await api.latest();
      expect(stored.question_voice).toBe(body.question_voice);
      expect(stored.answer_info.answer_status).toBe(1);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
  }

  it('phone: with a speech recogniser, the words show live while holding and the final words are the question', async () => {
    const { ctx, page, chat, api } = await loggedIn(PHONE, fakeRecogniser);
    const heard = page.getByTestId('voice-transcript');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/chat'));
    await chat.holdToTalk(2500, 0, async () => {
      await heard.waitFor({ timeout: 5_000 });
      await expect.poll(() => heard.innerText(), { timeout: 5_000 }).toBe('推荐一款降噪');
      expect(await page.getByTestId('voice-overlay').innerText()).toContain('松开发送，上滑取消');
    });
    const body = (await sent).postDataJSON() as { question: string };
    expect(body.question).toBe('推荐一款降噪耳机');
    await heard.waitFor({ state: 'detached', timeout: 5_000 });

    expect(await chat.settled()).toBe('finish');
    expect(await chat.lastUser().innerText()).toContain('推荐一款降噪耳机');
    expect((await api.latest()).question).toBe('推荐一款降噪耳机');
    // The recording is attached to the question too (update_voice).
    await expect.poll(async () => (await api.latest()).question_voice, { timeout: 5_000 }).toMatch(/^\/media\/uploads\//);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('desktop: opens with the keyboard, the switch to voice is spelled out, and the choice is remembered on the next visit', async () => {
    const { ctx, page } = await loggedIn(DESKTOP);
    expect(new URL(page.url()).searchParams.get('mode')).toBe('text');
    const toggle = page.getByTestId('mode-toggle');
    expect(await toggle.innerText()).toBe('语音输入');
    expect(await toggle.getAttribute('aria-label')).toBe('切换到语音输入');
    await toggle.click();
    await page.getByTestId('voice-hold').waitFor();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('voice');
    await page.goto('/chatNext');
    await page.waitForURL(/\/chatNext\?(.*&)?mode=voice/);
    await page.getByTestId('voice-hold').waitFor();
    expect(await page.getByTestId('mode-toggle').innerText()).toBe('键盘输入');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('phone: asked offline, the network text shows within 2 s with no retries; online again, the answer completes to the stored text', async () => {
    const { ctx, page, chat, api } = await loggedIn(PHONE);
    const requests = chatRequests(page);
    await chat.useKeyboard();
    await ctx.setOffline(true);
    const askedAt = Date.now();
    await chat.ask(SHOPPING);
    const error = chat.lastRobot().getByTestId('robot-error');
    await error.waitFor({ timeout: 2000 });
    const shownMs = Date.now() - askedAt;
    expect(await error.innerText()).toBe(NETWORK_TEXT);
    expect(await chat.lastRobot().getAttribute('data-status')).toBe('error');
    expect(await page.getByTestId('stop-button').count()).toBe(0);
    // Offline for 3 s: nothing is retried.
    await page.waitForTimeout(3000);
    expect(requests).toHaveLength(0);

    await ctx.setOffline(false);
    await expect.poll(() => requests.length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => chat.lastRobot().getAttribute('data-status'), { timeout: 40_000 }).toBe('finish');
    expect(requests.length).toBe(1);
    const live = await chat.lastRobot().getByTestId('answer-text').innerText();
    expect(live.length).toBeGreaterThan(20);
    expect((await api.latest()).answer_info.answer.message.length).toBeGreaterThan(20);
    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor();
    expect(await chat.lastRobot().getByTestId('answer-text').innerText()).toBe(live);
    console.info(`[measured] offline: network text shown ${shownMs} ms after asking`);
    await ctx.close();
  });

  it('desktop: offline mid-answer shows the network text within 2 s, stops, and resumes on online with Last-Event-ID to the stored text', async () => {
    const { ctx, page, chat } = await loggedIn(DESKTOP);
    const requests = chatRequests(page);
    await chat.ask(SHOPPING);
    const answer = chat.lastRobot().getByTestId('answer-text');
    await expect
      .poll(async () => (await answer.count()) && (await answer.innerText()).length, { timeout: 20_000 })
      .toBeGreaterThan(5);
    const offlineAt = Date.now();
    await ctx.setOffline(true);
    const error = chat.lastRobot().getByTestId('robot-error');
    await error.waitFor({ timeout: 2000 });
    const shownMs = Date.now() - offlineAt;
    expect(await error.innerText()).toBe(NETWORK_TEXT);
    expect(await error.innerText()).not.toContain(STOPPED_TEXT);
    const cutAt = (await answer.innerText()).length;
    await page.waitForTimeout(3000);
    expect(requests).toHaveLength(1);

    await ctx.setOffline(false);
    await expect.poll(() => requests.length, { timeout: 5000 }).toBe(2);
    await expect.poll(() => chat.lastRobot().getAttribute('data-status'), { timeout: 40_000 }).toBe('finish');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.lastEventId).toMatch(/^q_[\w-]+:\d+$/);
    const live = await answer.innerText();
    expect(live.length).toBeGreaterThan(cutAt);
    expect(await chat.lastRobot().getByTestId('robot-error').count()).toBe(0);
    await page.reload();
    await chat.lastRobot().getByTestId('answer-text').waitFor();
    expect(await chat.lastRobot().getByTestId('answer-text').innerText()).toBe(live);
    console.info(`[measured] offline mid-answer: network text shown ${shownMs} ms after going offline`);
    await ctx.close();
  });

  it('phone: an in-stream error followed by a closed connection settles with its message and a retry that works', async () => {
    const { ctx, page, chat } = await loggedIn(PHONE);
    const requests = chatRequests(page);
    let broken = true;
    await page.route('**/api/v2/chat', async (route) => {
      if (!broken) return route.continue();
      const events = [
        { status: 'answer', content: { question_id: 'q_broken1', content: '正在为你查找' }, next_step: null },
        { status: 'answer', content: { error_code: 500, error_msg: '服务器开小差了，请稍后重试' }, next_step: null },
      ];
      // No finish and no [DONE]: the connection just closes after the error event.
      const body = events.map((e, i) => `id: q_broken1:${i + 1}\ndata: ${JSON.stringify(e)}\n\n`).join('');
      await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, body });
    });
    await chat.ask(SHOPPING);
    const error = chat.lastRobot().getByTestId('robot-error');
    await error.waitFor({ timeout: 5000 });
    expect(await error.innerText()).toBe('服务器开小差了，请稍后重试');
    expect(await chat.lastRobot().getAttribute('data-status')).toBe('error');
    const retry = chat.lastRobot().getByTestId('retry-answer');
    expect(await retry.isEnabled()).toBe(true);
    expect(await page.getByTestId('stop-button').count()).toBe(0);
    // Settled: no re-requests in the next 3 s, and never the 'stopped' text.
    await page.waitForTimeout(3000);
    expect(requests).toHaveLength(1);
    expect(await chat.lastRobot().innerText()).not.toContain('已停止输出');

    broken = false;
    await retry.click();
    expect(await chat.settled()).toBe('finish');
    expect(await chat.lastRobot().getByTestId('robot-error').count()).toBe(0);
    expect((await chat.lastRobot().getByTestId('answer-text').innerText()).length).toBeGreaterThan(20);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
