// `npm test`: install what is missing, then typecheck, lint, unit, integration and browser tests.
// Ends with one summary line `N passed, N failed` (tests plus the typecheck and lint gates).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureBrowser, ensureDependencies, ensureWebBuild, log } from './lib/prepare.mjs';

ensureDependencies();
const chromium = ensureBrowser();
ensureWebBuild();

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const gates = [];
function gate(name, cmd, args) {
  log(`${name}…`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  const ok = r.status === 0;
  gates.push({ name, ok });
  log(`${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

for (const project of ['packages/protocol', 'apps/server', 'apps/web', 'e2e'])
  gate(`typecheck ${project}`, bin('tsc'), ['-p', project, '--pretty', 'false']);
gate('lint', bin('eslint'), ['--max-warnings', '0', '.']);
gate('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);

const report = path.join(ROOT, '.tmp/vitest-report.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });
log('vitest (protocol, server, web, e2e)…');
const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
const v = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = r.numPassedTests ?? 0;
  failed = r.numFailedTests ?? 0;
  // A suite that fails to load has no failing test of its own: count it once.
  if (v.status !== 0 && failed === 0) failed = r.numFailedTestSuites || 1;
  skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
} else {
  failed += 1;
}
if (v.status !== 0 && failed === 0) failed += 1;
for (const g of gates) {
  if (g.ok) passed++;
  else failed++;
}

const failedGates = gates.filter((g) => !g.ok).map((g) => g.name);
if (failedGates.length) console.log(`failed gates: ${failedGates.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
