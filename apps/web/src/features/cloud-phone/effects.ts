import type { CloudPhonePopup } from '@app/protocol/bridge';
import type { CloudEffect, CloudMessage } from './task-machine';

/** The cloudPhone string shown for a message; the task result has one per outcome. */
export type CloudMessageKey =
  `message.${Exclude<CloudMessage, 'task_result'>}` | `message.task_result_${'finished' | 'failed' | 'aborted'}`;

export interface EffectPorts {
  /** Shows a message to the user (toast). `key` is the cloudPhone string key. */
  notify: (key: CloudMessageKey) => void;
  popup: (popup: CloudPhonePopup, show: boolean, taskId: string) => void;
  setPolling: (on: boolean) => void;
}

/** Carries out what the task machine asked for, through the page's ports. */
export function runCloudEffects(effects: readonly CloudEffect[], ports: EffectPorts): void {
  for (const effect of effects) {
    if (effect.type === 'polling') ports.setPolling(effect.on);
    else if (effect.type === 'popup') ports.popup(effect.popup, effect.show, effect.taskId);
    else if (effect.message === 'task_result') ports.notify(`message.task_result_${effect.outcome ?? 'finished'}`);
    else ports.notify(`message.${effect.message}`);
  }
}
