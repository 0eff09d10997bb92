/**
 * Concurrent chat streams: the real server (buildApp, embedded engine, SQLite in a temp dir) on
 * 127.0.0.1, no streaming delay, and waves of simultaneous `POST /api/v2/chat` streams, one test
 * user per stream (so nothing per user limits the wave). For each wave: how many completed
 * (`data: [DONE]` after a 200), time to the first event p50/p99, events per second over the wave,
 * the peak RSS of the process, and CPU time per stream (client included; steadier than wall
 * time on a shared machine). Target: every stream of the 1,000 wave completes, and the p99
 * time to first event is under 100 ms.
 *
 * Client and server share one process (and one thread for their JavaScript), so the client does
 * the least it can: node:http with no socket limit, frames counted, nothing parsed. The listen
 * backlog is raised above Node's 511: a wave of 1,000 connects would otherwise overflow the
 * accept queue and the dropped SYNs come back a second later, which measures the kernel's retry
 * timer, not the server. Each wave first goes against a no-op HTTP server in the same process:
 * that "floor" is what this harness and machine need just to open the connections.
 *
 *   npx tsx bench/concurrent-streams.ts [waves=200,500,1000] [products=5000] [delayMs=0]
 *
 * delayMs > 0 paces the embedded engine as in production (30 ms by default there): every wave
 * then holds its streams open for seconds, which is where per-stream overhead while streaming
 * (frames, throttled writes of the growing answer) shows.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { createTestUser } from '../apps/server/src/test/harness';

const WAVES = (process.argv[2] ?? '200,500,1000').split(',').map(Number);
const PRODUCTS = process.argv[3] ?? '5000';
const DELAY_MS = process.argv[4] ?? '0';
/** A mix of the engine's paths: catalog searches with budgets, brands and malls, and small talk. */
const QUESTIONS = [
  '推荐一款2000元以内的降噪耳机',
  '学生党用的轻薄本',
  '3000元左右拍照好的手机',
  '给爸妈买什么按摩仪比较好',
  '扫地机器人怎么选',
  '夏天适合油皮的防晒霜',
  '京东上500以内的机械键盘',
  '小米的空气净化器哪款好',
  '你好',
  '你能做什么',
];

interface StreamResult {
  ok: boolean;
  firstEventMs: number;
  events: number;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
/** Above a wave's size (see the header); the kernel caps it at net.core.somaxconn. */
const BACKLOG = 4096;

function openStream(port: number, token: string, question: string, path = '/api/v2/chat'): Promise<StreamResult> {
  const body = JSON.stringify({ question });
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = () => resolve({ ok: false, firstEventMs: -1, events: 0 });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let first = -1;
        let events = 0;
        let done = false;
        let tail = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const text = tail + chunk;
          let at = 0;
          for (let cut = text.indexOf('\n\n'); cut >= 0; cut = text.indexOf('\n\n', at)) {
            const block = text.slice(at, cut);
            at = cut + 2;
            if (block.startsWith('id:')) {
              events += 1;
              if (first < 0) first = performance.now() - started;
            } else if (block === 'data: [DONE]') done = true;
          }
          tail = text.slice(at);
        });
        res.on('end', () => resolve({ ok: res.statusCode === 200 && done, firstEventMs: first, events }));
        res.on('error', failed);
      },
    );
    req.on('error', failed);
    req.end(body);
  });
}

/** Answers every request with one SSE frame: the harness's own cost, with no server work. */
async function startFloorServer(): Promise<{ port: number; close: () => void }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('id: q:1\ndata: {}\n\ndata: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0, backlog: BACKLOG }, resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => server.close() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-bench-streams-'));
  const app = await buildApp(testConfig(dataDir, { ASSISTANT_STREAM_DELAY_MS: DELAY_MS, CATALOG_PRODUCTS: PRODUCTS }));
  await app.listen({ host: '127.0.0.1', port: 0, backlog: BACKLOG });
  const floor = await startFloorServer();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const users = [];
  for (let i = 0; i < Math.max(...WAVES); i++) users.push(await createTestUser(app, `137${String(i).padStart(8, '0')}`));

  // Warm-up: jieba's dictionary, the catalog vocabulary, JIT.
  await Promise.all(users.slice(0, 20).map((u, i) => openStream(port, u.token, QUESTIONS[i % QUESTIONS.length]!)));

  console.log(`catalog ${PRODUCTS} products, stream delay ${DELAY_MS} ms, ${os.cpus().length} CPUs, node ${process.version}`);
  console.log('streams  completed  first-event p50/p99/max ms  wall ms  events  events/s  peak RSS MB  CPU ms/stream');
  for (const n of WAVES) {
    const floorResults = await Promise.all(users.slice(0, n).map((u) => openStream(floor.port, u.token, '', '/')));
    const floorFirst = floorResults.map((r) => r.firstEventMs).sort((a, b) => a - b);
    console.log(
      `  floor (no-op server): first event p50 ${percentile(floorFirst, 50).toFixed(1)} / p99 ${percentile(floorFirst, 99).toFixed(1)} ms`,
    );
    await new Promise((r) => setTimeout(r, 200));
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const results = await Promise.all(
      users.slice(0, n).map((u, i) => openStream(port, u.token, QUESTIONS[i % QUESTIONS.length]!)),
    );
    const wall = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);

    const completed = results.filter((r) => r.ok);
    const first = completed.map((r) => r.firstEventMs).sort((a, b) => a - b);
    const events = completed.reduce((sum, r) => sum + r.events, 0);
    console.log(
      [
        String(n).padStart(7),
        `${completed.length}/${n}`.padStart(10),
        `${percentile(first, 50).toFixed(1)} / ${percentile(first, 99).toFixed(1)} / ${first.at(-1)?.toFixed(1)}`.padStart(27),
        wall.toFixed(0).padStart(8),
        String(events).padStart(7),
        ((events / wall) * 1000).toFixed(0).padStart(9),
        String(mb(peakRss)).padStart(12),
        ((user + system) / 1000 / n).toFixed(2).padStart(13),
      ].join('  '),
    );
    await new Promise((r) => setTimeout(r, 500));
  }

  floor.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
