import type { StreamEventFrame } from '@app/protocol/chat';
import { CLIENT_ERROR_TEXT, inStreamErrorText, type StreamErrorKind } from '@app/protocol/errors';
import { streamEventToStatus } from '@app/protocol/status';
import { isActiveStatus, toChatButton, toNextSteps, type RobotMessage } from './model';

/**
 * Folds one stream event into a robot message (DESIGN 2.4). Pure: the store batches events and
 * applies them with this. `answer` appends `content`, `plan`/`reflection` append
 * `reasoning_content`; cards, buttons and suggestions replace what was there.
 */
export function applyStreamFrame(message: RobotMessage, frame: StreamEventFrame): RobotMessage {
  const c = frame.content;
  const next: RobotMessage = { ...message, status: streamEventToStatus(frame.status, 'v2') };
  if (c.question_id) next.questionId = c.question_id;

  if (frame.status === 'plan' || frame.status === 'reflection') {
    next.reasoningContent += c.reasoning_content ?? '';
    next.reasonStatus = 'thinking';
  } else if (message.reasonStatus === 'thinking') {
    next.reasonStatus = 'thinkend';
  }
  if (c.think_ms !== undefined) next.thinkMs = c.think_ms;
  if (frame.status === 'answer') next.content += c.content ?? '';
  if (c.search_result) next.searchResult = c.search_result;
  if (c.product_cards) next.productsCards = c.product_cards;
  if (c.buttons) next.buttons = c.buttons.map(toChatButton);
  if (c.button_type !== undefined) next.buttonType = c.button_type;
  if (frame.next_step !== null) {
    const steps = toNextSteps(frame.next_step);
    if (steps.length) next.nextStep = steps;
  }

  if (c.error_code !== undefined) {
    const loginExpired = c.error_code === 401;
    next.status = 'error';
    next.errorType = loginExpired ? 'login_expired' : 'generation';
    next.errorText = loginExpired ? CLIENT_ERROR_TEXT.loginExpired : inStreamErrorText(c.error_msg);
  } else if (frame.status === 'risk') {
    next.errorType = 'risk';
    next.errorText = c.error_msg || c.content || CLIENT_ERROR_TEXT.riskDefault;
  }
  return next;
}

/** `[DONE]` arrived: a message still in an active status is finished. */
export function completeRobot(message: RobotMessage): RobotMessage {
  const reasonStatus = message.reasonStatus === 'thinking' ? 'thinkend' : message.reasonStatus;
  return { ...message, reasonStatus, status: isActiveStatus(message.status) ? 'finish' : message.status };
}

/** The stream failed (open error or interruption): keep what arrived, show why. */
export function failRobot(message: RobotMessage, kind: StreamErrorKind, text: string): RobotMessage {
  const reasonStatus = message.reasonStatus === 'thinking' ? 'thinkend' : message.reasonStatus;
  return { ...message, reasonStatus, status: 'error', errorType: kind, errorText: text };
}

/** The user stopped the answer: partial content stays, the stop note is shown with it. */
export function cancelRobot(message: RobotMessage): RobotMessage {
  const reasonStatus = message.reasonStatus === 'thinking' ? 'thinkend' : message.reasonStatus;
  return { ...message, reasonStatus, status: 'cancel' };
}
