/**
 * Main-thread cost of what a page does, read over the Chrome DevTools Protocol: Performance
 * metrics, a sampling CPU profile, and a trace of the renderer's tasks. The page is measured from
 * outside, so nothing here runs in it.
 */
import type { CDPSession } from 'playwright-core';

/** Performance.getMetrics as a name → value record (durations in seconds). */
export type Metrics = Record<string, number>;

/** The page's Performance metrics now (`Performance.enable` must have been sent). */
export async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** How much the duration metric `name` grew from `a` to `b`, in ms. */
export const deltaMs = (a: Metrics, b: Metrics, name: string) => ((b[name] ?? 0) - (a[name] ?? 0)) * 1000;

/** A sampling CPU profile as Profiler.stop returns it. */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Sampled time (ms) a CPU profile spent running JavaScript, garbage collection included. */
export function jsMs(p: CpuProfile): number {
  const notJs = new Set(
    p.nodes.filter((n) => ['(idle)', '(program)', '(root)'].includes(n.callFrame.functionName)).map((n) => n.id),
  );
  return p.samples.reduce((sum, id, i) => (notJs.has(id) ? sum : sum + (p.timeDeltas[i + 1] ?? 0) / 1000), 0);
}

/**
 * Main-thread cost of `run` in the page of `cdp`: ScriptDuration, TaskDuration, layout and style
 * from Performance.getMetrics, and `js`, the JavaScript time of a sampling CPU profile (1 ms).
 * ScriptDuration leaves out script that runs as promise continuations of a network task, such as
 * a stream reader's `read()` (the SSE parsing and everything it calls synchronously); `js` does not.
 */
export async function measure(cdp: CDPSession, run: () => Promise<void>) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  const a = await metrics(cdp);
  await run();
  const b = await metrics(cdp);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await cdp.send('Profiler.disable');
  return {
    script: deltaMs(a, b, 'ScriptDuration'),
    task: deltaMs(a, b, 'TaskDuration'),
    layout: deltaMs(a, b, 'LayoutDuration'),
    style: deltaMs(a, b, 'RecalcStyleDuration'),
    js: jsMs(profile),
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Records the main-thread tasks of the page's renderer (trace category `toplevel`, light enough
 * not to change them). `stop()` gives each task's CPU time (thread time): on a shared machine a
 * task's wall-clock length, which the longtask API reports, also counts the time other processes
 * held the core, so this says what the page itself asked of the thread.
 */
export async function startTaskTrace(cdp: CDPSession) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel'] } } as never);
  return {
    async stop() {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      const tasksOf = (t: TraceEvent) =>
        events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
      // The page's renderer is the one that worked most.
      const cpuMs = (list: TraceEvent[]) => list.map((e) => (e.tdur ?? 0) / 1000);
      const [busiest] = mains
        .map((t) => cpuMs(tasksOf(t)))
        .sort((a, b) => b.reduce((x, y) => x + y, 0) - a.reduce((x, y) => x + y, 0));
      const cpu = busiest ?? [];
      return {
        longest: Math.max(0, ...cpu),
        over50: cpu.filter((ms) => ms > 50).length,
        over50Ms: cpu.filter((ms) => ms > 50).reduce((a, b) => a + b, 0),
        total: cpu.reduce((a, b) => a + b, 0),
      };
    },
  };
}
