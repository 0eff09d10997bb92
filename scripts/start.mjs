// `npm start`: install what is missing, build, prepare the database and catalog, serve.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureDependencies, ensureWebBuild } from './lib/prepare.mjs';

ensureDependencies();
ensureWebBuild();

// The server migrates the database and generates the catalog at first start.
const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
