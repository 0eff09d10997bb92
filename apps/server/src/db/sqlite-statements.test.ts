import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statements';

describe('withStatementCache', () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('CREATE TABLE IF NOT EXISTS t (n INTEGER)');
  afterEach(() => sqlite.exec('DELETE FROM t'));

  it('prepares each SQL text once and reuses the statement', () => {
    const db = withStatementCache(sqlite);
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    insert.run([1]);
    expect(db.prepare('INSERT INTO t (n) VALUES (?)')).toBe(insert);
    db.prepare('INSERT INTO t (n) VALUES (?)').run([2]);
    expect(db.prepare('SELECT n FROM t ORDER BY n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('drops the least recently used statement past its size', () => {
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('SELECT 1 AS a');
    const b = db.prepare('SELECT 2 AS b');
    expect(db.prepare('SELECT 1 AS a')).toBe(a);
    db.prepare('SELECT 3 AS c');
    expect(db.prepare('SELECT 1 AS a')).toBe(a);
    expect(db.prepare('SELECT 2 AS b')).not.toBe(b);
  });

  it('gives a query a fresh statement while the cached one is still being iterated', () => {
    const db = withStatementCache(sqlite);
    db.prepare('INSERT INTO t (n) VALUES (?)').run([1]);
    db.prepare('INSERT INTO t (n) VALUES (?)').run([2]);
    const select = db.prepare('SELECT n FROM t ORDER BY n');
    const rows = select.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const again = db.prepare('SELECT n FROM t ORDER BY n');
    expect(again).not.toBe(select);
    expect(again.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(rows.next().value).toEqual({ n: 2 });
    rows.return?.();
  });
});
