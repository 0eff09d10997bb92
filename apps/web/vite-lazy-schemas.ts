import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

const PROTOCOL_MODULE = /[\\/]packages[\\/]protocol[\\/]src[\\/][^\\/]+\.ts$/;
const SCHEMA_NAME = /Schema$/;
/** Initialisers that build a schema (`z.object(…)`, `other.extend(…)`); a function or a literal is left alone. */
const BUILDS = new Set(['CallExpression', 'MemberExpression', 'TSAsExpression', 'TSSatisfiesExpression']);

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  id: Node & { name?: string };
  init: Node | null;
}
interface Statement extends Node {
  kind?: string;
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/** `code` with every top-level `const …Schema = <schema expression>` built on first use (lib/lazy-schema.ts). */
export function wrapSchemas(code: string, helper: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Statement[] };
  const out = new MagicString(code);
  let wrapped = 0;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { id, init } of declaration.declarations ?? []) {
      if (!init || id.type !== 'Identifier' || !SCHEMA_NAME.test(id.name ?? '') || !BUILDS.has(init.type)) continue;
      out.appendLeft(init.start, '__lazySchema(() => ');
      out.appendRight(init.end, ')');
      wrapped++;
    }
  }
  if (!wrapped) return null;
  out.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(helper)};\n`);
  return { code: out.toString(), map: out.generateMap({ hires: true }) };
}

/**
 * Decision 019, fifth pass: in the web app, packages/protocol's zod schemas are built on first
 * use instead of when their module is evaluated (lib/lazy-schema.ts). The sources, one schema per
 * message, and the server, which imports them as they are, stay unchanged.
 */
export function lazySchemas(helper: string): Plugin {
  return {
    name: 'lazy-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!PROTOCOL_MODULE.test(id) || !code.includes("from 'zod'")) return null;
      return wrapSchemas(code, helper);
    },
  };
}
