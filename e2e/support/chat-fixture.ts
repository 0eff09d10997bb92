import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { newContext, nextPhone } from './browser';
import { ChatApi } from './chat-api';
import { ChatPage, LoginPage } from './pages';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const SHOPPING = '推荐一款2000元以内的降噪耳机';

export type Ctx = BrowserContext & { errors: string[] };

/** A fresh context with a new user logged in by SMS and landed on /chatNext (voice mode). */
export async function loggedIn(
  browser: Browser,
  baseUrl: string,
  dataDir: string,
  device: BrowserContextOptions,
  init?: () => void,
) {
  const ctx = (await newContext(browser, baseUrl, device)) as Ctx;
  if (init) await ctx.addInitScript(init);
  const page = await ctx.newPage();
  await page.goto('/login?redirect=%2FchatNext');
  await new LoginPage(page).loginWithSms(dataDir, nextPhone());
  await page.waitForURL(/\/chatNext\?(.*&)?mode=(voice|text)/);
  const chat = new ChatPage(page);
  await page.getByTestId('welcome-message').waitFor({ timeout: 15_000 });
  return { ctx, page, chat, api: await ChatApi.of(ctx) };
}

/** Serious or critical axe violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through DevTools: the app's CSP (script-src 'self') rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are judged as they end up: a toast or sheet still fading in has a low contrast that no
  // one reads. Wait (at most 5 s) for the finite animations and transitions under way to finish,
  // and for script-driven ones (antd-mobile's toast fades by writing inline opacity from a spring,
  // which document.getAnimations() does not see) to hold still between two polls.
  await page.evaluate(() => delete (window as Window & { __axeLastStyled?: string }).__axeLastStyled);
  await page
    .waitForFunction(
      () => {
        const css = document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
        const styled = [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].map((el) => el.style.opacity).join('|');
        const w = window as Window & { __axeLastStyled?: string };
        const still = w.__axeLastStyled === styled;
        w.__axeLastStyled = styled;
        return css && still;
      },
      undefined,
      { timeout: 5000, polling: 150 },
    )
    .catch(() => undefined);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> };
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<Result> } }).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}
