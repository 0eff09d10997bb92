import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's one-way layers (decision 026), shared by the ESLint rule below and by
 * apps/server/src/layers.test.ts through apps/server/layers.json: both read the same tiers and
 * place a file the same way, so the lint rule and the folder-graph check agree.
 */
const SERVER = fileURLToPath(new URL('../apps/server', import.meta.url));
const SRC = path.join(SERVER, 'src');
const TIERS = JSON.parse(fs.readFileSync(path.join(SERVER, 'layers.json'), 'utf8')).tiers;
const TIER = new Map(TIERS.flatMap((t, i) => t.folders.map((f) => [f, i])));

/** The layer folder of a server source file (a root file is its own), or null outside src. */
const folderOf = (file) => {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (/\.test\.ts$/.test(rel) || parts[0] === 'testing') return 'testing';
  return parts.length === 1 ? parts[0].replace(/\.ts$/, '') : parts[0];
};

const resolveImport = (fromFile, spec) => {
  if (spec.startsWith('#server/')) return path.join(SRC, spec.slice('#server/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
};

const serverLayers = {
  meta: {
    type: 'problem',
    messages: {
      up: '"{{from}}" must not import "{{to}}": the server\'s layers go one way (apps/server/layers.json, decision 026). Move the shared piece down or pass a function in.',
      unlisted: 'Folder "{{folder}}" has no tier in apps/server/layers.json.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    if (!from) return {};
    if (!TIER.has(from)) {
      return { Program: (node) => context.report({ node, messageId: 'unlisted', data: { folder: from } }) };
    }
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const target = resolveImport(file, spec);
      const to = target && folderOf(target.endsWith('.ts') ? target : `${target}.ts`);
      if (!to || to === from) return;
      if (!TIER.has(to)) context.report({ node, messageId: 'unlisted', data: { folder: to } });
      else if (TIER.get(to) >= TIER.get(from)) context.report({ node, messageId: 'up', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'server-layers': serverLayers } };
