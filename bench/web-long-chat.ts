/**
 * A 500-message chat on /chatNext in Chromium: 250 stored questions with their Markdown answers
 * (written into the real server's SQLite database through its own question repository), the
 * production build served by that server, a logged-in user. The page opens at the latest answer;
 * the bench scrolls to the top until every history page (`load_next`) is on screen, back to the
 * end, then types 120 keys into the composer, one every 60 ms. Per key: keydown to the next paint
 * (a requestAnimationFrame after the keydown, then a task: p50/p95/max over the keys), and the
 * Event Timing API (PerformanceObserver type 'event', durationThreshold 16: how many key events
 * took 16 ms or more, and the longest). DOM elements (getElementsByTagName('*')) when opened,
 * with all history loaded, and back at the end. Target: keydown-to-paint p95 <= 16 ms.
 *
 *   npx tsx bench/web-long-chat.ts [runs=1] [phone|desktop] [questions=250]
 *
 * Builds apps/web first when its sources changed.
 */
import type { Page } from 'playwright-core';
import { ANSWER_STATUS } from '@app/protocol';
import { questionRepository } from '../apps/server/src/modules/chat/repository';
import { questionRow } from '../apps/server/src/testing/question-rows';
import {
  chineseMarkdown,
  DESKTOP,
  ensureWebBuild,
  fmt,
  launchChromium,
  loggedInContext,
  median,
  openChat,
  percentile,
  PHONE,
  requireChromium,
  startServer,
  type BenchServer,
} from './support/web-harness';

const args = process.argv.slice(2);
const numbers = args.filter((a) => /^\d+$/.test(a)).map(Number);
const RUNS = numbers[0] ?? 1;
const QUESTIONS = numbers[1] ?? 250;
const DEVICE = args.includes('desktop') ? DESKTOP : PHONE;
const KEYS = 'the quick brown fox jumps over the lazy dog while the shopping assistant looks for headphones under 2000 yuan ok';
const KEY_DELAY_MS = 60;

/** 250 questions and answers of 300 to 1,500 characters, a second apart, the latest now. */
async function seedHistory(server: BenchServer, userId: string): Promise<void> {
  const repo = questionRepository(server.app.ctx.db);
  const now = Date.now();
  const answers = [300, 600, 900, 1500].map((n) => chineseMarkdown(n));
  for (let n = 0; n < QUESTIONS; n++) {
    const at = now - (QUESTIONS - n) * 1000;
    await repo.insert(
      questionRow(
        {
          id: `q_bench_${userId}_${String(n).padStart(4, '0')}`,
          user_id: userId,
          question: `第${n + 1}个问题：推荐一款2000元以内的降噪耳机`,
          answer: answers[n % answers.length]!,
          answer_status: ANSWER_STATUS.finished,
          answer_source: '',
        },
        at,
      ),
    );
  }
}

const DOM_NODES = "document.getElementsByTagName('*').length";
const LIST_COUNT = 'Number(document.querySelector(\'[data-testid="message-list"]\')?.dataset.count ?? 0)';

/** Scrolls to the top until the history header says this is the start (or nothing more comes). */
async function loadAllHistory(page: Page): Promise<{ messages: number; seconds: number }> {
  const started = Date.now();
  let last = -1;
  let stale = 0;
  for (;;) {
    await page.evaluate('document.querySelector(\'[data-testid="message-list"]\').scrollTop = 0');
    await page.waitForTimeout(150);
    const count = (await page.evaluate(LIST_COUNT)) as number;
    if (await page.getByTestId('history-start').isVisible()) return { messages: count, seconds: (Date.now() - started) / 1000 };
    stale = count === last ? stale + 1 : 0;
    last = count;
    if (stale > 40) throw new Error(`history stopped loading at ${count} messages`);
  }
}

/** Installed before typing: keydown-to-paint per key, and Event Timing entries of 16 ms or more. */
const KEY_PROBE = `(() => {
  const b = { paint: [], events: [] };
  window.__keys = b;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      b.events.push({
        name: e.name,
        duration: e.duration,
        processing: e.processingEnd - e.processingStart,
        interactionId: e.interactionId || 0,
      });
  }).observe({ type: 'event', durationThreshold: 16 });
  const input = document.querySelector('[data-testid="chat-input"]');
  input.addEventListener('keydown', (e) => {
    const at = e.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => b.paint.push(performance.now() - at);
      channel.port2.postMessage(null);
    });
  }, { capture: true });
})()`;

interface KeyProbe {
  paint: number[];
  events: Array<{ name: string; duration: number; processing: number; interactionId: number }>;
}

let controlPage: Page | null = null;

/**
 * Types KEYS into the composer of `page`, or (null) into a bare textarea in a fresh page of the
 * same browser: the control, what this headless Chromium needs for a key with no app at all.
 */
async function typeKeys(page: Page | null) {
  const target = page ?? controlPage!;
  if (!page) await target.setContent('<!doctype html><textarea data-testid="chat-input" rows="1"></textarea>');
  const input = target.getByTestId('chat-input');
  await input.click();
  await target.waitForTimeout(300);
  await target.evaluate(KEY_PROBE);
  await target.keyboard.type(KEYS, { delay: KEY_DELAY_MS });
  await target.waitForTimeout(500);
  const probe = (await target.evaluate('window.__keys')) as KeyProbe;
  const keydowns = probe.events.filter((e) => e.name === 'keydown');
  return {
    keys: probe.paint.length,
    paint: probe.paint,
    slow: keydowns.length,
    slowDurations: keydowns.map((e) => e.duration),
    processingMax: Math.max(0, ...probe.events.map((e) => e.processing)),
    typed: await input.inputValue(),
  };
}

async function main() {
  requireChromium();
  ensureWebBuild();
  const server = await startServer();
  const browser = await launchChromium();
  controlPage = await (await browser.newContext(DEVICE)).newPage();
  try {
    console.log(
      `${QUESTIONS} stored questions (${QUESTIONS * 2} messages); ` +
        `${DEVICE === PHONE ? 'phone 390x844 @2x' : 'desktop 1280x800'}; ${KEYS.length} keys, one every ${KEY_DELAY_MS} ms`,
    );
    for (let run = 1; run <= RUNS; run++) {
      const user = await server.newUser();
      await seedHistory(server, user.userId);
      const ctx = await loggedInContext(browser, server.baseUrl, user, DEVICE);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.warn(`pageerror: ${e.message}`));
      await openChat(page);
      await page.waitForTimeout(500);
      const domOpened = (await page.evaluate(DOM_NODES)) as number;
      const loaded = await loadAllHistory(page);
      await page.waitForTimeout(300);
      const domAtTop = (await page.evaluate(DOM_NODES)) as number;
      await page.evaluate(
        '(() => { const l = document.querySelector(\'[data-testid="message-list"]\'); l.scrollTop = l.scrollHeight; })()',
      );
      await page.waitForTimeout(1000);
      const domAtEnd = (await page.evaluate(DOM_NODES)) as number;

      const app = await typeKeys(page);
      await ctx.close();
      const control = await typeKeys(null);
      console.log(`\nrun ${run}`);
      console.log(`  history     ${loaded.messages} messages in the list after ${fmt(loaded.seconds)} s of scrolling up`);
      console.log(
        `  DOM nodes   opened ${domOpened} · all history loaded (at the top) ${domAtTop} · back at the end ${domAtEnd}`,
      );
      for (const [name, t] of [
        ['/chatNext', app],
        ['a bare <textarea> (control)', control],
      ] as const) {
        console.log(`  typing into ${name}: ${t.keys} keys`);
        console.log(
          `    keydown→paint (rAF + task) p50 ${fmt(median(t.paint))} ms · p95 ${fmt(percentile(t.paint, 95))} ms` +
            `${t === app ? ' (target <= 16)' : ''} · max ${fmt(Math.max(...t.paint))} ms`,
        );
        console.log(
          `    Event Timing: ${t.slow} keydowns >= 16 ms · their duration p50 ${fmt(median(t.slowDurations), 0)} ms, ` +
            `max ${fmt(Math.max(0, ...t.slowDurations), 0)} ms · handlers (processing) max ${fmt(t.processingMax)} ms`,
        );
        if (t.typed !== KEYS) console.warn(`    ! the input holds ${t.typed.length} of ${KEYS.length} characters`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
