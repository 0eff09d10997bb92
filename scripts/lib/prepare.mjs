// Shared by `npm start` and `npm test`: install what is missing and build the web app.
// Uses only Node built-ins, because it runs before dependencies exist.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function log(msg) {
  console.log(`\x1b[36m[prepare]\x1b[0m ${msg}`);
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${r.status}`);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const ok = (major === 20 && minor >= 19) || major >= 22;
  if (!ok) {
    console.error(`需要 Node.js 20.19+ 或 22.12+，当前是 ${process.versions.node}`);
    process.exit(1);
  }
}

const mtime = (p) => {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

/** `npm ci` when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  checkNode();
  const lock = path.join(ROOT, 'package-lock.json');
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  if (mtime(marker) >= mtime(lock) && fs.existsSync(path.join(ROOT, 'node_modules/.bin/tsx'))) return;
  log('安装依赖 (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, mtime(p));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/** Builds apps/web when its sources (or the protocol's) are newer than the last build. */
export function ensureWebBuild({ force = false } = {}) {
  const built = mtime(path.join(ROOT, 'apps/web/dist/index.html'));
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/web')),
    newestMtime(path.join(ROOT, 'packages/protocol/src')),
    mtime(path.join(ROOT, 'package-lock.json')),
  );
  if (!force && built > sources) return;
  log('构建前端 (vite build)…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

function hasCjkFont() {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return fs.existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc');
  }
}

/** Debian's chromium and a CJK font for browser tests, through apt-get when running as root. */
export function ensureBrowser() {
  if (findChromium() && hasCjkFont()) return findChromium();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log('未找到 chromium 或中文字体，且不是 root，无法用 apt-get 安装；浏览器测试将跳过');
    return findChromium();
  }
  log('安装 chromium 与 fonts-wqy-microhei (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-wqy-microhei'], { env });
  return findChromium();
}
