import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { ANSWER_STATUS, RISK_REVIEW_STATUS } from '@app/protocol';
import { runCompiled, selectCompiled } from '../../db/compiled-sql';
import { TickBatch } from '../../db/tick-batch';
import type { Dialect } from '../../db/database';
import type { Database, QuestionsTable } from '../../db/schema';
import type { liveOwners as liveOwnersQuery } from '../../db/instance';

export type QuestionRow = QuestionsTable;

/**
 * How much of an earlier answer is read as context: far more than an engine uses (the OpenAI
 * prompt keeps 1,500 characters; the embedded engine reads the products an answer links), but
 * bounded, so a very long answer is not read whole for every later question.
 */
export const CONTEXT_ANSWER_CHARS = 20_000;
const contextAnswer = sql<string>`substr(answer, 1, ${CONTEXT_ANSWER_CHARS})`.as('answer');

/**
 * Which questions a "latest N" read looks at: one v1 session, or one chat version (with
 * `finished`, only the finished answers of the /chatNext conversation: a share's default).
 */
export type QuestionScope = { sessionId: string } | { version: number; finished?: boolean };

const oldestFirst = <T>(rows: T[]): T[] => rows.reverse();

/** What a new v2 question is answered with: the latest turns, oldest first, and the latest stored state. */
export interface RecentContext {
  turns: Array<{ question: string; answer: string }>;
  state: string | null;
}

/**
 * Questions and their answers (the `questions` table), always scoped to one user. Takes the
 * database or a transaction, so a question can be stored together with its session.
 */
export function questionRepository(db: { kysely: Kysely<Database>; dialect?: Dialect }) {
  const k = db.kysely;
  const dialect = db.dialect ?? 'sqlite';
  /** The one "latest N questions" read: newest first, ties on create_at broken by id. */
  const newest = (userId: string, scope: QuestionScope, limit: number) => {
    let q = k.selectFrom('questions').where('user_id', '=', userId);
    if ('sessionId' in scope) q = q.where('session_id', '=', scope.sessionId);
    else {
      q = q.where('version', '=', scope.version);
      if (scope.finished) q = q.where('session_id', 'is', null).where('answer_status', '=', ANSWER_STATUS.finished);
    }
    return q.orderBy('create_at', 'desc').orderBy('id', 'desc').limit(limit);
  };
  /** The insert batches of insertWithContext, per set of columns and context size. */
  const insertBatches = new Map<string, TickBatch<Insertable<QuestionsTable>, RecentContext>>();
  /**
   * One question stored and its context read in one round trip: the insert is a data-modifying
   * WITH, whose rows the statement's own read does not see (decision 038).
   */
  const insertOneWithContext = async (row: Insertable<QuestionsTable>, limit: number) =>
    repo.contextOf(
      row.user_id,
      await selectCompiled(
        k,
        `questions.insertWithContext:${Object.keys(row).join(',')}`,
        [...Object.values(row), CONTEXT_ANSWER_CHARS, row.user_id, 2, limit],
        () =>
          k
            .with('inserted', (db) => db.insertInto('questions').values(row))
            .selectFrom('questions')
            .select(['question', contextAnswer, 'conversation_state'])
            .where('user_id', '=', row.user_id)
            .where('version', '=', 2)
            .orderBy('create_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit),
      ),
      limit,
    );
  /**
   * SQLite: one question's context read, then the question stored (the read sees none of it).
   * In a batch, the questions of one turn of the event loop do the same in turn inside one
   * transaction, so two questions of one user still see each other as they did one by one; the
   * batch commits once (decision 052: a commit per question was most of a burst's SQLite time).
   */
  const insertThenRead = async (r: typeof repo, row: Insertable<QuestionsTable>, limit: number) => {
    const context = await r.recentContext(row.user_id, limit);
    await r.insert(row);
    return context;
  };
  const insertManyInOneCommit = (rows: Array<Insertable<QuestionsTable>>, limit: number): Promise<RecentContext[]> =>
    k.transaction().execute(async (trx) => {
      const r = questionRepository({ kysely: trx, dialect });
      const out: RecentContext[] = [];
      for (const row of rows) out.push(await insertThenRead(r, row, limit));
      return out;
    });
  /**
   * The questions of one turn of the event loop (decision 048) stored, and each user's context
   * read, in one statement: the rows travel as one JSON parameter typed by the table's own row
   * type (as updateOwnedMany's), the users as one array, each user's latest turns by a lateral
   * read. As with one question, the read sees none of the rows the statement inserts: two
   * questions of one user in one batch are each answered without the other, as two questions in
   * flight at once already could be.
   */
  const insertManyWithContext = async (rows: Array<Insertable<QuestionsTable>>, limit: number): Promise<RecentContext[]> => {
    const columns = Object.keys(rows[0]!);
    const json = JSON.stringify(rows);
    const users = [...new Set(rows.map((r) => r.user_id))];
    const read = await selectCompiled<{
      user_id: string;
      question: string;
      answer: string;
      conversation_state: string | null;
      create_at: number;
      id: string;
    }>(k, `questions.insertManyWithContext:${columns.join(',')}`, [json, users, CONTEXT_ANSWER_CHARS, limit], () => ({
      compile: () => {
        const cols = sql.join(columns.map((c) => sql.ref(c)));
        return sql<{
          user_id: string;
          question: string;
          answer: string;
          conversation_state: string | null;
          create_at: number;
          id: string;
        }>`with inserted as (insert into ${sql.table('questions')} (${cols}) select ${cols} from json_populate_recordset(null::${sql.table(
          'questions',
        )}, ${json}::json)) select u.user_id, c.question, c.answer, c.conversation_state, c.create_at, c.id from unnest(${users}::text[]) as u(user_id) cross join lateral (select question, substr(answer, 1, ${CONTEXT_ANSWER_CHARS}) as answer, conversation_state, create_at, id from ${sql.table(
          'questions',
        )} where user_id = u.user_id and version = 2 order by create_at desc, id desc limit ${limit}) as c`.compile(k);
      },
    }));
    const byUser = new Map<string, typeof read>();
    for (const r of read) (byUser.get(r.user_id) ?? byUser.set(r.user_id, []).get(r.user_id)!).push(r);
    for (const list of byUser.values())
      list.sort((a, b) => b.create_at - a.create_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return Promise.all(rows.map((row) => repo.contextOf(row.user_id, byUser.get(row.user_id) ?? [], limit)));
  };
  const repo = {
    /** Stores a question (its statement compiled once per set of columns: it runs before every first event). */
    insert: (row: Insertable<QuestionsTable>) =>
      runCompiled(k, `questions.insert:${Object.keys(row).join(',')}`, Object.values(row), () =>
        k.insertInto('questions').values(row),
      ),

    update: (id: string, patch: Updateable<QuestionsTable>) =>
      k.updateTable('questions').set(patch).where('id', '=', id).execute(),

    /**
     * The owner's write of its growing or final answer (decision 031): only while the answer is
     * still outputting and still its own, so a write can never undo a peer's verdict (a sweep's
     * interruption, a stop's cancellation). False when the answer is no longer the owner's.
     */
    async updateOwned(id: string, owner: string, patch: Updateable<QuestionsTable>): Promise<boolean> {
      const set = Object.entries(patch).filter(([, v]) => v !== undefined);
      const updated = await runCompiled(
        k,
        `questions.updateOwned:${set.map(([column]) => column).join(',')}`,
        [...set.map(([, v]) => v), id, owner, ANSWER_STATUS.outputting],
        () =>
          k
            .updateTable('questions')
            .set(patch)
            .where('id', '=', id)
            .where('owner_id', '=', owner)
            .where('answer_status', '=', ANSWER_STATUS.outputting),
      );
      return updated > 0n;
    },

    /**
     * PostgreSQL: the owner's writes of several answers that set the same columns, in one
     * statement (decision 038): the rows travel as one JSON parameter, typed by the table's own
     * row type, so the SQL text depends only on the columns and is compiled once. Fenced as
     * updateOwned is (with an owner): the ids it returns are the answers still this owner's.
     */
    async updateOwnedMany(
      owner: string | null,
      columns: readonly string[],
      rows: ReadonlyArray<{ id: string; patch: Updateable<QuestionsTable> }>,
    ): Promise<Set<string>> {
      const json = JSON.stringify(rows.map(({ id, patch }) => ({ ...patch, id })));
      const fence = owner === null ? sql`` : sql` and q.owner_id = ${owner} and q.answer_status = ${ANSWER_STATUS.outputting}`;
      const updated = await selectCompiled<{ id: string }>(
        k,
        `questions.updateOwnedMany:${owner === null ? '' : 'fenced:'}${columns.join(',')}`,
        owner === null ? [json] : [json, owner, ANSWER_STATUS.outputting],
        () => ({
          compile: () =>
            sql<{ id: string }>`update ${sql.table('questions')} as q set ${sql.join(
              columns.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`),
            )} from json_populate_recordset(null::${sql.table('questions')}, ${json}::json) as v where q.id = v.id${fence} returning q.id`.compile(
              k,
            ),
        }),
      );
      return new Set(updated.map((r) => r.id));
    },

    /** Of these answers, those still outputting under this owner (the re-check after a lapsed lease). */
    async stillOwned(owner: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await k
        .selectFrom('questions')
        .select('id')
        .where('id', 'in', [...ids])
        .where('owner_id', '=', owner)
        .where('answer_status', '=', ANSWER_STATUS.outputting)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    findForUser: (userId: string, id: string): Promise<QuestionRow | undefined> =>
      k.selectFrom('questions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    findManyForUser: (userId: string, ids: readonly string[]): Promise<QuestionRow[]> =>
      k
        .selectFrom('questions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', 'in', [...ids])
        .execute(),

    /** The user's latest `limit` questions in `scope`, oldest first. */
    latest: (userId: string, scope: QuestionScope, limit: number): Promise<QuestionRow[]> =>
      newest(userId, scope, limit).selectAll().execute().then(oldestFirst),

    /** The latest earlier turns in `scope`, oldest first, as context for the assistant (answers clipped). */
    recentTurns: (userId: string, scope: QuestionScope, limit: number): Promise<Array<{ question: string; answer: string }>> =>
      newest(userId, scope, limit).select(['question', contextAnswer]).execute().then(oldestFirst),

    /**
     * What a new v2 question is answered with, in one read for most users: the latest turns
     * (as recentTurns) and the conversation state (as latestState), which is almost always on
     * one of them; only when none of a full page of turns stored one is it looked up further back.
     */
    async recentContext(userId: string, limit: number): Promise<RecentContext> {
      // Compiled once: it runs before every new question's first event (decision 038).
      const rows = await selectCompiled(k, 'questions.recentContext', [CONTEXT_ANSWER_CHARS, userId, 2, limit], () =>
        newest(userId, { version: 2 }, limit).select(['question', contextAnswer, 'conversation_state']),
      );
      return this.contextOf(userId, rows, limit);
    },

    /**
     * Stores a question and reads what it is answered with (recentContext, as it was before the
     * question), in one round trip on PostgreSQL: a new question's first event waits for this
     * alone (decision 038). The insert is a data-modifying WITH, whose rows the statement's own
     * read does not see, so the context is exactly what recentContext read first would return.
     */
    async insertWithContext(row: Insertable<QuestionsTable>, limit: number): Promise<RecentContext> {
      // The questions of one turn of the event loop with the same columns go in one statement
      // (PostgreSQL) or one transaction (SQLite).
      const shape = `${Object.keys(row).join(',')}:${limit}`;
      let batch = insertBatches.get(shape);
      if (!batch)
        insertBatches.set(
          shape,
          (batch =
            dialect === 'postgres'
              ? new TickBatch<Insertable<QuestionsTable>, RecentContext>(
                  (rows) => insertManyWithContext(rows, limit),
                  (one) => insertOneWithContext(one, limit),
                )
              : new TickBatch<Insertable<QuestionsTable>, RecentContext>(
                  (rows) => insertManyInOneCommit(rows, limit),
                  (one) => insertThenRead(repo, one, limit),
                )),
        );
      return batch.call(row);
    },

    /** recentContext's answer from its rows (newest first). */
    async contextOf(
      userId: string,
      rows: Array<{ question: string; answer: string; conversation_state: string | null }>,
      limit: number,
    ): Promise<RecentContext> {
      const kept = rows.find((r) => r.conversation_state !== null);
      const state = kept ? kept.conversation_state : rows.length < limit ? null : await this.latestState(userId, null);
      return { turns: oldestFirst(rows).map((r) => ({ question: r.question, answer: r.answer })), state };
    },

    /**
     * The assistant's conversation state after the latest answer that stored one: of the v2
     * conversation, or of one v1 session.
     */
    async latestState(userId: string, sessionId: string | null): Promise<string | null> {
      let q = k
        .selectFrom('questions')
        .select('conversation_state')
        .where('user_id', '=', userId)
        .where('conversation_state', 'is not', null);
      q = sessionId === null ? q.where('version', '=', 2) : q.where('session_id', '=', sessionId);
      const row = await q.orderBy('create_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row?.conversation_state ?? null;
    },

    /** Removes a question and its answer (replaced by 重新回答 or 编辑); never one still being answered. */
    async remove(userId: string, id: string): Promise<void> {
      await k
        .deleteFrom('questions')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('answer_status', '!=', ANSWER_STATUS.outputting)
        .execute();
    },

    /** Every question of a session with its v1 status, oldest first. */
    statusesInSession: (userId: string, sessionId: string) =>
      k
        .selectFrom('questions')
        .select(['id', 'risk_review_status'])
        .where('user_id', '=', userId)
        .where('session_id', '=', sessionId)
        .orderBy('create_at', 'asc')
        .orderBy('id', 'asc')
        .execute(),

    /** Attaches a recorded question; false when the user has no such question. */
    async setVoice(
      userId: string,
      id: string,
      voice: Pick<QuestionsTable, 'question_voice' | 'question_voice_time' | 'question_voice_id'>,
    ): Promise<boolean> {
      const result = await k
        .updateTable('questions')
        .set(voice)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * A page of v2 questions, newest first: the latest ones, or those older (`older`) or newer
     * than the cursor row. Ties on create_at are broken by id so paging never skips a row.
     */
    page(userId: string, limit: number, cursor?: { row: QuestionRow; older: boolean }): Promise<QuestionRow[]> {
      let q = k.selectFrom('questions').selectAll().where('user_id', '=', userId).where('version', '=', 2);
      if (cursor) {
        const { create_at: at, id } = cursor.row;
        q = cursor.older
          ? q.where((eb) => eb.or([eb('create_at', '<', at), eb.and([eb('create_at', '=', at), eb('id', '<', id)])]))
          : q.where((eb) => eb.or([eb('create_at', '>', at), eb.and([eb('create_at', '=', at), eb('id', '>', id)])]));
      }
      const direction = cursor && !cursor.older ? 'asc' : 'desc';
      return q
        .orderBy('create_at', direction)
        .orderBy('id', direction)
        .limit(limit)
        .execute()
        .then((rows) => (direction === 'asc' ? rows.reverse() : rows));
    },

    async latestId(userId: string): Promise<string | null> {
      const row = await k
        .selectFrom('questions')
        .select('id')
        .where('user_id', '=', userId)
        .where('version', '=', 2)
        .orderBy('create_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** The user's question by the client's `q_local_…` id (a repeated request), newest first. */
    findByClientId: (userId: string, clientId: string): Promise<QuestionRow | undefined> =>
      k
        .selectFrom('questions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('client_question_id', '=', clientId)
        .orderBy('create_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /**
     * Answers still "outputting" whose owner holds no live lease at `t` (a crashed or stopped
     * instance, or none: stored before owners) become errors with `message`; for v1 that is
     * "stopped" (risk_review_status 3, which the spec's table shows as an error meaning stopped).
     * A live peer's answers are never touched, nor those of `self` (the sweeping instance).
     */
    async markOrphaned(
      message: string,
      t: number,
      liveOwners: ReturnType<typeof liveOwnersQuery>,
      self: string,
    ): Promise<number> {
      const result = await k
        .updateTable('questions')
        .set({
          answer_status: ANSWER_STATUS.error,
          answer_status_msg: message,
          risk_review_status: RISK_REVIEW_STATUS.stopped,
          updated_at: t,
        })
        .where('answer_status', '=', ANSWER_STATUS.outputting)
        .where((eb) =>
          eb.or([eb('owner_id', 'is', null), eb.and([eb('owner_id', '!=', self), eb('owner_id', 'not in', liveOwners)])]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Stores a stopped answer as cancelled, unless it ended meanwhile; true when it did. With
     * `orInterrupted`, an answer just marked interrupted with that message counts as not ended.
     */
    async cancelIfOutputting(id: string, message: string, now: number, orInterrupted?: string): Promise<boolean> {
      const result = await k
        .updateTable('questions')
        .set({
          answer_status: ANSWER_STATUS.cancelled,
          answer_status_msg: message,
          risk_review_status: RISK_REVIEW_STATUS.stopped,
          updated_at: now,
        })
        .where('id', '=', id)
        .where((eb) =>
          orInterrupted === undefined
            ? eb('answer_status', '=', ANSWER_STATUS.outputting)
            : eb.or([
                eb('answer_status', '=', ANSWER_STATUS.outputting),
                eb.and([eb('answer_status', '=', ANSWER_STATUS.error), eb('answer_status_msg', '=', orInterrupted)]),
              ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
  return repo;
}

export type QuestionRepository = ReturnType<typeof questionRepository>;
