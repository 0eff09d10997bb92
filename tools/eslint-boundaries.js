import path from 'node:path';

/**
 * Import boundaries (STYLE: features never import each other; protocol stays pure).
 * A tiny local rule: resolves each relative or `@/` import and compares feature folders.
 */
const WEB_SRC = path.resolve('apps/web/src');

const featureOf = (file) => {
  const rel = path.relative(path.join(WEB_SRC, 'features'), file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
};

const resolveImport = (fromFile, spec) => {
  if (spec.startsWith('@/')) return path.join(WEB_SRC, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
};

const featureBoundary = {
  meta: {
    type: 'problem',
    messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}"; compose them in a route instead.' },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const target = resolveImport(file, spec);
      if (!target) return;
      const to = featureOf(target);
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundary': featureBoundary } };
