import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { ANSWER_STATUS } from '@app/protocol';
import type { Database } from '../../db/schema';

/** `%`, `_` and the escape itself are literal in a keyword, not LIKE wildcards. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A question or its answer contains the keyword (lower() on both sides: SQLite and PostgreSQL agree). */
const matches = (eb: ExpressionBuilder<Database, 'questions'>, keyword: string) => {
  const pattern = likePattern(keyword);
  return eb.or([
    sql<SqlBool>`lower(questions.question) like ${pattern} escape '\\'`,
    sql<SqlBool>`lower(questions.answer) like ${pattern} escape '\\'`,
  ]);
};

export interface EntryRow {
  kind: 'question' | 'session';
  /** The question's id, or the session's. */
  id: string;
  /** Milliseconds: when asked, or when the session was last used. */
  at: number;
}

export interface EntryQuestion {
  id: string;
  question: string;
  question_img: string | null;
  question_voice: string | null;
  answer: string;
  create_at: number;
}

/** How much of an answer is read to cut an excerpt from: enough to find the keyword in a long one. */
const EXCERPT_SOURCE_CHARS = 20_000;
const answerSource = sql<string>`substr(questions.answer, 1, ${EXCERPT_SOURCE_CHARS})`.as('answer');

/**
 * The entries of /history, always scoped to one user: the /chatNext questions (v2, no session)
 * and the v1 sessions that have a question, in one list ordered by time.
 */
export function historyEntriesRepository(db: { kysely: Kysely<Database> }) {
  const k = db.kysely;

  const entries = (userId: string, keyword: string | null) => {
    const questions = k
      .selectFrom('questions')
      .select([sql<'question' | 'session'>`'question'`.as('kind'), 'questions.id as id', 'questions.create_at as at'])
      .where('questions.user_id', '=', userId)
      .where('questions.version', '=', 2)
      .where('questions.session_id', 'is', null)
      .$if(keyword !== null, (q) => q.where((eb) => matches(eb, keyword!)));
    const sessions = k
      .selectFrom('chat_sessions as s')
      .select([sql<'question' | 'session'>`'session'`.as('kind'), 's.id as id', 's.updated_at as at'])
      .where('s.user_id', '=', userId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('questions')
            .select(sql`1`.as('one'))
            .whereRef('questions.session_id', '=', 's.id')
            .where('questions.user_id', '=', userId)
            .$if(keyword !== null, (q) => q.where((qb) => matches(qb, keyword!))),
        ),
      );
    return questions.unionAll(sessions);
  };

  /** The user's /chatNext question (v2, no session) with this id. */
  const ownQuestion = (userId: string, id: string) =>
    k
      .selectFrom('questions')
      .select(['id', 'answer_status'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('version', '=', 2)
      .where('session_id', 'is', null);

  return {
    /**
     * Deletes the user's /chatNext question with its answer (feedback rows cascade), unless its
     * answer is still outputting: one statement, so an answer cannot start between a check and it.
     * `deleted` when it went; otherwise whether it exists at all (and is then still outputting).
     */
    async removeQuestion(userId: string, id: string): Promise<'deleted' | 'missing' | 'outputting'> {
      const result = await k
        .deleteFrom('questions')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('version', '=', 2)
        .where('session_id', 'is', null)
        .where('answer_status', '!=', ANSWER_STATUS.outputting)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) > 0) return 'deleted';
      return (await ownQuestion(userId, id).executeTakeFirst()) ? 'outputting' : 'missing';
    },

    /** A page of entries, newest first, and how many there are. */
    async page(userId: string, page: { limit: number; offset: number; keyword: string | null }) {
      const [rows, count] = await Promise.all([
        k
          .selectFrom(entries(userId, page.keyword).as('e'))
          .selectAll()
          .orderBy('e.at', 'desc')
          .orderBy('e.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        k
          .selectFrom(entries(userId, page.keyword).as('e'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows: rows.map((r) => ({ ...r, at: Number(r.at) })) as EntryRow[], total: Number(count?.n ?? 0) };
    },

    /** The user's questions by id (answers clipped for excerpts). */
    questions: (userId: string, ids: string[]): Promise<EntryQuestion[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : k
            .selectFrom('questions')
            .select([
              'questions.id',
              'questions.question',
              'questions.question_img',
              'questions.question_voice',
              answerSource,
              'questions.create_at',
            ])
            .where('questions.user_id', '=', userId)
            .where('questions.id', 'in', ids)
            .execute(),

    /** A session's title and its latest question (the latest matching one, with a keyword). */
    async session(userId: string, sessionId: string, keyword: string | null) {
      const [session, latest] = await Promise.all([
        k
          .selectFrom('chat_sessions')
          .select('title')
          .where('id', '=', sessionId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        k
          .selectFrom('questions')
          .select([
            'questions.id',
            'questions.question',
            'questions.question_img',
            'questions.question_voice',
            answerSource,
            'questions.create_at',
          ])
          .where('questions.user_id', '=', userId)
          .where('questions.session_id', '=', sessionId)
          .$if(keyword !== null, (q) => q.where((eb) => matches(eb, keyword!)))
          .orderBy('questions.create_at', 'desc')
          .orderBy('questions.id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return session && latest ? { title: session.title, latest } : null;
    },
  };
}
