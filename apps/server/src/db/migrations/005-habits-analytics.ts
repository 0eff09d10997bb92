import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Shopping habits the assistant collected (one row per user, field and value; `hidden` keeps a
 * value the user deleted from being collected again) and analytics events received at `/sa`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('habits')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('habits_pk', ['user_id', 'field', 'value'])
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('project', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('event', 'text')
    .addColumn('distinct_id', 'text', (c) => c.notNull())
    .addColumn('page', 'text')
    .addColumn('properties', 'text', (c) => c.notNull())
    .addColumn('client_time', 'bigint')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_day').on('analytics_events').columns(['day', 'event']).execute();
}
