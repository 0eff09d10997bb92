/**
 * The floor for the Lighthouse bench: a trivial page built here with the app's own Vite, React and
 * React plugin (a header and a paragraph of Chinese text rendered by createRoot), served statically
 * with gzip from 127.0.0.1. Whatever Lighthouse scores it on this machine at this moment is the best
 * any React page can do, so /chatNext is judged against it measured in the same run, not against
 * absolute figures on a machine shared with other work.
 *
 * The sources go under apps/web/node_modules/.cache, so `react` and `@vitejs/plugin-react`
 * resolve to the app's copies; the build runs in a child process (bench/ is type-checked without
 * the web app's dependencies).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildCacheControl, buildContentType, buildFileFor, listenLocal, type LocalServer } from './build-server';
import { ROOT } from './web-harness';

const DIR = path.join(ROOT, 'apps/web/node_modules/.cache/bench-floor');

const FILES: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Lighthouse floor: a trivial Vite + React page" />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`,
  'main.jsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main style={{ font: '16px/1.5 system-ui, sans-serif', padding: 16 }}>
      <h1 style={{ fontSize: 18 }}>AI 导购助手</h1>
      <p>晚上好！我是你的 AI 购物助手。想买什么、预算多少、用在什么场合，直接告诉我就好：我可以帮你挑选好物、对比价格、查找优惠。</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
  'vite.config.mjs': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()], logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' } });
`,
};

/** Writes and builds the floor page; returns its dist directory. */
export function buildFloor(): string {
  fs.mkdirSync(DIR, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(DIR, name), text);
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build'], { cwd: DIR, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building the floor page failed');
  return path.join(DIR, 'dist');
}

/** Serves `dir` on 127.0.0.1 (index.html for any path without a file), gzip when asked. */
export async function serveStatic(dir: string): Promise<LocalServer> {
  const server = http.createServer((req, res) => {
    const file = buildFileFor(dir, req.url ?? '/');
    const body = fs.readFileSync(file);
    const type = buildContentType(file);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': type,
      'cache-control': buildCacheControl(file),
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    });
    res.end(gzip ? zlib.gzipSync(body, { level: 9 }) : body);
  });
  return listenLocal(server);
}
