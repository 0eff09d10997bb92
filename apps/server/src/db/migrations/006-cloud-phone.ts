import type { Kysely } from 'kysely';

/**
 * Cloud-phone tasks (spec section 3): one row per task, the latest state as the protocol's
 * CloudMobileTask JSON beside the columns that are queried (user, run_state, recency).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cloud_phone_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text')
    .addColumn('task_name', 'text', (c) => c.notNull())
    .addColumn('mall_name', 'text', (c) => c.notNull())
    .addColumn('run_state', 'integer', (c) => c.notNull())
    .addColumn('action_type', 'text', (c) => c.notNull())
    .addColumn('state_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cloud_phone_tasks_user_updated')
    .on('cloud_phone_tasks')
    .columns(['user_id', 'updated_at'])
    .execute();
}
