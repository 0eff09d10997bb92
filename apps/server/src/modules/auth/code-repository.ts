import type { Db } from '../../db/database';
import type { SmsCodesTable } from '../../db/schema';

export type CodeRow = SmsCodesTable;

const count = (row: { n: number | string | bigint } | undefined): number => Number(row?.n ?? 0);

/** sms_codes (hashed codes, one row per send) and auth_failures (one row per wrong code). */
export function codeRepository(db: Db) {
  const k = db.kysely;
  return {
    async insert(row: CodeRow) {
      await k.insertInto('sms_codes').values(row).execute();
    },

    /** Only the newest code of a phone counts: older ones stop working once a new one is sent. */
    latestForPhone(phone: string): Promise<CodeRow | undefined> {
      return k
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async countForPhoneSince(phone: string, since: number) {
      return count(
        await k
          .selectFrom('sms_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('phone', '=', phone)
          .where('created_at', '>=', since)
          .executeTakeFirst(),
      );
    },

    async countForIpSince(ip: string, since: number) {
      return count(
        await k
          .selectFrom('sms_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('ip', '=', ip)
          .where('created_at', '>=', since)
          .executeTakeFirst(),
      );
    },

    /** Marks a code used; false when another request used it first (single use under concurrency). */
    async markUsed(id: string, now: number): Promise<boolean> {
      const r = await k
        .updateTable('sms_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async remove(id: string) {
      await k.deleteFrom('sms_codes').where('id', '=', id).execute();
    },

    async recordFailure(id: string, phone: string, now: number) {
      await k.insertInto('auth_failures').values({ id, phone, created_at: now }).execute();
    },

    async countFailuresSince(phone: string, since: number) {
      return count(
        await k
          .selectFrom('auth_failures')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('phone', '=', phone)
          .where('created_at', '>=', since)
          .executeTakeFirst(),
      );
    },

    /** Drops rows too old to matter for any limit, so the tables do not grow forever. */
    async prune(before: number) {
      await k.deleteFrom('sms_codes').where('created_at', '<', before).execute();
      await k.deleteFrom('auth_failures').where('created_at', '<', before).execute();
    },
  };
}
export type CodeRepository = ReturnType<typeof codeRepository>;
