import { foldEvent, partOf, type AnswerEnd, type AnswerPart } from '@app/protocol/answer';
import type { StreamEventFrame } from '@app/protocol/chat';
import type { StreamErrorKind } from '@app/protocol/errors';
import { isEndingEvent, type ChatVersion } from '@app/protocol/status';
import { isActiveStatus, type RobotMessage } from './model';

const settleReasoning = (m: RobotMessage): RobotMessage['reasonStatus'] =>
  m.reasonStatus === 'thinking' ? 'thinkend' : m.reasonStatus;

/** How one stream event folds into an answer; each chat version has one. */
export type FrameReducer = (message: RobotMessage, frame: StreamEventFrame) => RobotMessage;

/** Does this event end the answer by itself (the server sends `[DONE]` right after)? */
export const isTerminalFrame = (frame: StreamEventFrame): boolean => isEndingEvent(frame.status, frame.content.error_code);

/** How the message ended so far, as the status part says it (null while it has not). */
function endOf(m: RobotMessage): AnswerEnd | null {
  if (m.status === 'finish') return { outcome: 'finished', kind: null, message: '', text: '' };
  if (m.status === 'cancel') return { outcome: 'cancelled', kind: null, message: '', text: '' };
  if (m.status === 'error')
    return { outcome: m.errorType === 'risk' ? 'risk' : 'error', kind: m.errorType, message: '', text: m.errorText ?? '' };
  return null;
}

/** The message's fields as the answer's parts (the edge between the store and protocol `foldEvent`). */
const partsOf = (m: RobotMessage): AnswerPart[] => [
  ...m.parts,
  { type: 'text', text: m.content, answerType: m.answerType },
  { type: 'reasoning', text: m.reasoningContent, thinkMs: m.thinkMs },
  { type: 'status', phase: m.status, end: endOf(m) },
];

const MESSAGE_FIELDS: ReadonlySet<AnswerPart['type']> = new Set(['text', 'reasoning', 'status']);

/**
 * Folds one stream event into a robot message (DESIGN 2.4) with protocol `foldEvent`, the fold
 * the server stores answers with. Pure: the store batches events and applies them with this.
 */
export function applyStreamFrame(message: RobotMessage, frame: StreamEventFrame, version: ChatVersion = 'v2'): RobotMessage {
  const { parts } = foldEvent({ parts: partsOf(message) }, frame, version);
  const text = partOf(parts, 'text');
  const reasoning = partOf(parts, 'reasoning');
  const status = partOf(parts, 'status');
  const end = status?.end;
  const reasoningNow = frame.status === 'plan' || frame.status === 'reflection';
  const others = parts.filter((p) => !MESSAGE_FIELDS.has(p.type));
  // Unchanged parts keep the array's identity, so the parts views skip the render.
  const same = others.length === message.parts.length && others.every((p, i) => p === message.parts[i]);
  return {
    ...message,
    questionId: frame.content.question_id || message.questionId,
    content: text?.text ?? message.content,
    answerType: text?.answerType ?? message.answerType,
    reasoningContent: reasoning?.text ?? message.reasoningContent,
    thinkMs: reasoning?.thinkMs ?? message.thinkMs,
    reasonStatus: reasoningNow ? 'thinking' : settleReasoning(message),
    status: status?.phase ?? message.status,
    errorType: end?.kind ?? message.errorType,
    errorText: end?.kind ? end.text : message.errorText,
    parts: same ? message.parts : others,
  };
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
