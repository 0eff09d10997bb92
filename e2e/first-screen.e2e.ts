import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WELCOME_WORDS } from '@app/protocol/welcome-words';
import { PHONE, WIDE } from './support/browser';
import { E2E, newUser, useChromium } from './support/chromium-suite';

if (!E2E.baseUrl) console.warn('[skip] first-screen browser tests: no Chromium or no built web app');

/** A phone opens /chatNext in hold-to-talk, a desktop with the keyboard (first visit). */
const DEVICES = [
  ['phone', PHONE, 'voice'],
  ['desktop', WIDE, 'text'],
] as const;

const BODY = WELCOME_WORDS['zh-CN'].body;

/**
 * Where the first screen's parts are, found the same way in index.html's static shell and in the
 * app's own screen: the header, the toolbar's buttons, the greeting's body, the history
 * placeholder's bars and the composer on show (the shell holds one per mode).
 */
const BOXES = `(() => {
  const box = (name, el) => {
    if (!el) return { name, missing: true };
    const r = el.getBoundingClientRect();
    return { name, x: r.x, y: r.y, w: r.width, h: r.height };
  };
  const root = document.getElementById('root');
  const buttons = [...root.querySelectorAll('button')].filter((b) => ['分享', '新对话'].includes(b.textContent.trim()));
  const composer = [...root.querySelectorAll('form[data-mode]')].find((f) => getComputedStyle(f).display !== 'none');
  return [
    box('header', root.querySelector('header')),
    ...buttons.map((b) => box('toolbar ' + b.textContent.trim(), b)),
    box('greeting body', [...root.querySelectorAll('p')].find((p) => p.textContent === ${JSON.stringify(BODY)})),
    ...[...root.querySelectorAll('[aria-label="正在加载历史消息…"] > span')].map((s, i) => box('history bar ' + i, s)),
    box('composer ' + (composer && composer.getAttribute('data-mode')), composer),
  ];
})()`;

type Box = { name: string; missing?: boolean; x?: number; y?: number; w?: number; h?: number };

/** Holds requests matching `url` until the returned function is called. */
async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe.skipIf(!E2E.baseUrl)("/chatNext's first screen painted from index.html (decision 019, fifth pass)", () => {
  const chromium = useChromium();

  for (const [device, opts, mode] of DEVICES) {
    it(`${device}: the shell is the screen React then renders, in the same place, and the largest paint is the shell's`, async () => {
      const user = await newUser();
      const { ctx, page } = await chromium.pageAs(user, opts);
      const html = await (await ctx.request.get(`${E2E.baseUrl}/chatNext`)).text();
      const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
      expect(entry, 'index.html names the entry for first-screen.js').toBeTruthy();
      // The app's code, the greeting and the history wait: first the shell alone, then React's first commit.
      const releaseEntry = await holdBack(page, new RegExp(`${entry!.replace(/[.]/g, '\\.')}$`));
      const releaseGreeting = await holdBack(page, '**/api/v2/user/guide_text');
      const releaseHistory = await holdBack(page, '**/api/v2/history_chat_list');

      await page.goto('/chatNext');
      await page.locator('[data-first-screen-shell]').waitFor();
      expect(await page.evaluate(`document.documentElement.dataset.firstMode`)).toBe(mode);
      const shell = (await page.evaluate(BOXES)) as Box[];
      expect(shell.filter((b) => b.missing)).toEqual([]);
      expect(shell.find((b) => b.name.startsWith('composer'))!.name).toBe(`composer ${mode}`);
      expect(shell.filter((b) => b.name.startsWith('history bar'))).toHaveLength(4);

      releaseEntry();
      await page.getByTestId('welcome-preview').waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-first-screen-shell]').count()).toBe(0);
      const app = (await page.evaluate(BOXES)) as Box[];
      expect(app.map((b) => b.name)).toEqual(shell.map((b) => b.name));
      for (const [i, b] of app.entries())
        for (const k of ['x', 'y', 'w', 'h'] as const)
          expect(Math.abs(b[k]! - shell[i]![k]!), `${b.name} ${k}: shell ${shell[i]![k]}, app ${b[k]}`).toBeLessThanOrEqual(1);
      expect(page.url()).toContain(`mode=${mode}`);

      releaseGreeting();
      releaseHistory();
      await page.getByTestId('welcome-message').waitFor({ timeout: 15_000 });
      const timing = (await page.evaluate(`new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve({
            lcp: list.getEntries().map((e) => e.startTime),
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            entry: performance.getEntriesByName(new URL(${JSON.stringify(entry)}, location.href).href)[0]?.startTime,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })`)) as { lcp: number[]; fcp: number; entry: number };
      // The app's code is asked for once the shell is on screen, and nothing it paints is larger.
      expect(timing.entry).toBeGreaterThanOrEqual(timing.fcp);
      expect(timing.lcp.at(-1)).toBeLessThan(timing.entry);
      expect(ctx.errors).toEqual([]);
      await ctx.close();
    });
  }
});
