import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './database';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-feedback-uploads';
import * as m004 from './migrations/004-wish';
import * as m005 from './migrations/005-habits-analytics';
import * as m006 from './migrations/006-cloud-phone';
import * as m007 from './migrations/007-conversation-state';
import * as m008 from './migrations/008-session-client';
import * as m009 from './migrations/009-instance-leases';
import * as m010 from './migrations/010-shares';
import * as m011 from './migrations/011-habits-consent';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Ordered list; add a file and a line here for each new migration. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-initial': m001,
  '002-feedback-uploads': m002,
  '004-wish': m004,
  '005-habits-analytics': m005,
  '006-cloud-phone': m006,
  '007-conversation-state': m007,
  '008-session-client': m008,
  '009-instance-leases': m009,
  '010-shares': m010,
  '011-habits-consent': m011,
};

class ListProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, this.dialect) }]),
    );
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its own tables across every schema; on PostgreSQL name ours explicitly so
  // databases that hold several schemas (tests, tenants) never see another schema's lock table.
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider: new ListProvider(db.dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
