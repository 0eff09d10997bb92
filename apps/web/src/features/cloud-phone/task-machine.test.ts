import { describe, expect, it } from 'vitest';
import type { CloudMobileTask } from '@app/protocol/cards';
import { initialCloudPhoneState, reduceCloudTask, type CloudEffect, type CloudPhoneState } from './task-machine';

const t = (action_type: string, run_state: number, id = 't1'): CloudMobileTask => ({
  business_task_id: id,
  action_type,
  run_state,
});

/** Runs updates in order; returns the last state and the effects of the last update. */
function run(updates: CloudMobileTask[], from: CloudPhoneState = initialCloudPhoneState) {
  let state = from;
  let effects: CloudEffect[] = [];
  for (const u of updates) ({ state, effects } = reduceCloudTask(state, u));
  return { state, effects };
}

const msg = (message: string, extra: object = {}) => ({ type: 'message', message, taskId: 't1', ...extra });
const popup = (name: string, show: boolean) => ({ type: 'popup', popup: name, show, taskId: 't1' });
const poll = (on: boolean) => ({ type: 'polling', on });

describe('cloud-phone task machine (spec section 4)', () => {
  it.each<[string, CloudMobileTask[], CloudEffect[], string]>([
    ['task start begins polling', [t('task_start', 0)], [poll(true)] as CloudEffect[], 'ongoing'],
    ['executing keeps polling without effects', [t('task_start', 0), t('executing', 1)], [], 'ongoing'],
    [
      'handover at run_state 2 → must login',
      [t('executing', 1), t('handover', 2)],
      [msg('must_login'), popup('must_login', true)] as CloudEffect[],
      'handover',
    ],
    ['handover at run_state 1 is no login request', [t('executing', 1), t('handover', 1)], [], 'ongoing'],
    [
      'user_action_completed after handover → login success',
      [t('handover', 2), t('user_action_completed', 2)],
      [msg('login_success'), popup('must_login', false)] as CloudEffect[],
      'ongoing',
    ],
    ['user_action_completed without handover → nothing', [t('executing', 1), t('user_action_completed', 1)], [], 'ongoing'],
    ['communicate keeps polling', [t('handover', 2), t('user_action_completed', 2), t('communicate', 2)], [], 'ongoing'],
    [
      'failed after handover → login fail, then the result once, polling stops',
      [t('handover', 2), t('failed', 4)],
      [
        msg('login_fail'),
        popup('must_login', false),
        msg('task_result', { outcome: 'failed' }),
        popup('task_result', true),
        poll(false),
      ] as CloudEffect[],
      'failed',
    ],
    [
      'failed without handover → result only',
      [t('executing', 1), t('failed', 4)],
      [msg('task_result', { outcome: 'failed' }), popup('task_result', true), poll(false)] as CloudEffect[],
      'failed',
    ],
    [
      'run_state 2 → 3 → result, polling stops',
      [t('user_action_completed', 2), t('finish', 3)],
      [msg('task_result', { outcome: 'finished' }), popup('task_result', true), poll(false)] as CloudEffect[],
      'finished',
    ],
    [
      'run_state 1 → 3 shows no result (spec names 2 → 3)',
      [t('executing', 1), t('finish', 3)],
      [poll(false)] as CloudEffect[],
      'finished',
    ],
    [
      'aborted → result',
      [t('executing', 1), t('aborted', 4)],
      [msg('task_result', { outcome: 'aborted' }), popup('task_result', true), poll(false)] as CloudEffect[],
      'aborted',
    ],
    ['result once per task id', [t('executing', 1), t('aborted', 4), t('aborted', 4)], [], 'aborted'],
    [
      'must-login popup once per task id',
      [t('handover', 2), t('user_action_completed', 2), t('handover', 2)],
      [msg('must_login')] as CloudEffect[],
      'handover',
    ],
  ])('%s', (_name, updates, effects, phase) => {
    const result = run(updates);
    expect(result.effects).toEqual(effects);
    expect(result.state.phase).toBe(phase);
  });

  it('a repeated handover update does not repeat the must-login message', () => {
    expect(run([t('handover', 2), t('handover', 2)]).effects).toEqual([]);
  });

  it('a new task id starts over (its own result and popups)', () => {
    const first = run([t('executing', 1), t('aborted', 4)]).state;
    const { effects, state } = run([t('executing', 1, 't2'), t('aborted', 4, 't2')], first);
    expect(effects).toContainEqual({ type: 'message', message: 'task_result', taskId: 't2', outcome: 'aborted' });
    expect(state.resultShown).toEqual(['t1', 't2']);
  });

  it('a finished task seen first (a reload) does not announce the result again… unless ended now', () => {
    expect(run([t('finish', 3)]).effects).toEqual([]);
    expect(run([t('failed', 4)]).effects[0]).toEqual(msg('task_result', { outcome: 'failed' }));
  });
});
