import type { Kysely } from 'kysely';

/**
 * Shared conversations (decision 021): one row per share link. `turns` is the snapshot taken when
 * the link was made (JSON, protocol `SharedTurn[]`), so later answers, edits or deletions of the
 * chat never change what the link shows. `token` is the link's secret (192 random bits); it is
 * kept as it is so the owner can copy the link again from the list (the snapshot beside it is no
 * less private than the token). A revoked link keeps its row, with `revoked_at` set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shares')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('turns', 'text', (c) => c.notNull())
    .addColumn('turn_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('shares_user_created').on('shares').columns(['user_id', 'created_at']).execute();
}
