import type { CpuProfile } from './cdp-cost';
import { fmt } from './web-harness';

/**
 * Prints where a CPU profile's time went: self time by function and by file, and the inclusive
 * time (on the stack) of the functions named in `inclusive` (names survive in an unminified build).
 */
export function printProfile(p: CpuProfile, inclusive: string[]): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  const onStackMs = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const n = byId.get(id);
    const ms = (p.timeDeltas[i + 1] ?? 0) / 1000;
    if (!n) return;
    const { functionName, url, lineNumber } = n.callFrame;
    const file = url.split('/').pop() || '(native)';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)?.callFrame.functionName;
      if (name && inclusive.includes(name)) onStack.add(name);
    }
    for (const name of onStack) onStackMs.set(name, (onStackMs.get(name) ?? 0) + ms);
  });
  const rows = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `  ${fmt(ms).padStart(8)} ms  ${k}`)
      .join('\n');
  console.log(`\nCPU profile of one streamed answer: ${fmt((p.endTime - p.startTime) / 1000, 0)} ms sampled`);
  console.log(`self time by function:\n${rows(self, 30)}`);
  console.log(`self time by file:\n${rows(byFile, 12)}`);
  console.log(`inclusive time (on the stack):\n${rows(onStackMs, inclusive.length)}`);
}
