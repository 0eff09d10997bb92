import { z } from 'zod';
import { CLOUD_ACTION_TYPES } from '@app/protocol';
import type { CloudPhoneProvider, ProviderUpdate } from './provider';

/**
 * A remote cloud-phone service (CLOUD_PHONE_URL). Contract: `POST /tasks {task_id, task_name,
 * mall_name}`, `POST /tasks/:id/user_action_complete`, `POST /tasks/:id/interrupt {interrupt_type}`,
 * and `GET /tasks/:id` answering the update shape below, polled until run_state ≥ 3.
 */
const updateSchema = z.object({
  action_type: z.enum(CLOUD_ACTION_TYPES),
  run_state: z.number().int(),
  show_message: z.string().default(''),
  app_name: z.string().default(''),
  completion_rate: z.number().default(0),
  steps: z.array(z.object({ title: z.string(), done: z.boolean() })).default([]),
});

export function createHttpProvider(baseUrl: string, opts: { pollMs?: number; fetch?: typeof fetch } = {}): CloudPhoneProvider {
  const pollMs = opts.pollMs ?? 2000;
  const doFetch = opts.fetch ?? fetch;
  const timers = new Map<string, NodeJS.Timeout>();
  const url = (p: string) => new URL(p, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();

  async function call(path: string, body?: unknown): Promise<unknown> {
    const res = await doFetch(url(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`cloud phone service answered ${res.status} for ${path}`);
    return res.json();
  }

  return {
    async start(input, emit) {
      await call('tasks', { task_id: input.taskId, task_name: input.taskName, mall_name: input.mallName });
      let last = '';
      const poll = async () => {
        try {
          const update: ProviderUpdate = updateSchema.parse(await call(`tasks/${encodeURIComponent(input.taskId)}`));
          const key = JSON.stringify(update);
          if (key !== last) emit(update);
          last = key;
          if (update.run_state >= 3) return void timers.delete(input.taskId);
        } catch {
          // A failed poll is retried at the next tick; the task's state is unchanged meanwhile.
        }
        timers.set(input.taskId, setTimeout(poll, pollMs));
      };
      await poll();
    },
    async userActionComplete(taskId) {
      await call(`tasks/${encodeURIComponent(taskId)}/user_action_complete`, {});
    },
    async interrupt(taskId, type) {
      await call(`tasks/${encodeURIComponent(taskId)}/interrupt`, { interrupt_type: type });
    },
    async close() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
