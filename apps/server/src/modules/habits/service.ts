import { DEFAULT_AUTH_PLATFORM, HABIT_FIELDS, type HabitField, type Habits } from '@app/protocol';
import type { Db } from '../../db/database';
import { vocabularyOf } from '../catalog/vocabulary';
import { wishService } from '../wish/service';
import { collectHabits } from './collect';

const RECENT_QUESTIONS = 200;
const MAX_PER_FIELD = 20;

/**
 * Shopping habits: collected from the user's questions and wish list at each read, editable by
 * the user. A deleted value is kept hidden so the next collection does not bring it back.
 *
 * Collected only with the user's consent (the 购物习惯 switch, issue 21): while it is off nothing
 * is read from the questions or the wish list, and once on, only what was asked or wished for
 * since it was turned on counts. What the user types in themselves is theirs and always kept.
 */
export function habitsService(db: Db, now: () => number) {
  const k = db.kysely;

  /** Since when the user has allowed collection, or null while the switch is off. */
  async function consentSince(userId: string): Promise<number | null> {
    const row = await k
      .selectFrom('user_auth_status')
      .select(['authorized', 'updated_at'])
      .where('user_id', '=', userId)
      .where('platform', '=', DEFAULT_AUTH_PLATFORM)
      .executeTakeFirst();
    return Number(row?.authorized ?? 0) === 1 ? Number(row!.updated_at) : null;
  }

  async function collect(userId: string): Promise<void> {
    const since = await consentSince(userId);
    if (since === null) return;
    const [questions, wishes, vocabulary] = await Promise.all([
      k
        .selectFrom('questions')
        .select('question')
        .where('user_id', '=', userId)
        .where('create_at', '>=', since)
        .orderBy('create_at', 'desc')
        .limit(RECENT_QUESTIONS)
        .execute(),
      wishService(db, now).list(userId),
      vocabularyOf(db, now()),
    ]);
    const found = collectHabits(
      vocabulary,
      questions.map((q) => q.question),
      wishes.filter((w) => Date.parse(w.created_at) >= since).map((w) => w.product),
    );
    if (found.length === 0) return;
    await k
      .insertInto('habits')
      .values(
        found.map((h) => ({
          user_id: userId,
          field: h.field,
          value: h.value,
          source: 'collected',
          hidden: 0,
          updated_at: now(),
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'field', 'value']).doNothing())
      .execute();
  }

  async function read(userId: string): Promise<Habits> {
    const rows = await k
      .selectFrom('habits')
      .select(['field', 'value', 'updated_at'])
      .where('user_id', '=', userId)
      .where('hidden', '=', 0)
      .orderBy('updated_at', 'desc')
      .orderBy('value')
      .execute();
    const habits: Habits = { categories: [], brands: [], budget: [], malls: [], updated_at: null };
    for (const r of rows) {
      const list = habits[r.field as HabitField];
      if (list && list.length < MAX_PER_FIELD) list.push(r.value);
    }
    const latest = rows.reduce((m, r) => Math.max(m, Number(r.updated_at)), 0);
    habits.updated_at = latest ? new Date(latest).toISOString() : null;
    return habits;
  }

  return {
    async get(userId: string): Promise<Habits> {
      await collect(userId);
      return read(userId);
    },

    /** Replaces a field's values with the user's own list. */
    async update(userId: string, field: HabitField, values: string[]): Promise<Habits> {
      await k.transaction().execute(async (tx) => {
        await tx
          .updateTable('habits')
          .set({ hidden: 1, updated_at: now() })
          .where('user_id', '=', userId)
          .where('field', '=', field)
          .execute();
        for (const value of new Set(values)) {
          await tx
            .insertInto('habits')
            .values({ user_id: userId, field, value, source: 'user', hidden: 0, updated_at: now() })
            .onConflict((oc) =>
              oc.columns(['user_id', 'field', 'value']).doUpdateSet({ hidden: 0, source: 'user', updated_at: now() }),
            )
            .execute();
        }
      });
      return read(userId);
    },

    /** Deletes one value, or the whole field when no value is given. */
    async remove(userId: string, field: HabitField, value?: string): Promise<Habits> {
      let q = k
        .updateTable('habits')
        .set({ hidden: 1, updated_at: now() })
        .where('user_id', '=', userId)
        .where('field', '=', field);
      if (value !== undefined) q = q.where('value', '=', value);
      await q.execute();
      return read(userId);
    },

    fields: HABIT_FIELDS,
  };
}
