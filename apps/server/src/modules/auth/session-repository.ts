import { sql } from 'kysely';
import { selectCompiled } from '../../db/compiled-sql';
import type { Db } from '../../db/database';
import { TickBatch } from '../../db/tick-batch';
import { hashToken, newSecretKey, newToken } from '../../shared/token';

/** Which client opened a session: the host app (signs its calls) or a browser. */
export type SessionClient = 'app' | 'web';

export interface SessionRecord {
  userId: string;
  client: SessionClient;
  secretKey: string;
  tokenHash: string;
  expiresAt: number;
}

interface Lookup {
  hash: string;
  now: number;
}

interface SessionRow {
  user_id: string;
  secret_key: string;
  token_hash: string;
  expires_at: number;
  client: string;
}

/** Login sessions: a token's hash, its owner, its signing secret and its expiry. */
export function sessionRepository(db: Db) {
  const k = db.kysely;
  // Compiled once: every authenticated request runs it, a new question before its first event.
  const findIn = async (on: typeof k, { hash, now }: Lookup): Promise<SessionRow | undefined> =>
    (
      await selectCompiled(on, 'auth_sessions.findActive', [hash, now], () =>
        on
          .selectFrom('auth_sessions')
          .select(['user_id', 'secret_key', 'token_hash', 'expires_at', 'client'])
          .where('token_hash', '=', hash)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now),
      )
    )[0];
  const findOne = (lookup: Lookup) => findIn(k, lookup);
  /**
   * The look-ups of one turn of the event loop together: on PostgreSQL in one statement (decision
   * 048), each then held to its own time; on SQLite one by one inside one read transaction, which
   * is opened and closed once instead of per look-up (decision 052).
   */
  const batch =
    db.dialect === 'postgres'
      ? new TickBatch<Lookup, SessionRow | undefined>(async (lookups) => {
          const hashes = [...new Set(lookups.map((l) => l.hash))];
          const earliest = Math.min(...lookups.map((l) => l.now));
          const rows = await selectCompiled<SessionRow>(k, 'auth_sessions.findActiveMany', [hashes, earliest], () =>
            k
              .selectFrom('auth_sessions')
              .select(['user_id', 'secret_key', 'token_hash', 'expires_at', 'client'])
              .where('token_hash', '=', sql<string>`any(${hashes})`)
              .where('revoked_at', 'is', null)
              .where('expires_at', '>', earliest),
          );
          const byHash = new Map(rows.map((r) => [r.token_hash, r]));
          return lookups.map(({ hash, now }) => {
            const row = byHash.get(hash);
            return row && row.expires_at > now ? row : undefined;
          });
        }, findOne)
      : new TickBatch<Lookup, SessionRow | undefined>(
          (lookups) =>
            k.transaction().execute(async (trx) => {
              const rows: Array<SessionRow | undefined> = [];
              for (const lookup of lookups) rows.push(await findIn(trx, lookup));
              return rows;
            }),
          findOne,
        );
  return {
    async create(userId: string, ttlSeconds: number, now: number, client: SessionClient = 'web') {
      const token = newToken();
      const secretKey = newSecretKey();
      await k
        .insertInto('auth_sessions')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          secret_key: secretKey,
          expires_at: now + ttlSeconds * 1000,
          created_at: now,
          revoked_at: null,
          client,
        })
        .execute();
      return { token, secretKey, expireTime: ttlSeconds };
    },

    async findActive(token: string, now: number): Promise<SessionRecord | null> {
      const hash = hashToken(token);
      const row = await batch.call({ hash, now });
      return row
        ? {
            userId: row.user_id,
            client: row.client === 'app' ? 'app' : 'web',
            secretKey: row.secret_key,
            tokenHash: row.token_hash,
            expiresAt: row.expires_at,
          }
        : null;
    },

    async revoke(tokenHash: string, now: number) {
      await k.updateTable('auth_sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
