/**
 * Figures the Lighthouse bench reads from one run's result, and the medians it prints for a page
 * and for the floor measured in the same run. Main-thread figures are Lighthouse's own: the
 * mainthread-work-breakdown audit (every task of the trace, by kind) and bootup-time (JavaScript
 * execution: evaluation + parse/compile of the scripts that took time), both scaled by the
 * simulated 4x CPU slowdown.
 */
import type { Result } from 'lighthouse';
import { fmt, median } from './web-harness';

export interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  /** LCP's render delay (the time from the resource being ready until it is painted). */
  renderDelay: number;
  mainThread: number;
  js: number;
  /** Main-thread time by kind (mainthread-work-breakdown groups). */
  groups: Record<string, number>;
  /** Scripting time by script file name (bootup-time). */
  scripts: Record<string, number>;
  longTasks: number;
}

type Items<T> = { items?: T[] } | undefined;

const fileOf = (url: string) => url.split('/').pop()?.split('?')[0] || url;

export function figuresOf(lhr: Result): Figures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details as Items<{ group: string; duration: number }>;
  const bootup = lhr.audits['bootup-time']?.details as Items<{ url: string; scripting: number }>;
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as Items<{
    items?: Array<{ phase?: string; timing?: number }>;
  }>;
  const longTasks = lhr.audits['long-tasks']?.details as Items<unknown>;
  const phases = lcp?.items?.[1]?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    si: num('speed-index'),
    renderDelay: phases.find((p) => p.phase === 'Render Delay')?.timing ?? NaN,
    mainThread: num('mainthread-work-breakdown'),
    js: num('bootup-time'),
    groups: Object.fromEntries((breakdown?.items ?? []).map((i) => [i.group, i.duration])),
    scripts: Object.fromEntries((bootup?.items ?? []).map((i) => [fileOf(i.url), i.scripting])),
    longTasks: longTasks?.items?.length ?? 0,
  };
}

export function runLine(label: string, f: Figures): string {
  return (
    `${label.padEnd(10)} perf ${f.performance} · a11y ${f.accessibility} · FCP ${fmt(f.fcp, 0)} · LCP ${fmt(f.lcp, 0)} ` +
    `(render delay ${fmt(f.renderDelay, 0)}) · TBT ${fmt(f.tbt, 0)} · main thread ${fmt(f.mainThread, 0)} ms ` +
    `(JS ${fmt(f.js, 0)}) · ${f.longTasks} long tasks`
  );
}

const ROWS: Array<[string, (f: Figures) => number, number]> = [
  ['performance', (f) => f.performance, 0],
  ['accessibility', (f) => f.accessibility, 0],
  ['FCP ms', (f) => f.fcp, 0],
  ['LCP ms', (f) => f.lcp, 0],
  ['LCP render delay ms', (f) => f.renderDelay, 0],
  ['TBT ms', (f) => f.tbt, 0],
  ['Speed Index ms', (f) => f.si, 0],
  ['main-thread work ms', (f) => f.mainThread, 0],
  ['JS execution ms', (f) => f.js, 0],
  ['long tasks', (f) => f.longTasks, 0],
];

const GROUP_LABELS: Record<string, string> = {
  scriptEvaluation: '  script evaluation',
  scriptParseCompile: '  script parse/compile',
  styleLayout: '  style & layout',
  paintCompositeRender: '  rendering',
  parseHTML: '  parse HTML & CSS',
  garbageCollection: '  garbage collection',
  other: '  other',
};

/**
 * The medians of `page` next to those of `floor` (when measured) and their ratio, then the page's
 * median scripting time of its costliest script files.
 */
export function printMedians(pageLabel: string, page: Figures[], floor: Figures[]): void {
  const rows: Array<[string, number, number]> = ROWS.map(([label, get]) => [
    label,
    median(page.map(get)),
    median(floor.map(get)),
  ]);
  rows.splice(
    rows.findIndex(([l]) => l === 'JS execution ms'),
    0,
    ...Object.entries(GROUP_LABELS).map(([group, label]): [string, number, number] => [
      label,
      median(page.map((f) => f.groups[group] ?? 0)),
      median(floor.map((f) => f.groups[group] ?? 0)),
    ]),
  );
  const withFloor = floor.length > 0;
  console.log(`\nmedians of ${page.length} run(s)${withFloor ? `, floor measured in the same run (${floor.length})` : ''}`);
  console.log(`  ${''.padEnd(24)}${pageLabel.padStart(12)}${withFloor ? `${'floor'.padStart(10)}${'ratio'.padStart(9)}` : ''}`);
  for (const [label, p, f] of rows) {
    const ratio = f > 0 ? `${fmt(p / f, 2)}x` : '';
    console.log(
      `  ${label.padEnd(24)}${fmt(p, 0).padStart(12)}${withFloor ? `${fmt(f, 0).padStart(10)}${ratio.padStart(9)}` : ''}`,
    );
  }
  const files = new Set(page.flatMap((f) => Object.keys(f.scripts)));
  const scripts = [...files]
    .map((file) => [file, median(page.map((f) => f.scripts[file] ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log(`  scripting by file (median): ${scripts.map(([file, ms]) => `${file} ${fmt(ms, 0)}`).join(' · ')}`);
}
