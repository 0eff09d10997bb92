import type { StreamEventFrame } from '@app/protocol/chat';
import { CLIENT_ERROR_TEXT, inStreamErrorText, type StreamErrorKind } from '@app/protocol/errors';
import { ANSWER_STATUS, streamEventToStatus, type ChatVersion } from '@app/protocol/status';
import { isActiveStatus, type RobotMessage } from './model';
import { errorTypeOf, textField, toChatButton, toNextSteps } from './wire';

const settleReasoning = (m: RobotMessage): RobotMessage['reasonStatus'] =>
  m.reasonStatus === 'thinking' ? 'thinkend' : m.reasonStatus;

/** How one stream event folds into an answer; each chat version has one. */
export type FrameReducer = (message: RobotMessage, frame: StreamEventFrame) => RobotMessage;

/** Does this event end the answer by itself (the server sends `[DONE]` right after)? */
export function isTerminalFrame(frame: StreamEventFrame): boolean {
  const s = frame.status;
  return s === 'finish' || s === 'risk' || s === 'empty' || frame.content.error_code !== undefined;
}

/**
 * Folds one stream event into a robot message (DESIGN 2.4). Pure: the store batches events and
 * applies them with this. `answer` appends `content`, `plan`/`reflection` append
 * `reasoning_content`; cards, buttons and suggestions replace what was there.
 */
export function applyStreamFrame(message: RobotMessage, frame: StreamEventFrame, version: ChatVersion = 'v2'): RobotMessage {
  const c = frame.content;
  const loose = c as Record<string, unknown>;
  const next: RobotMessage = { ...message, status: streamEventToStatus(frame.status, version) };
  if (c.question_id) next.questionId = c.question_id;

  if (frame.status === 'plan' || frame.status === 'reflection') {
    next.reasoningContent += c.reasoning_content ?? '';
    next.reasonStatus = 'thinking';
  } else {
    next.reasonStatus = settleReasoning(message);
  }
  if (c.think_ms !== undefined) next.thinkMs = c.think_ms;
  if (frame.status === 'answer') next.content += c.content ?? '';
  if (c.search_result) next.searchResult = c.search_result;
  if (c.multi_cards) next.imageProductCards = c.multi_cards;
  if (c.product_cards) next.productsCards = c.product_cards;
  if (c.wish_select_cards) next.wishSelectCards = c.wish_select_cards;
  if (c.wish_cards) next.wishCards = c.wish_cards;
  if (c.flight_cards) next.flightCards = c.flight_cards;
  if (c.cloud_mobile_task) next.cloudTask = c.cloud_mobile_task;
  if (c.buttons) next.buttons = c.buttons.map(toChatButton);
  if (c.button_type !== undefined) next.buttonType = c.button_type;
  next.buttonDesc = textField(loose, 'button_desc') ?? next.buttonDesc;
  if (c.answer_type) next.answerType = c.answer_type;
  if (frame.next_step !== null) {
    const steps = toNextSteps(frame.next_step);
    if (steps.length) next.nextStep = steps;
  }

  if (c.error_code !== undefined) {
    const loginExpired = c.error_code === 401;
    next.status = 'error';
    next.errorType = loginExpired ? 'login_expired' : (errorTypeOf(c.error_type) ?? 'generation');
    next.errorText = loginExpired ? CLIENT_ERROR_TEXT.loginExpired : inStreamErrorText(c.error_msg);
  } else if (frame.status === 'risk') {
    next.errorType = 'risk';
    next.errorText = c.error_msg || c.content || CLIENT_ERROR_TEXT.riskDefault;
  } else if (frame.status === 'finish' && loose.answer_status === ANSWER_STATUS.cancelled) {
    // The answer was stopped (from here or another tab): keep what arrived, note the stop.
    next.status = 'cancel';
  }
  return next;
}

/** `[DONE]` arrived: a message still in an active status is finished. */
export function completeRobot(message: RobotMessage): RobotMessage {
  return {
    ...message,
    reasonStatus: settleReasoning(message),
    status: isActiveStatus(message.status) ? 'finish' : message.status,
  };
}

/** The stream failed (open error or interruption): keep what arrived, show why. */
export function failRobot(message: RobotMessage, kind: StreamErrorKind, text: string): RobotMessage {
  return { ...message, reasonStatus: settleReasoning(message), status: 'error', errorType: kind, errorText: text };
}

/** The user stopped the answer: partial content stays, the stop note is shown with it. */
export function cancelRobot(message: RobotMessage): RobotMessage {
  return { ...message, reasonStatus: settleReasoning(message), status: 'cancel' };
}
