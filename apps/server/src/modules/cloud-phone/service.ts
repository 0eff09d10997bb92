import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  WS_EVENTS,
  cloudInterruptBodySchema,
  taskIdOf,
  type CloudInterruptBody,
  type CloudMobileTask,
  type CloudReplay,
  type CloudTaskStartBody,
  type CloudTicket,
} from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { createCloudPhoneProvider } from '../../providers/cloud-phone/create-provider';
import type { CloudPhoneProvider, ProviderUpdate } from '../../providers/cloud-phone/provider';
import { newId } from '../../shared/token';
import { liveOwners } from '../../db/instance';
import { pushToUser } from '../ws/socket-hub';
import { cloudTaskRepository } from './repository';

const TICKET_TTL_MS = 10 * 60_000;

/** A user's action on a task, relayed to the instance whose provider session drives it. */
const CLOUD_COMMAND = 'cloud_action';
const cloudCommandSchema = z.discriminatedUnion('action', [
  z.object({ task_id: z.string().min(1).max(100), action: z.literal('user_action_complete') }),
  z.object({
    task_id: z.string().min(1).max(100),
    action: z.literal('interrupt'),
    interrupt_type: cloudInterruptBodySchema.shape.interrupt_type,
  }),
]);
type CloudCommand =
  { action: 'user_action_complete' } | { action: 'interrupt'; interrupt_type: CloudInterruptBody['interrupt_type'] };
const DEFAULT_MALL = '京东';

/**
 * Cloud-phone tasks (spec sections 3, 4, 7): starts a task on the provider, keeps its latest
 * state, writes the replay, and pushes every change to the user's sockets (module cloud_app).
 */
export function createCloudPhoneService(ctx: AppContext, provider: CloudPhoneProvider) {
  const repo = cloudTaskRepository(ctx.db);
  const replays = new Map<string, CloudReplay>();
  const chains = new Map<string, Promise<void>>();
  const mediaRoot = path.join(ctx.config.mediaDir, 'cloud-phone');

  async function saveFrame(task: CloudMobileTask, shot: NonNullable<ProviderUpdate['screenshot']>): Promise<void> {
    const id = taskIdOf(task);
    const dir = path.join(mediaRoot, id);
    const replay = replays.get(id) ?? { task_id: id, frames: [] };
    const file = `${String(replay.frames.length + 1).padStart(2, '0')}.svg`;
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, file), shot.svg);
    replay.frames.push({ title: shot.title, image_url: `/media/cloud-phone/${id}/${file}`, at: ctx.now() });
    replays.set(id, replay);
    await fs.writeFile(path.join(dir, 'replay.json'), JSON.stringify(replay));
  }

  async function apply(userId: string, base: CloudMobileTask, update: ProviderUpdate): Promise<void> {
    const task: CloudMobileTask = {
      ...base,
      run_state: update.run_state,
      action_type: update.action_type,
      show_message: update.show_message,
      app_name: update.app_name || base.app_name,
      task_progress: { steps: update.steps, completion_rate: update.completion_rate },
      timestamp: ctx.now(),
      ...(update.action_type === 'task_start' ? { confirm_auto_task: { content: update.show_message } } : {}),
    };
    if (update.screenshot) await saveFrame(task, update.screenshot);
    // A finished task's replay is on disk; only running tasks keep theirs in memory.
    if (task.run_state >= 3) replays.delete(taskIdOf(task));
    // A task a sweep aborted meanwhile (this instance's lease had lapsed) stays aborted.
    if (!(await repo.update(task, ctx.now(), ctx.instance.id))) {
      ctx.log.warn({ task: taskIdOf(task) }, 'cloud phone: task taken over; update dropped');
      return;
    }
    await pushToUser(ctx, userId, { module: 'cloud_app', event: WS_EVENTS.cloudTaskUpdate, data: task });
  }

  /** Updates of one task are applied in order, whatever the provider's timing. */
  const onUpdate = (userId: string, base: CloudMobileTask) => (update: ProviderUpdate) => {
    const id = taskIdOf(base);
    const next = (chains.get(id) ?? Promise.resolve())
      .then(() => apply(userId, base, update))
      .catch((error: unknown) => ctx.log.error({ err: error, task: id }, 'cloud phone: could not apply an update'));
    chains.set(id, next);
    // An idle task keeps no chain: the map holds only tasks with updates in flight.
    void next.then(() => {
      if (chains.get(id) === next) chains.delete(id);
    });
  };

  /** A user's action reaches the provider session of the instance that drives the task. */
  async function act(row: { id: string; ownerId: string | null }, command: CloudCommand): Promise<void> {
    if (!row.ownerId || row.ownerId === ctx.instance.id) return perform({ task_id: row.id, ...command });
    if (!(await ctx.instance.isAlive(row.ownerId))) throw new AppError('conflict', '任务已中断，请重新发起');
    await ctx.bus.send(row.ownerId, CLOUD_COMMAND, { task_id: row.id, ...command });
  }

  function perform(command: z.infer<typeof cloudCommandSchema>): Promise<void> {
    return command.action === 'interrupt'
      ? provider.interrupt(command.task_id, command.interrupt_type)
      : provider.userActionComplete(command.task_id);
  }
  ctx.bus.on(CLOUD_COMMAND, cloudCommandSchema, perform);

  async function owned(userId: string, taskId: string | undefined, onlyOngoing: boolean) {
    const row = taskId ? await repo.find(userId, taskId) : await repo.latest(userId, onlyOngoing);
    if (!row) throw new AppError('not_found', '没有找到这个云手机任务');
    return row;
  }

  return {
    async start(userId: string, body: CloudTaskStartBody): Promise<CloudMobileTask> {
      const id = newId('cp_');
      const mall = body.mall_name || DEFAULT_MALL;
      const task: CloudMobileTask = {
        business_task_id: id,
        task_id: id,
        question_id: body.question_id,
        run_state: 0,
        action_type: 'task_start',
        task_name: body.task_name,
        app_name: `${mall} App`,
        replay_url: `/media/cloud-phone/${id}/replay.json`,
        task_progress: { steps: [], completion_rate: 0 },
        timestamp: ctx.now(),
      };
      await repo.insert(userId, mall, task, ctx.now(), ctx.instance.id);
      await provider.start({ taskId: id, taskName: body.task_name, mallName: mall }, onUpdate(userId, task));
      return task;
    },
    /** The ticket to watch the phone, with the task (the page polls this every 300 000 ms). */
    async ticket(userId: string, taskId?: string): Promise<CloudTicket> {
      const row = taskId ? await owned(userId, taskId, false) : await repo.latest(userId);
      const ticket = crypto.randomBytes(18).toString('base64url');
      await ctx.kv.set(`cloud_ticket:${ticket}`, userId, TICKET_TTL_MS);
      return { ticket, expires_at: ctx.now() + TICKET_TTL_MS, task: row?.task ?? null };
    },
    async userActionComplete(userId: string, taskId: string): Promise<CloudMobileTask> {
      const row = await owned(userId, taskId, false);
      if (row.task.action_type !== 'handover') throw new AppError('conflict', '这个任务现在不需要你操作');
      await act(row, { action: 'user_action_complete' });
      return row.task;
    },
    async interrupt(userId: string, body: CloudInterruptBody): Promise<CloudMobileTask> {
      const row = await owned(userId, body.task_id, true);
      if (row.task.run_state >= 3) throw new AppError('conflict', '任务已经结束');
      await act(row, { action: 'interrupt', interrupt_type: body.interrupt_type });
      return row.task;
    },
    /**
     * Marks tasks whose instance holds no live lease as aborted (their phone session died with
     * it) and tells their users. Runs at start and on every lease tick (infra/instance.ts).
     */
    async abortOrphans(t: number, self: string): Promise<number> {
      const rows = await repo.orphaned(liveOwners(ctx.db, t), self);
      let aborted = 0;
      for (const row of rows) {
        const task: CloudMobileTask = {
          ...row.task,
          run_state: 4,
          action_type: 'aborted',
          show_message: '服务已重启，任务已中断',
          timestamp: ctx.now(),
        };
        // Conditional on the owner seen: a task its owner finished meanwhile is left as it ended.
        if (!(await repo.update(task, ctx.now(), row.ownerId))) continue;
        aborted += 1;
        await pushToUser(ctx, row.userId, { module: 'cloud_app', event: WS_EVENTS.cloudTaskUpdate, data: task });
      }
      return aborted;
    },
    async close(): Promise<void> {
      await provider.close();
      await Promise.allSettled(chains.values());
    },
  };
}

export type CloudPhoneService = ReturnType<typeof createCloudPhoneService>;

const services = new WeakMap<AppContext, CloudPhoneService>();

/** The app's service (the routes and the assistant's tool share it). */
export function cloudPhoneServiceFor(ctx: AppContext): CloudPhoneService {
  let service = services.get(ctx);
  if (!service) {
    service = createCloudPhoneService(ctx, createCloudPhoneProvider(ctx.config));
    services.set(ctx, service);
  }
  return service;
}
