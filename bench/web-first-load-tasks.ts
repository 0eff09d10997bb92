/**
 * A quicker and steadier A/B of /chatNext's first-load main-thread work than Lighthouse: many cold
 * loads of the current build, another build (`--old=DIR`) and the floor page (the trivial Vite +
 * React page of the Lighthouse bench), in rotation, each in a fresh context with the HTTP cache
 * off, unthrottled (what Lighthouse observes before it scales by 4), read once the page has been
 * quiet (as Lighthouse waits for network and CPU quiet): the CPU time the renderer processes used
 * during the load (SystemInfo.getProcessInfo; CPU time, so a busy machine inflates it far less than
 * the wall-clock task times), and Chromium's per-page counters (Performance.getMetrics:
 * TaskDuration, ScriptDuration, LayoutDuration, RecalcStyleDuration, wall-clock).
 * Prints the medians and their ratios to the floor. The machine is shared: only same-run ratios count.
 *
 *   npx tsx bench/web-first-load-tasks.ts [loads=9] [--old=DIR] [path=/chatNext]
 */
import path from 'node:path';
import { STORAGE_KEYS, TOKEN_COOKIE_PATH } from '@app/protocol/constants';
import { buildFloor, serveStatic } from './support/lighthouse-floor';
import { serveOtherBuild } from './support/old-build-server';
import { ensureWebBuild, fmt, launchChromium, median, requireChromium, startServer } from './support/web-harness';

const args = process.argv.slice(2);
const LOADS = Number(args.find((a) => /^\d+$/.test(a)) ?? 9);
const PAGE = args.find((a) => a.startsWith('/')) ?? '/chatNext';
const OLD_DIST = args.find((a) => a.startsWith('--old='))?.slice('--old='.length);
/** Quiet: no request and no long task for this long (Lighthouse waits 1 s of each, with margins). */
const QUIET_MS = 2_000;
const METRICS = ['RendererCPU', 'TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
type Sample = Record<(typeof METRICS)[number], number>;

/**
 * Resolves once the page has fetched nothing and run no task over 50 ms for QUIET_MS. A string:
 * code that runs in the page is not compiled by tsx (see web-harness.ts).
 */
const SETTLED = `new Promise((resolve) => {
  let last = performance.now();
  const touch = () => (last = performance.now());
  new PerformanceObserver(touch).observe({ type: 'resource' });
  try { new PerformanceObserver(touch).observe({ type: 'longtask' }); } catch {}
  const check = () => (performance.now() - last >= ${QUIET_MS} ? resolve() : setTimeout(check, 200));
  setTimeout(check, 200);
})`;

async function main() {
  requireChromium();
  ensureWebBuild();
  const floorServer = await serveStatic(buildFloor());
  const server = await startServer();
  const oldServer = OLD_DIST ? await serveOtherBuild(path.resolve(OLD_DIST), server.baseUrl) : null;
  const browser = await launchChromium();
  const browserCdp = await browser.newBrowserCDPSession();
  /** CPU seconds used so far by all renderer processes (robust to the machine's load, unlike wall time). */
  const rendererCpu = async () => {
    const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: Array<{ type: string; cpuTime: number }>;
    };
    return processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime, 0);
  };
  const samples = new Map<string, Sample[]>();
  try {
    const user = await server.newUser();
    const targets: Array<[string, string, boolean]> = [
      ['new', `${server.baseUrl}${PAGE}`, true],
      ...(oldServer ? [['old', `${oldServer.baseUrl}${PAGE}`, true] as [string, string, boolean]] : []),
      ['floor', `${floorServer.baseUrl}/`, false],
    ];
    for (let load = 0; load < LOADS; load++) {
      // Rotate the order, so no build always meets a busier or a quieter moment.
      const order = targets.map((_, i) => targets[(i + load) % targets.length]!);
      for (const [name, url, app] of order) {
        const ctx = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        if (app) {
          const { hostname } = new URL(url);
          await ctx.addCookies([
            { name: STORAGE_KEYS.accessToken, value: user.token, domain: hostname, path: TOKEN_COOKIE_PATH, sameSite: 'Lax' },
          ]);
          await ctx.addInitScript(
            `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.secretKey)}, ${JSON.stringify(user.secretKey)});`,
          );
        }
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Performance.enable');
        const cpuBefore = await rendererCpu();
        await page.goto(url);
        await page.evaluate(SETTLED);
        const cpu = (await rendererCpu()) - cpuBefore;
        const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
        const sample = Object.fromEntries(
          METRICS.map((m) => [m, (m === 'RendererCPU' ? cpu : (metrics.find((x) => x.name === m)?.value ?? NaN)) * 1000]),
        ) as Sample;
        if (!samples.has(name)) samples.set(name, []);
        samples.get(name)!.push(sample);
        console.log(`load ${load + 1} ${name.padEnd(5)} ${METRICS.map((m) => `${m} ${fmt(sample[m], 0)}`).join(' · ')}`);
        await ctx.close();
      }
    }
    const floor = Object.fromEntries(METRICS.map((m) => [m, median(samples.get('floor')!.map((s) => s[m]))]));
    console.log(`\nmedians of ${LOADS} loads of ${PAGE} (ms, unthrottled) and their ratio to the floor:`);
    for (const [name, list] of samples) {
      const row = METRICS.map((m) => {
        const v = median(list.map((s) => s[m]));
        return `${m} ${fmt(v, 0)}${name === 'floor' ? '' : ` (${fmt(v / floor[m]!, 2)}x)`}`;
      });
      console.log(`  ${name.padEnd(5)} ${row.join(' · ')}`);
    }
  } finally {
    await browser.close();
    await oldServer?.close();
    await server.close();
    await floorServer.close();
  }
}

await main();
