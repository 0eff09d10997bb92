/**
 * Lighthouse (mobile: its default Moto G Power emulation with simulated slow 4G and 4x CPU
 * throttling) on /chatNext, logged in, served by the real server from the production build
 * (apps/web/dist). Debian's Chromium is started here with a DevTools port; the accessToken cookie
 * and the signing secret are put into its default profile first, and Lighthouse keeps them
 * (disableStorageReset); the HTTP cache is emptied before every run. Each run also measures the
 * floor: a trivial Vite + React page built and served here (support/lighthouse-floor.ts), interleaved
 * with the app's runs, since this machine is shared and only same-run comparisons mean anything.
 * Prints each run's scores, FCP, LCP, TBT and main-thread work, then the medians of the page and
 * the floor with their ratio (main-thread breakdown, JavaScript execution, costliest scripts) and
 * the audits that lost points in the page's median run.
 * Target (issue 14): performance >= 90 and TBT <= 200 ms in the median of 5; accessibility >= 95.
 *
 *   npx tsx bench/web-lighthouse.ts [runs=1] [path=/chatNext] [gzip] [nofloor] [--old=DIR]
 *
 * `--old=DIR` measures the build in DIR too (e.g. main's, built in another worktree), in every run
 * next to the current build and the floor, served on its own port with the same brotli copies and
 * with the API proxied to the same server and user (support/old-build-server.ts), and prints its
 * medians against the same floor runs.
 * Without `gzip` the page comes straight from the app server, which sends the build's brotli and
 * gzip copies (apps/web/vite-precompress.ts); `gzip` puts a proxy that compresses API responses
 * too in front, as a production front server would.
 * Builds apps/web first when its sources changed. CHROME_PATH or CHROMIUM_PATH pick the browser;
 * BENCH_VERBOSE=1 lists the audits below 90 even for a category that reached 95; BENCH_REPORT=FILE
 * writes each run's full Lighthouse result to FILE.N.json (the floor's to FILE.floor.N.json);
 * BENCH_TRACE=FILE writes each app run's trace to FILE.N.trace.json (for DevTools' Performance panel).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { STORAGE_KEYS, TOKEN_COOKIE_PATH } from '@app/protocol/constants';
import { buildFloor, serveStatic } from './support/lighthouse-floor';
import { serveOtherBuild } from './support/old-build-server';
import { figuresOf, printMedians, runLine, type Figures } from './support/lighthouse-figures';
import { CHROMIUM, CHROMIUM_ARGS, ensureWebBuild, median, requireChromium, startProxy, startServer } from './support/web-harness';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const PAGE = args.find((a) => a.startsWith('/')) ?? '/chatNext';
const GZIP = args.includes('gzip');
const FLOOR = !args.includes('nofloor');
const BROWSER = process.env.CHROME_PATH || CHROMIUM;
const OLD_DIST = args.find((a) => a.startsWith('--old='))?.slice('--old='.length);

/** Chromium with a DevTools port and a fresh profile; resolves once the port is known. */
async function startChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-lighthouse-'));
  const child = spawn(
    BROWSER,
    ['--headless=new', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port: ${seen}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${seen}`)));
  });
  return { port, child, profile };
}

/** The audits of `lhr` below 90 that count, costliest first (for a category under 95, or all with BENCH_VERBOSE). */
function printLostAudits(lhr: Result): void {
  for (const id of ['performance', 'accessibility']) {
    const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    if (score >= 95 && !process.env.BENCH_VERBOSE) continue;
    const lost = (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
      .filter(({ audit }) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .sort((a, b) => b.ref.weight - a.ref.weight);
    console.log(`  ${id} ${score}: audits below 90`);
    for (const { ref, audit } of lost)
      console.log(
        `    ${String(Math.round((audit.score ?? 0) * 100)).padStart(3)}  weight ${String(ref.weight).padStart(2)}  ` +
          `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      );
  }
}

/** The LCP element and its phases of one run. */
function lcpLine(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }> }> }
    | undefined;
  const items = details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phases = (items[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)}`).join(' · ');
  return `  LCP element ${node?.selector ?? node?.snippet ?? 'n/a'}${phases ? `; ${phases} ms` : ''}`;
}

async function main() {
  requireChromium();
  ensureWebBuild();
  const floorDist = FLOOR ? buildFloor() : null;
  const floorServer = floorDist ? await serveStatic(floorDist) : null;
  const server = await startServer();
  const proxy = GZIP ? await startProxy(server.baseUrl, undefined, { gzip: true }) : null;
  const baseUrl = proxy?.baseUrl ?? server.baseUrl;
  const oldServer = OLD_DIST ? await serveOtherBuild(path.resolve(OLD_DIST), server.baseUrl) : null;
  const { port, child, profile } = await startChromium();
  try {
    const user = await server.newUser();
    // Log the default profile in, as a login leaves it: the cookie and the secret in localStorage.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = cdp.contexts()[0]!;
    await context.addCookies([
      { name: STORAGE_KEYS.accessToken, value: user.token, domain: '127.0.0.1', path: TOKEN_COOKIE_PATH, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    // A JSON 404 of the same origin: somewhere to write localStorage without loading the app.
    for (const origin of [baseUrl, ...(oldServer ? [oldServer.baseUrl] : [])]) {
      await page.goto(`${origin}/api/none`);
      await page.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.secretKey)}, ${JSON.stringify(user.secretKey)})`);
    }
    await page.close();
    /** Lighthouse keeps the HTTP cache too when it keeps storage: empty it before every run. */
    const clearCache = async () => {
      const blank = await context.newPage();
      await (await context.newCDPSession(blank)).send('Network.clearBrowserCache');
      await blank.close();
    };
    const measure = async (url: string) => {
      await clearCache();
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      if (result.lhr.runtimeError) console.warn(`  ! ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      return result;
    };

    console.log(
      `Lighthouse ${PAGE}, mobile (simulated throttling), logged in, ${GZIP ? 'gzip proxy' : 'straight from the app server'}; ` +
        `${RUNS} run(s)${floorServer ? ', each with a run of the floor (trivial Vite + React page)' : ''}`,
    );
    const pageRuns: Array<{ figures: Figures; lhr: Result }> = [];
    const floorRuns: Figures[] = [];
    const oldRuns: Figures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      // Alternate which goes first, so neither always meets a busier or a quieter moment.
      const floorFirst = run % 2 === 0;
      if (oldServer && !floorFirst) oldRuns.push(await measureOld());
      if (floorServer && floorFirst) floorRuns.push(await measureFloor(run));
      const { lhr, artifacts } = await measure(`${baseUrl}${PAGE}`);
      if (process.env.BENCH_REPORT) fs.writeFileSync(`${process.env.BENCH_REPORT}.${run}.json`, JSON.stringify(lhr));
      if (process.env.BENCH_TRACE)
        fs.writeFileSync(`${process.env.BENCH_TRACE}.${run}.trace.json`, JSON.stringify(artifacts.Trace));
      const figures = figuresOf(lhr);
      pageRuns.push({ figures, lhr });
      console.log(`\nrun ${run}: ${lhr.finalDisplayedUrl}`);
      console.log(runLine(PAGE, figures));
      console.log(lcpLine(lhr));
      if (floorServer && !floorFirst) floorRuns.push(await measureFloor(run));
      if (oldServer && floorFirst) oldRuns.push(await measureOld());
    }
    async function measureOld(): Promise<Figures> {
      const { lhr } = await measure(`${oldServer!.baseUrl}${PAGE}`);
      const figures = figuresOf(lhr);
      console.log(runLine('old build', figures));
      return figures;
    }
    async function measureFloor(run: number): Promise<Figures> {
      const { lhr } = await measure(`${floorServer!.baseUrl}/`);
      if (process.env.BENCH_REPORT) fs.writeFileSync(`${process.env.BENCH_REPORT}.floor.${run}.json`, JSON.stringify(lhr));
      const figures = figuresOf(lhr);
      console.log(runLine('floor', figures));
      return figures;
    }

    if (oldRuns.length) printMedians(`old ${PAGE}`, oldRuns, floorRuns);
    printMedians(
      PAGE,
      pageRuns.map((r) => r.figures),
      floorRuns,
    );
    // The audits that lost points, from the run whose performance score is the median.
    const mid = median(pageRuns.map((r) => r.figures.performance));
    printLostAudits(pageRuns.find((r) => r.figures.performance === mid)!.lhr);
    await cdp.close();
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(profile, { recursive: true, force: true });
    await proxy?.close();
    await oldServer?.close();
    await server.close();
    await floorServer?.close();
  }
}

await main();
