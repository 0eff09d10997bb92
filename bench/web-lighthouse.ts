/**
 * Lighthouse (mobile: its default Moto G Power emulation with simulated slow 4G and 4x CPU
 * throttling) on /chatNext, logged in, served by the real server from the production build
 * (apps/web/dist). Debian's Chromium is started here with a DevTools port; the accessToken cookie
 * and the signing secret are put into its default profile first, and Lighthouse keeps them
 * (disableStorageReset); the HTTP cache is emptied before every run. Prints the performance and
 * accessibility scores, FCP, LCP, TBT, CLS and Speed Index, and the audits that lost points.
 * Target: performance >= 95 and accessibility >= 95.
 *
 *   npx tsx bench/web-lighthouse.ts [runs=1] [path=/chatNext] [gzip]
 *
 * Without `gzip` the page comes straight from the app server, which sends the build's brotli and
 * gzip copies (apps/web/vite-precompress.ts); `gzip` puts a proxy that compresses API responses
 * too in front, as a production front server would.
 * Builds apps/web first when its sources changed. CHROME_PATH or CHROMIUM_PATH pick the browser;
 * BENCH_VERBOSE=1 lists the audits below 90 even for a category that reached 95; BENCH_REPORT=FILE
 * writes each run's full Lighthouse result to FILE.N.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { STORAGE_KEYS, TOKEN_COOKIE_PATH } from '@app/protocol/constants';
import { CHROMIUM, CHROMIUM_ARGS, ensureWebBuild, requireChromium, startProxy, startServer } from './support/web-harness';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const PAGE = args.find((a) => a.startsWith('/')) ?? '/chatNext';
const GZIP = args.includes('gzip');
const BROWSER = process.env.CHROME_PATH || CHROMIUM;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

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

async function main() {
  requireChromium();
  ensureWebBuild();
  const server = await startServer();
  const proxy = GZIP ? await startProxy(server.baseUrl, undefined, { gzip: true }) : null;
  const baseUrl = proxy?.baseUrl ?? server.baseUrl;
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
    await page.goto(`${baseUrl}/api/none`);
    await page.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.secretKey)}, ${JSON.stringify(user.secretKey)})`);
    await page.close();
    /** Lighthouse keeps the HTTP cache too when it keeps storage: empty it before every run. */
    const clearCache = async () => {
      const blank = await context.newPage();
      await (await context.newCDPSession(blank)).send('Network.clearBrowserCache');
      await blank.close();
    };

    const url = `${baseUrl}${PAGE}`;
    console.log(
      `Lighthouse ${PAGE}, mobile (simulated throttling), logged in, ${GZIP ? 'gzip proxy' : 'straight from the app server'}; ${RUNS} run(s)`,
    );
    for (let run = 1; run <= RUNS; run++) {
      await clearCache();
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      const { lhr } = result;
      if (process.env.BENCH_REPORT) fs.writeFileSync(`${process.env.BENCH_REPORT}.${run}.json`, JSON.stringify(lhr));
      if (lhr.runtimeError) console.warn(`  ! ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      console.log(`\nrun ${run}: ${lhr.finalDisplayedUrl}`);
      console.log(`  performance ${score('performance')} · accessibility ${score('accessibility')} (target >= 95 each)`);
      console.log(
        '  ' +
          METRICS.map(([id, label]) => {
            const a = lhr.audits[id];
            return `${label} ${a?.displayValue ?? 'n/a'}${a?.score !== undefined && a.score !== null ? ` (${Math.round(a.score * 100)})` : ''}`;
          }).join(' · '),
      );
      const lcp = lhr.audits['largest-contentful-paint-element']?.details as
        | {
            items?: Array<{
              items?: Array<{
                node?: { snippet?: string; selector?: string; nodeLabel?: string };
                phase?: string;
                timing?: number;
              }>;
            }>;
          }
        | undefined;
      const lcpItems = lcp?.items ?? [];
      const node = lcpItems[0]?.items?.[0]?.node;
      if (node) console.log(`  LCP element ${node.selector ?? node.snippet}: "${(node.nodeLabel ?? '').slice(0, 60)}"`);
      const phases = (lcpItems[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`);
      if (phases.length) console.log(`  LCP phases ${phases.join(' · ')}`);
      const bootup = lhr.audits['bootup-time']?.details as
        { items?: Array<{ url: string; total: number; scripting: number }> } | undefined;
      const scripts = (bootup?.items ?? []).slice(0, 5).map((i) => `${i.url.split('/').pop()} ${Math.round(i.scripting)} ms`);
      if (scripts.length) console.log(`  scripting by file (throttled) ${scripts.join(' · ')}`);
      for (const id of ['performance', 'accessibility']) {
        if (score(id) >= 95 && !process.env.BENCH_VERBOSE) continue;
        const lost = (lhr.categories[id]?.auditRefs ?? [])
          .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
          .filter(({ audit }) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          .sort((a, b) => b.ref.weight - a.ref.weight);
        console.log(`  ${id}: audits below 90`);
        for (const { ref, audit } of lost)
          console.log(
            `    ${String(Math.round((audit.score ?? 0) * 100)).padStart(3)}  weight ${String(ref.weight).padStart(2)}  ` +
              `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
      }
    }
    await cdp.close();
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(profile, { recursive: true, force: true });
    await proxy?.close();
    await server.close();
  }
}

await main();
