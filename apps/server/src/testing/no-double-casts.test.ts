import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 20: no `as unknown as` in production code. A value of the wrong type gets an honest type
 * (a global augmentation, a structural interface, a runtime guard), not a double cast. Tests and
 * their helpers (`test/`, `testing/` folders) may still cast their fakes.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/protocol/src'];
const TEST_FOLDERS = new Set(['test', 'testing']);
const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file);

function productionSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return TEST_FOLDERS.has(e.name) ? [] : productionSources(full);
    return /\.tsx?$/.test(e.name) && !isTest(e.name) ? [full] : [];
  });
}

/** Each `x as unknown as T` in a file (comments and strings aside, parentheses or not), as `file:line`. */
function doubleCasts(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node)) {
      let inner: ts.Expression = node.expression;
      while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
      if (ts.isAsExpression(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${fileName}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no double casts in production code', () => {
  it.each([
    ['const a = b as unknown as C;', 1],
    ['const a = (b as unknown) as C;', 1],
    ['f(x as unknown as Y, z as unknown as W);', 2],
    ['const a = b as unknown;', 0],
    ['const a = b as C;', 0],
    ['// b as unknown as C\nconst s = "as unknown as";', 0],
  ])('%s is %i double cast(s)', (code, count) => {
    expect(doubleCasts('sample.ts', code)).toHaveLength(count);
  });

  it('finds the sources it reads', () => {
    expect(SOURCE_ROOTS.flatMap((r) => productionSources(path.join(repo, r))).length).toBeGreaterThan(100);
  });

  it.each(SOURCE_ROOTS)('no `as unknown as` in the production sources of %s', (root) => {
    const files = productionSources(path.join(repo, root));
    expect(files.flatMap((f) => doubleCasts(path.relative(repo, f), fs.readFileSync(f, 'utf8')))).toEqual([]);
  });
});
