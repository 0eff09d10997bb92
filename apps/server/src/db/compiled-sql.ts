import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

/** SQL texts per dialect (a transaction shares its database's adapter) and per shape of statement. */
const texts = new WeakMap<object, Map<string, string>>();

/** The kept texts, each with a name of its own: PostgreSQL prepares them once per connection. */
const statementNames = new Map<string, string>();

/** The prepared statement name of a kept SQL text (db/database.ts), or undefined for any other text. */
export const statementName = (sql: string): string | undefined => statementNames.get(sql);

/**
 * A hot statement whose SQL depends only on `shape` (e.g. which columns an UPDATE sets), with its
 * parameters bound in a known order: Kysely builds and compiles it the first time per dialect;
 * later calls reuse the SQL text and only bind `parameters` (decision 034: building and compiling
 * the answer's UPDATE per write was ~5 % of an answer's CPU; decision 038: the statements before a
 * question's first event likewise). The first compile is checked to bind exactly `parameters`, in
 * that order; if it does not, the statement is never cached and is built every time, so a
 * mismatch can cost time but never bind a wrong value.
 */
export function compiledQuery<R>(
  k: Kysely<Database>,
  shape: string,
  parameters: readonly unknown[],
  build: () => { compile(): CompiledQuery<R> },
): CompiledQuery<R> {
  const adapter = k.getExecutor().adapter;
  let byShape = texts.get(adapter);
  if (!byShape) texts.set(adapter, (byShape = new Map()));
  let text = byShape.get(shape);
  if (text === undefined) {
    const compiled = build().compile();
    const same =
      compiled.parameters.length === parameters.length && compiled.parameters.every((p, i) => Object.is(p, parameters[i]));
    if (!same) return compiled;
    text = compiled.sql;
    byShape.set(shape, text);
    if (!statementNames.has(text)) statementNames.set(text, `sa_${statementNames.size + 1}`);
  }
  return CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>;
}

/** Runs a statement of `compiledQuery` that writes: the number of rows it changed. */
export async function runCompiled(
  k: Kysely<Database>,
  shape: string,
  parameters: readonly unknown[],
  build: () => { compile(): CompiledQuery },
): Promise<bigint> {
  return (await k.executeQuery(compiledQuery(k, shape, parameters, build))).numAffectedRows ?? 0n;
}

/** Runs a statement of `compiledQuery` that reads: its rows. */
export async function selectCompiled<R>(
  k: Kysely<Database>,
  shape: string,
  parameters: readonly unknown[],
  build: () => { compile(): CompiledQuery<R> },
): Promise<R[]> {
  return (await k.executeQuery(compiledQuery(k, shape, parameters, build))).rows;
}
