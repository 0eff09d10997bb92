import type { CloudActionType } from '@app/protocol';

/** One state change of a task as a provider reports it (spec section 3, cloud-phone task). */
export interface ProviderUpdate {
  action_type: CloudActionType;
  run_state: number;
  show_message: string;
  steps: Array<{ title: string; done: boolean }>;
  completion_rate: number;
  /** A screenshot for the replay (the simulator's SVG), when the step has one. */
  screenshot?: { title: string; svg: string };
  app_name: string;
}

export interface ProviderTaskInput {
  taskId: string;
  taskName: string;
  mallName: string;
}

export type InterruptType = 'user_stop' | 'user_takeover';

/**
 * A cloud phone: runs a shopping task in a mall's app and reports each change through `emit`.
 * The simulator is the default; the HTTP provider talks to a real service (CLOUD_PHONE_URL).
 */
export interface CloudPhoneProvider {
  start(input: ProviderTaskInput, emit: (update: ProviderUpdate) => void): Promise<void>;
  /** The user finished the handover (logged in on the phone). */
  userActionComplete(taskId: string): Promise<void>;
  interrupt(taskId: string, type: InterruptType): Promise<void>;
  close(): Promise<void>;
}
