#!/usr/bin/env node
/**
 * Gzipped JS that /chatNext's first screen runs: the entry script of dist/index.html and
 * the route chunk of /chatNext, with every chunk they import statically (dynamic imports load
 * later and are not counted). Usage: node apps/web/scripts/first-screen-size.mjs [--max KB]
 * `npm run build -w apps/web` runs it with `--max 150` (decision 009's budget): a build whose first
 * screen is over the budget fails, and so do `npm test` and the benches, which build through it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// The entry script, or where public/first-screen.js finds it once the first frame is painted (vite-boot-shell.ts).
const entry = /<script (?:type="module"[^>]*src|[^>]*data-entry)="\/assets\/([^"]+)"/.exec(html)?.[1];
const route = fs.readdirSync(assets).find((f) => /^chat-next-.*\.js$/.test(f));
if (!entry || !route) throw new Error('build first: no entry or chat-next chunk in apps/web/dist');

const STATIC_IMPORT = /(?:^|[;}\n])\s*import\s*(?:[\w*${},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const seen = new Set();
function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) walk(m[1]);
}
walk(entry);
walk(route);

const rows = [...seen].map((file) => {
  const buf = fs.readFileSync(path.join(assets, file));
  return { file, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / 1024).toFixed(1);
for (const r of rows) console.log(`${kb(r.gzip).padStart(7)} KB gz  ${kb(r.raw).padStart(7)} KB  ${r.file}`);
const total = rows.reduce((s, r) => s + r.gzip, 0);
console.log(`${kb(total).padStart(7)} KB gz  first-screen JS of /chatNext (${rows.length} chunks)`);
const maxArg = process.argv.indexOf('--max');
if (maxArg > 0 && total / 1024 > Number(process.argv[maxArg + 1])) {
  console.error(`over budget: ${kb(total)} KB > ${process.argv[maxArg + 1]} KB`);
  process.exit(1);
}
