import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderUpdate } from './provider';
import { createSimulatorProvider } from './simulator';

const input = (taskName = '在京东下单索尼耳机') => ({ taskId: 't1', taskName, mallName: '京东' });
const trail = (updates: ProviderUpdate[]) => updates.map((u) => `${u.action_type}:${u.run_state}`);

describe('cloud-phone simulator (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs start → executing → handover(2), waits for the user, then completes → finish(3)', async () => {
    const sim = createSimulatorProvider({ stepMs: 100 });
    const updates: ProviderUpdate[] = [];
    await sim.start(input(), (u) => updates.push(u));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(trail(updates)).toEqual(['task_start:0', 'executing:1', 'executing:1', 'handover:2']);
    await sim.userActionComplete('t1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(trail(updates).slice(4)).toEqual([
      'user_action_completed:2',
      'executing:2',
      'communicate:2',
      'executing:2',
      'finish:3',
    ]);
    const last = updates.at(-1)!;
    expect(last.completion_rate).toBe(100);
    expect(last.steps.every((s) => s.done)).toBe(true);
    expect(updates[1]!.steps.filter((s) => s.done).map((s) => s.title)).toEqual(['打开京东']);
    expect(last.screenshot!.svg).toMatch(/^<svg[^>]+>.*下单完成.*<\/svg>$/);
  });

  it('a task marked 失败 fails at the handover (login fail)', async () => {
    const sim = createSimulatorProvider({ stepMs: 100 });
    const updates: ProviderUpdate[] = [];
    await sim.start(input('失败演示'), (u) => updates.push(u));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(trail(updates).slice(-2)).toEqual(['handover:2', 'failed:4']);
  });

  it('an interrupt aborts with run_state 4 and stops the script', async () => {
    const sim = createSimulatorProvider({ stepMs: 100 });
    const updates: ProviderUpdate[] = [];
    await sim.start(input(), (u) => updates.push(u));
    await vi.advanceTimersByTimeAsync(150);
    await sim.interrupt('t1', 'user_stop');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(trail(updates)).toEqual(['task_start:0', 'executing:1', 'aborted:4']);
    expect(updates.at(-1)!.show_message).toBe('任务已按你的要求停止');
  });
});
