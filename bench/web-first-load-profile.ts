/**
 * Where the main thread's JavaScript time goes while /chatNext loads: a sampled CPU profile of
 * `LOADS` cold loads (HTTP cache emptied) of the page for a logged-in user without history, at 4x
 * CPU slowdown (Lighthouse's mobile setting) in Debian's Chromium, self time summed by function,
 * by chunk and by source module. Build apps/web unminified for readable names and modules:
 *
 *   (cd apps/web && npx vite build --minify false --outDir /tmp/unmin)
 *   WEB_DIST=/tmp/unmin npx tsx bench/web-first-load-profile.ts [loads=2] [path=/chatNext?mode=voice]
 *
 * Rolldown marks each source module of an unminified chunk with a `// <path>` line; samples are
 * attributed to the region their line falls in. WAIT_FOR names another test id to wait for than the
 * conversation's welcome (e.g. welcome-preview, for a build that never loads the conversation). Without WEB_DIST the production build is
 * profiled (module names then read `(minified)`). PROFILE_OUT=FILE writes each load's profile to
 * FILE.N.cpuprofile (for DevTools, or to follow a native function to its callers).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CpuProfile } from './support/cdp-cost';
import { ensureWebBuild, fmt, launchChromium, loggedInContext, requireChromium, ROOT, startServer } from './support/web-harness';

const args = process.argv.slice(2);
const LOADS = Number(args.find((a) => /^\d+$/.test(a)) ?? 2);
const PAGE = args.find((a) => a.startsWith('/')) ?? '/chatNext?mode=voice';
/** CPU slowdown; `CPU_RATE=1` samples unthrottled (Chromium's throttling pauses the thread, which can skew attribution). */
const RATE = Number(process.env.CPU_RATE ?? 4);
const DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(ROOT, 'apps/web/dist');

/** The `//#region` starts of one chunk: [first line (0-based), module] in line order. */
function regionsOf(file: string): Array<[number, string]> {
  const full = path.join(DIST, 'assets', file);
  if (!fs.existsSync(full)) return [];
  const out: Array<[number, string]> = [];
  fs.readFileSync(full, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = /^\/\/ ((?:\.\.\/)*(?:src|node_modules|packages)\/\S+|\0\S+)$/.exec(line);
      if (m) out.push([i, m[1]!.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')]);
    });
  return out;
}

const regionCache = new Map<string, Array<[number, string]>>();
function moduleOf(file: string, line: number): string {
  if (!regionCache.has(file)) regionCache.set(file, regionsOf(file));
  const regions = regionCache.get(file)!;
  if (!regions.length) return `${file} (minified)`;
  let found = '(chunk glue)';
  for (const [start, name] of regions) {
    if (start > line) break;
    found = name;
  }
  return found;
}

function add(m: Map<string, number>, k: string, ms: number) {
  m.set(k, (m.get(k) ?? 0) + ms);
}

/** The last load's busy time in 100 ms windows, with the source modules that took most of each. */
function timeline(p: CpuProfile): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const windows = new Map<number, Map<string, number>>();
  let at = p.startTime;
  p.samples.forEach((id, i) => {
    at += p.timeDeltas[i] ?? 0;
    const n = byId.get(id);
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    if (!n || n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') return;
    const { url, lineNumber, functionName } = n.callFrame;
    const file = url.split('/').pop() || `(${functionName || 'native'})`;
    const w = Math.floor((at - p.startTime) / 100_000);
    if (!windows.has(w)) windows.set(w, new Map());
    add(windows.get(w)!, url.includes('/assets/') ? moduleOf(file, lineNumber) : file, ms);
  });
  console.log('\nlast load, busy time per 100 ms window (top modules):');
  for (const [w, m] of [...windows].sort((a, b) => a[0] - b[0])) {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    if (total < 3) continue;
    const top = [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, ms]) => `${k.replace(/^.*\//, '')} ${fmt(ms, 0)}`);
    console.log(`  ${String(w * 100).padStart(5)} ms  ${fmt(total, 0).padStart(4)} ms busy: ${top.join(' · ')}`);
  }
}

function report(profiles: CpuProfile[]): void {
  if (process.env.TIMELINE) timeline(profiles[profiles.length - 1]!);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byModule = new Map<string, number>();
  let total = 0;
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const n = byId.get(id);
      const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
      if (!n) return;
      const { functionName, url, lineNumber } = n.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') return;
      total += ms;
      const file = url.split('/').pop() || `(${functionName || 'native'})`;
      add(byFunction, `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, ms);
      add(byFile, file, ms);
      add(byModule, url.includes('/assets/') ? moduleOf(file, lineNumber) : file, ms);
    });
  }
  const rows = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `  ${fmt(ms, 0).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(
    `\n${profiles.length} load(s) of ${PAGE} at ${RATE}x CPU slowdown: ${fmt(total, 0)} ms busy (self time, idle excluded)`,
  );
  console.log(`self time by chunk:\n${rows(byFile, 20)}`);
  console.log(`self time by source module:\n${rows(byModule, 40)}`);
  console.log(`self time by function:\n${rows(byFunction, 40)}`);
}

async function main() {
  requireChromium();
  if (!process.env.WEB_DIST) ensureWebBuild();
  const server = await startServer();
  const browser = await launchChromium();
  const profiles: CpuProfile[] = [];
  try {
    for (let load = 0; load < LOADS; load++) {
      // A new user each time: no history, as in the Lighthouse bench.
      const user = await server.newUser();
      const ctx = await loggedInContext(browser, server.baseUrl, user, {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: RATE === 1 ? 50 : 200 });
      await cdp.send('Profiler.start');
      await page.goto(PAGE);
      // The conversation's own welcome replaces the greeting's preview once its chunk has loaded;
      // then 3 s of quiet, as Lighthouse waits for network and CPU quiet.
      await page.getByTestId(process.env.WAIT_FOR ?? 'welcome-message').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3_000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      profiles.push(profile);
      if (process.env.PROFILE_OUT) fs.writeFileSync(`${process.env.PROFILE_OUT}.${load + 1}.cpuprofile`, JSON.stringify(profile));
      await ctx.close();
    }
    report(profiles);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
