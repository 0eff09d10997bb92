import { z } from 'zod';
import { optionalBody } from './envelope';
import { cloudMobileTaskSchema, type CloudMobileTask } from './cards';

/**
 * Cloud-phone tasks (spec sections 3, 4, 6 and 7). run_state below 3 is ongoing (2 is the
 * handover waiting for the user's login), 3 finished, 4 failed or ended.
 */
export const RUN_STATE = { queued: 0, running: 1, handover: 2, finished: 3, ended: 4 } as const;

/** Action types are `CLOUD_ACTION_TYPES` of status.ts ('task_start', 'handover', …). */

/** Host app versions the cloud phone needs (spec section 6). */
export const CLOUD_PHONE_MIN_VERSION = '2.1.0';
export const CLOUD_PHONE_NEXT_MIN_VERSION = '2.2.0';

export const taskIdOf = (task: Pick<CloudMobileTask, 'business_task_id' | 'task_id'>): string =>
  task.business_task_id ?? task.task_id ?? '';

export const isOngoing = (runState: number): boolean => runState < RUN_STATE.finished;

const taskIdField = z.string({ error: '缺少任务编号' }).trim().min(1, { error: '缺少任务编号' }).max(64);

/** `POST /api/v2/cloud_mobile_task_start`: used by button types 4/5 and by the assistant tool. */
export const cloudTaskStartBodySchema = z.object({
  task_name: z.string({ error: '请说明要做的事' }).trim().min(1, { error: '请说明要做的事' }).max(200),
  mall_name: z.string().trim().max(20).optional(),
  question_id: z.string().max(64).optional(),
  product_id: z.string().max(64).optional(),
});
export type CloudTaskStartBody = z.infer<typeof cloudTaskStartBodySchema>;

/** `POST /api/v2/cloudphone_ticket`: the ticket to watch the phone, and the task (the poll). */
export const cloudTicketBodySchema = optionalBody(z.object({ task_id: z.string().max(64).optional() }));
export const cloudTicketSchema = z.object({
  ticket: z.string(),
  expires_at: z.number(),
  task: cloudMobileTaskSchema.nullable(),
});
export type CloudTicket = z.infer<typeof cloudTicketSchema>;

export const cloudUserActionBodySchema = z.object({ task_id: taskIdField });

export const INTERRUPT_TYPES = ['user_stop', 'user_takeover'] as const;
export const cloudInterruptBodySchema = z.object({
  interrupt_type: z.enum(INTERRUPT_TYPES, { error: '中断类型无效' }),
  mall_name: z.string().trim().max(20),
  task_id: taskIdField.optional(),
});
export type CloudInterruptBody = z.infer<typeof cloudInterruptBodySchema>;

/** The replay index the simulator writes beside its screenshots. */
export const cloudReplaySchema = z.object({
  task_id: z.string(),
  frames: z.array(z.object({ title: z.string(), image_url: z.string(), at: z.number() })),
});
export type CloudReplay = z.infer<typeof cloudReplaySchema>;

/** Cloud-phone endpoints, named once for both ends. */
export const CLOUD_PHONE_ENDPOINTS = {
  ticket: '/api/v2/cloudphone_ticket',
  userActionComplete: '/api/v2/cloud_mobile_user_action_complete',
  interrupt: '/api/v2/cloud_mobile_task_interrupt',
  start: '/api/v2/cloud_mobile_task_start',
} as const;
