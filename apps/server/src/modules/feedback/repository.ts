import type { Db } from '../../db/database';

export interface LabelRow {
  group_id: number;
  group_name: string;
  id: number;
  name: string;
}

/**
 * Feedback storage. Of the chat module's `questions` table only ownership is read and only
 * `assess` is written; every query carries `user_id` so one user never reaches another's rows.
 */
export function feedbackRepository(db: Db) {
  const k = db.kysely;
  return {
    /** True when the user's own question was found (and its assess set). */
    async setAssess(userId: string, questionId: string, assess: number): Promise<boolean> {
      const r = await k
        .updateTable('questions')
        .set({ assess })
        .where('id', '=', questionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    findOwnQuestion(userId: string, questionId: string) {
      return k
        .selectFrom('questions')
        .select(['id', 'session_id'])
        .where('id', '=', questionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Every label with its group, in display order. */
    listLabels(): Promise<LabelRow[]> {
      return k
        .selectFrom('feedback_labels as l')
        .innerJoin('feedback_label_groups as g', 'g.id', 'l.group_id')
        .select(['g.id as group_id', 'g.name as group_name', 'l.id', 'l.name'])
        .orderBy('g.sort')
        .orderBy('g.id')
        .orderBy('l.sort')
        .orderBy('l.id')
        .execute();
    },

    async existingLabelIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await k.selectFrom('feedback_labels').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => Number(r.id)));
    },

    async insertFeedback(row: {
      id: string;
      user_id: string;
      question_id: string;
      session_id: string | null;
      content: string;
      label_ids: number[];
      created_at: number;
    }): Promise<void> {
      await k
        .insertInto('feedback')
        .values({ ...row, label_ids: JSON.stringify(row.label_ids) })
        .execute();
    },
  };
}
export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
