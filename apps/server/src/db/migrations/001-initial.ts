import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Users, auth, catalog, chat. Types chosen to mean the same on SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('["user"]'))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_key', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('auth_sessions_user').on('auth_sessions').column('user_id').execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_ip').on('sms_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('auth_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_failures_phone').on('auth_failures').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('mall', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('original_price', 'double precision', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('specs', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category_price').on('products').columns(['category_id', 'price']).execute();
  await db.schema.createIndex('products_brand').on('products').column('brand').execute();

  await db.schema
    .createTable('price_history')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('end_day', 'text', (c) => c.notNull())
    .addColumn('prices', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('guides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('flights')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('flight_no', 'text', (c) => c.notNull())
    .addColumn('airline', 'text', (c) => c.notNull())
    .addColumn('from_city', 'text', (c) => c.notNull())
    .addColumn('to_city', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('dep_time', 'text', (c) => c.notNull())
    .addColumn('arr_time', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flights_route_date').on('flights').columns(['from_city', 'to_city', 'date']).execute();

  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_sessions_user').on('chat_sessions').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('client_question_id', 'text')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('question_type', 'integer')
    .addColumn('question_img', 'text')
    .addColumn('question_voice', 'text')
    .addColumn('question_voice_id', 'text')
    .addColumn('question_voice_time', 'double precision')
    .addColumn('question_card_url', 'text')
    .addColumn('target_price', 'double precision')
    .addColumn('question_product_card', 'text')
    .addColumn('create_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('assess', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answer_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answer_reason_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer_status_msg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('risk_review_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer_source', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('button_type', 'integer')
    .addColumn('buttons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cards', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('next_step', 'text')
    .addColumn('think_ms', 'integer')
    .execute();
  await db.schema.createIndex('questions_user_created').on('questions').columns(['user_id', 'create_at']).execute();
  await db.schema.createIndex('questions_session').on('questions').columns(['session_id', 'create_at']).execute();
  await db.schema.createIndex('questions_client_id').on('questions').columns(['user_id', 'client_question_id']).execute();
  await db.schema.createIndex('questions_status').on('questions').column('answer_status').execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  if (dialect === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE products_fts USING fts5(product_id UNINDEXED, search_text, tokenize = 'unicode61')`.execute(
      db,
    );
    await sql`CREATE VIRTUAL TABLE guides_fts USING fts5(guide_id UNINDEXED, search_text, tokenize = 'unicode61')`.execute(db);
  } else {
    await sql`CREATE INDEX products_search ON products USING gin (to_tsvector('simple', search_text))`.execute(db);
    await sql`CREATE INDEX guides_search ON guides USING gin (to_tsvector('simple', search_text))`.execute(db);
  }
}
