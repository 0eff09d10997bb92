/**
 * Dev entry of the host-app simulator: opens Chromium (headed when a display is present) on a
 * running app with the simulated host around it.
 *   npx tsx e2e/support/host-app-dev.ts http://127.0.0.1:5173/chatNext --platform ios --app main \
 *     --version 2.2.0 --token <accessToken> --secret <secret_key>
 * Without --token the host has no logged-in user (the page goes to /login/guide).
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { openHostApp, type HostPlatform } from './host-app-simulator';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    platform: { type: 'string', default: 'android' },
    app: { type: 'string', default: 'main' },
    version: { type: 'string', default: '2.2.0' },
    token: { type: 'string' },
    secret: { type: 'string', default: '' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  },
});
const target = new URL(positionals[0] ?? 'http://127.0.0.1:5173/chatNext');
const browser = await chromium.launch({
  executablePath: values.chromium,
  headless: !process.env.DISPLAY,
  args: ['--no-sandbox'],
});
const host = await openHostApp(browser, target.origin, {
  platform: values.platform as HostPlatform,
  app: values.app === 'sister' ? 'sister' : 'main',
  version: values.version,
  login: values.token ? { token: values.token, secretKey: values.secret, userId: '', nickname: '' } : null,
});
await host.page.goto(target.pathname + target.search);
console.log(`host-app simulator: ${host.userAgent}\nopened ${target.href}; Ctrl+C to quit`);
process.on('SIGINT', () => void browser.close().then(() => process.exit(0)));
