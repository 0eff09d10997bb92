/**
 * A probe installed in a /chatNext page before a measured ask: requestAnimationFrame timestamps,
 * long tasks (PerformanceObserver 'longtask') and DOM changes, until the last answer has settled
 * and 250 ms more have passed. The probe is a string: the bench files are type-checked without
 * the DOM library.
 */
import type { Page } from 'playwright-core';
import { fmt, median, percentile } from './web-harness';

/** Sets `window.__bench`; `window.__bench.done` resolves 250 ms after the last answer settled. */
export const FRAME_PROBE = `(() => {
  const b = { frames: [], longtasks: [], firstTextAt: null, endAt: null, status: '', lastMutationAt: 0 };
  window.__bench = b;
  new MutationObserver(() => (b.lastMutationAt = performance.now())).observe(document.body, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longtasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask' });
  b.done = new Promise((resolve) => {
    const loop = (t) => {
      b.frames.push(t);
      const all = document.querySelectorAll('[data-testid="robot-message"]');
      const last = all[all.length - 1];
      if (last) {
        const status = last.getAttribute('data-status');
        const md = last.querySelector('[data-testid="answer-text"] > div');
        if (b.firstTextAt === null && md && md.firstElementChild && all.length > 1) b.firstTextAt = t;
        if (all.length > 1 && (status === 'finish' || status === 'error' || status === 'cancel') && b.endAt === null) {
          b.endAt = t;
          b.status = status;
        }
      }
      if (b.endAt !== null && t - b.endAt > 250) return resolve(null);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
})()`;

/** What the probe recorded (page timestamps in ms). */
export interface FrameProbe {
  frames: number[];
  longtasks: Array<[number, number]>;
  firstTextAt: number | null;
  endAt: number | null;
  status: string;
  /** The last change to the page's DOM. */
  lastMutationAt: number;
}

/** Resolves 250 ms after the last answer settled. */
export async function frameProbeDone(page: Page): Promise<void> {
  await page.evaluate('window.__bench.done');
}

/** What the probe has recorded so far. */
export async function readFrameProbe(page: Page): Promise<FrameProbe> {
  return (await page.evaluate('(() => { const { done, ...rest } = window.__bench; return rest; })()')) as FrameProbe;
}

/**
 * Frame figures from the first text of the answer until it settled: frames per second in 1 s
 * windows (median, p5, min), frame gaps (p95, max, over 25 ms) and long tasks (count, total,
 * blocking ms over 50, longest, and when each came).
 */
export function frameFigures(probe: FrameProbe) {
  const from = probe.firstTextAt ?? probe.frames[0] ?? 0;
  const to = probe.endAt ?? probe.frames[probe.frames.length - 1] ?? 0;
  const inWindow = probe.frames.filter((t) => t >= from && t <= to);
  const fps: number[] = [];
  for (let start = from; start + 1000 <= to; start += 1000)
    fps.push(inWindow.filter((t) => t >= start && t < start + 1000).length);
  const gaps = inWindow.slice(1).map((t, i) => t - inWindow[i]!);
  const longtasks = probe.longtasks.filter(([start]) => start >= from && start <= to);
  return {
    seconds: (to - from) / 1000,
    fpsMedian: median(fps),
    fpsP5: percentile(fps, 5),
    fpsMin: Math.min(...fps),
    gapP95: percentile(gaps, 95),
    gapMax: Math.max(...gaps),
    dropped: gaps.filter((g) => g > 25).length,
    longCount: longtasks.length,
    longMs: longtasks.reduce((s, [, d]) => s + d, 0),
    blockingMs: longtasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0),
    longMax: Math.max(0, ...longtasks.map(([, d]) => d)),
    /** Each long task: seconds after the first text, and its length in ms. */
    longAt: longtasks.map(([start, d]) => `+${fmt((start - from) / 1000, 1)} s ${fmt(d, 0)} ms`),
    status: probe.status,
  };
}
