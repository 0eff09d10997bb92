import { sql, type Kysely, type SqlBool } from 'kysely';
import { ANSWER_STATUS, RISK_REVIEW_STATUS } from '@app/protocol';
import type { ChatSessionsTable, Database } from '../../db/schema';

export type ChatSessionRow = ChatSessionsTable;

export interface SessionListRow extends ChatSessionRow {
  last_question: string | null;
}

/** `%`, `_` and the escape itself are literal in a keyword, not LIKE wildcards. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The v1 chat sessions (`chat_sessions`), always scoped to one user. Takes the database or a
 * transaction, so a session can be stored together with its first question.
 */
export function chatSessionRepository(db: { kysely: Kysely<Database> }) {
  const k = db.kysely;

  /** The user's sessions with at least one question (matching the keyword, when given). */
  const listed = (userId: string, keyword: string | null) =>
    k
      .selectFrom('chat_sessions as s')
      .where('s.user_id', '=', userId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('questions as q')
            .select(sql`1`.as('one'))
            .whereRef('q.session_id', '=', 's.id')
            .where('q.user_id', '=', userId)
            // lower() on both sides: SQLite's LIKE and PostgreSQL's differ on case, this does not.
            .$if(keyword !== null, (q) => q.where(sql<SqlBool>`lower(q.question) like ${likePattern(keyword!)} escape '\\'`)),
        ),
      );

  return {
    /** Whether any question of the session still has an answer outputting (or under review). */
    hasOutputting: async (userId: string, id: string): Promise<boolean> =>
      (await k
        .selectFrom('questions')
        .select('id')
        .where('session_id', '=', id)
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('answer_status', '=', ANSWER_STATUS.outputting),
            eb('risk_review_status', '=', RISK_REVIEW_STATUS.outputting),
          ]),
        )
        .executeTakeFirst()) !== undefined,

    /** Deletes the session and its questions (their feedback rows cascade); use within a transaction. */
    async remove(userId: string, id: string) {
      await k.deleteFrom('questions').where('session_id', '=', id).where('user_id', '=', userId).execute();
      await k.deleteFrom('chat_sessions').where('id', '=', id).where('user_id', '=', userId).execute();
    },

    insert: (row: ChatSessionRow) => k.insertInto('chat_sessions').values(row).execute(),

    findForUser: (userId: string, id: string): Promise<ChatSessionRow | undefined> =>
      k.selectFrom('chat_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    /** A new question moves the session to the top; an untitled session takes its title from it. */
    touch: (id: string, now: number, title: string) =>
      k
        .updateTable('chat_sessions')
        .set({ updated_at: now, title: sql<string>`CASE WHEN title = '' THEN ${title} ELSE title END` })
        .where('id', '=', id)
        .execute(),

    /** A page of the user's sessions, most recently used first, and how many there are. */
    async list(userId: string, page: { limit: number; offset: number; keyword: string | null }) {
      const [rows, count] = await Promise.all([
        listed(userId, page.keyword)
          .selectAll('s')
          .select((eb) =>
            eb
              .selectFrom('questions as lq')
              .select('lq.question')
              .whereRef('lq.session_id', '=', 's.id')
              .orderBy('lq.create_at', 'desc')
              .orderBy('lq.id', 'desc')
              .limit(1)
              .as('last_question'),
          )
          .orderBy('s.updated_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        listed(userId, page.keyword)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows: rows as SessionListRow[], total: Number(count?.n ?? 0) };
    },
  };
}

export type ChatSessionRepository = ReturnType<typeof chatSessionRepository>;
