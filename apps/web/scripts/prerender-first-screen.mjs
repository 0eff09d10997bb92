#!/usr/bin/env node
/**
 * Prints index.html's static shell (src/shell/render-first-screen.tsx) as JSON `{ "html": … }`:
 * the app's modules are loaded through Vite's SSR loader (the app's own config, so CSS module
 * class names are the build's) into jsdom's globals, with a desktop-wide viewport answer for the
 * history sidebar's query and a network that never answers. vite-boot-shell.ts runs it in a child
 * process during `vite build`, so jsdom's globals never reach the build itself.
 */
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dom = new JSDOM('<!doctype html><html lang="zh-CN"><head></head><body></body></html>', {
  url: 'http://localhost/chatNext',
  pretendToBeVisual: true,
});
const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});

const win = dom.window;
// Only the sidebar's desktop query matches: the shell holds its reserved room, which the CSS hides on a phone.
win.matchMedia = (media) => ({
  matches: media === '(min-width: 1024px)',
  media,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});
const own = { window: win, self: win, globalThis: undefined };
for (const key of Object.getOwnPropertyNames(win)) {
  if (key in own || key in globalThis) continue;
  Object.defineProperty(globalThis, key, { configurable: true, get: () => win[key] });
}
for (const key of ['window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'matchMedia'])
  Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: key === 'self' ? win : win[key] });
globalThis.fetch = () => new Promise(() => {});
// A stored login, read when the auth store is created: the shell is the screen of a logged-in user.
win.document.cookie = 'accessToken=first-screen; path=/';

try {
  const { renderFirstScreen } = await server.ssrLoadModule('/src/shell/render-first-screen.tsx');
  process.stdout.write(JSON.stringify({ html: await renderFirstScreen(win.document) }));
} finally {
  await server.close();
}
process.exit(0);
