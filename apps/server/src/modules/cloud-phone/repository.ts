import { cloudMobileTaskSchema, type CloudMobileTask } from '@app/protocol';
import type { Db } from '../../db/database';
import type { liveOwners as liveOwnersQuery } from '../../db/instance';

export interface TaskRow {
  id: string;
  userId: string;
  mallName: string;
  /** The instance driving the task (its provider session lives there). */
  ownerId: string | null;
  task: CloudMobileTask;
}

const toRow = (r: { id: string; user_id: string; mall_name: string; owner_id: string | null; state_json: string }): TaskRow => ({
  id: r.id,
  userId: r.user_id,
  mallName: r.mall_name,
  ownerId: r.owner_id,
  task: cloudMobileTaskSchema.parse(JSON.parse(r.state_json)),
});

/** Cloud-phone task storage; every read is scoped to its user. */
export function cloudTaskRepository(db: Db) {
  const k = db.kysely;
  const columns = ['id', 'user_id', 'mall_name', 'owner_id', 'state_json'] as const;
  return {
    async insert(userId: string, mallName: string, task: CloudMobileTask, now: number, ownerId: string): Promise<void> {
      await k
        .insertInto('cloud_phone_tasks')
        .values({
          id: task.business_task_id!,
          user_id: userId,
          question_id: task.question_id ?? null,
          task_name: task.task_name ?? '',
          mall_name: mallName,
          run_state: task.run_state,
          action_type: task.action_type,
          state_json: JSON.stringify(task),
          owner_id: ownerId,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
    /**
     * Stores a task's new state while it is still running and still driven by `owner` (decision
     * 031: the owner's writes never undo a sweep's abort); false when it no longer is.
     */
    async update(task: CloudMobileTask, now: number, owner: string | null): Promise<boolean> {
      const result = await k
        .updateTable('cloud_phone_tasks')
        .set({ run_state: task.run_state, action_type: task.action_type, state_json: JSON.stringify(task), updated_at: now })
        .where('id', '=', task.business_task_id!)
        .where('run_state', '<', 3)
        .where((eb) => (owner === null ? eb('owner_id', 'is', null) : eb('owner_id', '=', owner)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async find(userId: string, id: string): Promise<TaskRow | null> {
      const r = await k
        .selectFrom('cloud_phone_tasks')
        .select(columns)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? toRow(r) : null;
    },
    async latest(userId: string, onlyOngoing = false): Promise<TaskRow | null> {
      let q = k.selectFrom('cloud_phone_tasks').select(columns).where('user_id', '=', userId);
      if (onlyOngoing) q = q.where('run_state', '<', 3);
      const r = await q.orderBy('updated_at', 'desc').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
      return r ? toRow(r) : null;
    },
    /**
     * Tasks still running whose owner holds no live lease (crashed, stopped, or none): their
     * phone session is gone with it. A live peer's tasks are never among them, nor `self`'s.
     */
    async orphaned(liveOwners: ReturnType<typeof liveOwnersQuery>, self: string): Promise<TaskRow[]> {
      const rows = await k
        .selectFrom('cloud_phone_tasks')
        .select(columns)
        .where('run_state', '<', 3)
        .where((eb) =>
          eb.or([eb('owner_id', 'is', null), eb.and([eb('owner_id', '!=', self), eb('owner_id', 'not in', liveOwners)])]),
        )
        .execute();
      return rows.map(toRow);
    },
  };
}
