import type { Kysely } from 'kysely';

/**
 * Ownership of running work across server instances (processes or machines on one database):
 * - `instances`: one row per running server process, whose lease the process renews;
 * - `questions.owner_id` / `cloud_phone_tasks.owner_id`: the instance generating an answer or
 *   driving a task. Work is interrupted only once its owner's lease has expired (a crash), never
 *   while a live peer still owns it;
 * - `questions.stream_marks`: per streamed event, how much answer and reasoning text the client
 *   had, so a late resume can be served exactly from the stored answer (chat/stored-replay.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('questions').addColumn('owner_id', 'text').execute();
  await db.schema.alterTable('questions').addColumn('stream_marks', 'text').execute();
  await db.schema.alterTable('cloud_phone_tasks').addColumn('owner_id', 'text').execute();
  await db.schema.createIndex('cloud_phone_tasks_state').on('cloud_phone_tasks').column('run_state').execute();
}
