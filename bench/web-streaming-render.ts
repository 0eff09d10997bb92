/**
 * Streaming render of /chatNext in Chromium: the production build served by the real server, a
 * logged-in user asks, and a proxy in front of the server answers `POST /api/v2/chat` with a
 * 10,000-character Chinese Markdown answer (headings, lists, tables, code, quotes) in the server's
 * SSE wire format, 5 characters every 16 ms (about 32 s). Measured per run, each in a fresh page
 * whose markdown code is warmed by a short first answer:
 *   - frames per second while the answer streams (requestAnimationFrame timestamps in 1 s
 *     windows: median and p5), frame gaps p95/max, and long tasks (PerformanceObserver
 *     'longtask': count, total ms, blocking ms over 50);
 *   - scripting: CDP Performance.getMetrics ScriptDuration and TaskDuration from the click on
 *     send until the answer has settled, streamed versus the same final text in one event
 *     (separate runs with no probe script in the page, so the rAF probe is not counted).
 *   - `js`: the JavaScript time of a sampling CPU profile over the same span. ScriptDuration does
 *     not count script run as promise continuations of network tasks (a stream reader's `read()`
 *     and all it calls synchronously: SSE parsing, frame validation), so both are printed;
 *   - the floor: the same figures for a blank page that receives the same streamed events with fetch
 *     and a stream reader and does nothing else with them (and, second, one that also decodes,
 *     splits and JSON-parses them), so the ratio can be read against what the events alone cost.
 *     Its ScriptDuration is about 0 (see above): the js and task figures say what receiving costs.
 *   - a 200 KB answer arriving in one event: the longest main-thread task until it has filled in.
 * Targets: FPS median >= 58 (issue 12; 55 before); streamed js within 1.5x of the build before
 * decision 012 (run both builds back to back, WEB_DIST pointing at the old one); no task over
 * 50 ms for the 200 KB answer.
 *
 *   npx tsx bench/web-streaming-render.ts [runs=1] [phone|desktop] [--profile] [--large] [--old=DIR]
 *
 * `--old=DIR` measures the build in DIR too (served the same way, before the current one in each
 * run) and prints new / old; `--large` measures only the 200 KB answer. Builds apps/web first
 * when its sources changed. `--profile` instead takes a CPU profile of one
 * streamed answer and prints the functions with the most self time (point WEB_DIST at an unminified build,
 * `npx vite build --minify false --outDir /tmp/web-dist` in apps/web, for readable names).
 *
 * What runs in the page and how its cost is read live in bench/support/ (frame-probe, floor-page,
 * cdp-cost, profile-report); this file arranges the runs and prints the figures.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { deltaMs, measure, metrics, startTaskTrace, type CpuProfile } from './support/cdp-cost';
import { floorScript, openFloorPage } from './support/floor-page';
import { FRAME_PROBE, frameFigures, frameProbeDone, readFrameProbe } from './support/frame-probe';
import { printProfile } from './support/profile-report';
import {
  chineseMarkdown,
  DESKTOP,
  ensureWebBuild,
  fmt,
  launchChromium,
  loggedInContext,
  openChat,
  pacedAnswer,
  PHONE,
  requireChromium,
  startProxy,
  startServer,
  type ChatHandler,
} from './support/web-harness';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const DEVICE = args.includes('desktop') ? DESKTOP : PHONE;
const PROFILE = args.includes('--profile');
/** `--old=DIR`: also measure the build in DIR (e.g. the one before a change), before the current one, in each run. */
const OLD_DIST = args.find((a) => a.startsWith('--old='))?.slice('--old='.length);
/** `--large`: only the 200 KB answer. */
const LARGE_ONLY = args.includes('--large');
const ANSWER_CHARS = 10_000;
/** Functions whose inclusive time the profile reports (names survive in an unminified build). */
const INCLUSIVE = ['SafeMarkdown', 'parseMarkdown', 'stableSource', 'AnswerPart', 'parseFrame', 'flush', 'measureElement'];
const CHUNK_CHARS = 5;
const EVERY_MS = 16;

const answer = chineseMarkdown(ANSWER_CHARS);
const warmup = chineseMarkdown(400);
/** The long answer of `large()`: 200 KB of Markdown. */
const LARGE_CHARS = 200_000;
const largeAnswer = chineseMarkdown(LARGE_CHARS);

/** The measurements of one build: the real server serving `webDist` (apps/web/dist when unset), behind the proxy. */
async function openBuild(browser: Browser, webDist?: string) {
  const server = await startServer(webDist ? { WEB_DIST: webDist } : {});
  const proxy = await startProxy(server.baseUrl);
  const user = await server.newUser();
  let asked = 0;

  /** A fresh page with one short answer already on screen (the markdown chunk loaded and warm). */
  async function freshPage(): Promise<{ ctx: BrowserContext; page: Page; cdp: CDPSession }> {
    const ctx = await loggedInContext(browser, proxy.baseUrl, user, DEVICE);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.warn(`pageerror: ${e.message}`));
    await openChat(page);
    await ask(page, pacedAnswer(warmup, 50, 16, `q_bench_warm_${++asked}`));
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    return { ctx, page, cdp };
  }

  /** Has the proxy answer the next chat with `handler`; resolves once it has sent the whole answer. */
  function answerNextWith(handler: ChatHandler): Promise<void> {
    return new Promise<void>((resolve) =>
      proxy.setChat((req, res, body) => {
        res.on('finish', resolve);
        handler(req, res, body);
      }),
    );
  }

  /** Sends a question answered by `handler`; resolves once the proxy has sent the whole answer and it has settled on screen. */
  async function ask(page: Page, handler: ChatHandler): Promise<void> {
    const done = answerNextWith(handler);
    const before = await page.getByTestId('robot-message').count();
    await page.getByTestId('chat-input').fill('推荐一款2000元以内的降噪耳机');
    await page.getByTestId('send-button').click();
    await done;
    const last = page.getByTestId('robot-message').nth(before);
    for (let i = 0; i < 200; i++) {
      if ((await last.getAttribute('data-status')) === 'finish') break;
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(300);
  }

  /** Main-thread cost of one ask answered by the answer in `chunk`-character events. */
  async function scripting(chunk: number, everyMs: number) {
    const { ctx, page, cdp } = await freshPage();
    const cost = await measure(cdp, () => ask(page, pacedAnswer(answer, chunk, everyMs, `q_bench_${++asked}`)));
    const rendered = (await page.getByTestId('answer-text').last().textContent()) ?? '';
    await ctx.close();
    return { ...cost, renderedChars: rendered.length };
  }

  async function frames() {
    const { ctx, page } = await freshPage();
    await page.evaluate(FRAME_PROBE);
    await ask(page, pacedAnswer(answer, CHUNK_CHARS, EVERY_MS, `q_bench_${++asked}`));
    await frameProbeDone(page);
    const probe = await readFrameProbe(page);
    await ctx.close();
    return frameFigures(probe);
  }

  /**
   * A LARGE_CHARS answer arriving in one event (a long history answer or a fast model): the
   * longest main-thread task from the click on send until it has settled on screen.
   */
  async function large() {
    const { ctx, page, cdp } = await freshPage();
    await page.evaluate(FRAME_PROBE);
    const started = (await page.evaluate('performance.now()')) as number;
    const trace = await startTaskTrace(cdp);
    const before = await metrics(cdp);
    await ask(page, pacedAnswer(largeAnswer, LARGE_CHARS, 0, `q_bench_${++asked}`));
    await frameProbeDone(page);
    // A long answer may still be filling in after it settled: wait until its text stops growing
    // (textContent, which needs no layout, so the polling adds no long task of its own).
    const text = page.getByTestId('answer-text').last();
    const read = () => text.evaluate((el) => el.textContent?.length ?? 0);
    let rendered = await read();
    for (let still = 0; still < 10; await page.waitForTimeout(100)) {
      const now = await read();
      if (now === rendered) still++;
      else [rendered, still] = [now, 0];
    }
    // No CPU profile here: stopping one is itself a long task on the page's thread.
    const probe = await readFrameProbe(page);
    const after = await metrics(cdp);
    const cpu = await trace.stop();
    await ctx.close();
    const cost = {
      script: deltaMs(before, after, 'ScriptDuration'),
      layout: deltaMs(before, after, 'LayoutDuration'),
      style: deltaMs(before, after, 'RecalcStyleDuration'),
      task: deltaMs(before, after, 'TaskDuration'),
    };
    const tasks = probe.longtasks.filter(([start]) => start >= started);
    return {
      rendered,
      count: tasks.length,
      longest: Math.max(0, ...tasks.map(([, d]) => d)),
      total: tasks.reduce((a, [, d]) => a + d, 0),
      /** From the click on send until the answer's text stopped growing. */
      filledMs: probe.lastMutationAt - started,
      cost,
      cpu,
    };
  }

  /**
   * Main-thread cost of a blank page on the same origin that receives the streamed answer's
   * events and does nothing else with them (`parse`: decodes, splits and JSON-parses them too).
   */
  async function floor(parse: boolean) {
    const { ctx, page, cdp } = await openFloorPage(browser, proxy.baseUrl, DEVICE);
    const done = answerNextWith(pacedAnswer(answer, CHUNK_CHARS, EVERY_MS, `q_bench_${++asked}`));
    const cost = await measure(cdp, async () => {
      await page.evaluate(floorScript(parse));
      await done;
      await page.waitForFunction('window.__floor !== null');
    });
    await ctx.close();
    return cost;
  }

  async function profile() {
    const { ctx, page, cdp } = await freshPage();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await ask(page, pacedAnswer(answer, CHUNK_CHARS, EVERY_MS, `q_bench_${++asked}`));
    const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await ctx.close();
    printProfile(p, INCLUSIVE);
  }

  const close = async () => {
    await proxy.close();
    await server.close();
  };
  return { scripting, frames, large, floor, profile, close };
}

type Build = Awaited<ReturnType<typeof openBuild>>;

async function main() {
  requireChromium();
  ensureWebBuild();
  const browser = await launchChromium();
  const builds: Array<[string, Build]> = [];
  if (OLD_DIST) builds.push(['old', await openBuild(browser, OLD_DIST)]);
  builds.push(['new', await openBuild(browser)]);
  try {
    console.log(
      `answer: ${Array.from(answer).length} characters, ${CHUNK_CHARS} every ${EVERY_MS} ms; ` +
        `${DEVICE === PHONE ? 'phone 390x844 @2x' : 'desktop 1280x800'}; ${RUNS} run(s)` +
        (OLD_DIST ? `; old build ${OLD_DIST} then new, back to back` : ''),
    );
    for (let run = 1; run <= (PROFILE ? 0 : RUNS); run++) {
      const figures = new Map<string, Awaited<ReturnType<typeof measureBuild>>>();
      for (const [label, build] of builds) {
        console.log(`\nrun ${run}${OLD_DIST ? ` · ${label} build` : ''}`);
        figures.set(label, await measureBuild(build));
      }
      const [before, after] = [figures.get('old'), figures.get('new')!];
      if (before) {
        const x = (a: number, b: number) => `${fmt(a, 0)} → ${fmt(b, 0)} ms (${fmt(b / a, 2)}x)`;
        console.log(`\nrun ${run} · new / old`);
        console.log(
          `  200 KB      longest task ${x(before.big.longest, after.big.longest)} · long tasks in all ${x(before.big.total, after.big.total)}`,
        );
        console.log(`              filled in after ${x(before.big.filledMs, after.big.filledMs)}`);
        console.log(
          `              CPU: longest task ${x(before.big.cpu.longest, after.big.cpu.longest)} · ` +
            `tasks over 50 ms ${before.big.cpu.over50} → ${after.big.cpu.over50} · all tasks ${x(before.big.cpu.total, after.big.cpu.total)}`,
        );
        if (before.once && after.once && before.streamed && after.streamed) {
          console.log(`  one-shot    js ${x(before.once.js, after.once.js)} · task ${x(before.once.task, after.once.task)}`);
          console.log(
            `  streamed    js ${x(before.streamed.js, after.streamed.js)} (target <= 1.5x) · task ${x(before.streamed.task, after.streamed.task)}`,
          );
        }
      }
    }
    if (PROFILE) await builds[builds.length - 1]![1].profile();
  } finally {
    await browser.close();
    for (const [, build] of builds) await build.close();
  }
}

/** One run of every measurement on `build`, printed as it goes. */
async function measureBuild(build: Build) {
  const big = await build.large();
  console.log(
    `  200 KB      in one event: longest task ${fmt(big.longest, 0)} ms (target <= 50) · ${big.count} long tasks, ` +
      `${fmt(big.total, 0)} ms in all · ${big.rendered} characters shown, filled in after ${fmt(big.filledMs, 0)} ms`,
  );
  const { cost: c, cpu } = big;
  console.log(
    `              CPU time of the page's tasks (trace): longest ${fmt(cpu.longest, 0)} ms · ${cpu.over50} over 50 ms ` +
      `(${fmt(cpu.over50Ms, 0)} ms) · ${fmt(cpu.total, 0)} ms in all`,
  );
  console.log(
    `              script ${fmt(c.script, 0)} ms · layout ${fmt(c.layout, 0)} ms · style ${fmt(c.style, 0)} ms · all tasks ${fmt(c.task, 0)} ms (Performance.getMetrics)`,
  );
  if (LARGE_ONLY) return { big, once: null, streamed: null };
  const once = await build.scripting(ANSWER_CHARS, 0);
  const streamed = await build.scripting(CHUNK_CHARS, EVERY_MS);
  const f = await build.frames();
  const receiving = await build.floor(false);
  const parsing = await build.floor(true);
  const ratio = streamed.script / once.script;
  console.log(
    `  frames      FPS median ${fmt(f.fpsMedian, 0)} (target >= 58) · p5 ${fmt(f.fpsP5, 0)} · min ${fmt(f.fpsMin, 0)} ` +
      `over ${fmt(f.seconds)} s · frame gap p95 ${fmt(f.gapP95)} ms, max ${fmt(f.gapMax)} ms · ${f.dropped} gaps > 25 ms`,
  );
  console.log(
    `  long tasks  ${f.longCount} · total ${fmt(f.longMs, 0)} ms · blocking ${fmt(f.blockingMs, 0)} ms · longest ${fmt(f.longMax, 0)} ms` +
      (f.longAt.length ? ` (${f.longAt.join(', ')})` : ''),
  );
  const cost = (c: typeof once) =>
    `script ${fmt(c.script)} ms · task ${fmt(c.task)} ms · layout ${fmt(c.layout)} ms · style ${fmt(c.style)} ms · js ${fmt(c.js)} ms`;
  console.log(`  one-shot    ${cost(once)}`);
  console.log(`  streamed    ${cost(streamed)}`);
  console.log(
    `  ratio       scripting streamed / one-shot ${fmt(ratio, 2)}x (target <= 2x) · ` +
      `js ${fmt(streamed.js / once.js, 2)}x · task ${fmt(streamed.task / once.task, 2)}x`,
  );
  const floorLine = (what: string, fl: typeof receiving) =>
    `${what} costs ${fmt(fl.script)} ms = ${fmt(fl.script / once.script, 2)}x one-shot ` +
    `(js ${fmt(fl.js)} ms = ${fmt(fl.js / once.js, 2)}x · task ${fmt(fl.task)} ms = ${fmt(fl.task / once.task, 2)}x)`;
  console.log(`  floor       ${floorLine('receiving the events alone', receiving)}`);
  console.log(`              ${floorLine('receiving, decoding, splitting and JSON.parse', parsing)}`);
  console.log(
    `  per second  while streaming: script ${fmt(streamed.script / f.seconds, 0)} ms/s, ` +
      `all main-thread tasks ${fmt(streamed.task / f.seconds / 10, 0)} % of the thread`,
  );
  if (once.renderedChars < 5000 || streamed.renderedChars < 5000 || f.status !== 'finish')
    console.warn(`  ! the answer did not render fully (${once.renderedChars}/${streamed.renderedChars} chars, ${f.status})`);
  return { big, once, streamed };
}

await main();
