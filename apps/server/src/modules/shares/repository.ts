import type { Kysely, Selectable } from 'kysely';
import type { Database, SharesTable } from '../../db/schema';

export type ShareRow = Selectable<SharesTable>;

/** Most shares a user's list shows, newest first. */
export const SHARE_LIST_LIMIT = 100;

/** The `shares` table: owner calls are scoped to the owner; the public read is by token alone. */
export function shareRepository(db: { kysely: Kysely<Database> }) {
  const k = db.kysely;
  return {
    insert: (row: ShareRow) => k.insertInto('shares').values(row).execute(),

    /** A link that still works (not revoked), for anyone holding its token. */
    findLive: (token: string): Promise<ShareRow | undefined> =>
      k.selectFrom('shares').selectAll().where('token', '=', token).where('revoked_at', 'is', null).executeTakeFirst(),

    findForUser: (userId: string, token: string): Promise<ShareRow | undefined> =>
      k.selectFrom('shares').selectAll().where('token', '=', token).where('user_id', '=', userId).executeTakeFirst(),

    /**
     * The owner's live link to exactly these turns from the same place (the newest), so sharing
     * the same conversation again hands back that link instead of making another.
     */
    findSame: (row: Pick<ShareRow, 'user_id' | 'source' | 'session_id' | 'turns'>): Promise<ShareRow | undefined> =>
      k
        .selectFrom('shares')
        .selectAll()
        .where('user_id', '=', row.user_id)
        .where('source', '=', row.source)
        .where('session_id', row.session_id === null ? 'is' : '=', row.session_id)
        .where('turns', '=', row.turns)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    listForUser: (userId: string): Promise<ShareRow[]> =>
      k
        .selectFrom('shares')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('token', 'desc')
        .limit(SHARE_LIST_LIMIT)
        .execute(),

    /** Revokes the owner's link (once: a second revoke keeps the first time). */
    revoke: (userId: string, token: string, now: number) =>
      k
        .updateTable('shares')
        .set({ revoked_at: now })
        .where('token', '=', token)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute(),
  };
}
