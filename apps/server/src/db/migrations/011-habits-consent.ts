import { sql, type Kysely } from 'kysely';

/** The 购物习惯 switch's platform (protocol DEFAULT_AUTH_PLATFORM when this migration was written). */
const HABITS_PLATFORM = 1;

/**
 * Issue 21: habits used to be collected from questions and the wish list whether or not the user
 * had allowed it. Collected values of users whose switch is not on are removed; what users typed
 * in themselves (`source = 'user'`) stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from habits
    where source = 'collected'
      and user_id not in (
        select user_id from user_auth_status where platform = ${HABITS_PLATFORM} and authorized = 1
      )
  `.execute(db);
}
