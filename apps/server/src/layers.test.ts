import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import layers from '../layers.json';

/**
 * The folder-graph check of decision 026, the same placement as the server-layers lint rule
 * (tools/server-layers.js): every import of a server source goes to its own folder or a lower
 * tier of apps/server/layers.json, so no two folders import each other.
 */
const SRC = import.meta.dirname;
const TIER = new Map(layers.tiers.flatMap((t, i) => t.folders.map((f): [string, number] => [f, i])));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function folderOf(file: string): string | null {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (/\.test\.ts$/.test(rel) || parts[0] === 'testing') return 'testing';
  return parts.length === 1 ? parts[0]!.replace(/\.ts$/, '') : parts[0]!;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** `from → to → import count` over every server source (tests land in `testing`). */
function folderGraph(): Map<string, Map<string, number>> {
  const graph = new Map<string, Map<string, number>>();
  for (const file of sources(SRC)) {
    const from = folderOf(file)!;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]!;
      const target = spec.startsWith('#server/')
        ? path.join(SRC, spec.slice('#server/'.length))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null;
      const to = target && folderOf(`${target}.ts`);
      if (!to || to === from) continue;
      const row = graph.get(from) ?? graph.set(from, new Map()).get(from)!;
      row.set(to, (row.get(to) ?? 0) + 1);
    }
  }
  return graph;
}

describe('server layers (decision 026)', () => {
  const graph = folderGraph();
  const edges = [...graph].flatMap(([from, row]) => [...row].map(([to, count]) => ({ from, to, count })));

  it('sees the whole server: the engine, the modules and the infrastructure import each other', () => {
    expect(graph.get('modules')?.get('db')).toBeGreaterThan(10);
    expect(graph.get('assistant')?.get('modules')).toBeGreaterThan(10);
    expect(graph.get('app')?.get('assistant')).toBeGreaterThan(0);
  });

  it('places every folder in a tier', () => {
    const folders = new Set(sources(SRC).map((f) => folderOf(f)!));
    expect([...folders].filter((f) => !TIER.has(f))).toEqual([]);
  });

  it('has no pair of folders importing each other', () => {
    const mutual = edges.filter((e) => e.from < e.to && graph.get(e.to)?.has(e.from)).map((e) => `${e.from} ⇄ ${e.to}`);
    expect(mutual).toEqual([]);
  });

  it('imports only downwards', () => {
    const back = edges.filter((e) => TIER.get(e.to)! >= TIER.get(e.from)!).map((e) => `${e.from} → ${e.to} (${e.count})`);
    expect(back).toEqual([]);
  });

  it('lets modules reach the assistant only through the engine interface in ports/', () => {
    expect(graph.get('modules')?.has('assistant')).toBe(false);
    expect(graph.get('modules')?.get('ports')).toBeGreaterThan(0);
    expect(graph.get('assistant')?.get('ports')).toBeGreaterThan(0);
  });

  it('lets the assistant reach modules other than the catalog only through its tools', () => {
    const outside = sources(path.join(SRC, 'assistant'))
      .filter((f) => !f.endsWith('.test.ts') && !f.startsWith(path.join(SRC, 'assistant', 'tools') + path.sep))
      .flatMap((f) =>
        [...fs.readFileSync(f, 'utf8').matchAll(IMPORT)]
          .map((m) => m[1] ?? m[2]!)
          .filter((spec) => /^(#server\/|(\.\.\/)+)modules\/(?!catalog\/)/.test(spec))
          .map((spec) => `${path.relative(SRC, f)} → ${spec}`),
      );
    expect(outside).toEqual([]);
  });
});
