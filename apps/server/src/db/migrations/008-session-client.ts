import type { Kysely } from 'kysely';

/**
 * Which client opened a login session: `app` when the login came from the host app (`from: app`),
 * `web` otherwise. With REQUIRE_SIGNATURE, every call of an app session must be signed, whatever
 * headers the caller sends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('auth_sessions')
    .addColumn('client', 'text', (c) => c.notNull().defaultTo('web'))
    .execute();
}
