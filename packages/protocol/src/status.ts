/** Status tables of spec section 4 as data plus pure lookups. */

export const MESSAGE_STATUSES = [
  'idle',
  'fetching',
  'thinking',
  'thinkend',
  'searching',
  'searched',
  'glm_command',
  'outputting',
  'outputed',
  'searching_product_card',
  'error',
  'finish',
  'cancel',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const STREAM_EVENTS = [
  'plan',
  'reflection',
  'answer_before_load',
  'search',
  'search_result',
  'zhipu_glm_command',
  'answer',
  'cards_load',
  'finish',
  'risk',
  'empty',
] as const;
export type StreamEvent = (typeof STREAM_EVENTS)[number];

/**
 * The spec's table says "finished" where the status union says "finish"; both mean the
 * answer is complete, so the union member `finish` is used.
 */
const STREAM_EVENT_STATUS: Record<StreamEvent, MessageStatus> = {
  plan: 'thinking',
  reflection: 'thinking',
  answer_before_load: 'thinkend',
  search: 'searching',
  search_result: 'searched',
  zhipu_glm_command: 'glm_command',
  answer: 'outputting',
  cards_load: 'searching_product_card',
  finish: 'finish',
  risk: 'error',
  empty: 'idle',
};

export type ChatVersion = 'v1' | 'v2';

/** Stream event → message status. `cards_load` maps to searching_product_card in v2 only. */
export function streamEventToStatus(event: string, version: ChatVersion = 'v2'): MessageStatus {
  if (event === 'cards_load' && version === 'v1') return 'finish';
  return (STREAM_EVENT_STATUS as Record<string, MessageStatus>)[event] ?? 'finish';
}

/** History answer_status (v2) → message status. */
export function answerStatusToStatus(value: number | null | undefined): MessageStatus {
  switch (value) {
    case 0:
      return 'outputting';
    case 1:
      return 'finish';
    case 2:
    case 21:
      return 'error';
    case 3:
      return 'cancel';
    default:
      return 'finish';
  }
}

export const ANSWER_STATUS = {
  outputting: 0,
  finished: 1,
  error: 2,
  cancelled: 3,
  riskFailure: 21,
} as const;
export type AnswerStatusValue = (typeof ANSWER_STATUS)[keyof typeof ANSWER_STATUS];

/** History risk_review_status (v1) → status; 3 is an error that means "stopped". */
export function riskReviewToStatus(value: number | null | undefined): {
  status: MessageStatus;
  stopped: boolean;
} {
  if (value === 0) return { status: 'outputting', stopped: false };
  if (value === 2) return { status: 'error', stopped: false };
  if (value === 3) return { status: 'error', stopped: true };
  return { status: 'finish', stopped: false };
}

export const RISK_REVIEW_STATUS = { outputting: 0, passed: 1, failed: 2, stopped: 3 } as const;

export const CHUNK_TYPES = {
  1: 'stream_content',
  2: 'full_content',
  3: 'searched_data',
  4: 'searching_data',
  5: 'product_card',
} as const;
export type ChunkType = keyof typeof CHUNK_TYPES;
export type ChunkMeaning = (typeof CHUNK_TYPES)[ChunkType];
export const chunkTypeMeaning = (value: number): ChunkMeaning | undefined => (CHUNK_TYPES as Record<number, ChunkMeaning>)[value];

export const BUTTON_TYPES = {
  0: 'prompt',
  1: 'add_to_wishlist',
  2: 'auth',
  3: 'flight_page',
  4: 'cloud_phone_order',
  5: 'cloud_phone_auth',
  6: 'flight_order_detail',
} as const;
export type ButtonType = keyof typeof BUTTON_TYPES;
export type ButtonMeaning = (typeof BUTTON_TYPES)[ButtonType];
export const buttonTypeMeaning = (value: number): ButtonMeaning | undefined =>
  (BUTTON_TYPES as Record<number, ButtonMeaning>)[value];

export const ASSESS = { cancel: 0, like: 1, dislike: 2 } as const;
export type AssessValue = (typeof ASSESS)[keyof typeof ASSESS];
export type AssessName = keyof typeof ASSESS;
export const assessName = (value: number | null | undefined): AssessName =>
  value === 1 ? 'like' : value === 2 ? 'dislike' : 'cancel';

/** A stream ends on `finish` or when the raw frame carries the done marker. */
export function isStreamEnd(status: MessageStatus | StreamEvent | string, raw?: string): boolean {
  return status === 'finish' || (raw !== undefined && raw.includes('[DONE]'));
}

/** The events after which an engine sends nothing more (the server writes `[DONE]` next). */
export const ENDING_EVENTS: ReadonlySet<StreamEvent> = new Set<StreamEvent>(['finish', 'risk', 'empty']);
const ENDING_NAMES: ReadonlySet<string> = ENDING_EVENTS;

/** Does this event end the answer by itself: an ending event, or any event carrying an error code? */
export const isEndingEvent = (status: StreamEvent | string, errorCode?: number): boolean =>
  ENDING_NAMES.has(status) || errorCode !== undefined;

/** Statuses in which an answer is still being produced. */
export const ACTIVE_STATUSES: ReadonlySet<MessageStatus> = new Set<MessageStatus>([
  'fetching',
  'thinking',
  'thinkend',
  'searching',
  'searched',
  'glm_command',
  'outputting',
  'outputed',
  'searching_product_card',
]);
export const isActiveStatus = (status: MessageStatus): boolean => ACTIVE_STATUSES.has(status);

/** Cloud-phone run_state: below 3 ongoing, 3 finished, 4 failed or ended. */
export type CloudRunPhase = 'ongoing' | 'finished' | 'failed';
export function cloudRunPhase(runState: number): CloudRunPhase {
  if (runState < 3) return 'ongoing';
  if (runState === 3) return 'finished';
  return 'failed';
}

export const CLOUD_ACTION_TYPES = [
  'task_start',
  'handover',
  'user_action_completed',
  'executing',
  'communicate',
  'finish',
  'failed',
  'aborted',
] as const;
export type CloudActionType = (typeof CLOUD_ACTION_TYPES)[number];
