import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as protocol from '@app/protocol';
import { API_PREFIX } from '@app/protocol/envelope';

/**
 * Endpoints are named once, in the protocol file of their server module (decision 030): the
 * server registers its routes and the web calls them through those `*_ENDPOINTS`. Tests may
 * still spell the spec's paths (they pin the wire); production sources may not.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src'];
const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file);

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(e.name) && !isTest(e.name) ? [full] : [];
  });
}

/** String and template literals (comments skipped) that start with the API prefix. */
function apiLiterals(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  const found: string[] = [];
  const kinds = new Set([ts.SyntaxKind.StringLiteral, ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateHead]);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kinds.has(kind) && scanner.getTokenValue().startsWith(API_PREFIX)) {
      const line = text.slice(0, scanner.getTokenStart()).split('\n').length;
      found.push(`${path.relative(repo, file)}:${line} ${scanner.getTokenValue()}`);
    }
  }
  return found;
}

const endpointTables = Object.entries(protocol).filter(([name]) => name.endsWith('_ENDPOINTS'));
const endpointPaths = endpointTables.flatMap(([table, paths]) =>
  Object.entries(paths as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => ({ name: `${table}.${key}`, value })),
);

describe('endpoints are named once', () => {
  it('finds the sources it reads', () => {
    expect(SOURCE_ROOTS.flatMap((r) => sourcesUnder(path.join(repo, r))).length).toBeGreaterThan(100);
  });

  it.each(SOURCE_ROOTS)('no "/api/" literal in the production sources of %s', (root) => {
    expect(sourcesUnder(path.join(repo, root)).flatMap(apiLiterals)).toEqual([]);
  });

  it('gives every path one name', () => {
    const byPath = new Map<string, string[]>();
    for (const e of endpointPaths) byPath.set(e.value, [...(byPath.get(e.value) ?? []), e.name]);
    expect([...byPath].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('has one table per server module', () => {
    expect(endpointTables.map(([name]) => name).sort()).toEqual([
      'ANALYTICS_ENDPOINTS',
      'AUTH_ENDPOINTS',
      'CHAT_ENDPOINTS',
      'CLOUD_PHONE_ENDPOINTS',
      'FEEDBACK_ENDPOINTS',
      'FLIGHT_ENDPOINTS',
      'HABITS_ENDPOINTS',
      'HISTORY_ENTRIES_ENDPOINTS',
      'ITEM_ENDPOINTS',
      'OPS_ENDPOINTS',
      'PASSPORT_ENDPOINTS',
      'SESSIONS_ENDPOINTS',
      'SETTINGS_ENDPOINTS',
      'SHARES_ENDPOINTS',
      'UPLOADS_ENDPOINTS',
      'WISH_ENDPOINTS',
      'WS_ENDPOINTS',
    ]);
  });
});
