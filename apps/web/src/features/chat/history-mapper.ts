import { toSteps, type AnswerPart } from '@app/protocol/answer';
import { partsFromCards } from '@app/protocol/answer-wire';
import { ANSWER_STATUS, answerStatusToStatus, assessName } from '@app/protocol/status';
import { CLIENT_ERROR_TEXT, inStreamErrorText } from '@app/protocol/errors';
import type { HistoryItemV2 } from '@app/protocol/history';
import { createRobotMessage, createUserMessage, type ChatMessage, type RobotMessage, type UserMessage } from './model';
import { searchResultFromSource } from './wire';

function errorOf(item: HistoryItemV2): Pick<RobotMessage, 'errorType' | 'errorText'> {
  const { answer_status: status, answer_status_msg: msg } = item.answer_info;
  if (status === ANSWER_STATUS.riskFailure) return { errorType: 'risk', errorText: msg || CLIENT_ERROR_TEXT.riskDefault };
  if (status === ANSWER_STATUS.error) {
    // The server marks answers cut short by its restart with the 'stopped output' sentence.
    const interrupted = msg === CLIENT_ERROR_TEXT.streamInterrupted;
    return { errorType: interrupted ? 'interrupted' : 'generation', errorText: inStreamErrorText(msg) };
  }
  return { errorType: null, errorText: null };
}

/** The stored answer's parts: search, cards (the wire's per-kind fields), buttons, suggestions. */
function partsOf(info: HistoryItemV2['answer_info']): AnswerPart[] {
  const parts: AnswerPart[] = [];
  const search = searchResultFromSource(info.answer_source);
  if (search) parts.push({ type: 'search', result: search, searched: true });
  parts.push(...partsFromCards(info));
  const buttons = info.answer.buttons ?? [];
  if (buttons.length || info.answer.button_type != null)
    parts.push({ type: 'buttons', buttons, buttonType: info.answer.button_type ?? null, desc: null });
  const steps = toSteps(info.next_step);
  if (steps.length) parts.push({ type: 'suggestions', steps });
  return parts;
}

/** One v2 history item → its question. */
export function historyItemToUser(item: HistoryItemV2): UserMessage {
  return createUserMessage(item.question_id, item.question, {
    dateTime: item.create_at,
    isHistory: true,
    productCard: item.question_product_card ?? null,
    images: item.question_img ? [item.question_img] : [],
    voice: item.question_voice
      ? { voiceId: item.question_voice_id ?? '', voiceDuration: item.question_voice_time ?? 0, url: item.question_voice }
      : null,
  });
}

/** One v2 history item → its answer (status via answerStatusToStatus). */
export function historyItemToRobot(item: HistoryItemV2): RobotMessage {
  const info = item.answer_info;
  const reasoning = info.answer_reason ?? '';
  return createRobotMessage(item.question_id, {
    dateTime: item.create_at,
    isHistory: true,
    status: answerStatusToStatus(info.answer_status),
    content: info.answer.message,
    reasoningContent: reasoning,
    reasonStatus: reasoning ? 'thinkend' : 'idle',
    thinkMs: info.think_ms ?? null,
    parts: partsOf(info),
    assess: assessName(item.assess),
    ...errorOf(item),
  });
}

export const historyItemToMessages = (item: HistoryItemV2): [ChatMessage, ChatMessage] => [
  historyItemToUser(item),
  historyItemToRobot(item),
];

export const historyToMessages = (items: HistoryItemV2[]): ChatMessage[] => items.flatMap(historyItemToMessages);
