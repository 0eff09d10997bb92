/**
 * Which React commits a cold load of /chatNext makes, and which components each one rendered: a
 * stand-in for React DevTools' hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which the production build
 * calls after every commit) records, per commit, the function components whose render function ran
 * (a fiber that is not last commit's object and carries React's PerformedWork flag). A logged-in
 * user without history, as in the Lighthouse bench; a component listed in two commits rendered twice.
 *
 *   npx tsx bench/web-first-load-commits.ts [path=/chatNext?mode=voice]
 *
 * WEB_DIST picks another build (an unminified one keeps the components' names).
 */
import { ensureWebBuild, launchChromium, loggedInContext, requireChromium, startServer } from './support/web-harness';

const PAGE = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/chatNext?mode=voice';

/** Runs in the page before any script (a string, so no transpiler helper leaks into it). */
const HOOK = `(() => {
  const log = [];
  const t0 = performance.now();
  let previous = new Set();
  window.__firstLoadCommits = log;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    isDisabled: false,
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      const rendered = new Map();
      const seen = new Set();
      const stack = [root.current.child];
      while (stack.length) {
        const fiber = stack.pop();
        if (!fiber) continue;
        seen.add(fiber);
        if (!previous.has(fiber) && (fiber.flags & 1) === 1 && typeof fiber.type === 'function') {
          const name = fiber.type.displayName || fiber.type.name || '(anonymous)';
          rendered.set(name, (rendered.get(name) || 0) + 1);
        }
        stack.push(fiber.sibling, fiber.child);
      }
      previous = seen;
      log.push({ at: Math.round(performance.now() - t0), rendered: [...rendered] });
    },
  };
})()`;

async function main() {
  requireChromium();
  if (!process.env.WEB_DIST) ensureWebBuild();
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const user = await server.newUser();
    const ctx = await loggedInContext(browser, server.baseUrl, user, {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    await page.addInitScript(HOOK);
    await page.goto(PAGE);
    await page.getByTestId('welcome-message').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
    const commits = (await page.evaluate('window.__firstLoadCommits')) as Array<{
      at: number;
      rendered: Array<[string, number]>;
    }>;
    console.log(`${commits.length} React commits while ${PAGE} loads (ms since the document started):`);
    for (const { at, rendered } of commits) {
      const count = rendered.reduce((sum, [, n]) => sum + n, 0);
      const names = rendered.map(([name, n]) => (n > 1 ? `${name}×${n}` : name)).join(' ');
      console.log(`  ${String(at).padStart(6)} ms  ${String(count).padStart(3)} components: ${names}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
