import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Global settings rows, users' shopping-preference authorisation, and the nickname for greetings. */
export function settingsRepository(db: Db) {
  const k = db.kysely;
  return {
    getConfig(key: string) {
      return k.selectFrom('global_config').select(['value', 'update_at']).where('key', '=', key).executeTakeFirst();
    },

    /**
     * Stores `value` under `key` only if it differs from what is stored, in one statement so two
     * writers cannot both "change" it. update_at moves forward even when two changes share a
     * millisecond, so a client comparing update_at never misses a change. True when it changed.
     */
    async setConfigIfChanged(key: string, value: string, now: number): Promise<boolean> {
      const updated = await k
        .updateTable('global_config')
        .set({
          value,
          update_at: sql<number>`CASE WHEN update_at >= CAST(${now} AS bigint) THEN update_at + 1 ELSE CAST(${now} AS bigint) END`,
        })
        .where('key', '=', key)
        .where('value', '<>', value)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return true;
      const inserted = await k
        .insertInto('global_config')
        .values({ key, value, update_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async getAuthorized(userId: string, platform: number): Promise<boolean> {
      const row = await k
        .selectFrom('user_auth_status')
        .select('authorized')
        .where('user_id', '=', userId)
        .where('platform', '=', platform)
        .executeTakeFirst();
      return Number(row?.authorized ?? 0) === 1;
    },

    async setAuthorized(userId: string, platform: number, authorized: boolean, now: number): Promise<void> {
      const flag = authorized ? 1 : 0;
      await k
        .insertInto('user_auth_status')
        .values({ user_id: userId, platform, authorized: flag, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'platform']).doUpdateSet({ authorized: flag, updated_at: now }))
        .execute();
    },

    async nickname(userId: string): Promise<string | null> {
      const row = await k.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst();
      return row?.nickname ?? null;
    },
  };
}
