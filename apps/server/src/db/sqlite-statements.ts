import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; past this the least recently used is dropped. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely sees it, with its prepared statements reused. Kysely prepares
 * every query anew, and compiling the SQL was about a tenth of the CPU an answered question
 * costs; queries are few distinct texts with bound parameters, so each is compiled once. A
 * statement still being iterated (a streamed query) is busy: that query gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
