import type { CloudMobileTask } from '@app/protocol/cards';
import type { CloudPhonePopup } from '@app/protocol/bridge';
import { RUN_STATE, taskIdOf } from '@app/protocol/cloud-phone';

/** Where the watched task is (spec section 4, "Cloud phone"). */
export type CloudPhase = 'idle' | 'ongoing' | 'handover' | 'finished' | 'failed' | 'aborted';

export type CloudMessage = 'must_login' | 'login_success' | 'login_fail' | 'task_result';

/** What a transition asks the page to do; the reducer itself does nothing. */
export type CloudEffect =
  | { type: 'message'; message: CloudMessage; taskId: string; outcome?: 'finished' | 'failed' | 'aborted' }
  | { type: 'popup'; popup: CloudPhonePopup; show: boolean; taskId: string }
  | { type: 'polling'; on: boolean };

export interface CloudPhoneState {
  task: CloudMobileTask | null;
  phase: CloudPhase;
  /** A handover is waiting for the user's login result. */
  awaitingLogin: boolean;
  polling: boolean;
  /** Task ids whose result message was shown, and `taskId:popup` pairs already shown. */
  resultShown: readonly string[];
  popupsShown: readonly string[];
}

export const initialCloudPhoneState: CloudPhoneState = {
  task: null,
  phase: 'idle',
  awaitingLogin: false,
  polling: false,
  resultShown: [],
  popupsShown: [],
};

function phaseOf(task: CloudMobileTask): CloudPhase {
  if (task.action_type === 'aborted') return 'aborted';
  if (task.run_state === RUN_STATE.finished) return 'finished';
  if (task.run_state > RUN_STATE.finished) return 'failed';
  if (task.action_type === 'handover' && task.run_state === RUN_STATE.handover) return 'handover';
  return 'ongoing';
}

/**
 * One task update → next state and effects, by the rules of spec section 4:
 * - handover at run_state 2 → must-login message (and the must-login popup, once per task);
 * - user_action_completed after a handover → login success; failed after a handover → login fail;
 * - run_state 2 → 3, or below 3 → 4, or aborted → the task-result message and popup once per
 *   task id, and polling stops; an ongoing task keeps polling.
 * The spec names 2 → 3 only: the simulator keeps run_state 2 from the handover to the end.
 */
export function reduceCloudTask(
  state: CloudPhoneState,
  task: CloudMobileTask,
): { state: CloudPhoneState; effects: CloudEffect[] } {
  const taskId = taskIdOf(task);
  const sameTask = state.task !== null && taskIdOf(state.task) === taskId;
  const prevRun = sameTask ? state.task!.run_state : null;
  const awaiting = sameTask && state.awaitingLogin;
  const effects: CloudEffect[] = [];
  const popupsShown = [...state.popupsShown];
  const resultShown = [...state.resultShown];
  const popup = (name: CloudPhonePopup, show: boolean) => {
    const key = `${taskId}:${name}`;
    if (show && popupsShown.includes(key)) return;
    if (!show && !popupsShown.includes(key)) return;
    if (show) popupsShown.push(key);
    effects.push({ type: 'popup', popup: name, show, taskId });
  };

  let awaitingLogin = awaiting;
  if (task.action_type === 'handover' && task.run_state === RUN_STATE.handover) {
    if (!awaiting) effects.push({ type: 'message', message: 'must_login', taskId });
    popup('must_login', true);
    awaitingLogin = true;
  } else if (awaiting && task.action_type === 'user_action_completed') {
    effects.push({ type: 'message', message: 'login_success', taskId });
    popup('must_login', false);
    awaitingLogin = false;
  } else if (awaiting && task.action_type === 'failed') {
    effects.push({ type: 'message', message: 'login_fail', taskId });
    popup('must_login', false);
    awaitingLogin = false;
  }

  const ended =
    task.action_type === 'aborted' ||
    (prevRun === RUN_STATE.handover && task.run_state === RUN_STATE.finished) ||
    ((prevRun === null || prevRun < RUN_STATE.finished) && task.run_state > RUN_STATE.finished);
  const phase = phaseOf(task);
  if (ended && !resultShown.includes(taskId)) {
    resultShown.push(taskId);
    const outcome = phase === 'finished' ? 'finished' : phase === 'aborted' ? 'aborted' : 'failed';
    effects.push({ type: 'message', message: 'task_result', taskId, outcome });
    popup('task_result', true);
  }

  const shouldPoll = phase === 'ongoing' || phase === 'handover';
  if (shouldPoll !== state.polling) effects.push({ type: 'polling', on: shouldPoll });
  return {
    state: { task, phase, awaitingLogin: shouldPoll && awaitingLogin, polling: shouldPoll, resultShown, popupsShown },
    effects,
  };
}
