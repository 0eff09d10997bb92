import { DEFAULT_ROLE } from '@app/protocol';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { newId } from '../../shared/token';

export interface UserRecord {
  id: string;
  phone: string;
  nickname: string;
  avatar: string;
  passwordHash: string | null;
  roles: string[];
  permissions: string[];
}

const stringList = z.array(z.string());

/** users.roles / users.permissions are JSON text; a damaged value falls back rather than failing logins. */
function parseList(text: string, fallback: string[]): string[] {
  try {
    const parsed = stringList.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

const toRecord = (row: UsersTable): UserRecord => ({
  id: row.id,
  phone: row.phone,
  nickname: row.nickname,
  avatar: row.avatar,
  passwordHash: row.password_hash,
  roles: parseList(row.roles, [DEFAULT_ROLE]),
  permissions: parseList(row.permissions, []),
});

export function userRepository(db: Db) {
  const k = db.kysely;
  const findBy = async (column: 'id' | 'phone', value: string): Promise<UserRecord | null> => {
    const row = await k.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? toRecord(row) : null;
  };

  return {
    findById: (id: string) => findBy('id', id),
    findByPhone: (phone: string) => findBy('phone', phone),

    /**
     * The user owning `phone`, created on first use. ON CONFLICT DO NOTHING (SQLite and
     * PostgreSQL alike) makes two simultaneous first logins end with one user.
     */
    async ensureByPhone(phone: string, nickname: string, now: number) {
      await k
        .insertInto('users')
        .values({
          id: newId('u_'),
          phone,
          nickname,
          avatar: '',
          password_hash: null,
          roles: JSON.stringify([DEFAULT_ROLE]),
          permissions: '[]',
          created_at: now,
        })
        .onConflict((oc) => oc.column('phone').doNothing())
        .execute();
      const user = await findBy('phone', phone);
      if (!user) throw new Error('user vanished right after insert');
      return user;
    },

    /** Sets password and nickname unless a password exists; false when one did. */
    async setPasswordIfUnset(id: string, passwordHash: string, nickname: string): Promise<boolean> {
      const r = await k
        .updateTable('users')
        .set({ password_hash: passwordHash, nickname })
        .where('id', '=', id)
        .where('password_hash', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;

async function addToList(db: Db, userId: string, column: 'roles' | 'permissions', value: string): Promise<string[] | null> {
  const row = await db.kysely.selectFrom('users').select([column]).where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const current = parseList(row[column], column === 'roles' ? [DEFAULT_ROLE] : []);
  if (current.includes(value)) return current;
  const next = [...current, value];
  await db.kysely
    .updateTable('users')
    .set({ [column]: JSON.stringify(next) })
    .where('id', '=', userId)
    .execute();
  return next;
}

/** Gives a user a role (e.g. `admin`); returns the user's roles, or null when there is no such user. */
export const grantRole = (db: Db, userId: string, role: string) => addToList(db, userId, 'roles', role);

/** Gives a user a permission; returns the user's permissions, or null when there is no such user. */
export const grantPermission = (db: Db, userId: string, permission: string) => addToList(db, userId, 'permissions', permission);
