import type { Kysely } from 'kysely';

/**
 * The wish list: one row per (user, product), with an optional target price. Only the user is a
 * foreign key: a catalog re-import may replace product rows, and a cascade would silently empty
 * every wish list; a wish whose product is gone is simply not listed (the list joins products).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wish_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('target_price', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wish_items_pk', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('wish_items_user_created').on('wish_items').columns(['user_id', 'created_at']).execute();
}
