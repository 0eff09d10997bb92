/**
 * Shared by the web benchmarks (bench/web-*.ts): the production build of apps/web served by the
 * real server (buildApp, embedded engine, SQLite in a temp dir) in this process, a user logged in
 * through a session the server's own repositories created, a small HTTP proxy in front of the
 * server that can answer `POST /api/v2/chat` itself (to pace a stream exactly), and Debian's
 * Chromium driven by playwright-core. Code that runs in the page is passed as strings: the bench
 * files are type-checked without the DOM library (apps/server/tsconfig.json includes bench/).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { STORAGE_KEYS, TOKEN_COOKIE_PATH } from '@app/protocol/constants';
import { createTestUser, startTestServer, type TestServer } from '../../apps/server/src/testing/harness';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Builds apps/web when its sources are newer than apps/web/dist (the same check as `npm test`). */
export function ensureWebBuild(): void {
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "import('./scripts/lib/prepare.mjs').then((m) => m.ensureWebBuild())"],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('building apps/web failed');
}

export function requireChromium(): void {
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`no Chromium at ${CHROMIUM}: apt-get install chromium fonts-wqy-microhei (or set CHROMIUM_PATH)`);
    process.exit(2);
  }
}

export interface BenchServer extends TestServer {
  /** A new user with a session: its token and signing secret. */
  newUser(): Promise<{ userId: string; token: string; secretKey: string }>;
}

/** The real server over a fresh SQLite file, listening on 127.0.0.1, serving apps/web/dist. */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  // WEB_DIST may point at another build (e.g. an unminified one for profiling).
  const web: Record<string, string> = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};
  const server = await startTestServer({ env: { SMS_IP_HOURLY_LIMIT: '10000', ...web, ...env } });
  return Object.assign(server, { newUser: () => createTestUser(server.app) });
}

export type ChatHandler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

/**
 * A proxy on 127.0.0.1 that forwards every request (and WebSocket upgrade) to `target`, except
 * `POST /api/v2/chat`, which `chat` answers itself when given. `gzip` compresses text responses
 * as a production front server would (the app server itself sends them uncompressed).
 */
export async function startProxy(
  target: string,
  chat?: ChatHandler,
  opts: { gzip?: boolean } = {},
): Promise<{ baseUrl: string; setChat: (h: ChatHandler | undefined) => void; close: () => Promise<void> }> {
  const to = new URL(target);
  let handler = chat;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    if (handler && req.method === 'POST' && req.url?.split('?')[0] === '/api/v2/chat') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => handler?.(req, res, Buffer.concat(chunks).toString('utf8')));
      return;
    }
    const upstream = http.request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const compress =
          opts.gzip &&
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          !up.headers['content-encoding'] &&
          /^(text\/(html|css|javascript|plain)|application\/(javascript|json)|image\/svg)/.test(type);
        if (!compress) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          return void up.pipe(res);
        }
        const headers = { ...up.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(zlib.createGzip({ level: 6 })).pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (s) => {
    s.setNoDelay(true);
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('upgrade', (req, socket, head) => {
    const up = net.connect(Number(to.port), to.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
    sockets.add(socket as net.Socket);
    socket.on('close', () => sockets.delete(socket as net.Socket));
  });
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    setChat: (h) => (handler = h),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One SSE event in the server's wire format (DESIGN 2.4). */
export function sseEvent(questionId: string, seq: number, status: string, content: Record<string, unknown>): string {
  const data = JSON.stringify({ status, content: { ...content, question_id: questionId }, next_step: null });
  return `id: ${questionId}:${seq}\ndata: ${data}\n\n`;
}

export function startSse(res: http.ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.flushHeaders();
}

/**
 * Answers a chat with `text` in pieces of `chunkChars` characters, one event every `everyMs`
 * (drift-corrected against the start), then `finish` and `[DONE]`. `everyMs` 0 sends it all at once.
 */
export function pacedAnswer(text: string, chunkChars: number, everyMs: number, questionId: string): ChatHandler {
  return (_req, res) => {
    startSse(res);
    const chars = Array.from(text);
    const pieces: string[] = [];
    for (let i = 0; i < chars.length; i += chunkChars) pieces.push(chars.slice(i, i + chunkChars).join(''));
    let seq = 0;
    const end = () => {
      res.write(sseEvent(questionId, ++seq, 'finish', {}));
      res.end('data: [DONE]\n\n');
    };
    if (everyMs <= 0) {
      for (const piece of pieces) res.write(sseEvent(questionId, ++seq, 'answer', { content: piece }));
      return end();
    }
    const started = performance.now();
    let closed = false;
    res.on('close', () => (closed = true));
    const tick = () => {
      if (closed) return;
      const piece = pieces[seq];
      if (piece === undefined) return end();
      res.write(sseEvent(questionId, ++seq, 'answer', { content: piece }));
      setTimeout(tick, Math.max(0, started + seq * everyMs - performance.now()));
    };
    tick();
  };
}

/** The browser tests' phone and desktop contexts, so figures speak of the same screens. */
export { DESKTOP, PHONE } from '../../e2e/support/browser';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A context logged in as `user` (the accessToken cookie and the signing secret, as a login leaves them). */
export async function loggedInContext(
  browser: Browser,
  baseUrl: string,
  user: { token: string; secretKey: string },
  device: BrowserContextOptions,
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ ...device, baseURL: baseUrl });
  const { hostname } = new URL(baseUrl);
  await ctx.addCookies([
    { name: STORAGE_KEYS.accessToken, value: user.token, domain: hostname, path: TOKEN_COOKIE_PATH, sameSite: 'Lax' },
  ]);
  await ctx.addInitScript(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.secretKey)}, ${JSON.stringify(user.secretKey)});`);
  return ctx;
}

/** Opens /chatNext with the keyboard composer and waits for the conversation to be on screen. */
export async function openChat(page: Page): Promise<void> {
  await page.goto('/chatNext?mode=text');
  await page.getByTestId('welcome-message').or(page.getByTestId('robot-message').first()).first().waitFor({ timeout: 30_000 });
  await page.getByTestId('chat-input').waitFor({ timeout: 15_000 });
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

export const median = (values: number[]): number => percentile(values, 50);

export const fmt = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** A Chinese Markdown answer of exactly `chars` characters: headings, lists, tables, code, quotes. */
export function chineseMarkdown(chars: number): string {
  const products = ['索尼 WH-1000XM5', 'Bose QC Ultra', '华为 FreeBuds Pro 3', '小米 Buds 5 Pro', '苹果 AirPods Pro 2'];
  const sections: string[] = [];
  for (let n = 1; ; n++) {
    const p = products[n % products.length]!;
    const q = products[(n + 2) % products.length]!;
    const parts = [
      `## 第${n}部分：${p} 的选购要点`,
      '',
      `在选择降噪耳机时，**主动降噪深度**和*佩戴舒适度*是最重要的两个指标。${p} 在地铁和飞机上的表现都很稳定，` +
        `通勤一小时也不会觉得耳朵闷；如果你更看重通话质量，可以关注它的麦克风阵列和风噪抑制，` +
        `详细参数见[官方页面](https://example.com/item/${n})。~~旧款~~新款的续航提升了大约百分之二十。`,
      '',
      '### 推荐清单',
      '',
      `1. **${p}**：降噪深度领先，续航约三十小时，适合经常出差的人。`,
      `2. **${q}**：佩戴轻盈，音质均衡，价格更友好。`,
      `3. **入门之选**：预算在五百元以内时，优先看口碑和售后，不必追求参数。`,
      '',
      '- 优点：降噪强、通话清晰、支持多设备切换',
      '- 缺点：价格偏高，折叠后体积较大',
      '- 适合：通勤族、学生党和经常坐飞机的人',
      '',
    ];
    if (n % 3 === 1)
      parts.push(
        '| 型号 | 价格 | 降噪 | 续航 |',
        '| :--- | ---: | :---: | --- |',
        `| ${p} | 2499元 | 强 | 30小时 |`,
        `| ${q} | 1899元 | 中强 | 24小时 |`,
        '| 入门款 | 499元 | 一般 | 20小时 |',
        '',
      );
    if (n % 4 === 2)
      parts.push(
        '```ts',
        `// 第${n}部分：按预算筛选`,
        `const budget = ${1000 + n * 100};`,
        'const picks = items.filter((item) => item.price <= budget);',
        '```',
        '',
      );
    if (n % 2 === 0) parts.push(`> 小提示：${p} 经常参加平台的满减活动，可以先加入心愿单，等降价提醒再下单。`, '');
    const section = parts.join('\n') + '\n';
    const sofar = sections.join('').length;
    if (sofar + section.length > chars - 40) {
      const filler = '总结一下，选耳机先定预算，再看降噪、佩戴和续航，最后比较售后和价格走势。';
      let tail = '## 总结\n\n';
      while (sofar + tail.length < chars) tail += filler;
      sections.push(tail.slice(0, chars - sofar));
      break;
    }
    sections.push(section);
  }
  return sections.join('');
}
