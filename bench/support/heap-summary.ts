import fs from 'node:fs';

/** Objects of one constructor (or one kind of string, array, closure…) in a heap snapshot. */
export interface HeapGroup {
  count: number;
  bytes: number;
}

/**
 * Counts a V8 heap snapshot (`.heapsnapshot`) by constructor name: for objects the name is the
 * constructor, for the rest the node type ("(string)", "(closure)", "(array)"…).
 */
export function summarizeHeap(file: string): Map<string, HeapGroup> {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const groups = new Map<string, HeapGroup>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    const name = type === 'object' ? snap.strings[snap.nodes[i + nameAt]!]! : `(${type})`;
    const g = groups.get(name) ?? { count: 0, bytes: 0 };
    g.count += 1;
    g.bytes += snap.nodes[i + sizeAt]!;
    groups.set(name, g);
  }
  return groups;
}

/** The groups that grew most in bytes from `before` to `after`. */
export function heapGrowth(before: Map<string, HeapGroup>, after: Map<string, HeapGroup>, top = 8) {
  const total = (m: Map<string, HeapGroup>) => [...m.values()].reduce((s, g) => s + g.bytes, 0);
  const rows = [...after].map(([name, g]) => {
    const b = before.get(name) ?? { count: 0, bytes: 0 };
    return { name, count: g.count - b.count, bytes: g.bytes - b.bytes };
  });
  rows.sort((x, y) => y.bytes - x.bytes);
  return { totalBefore: total(before), totalAfter: total(after), top: rows.slice(0, top) };
}
