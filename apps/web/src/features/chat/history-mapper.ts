import { ANSWER_STATUS, answerStatusToStatus, assessName } from '@app/protocol/status';
import { CLIENT_ERROR_TEXT, inStreamErrorText } from '@app/protocol/errors';
import type { HistoryItemV2 } from '@app/protocol/history';
import { createRobotMessage, createUserMessage, type ChatMessage, type RobotMessage, type UserMessage } from './model';
import { searchResultFromSource, toChatButton, toNextSteps } from './wire';

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

const numberField = (info: Record<string, unknown>, key: string): number | null =>
  typeof info[key] === 'number' ? (info[key] as number) : null;

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
    thinkMs: numberField(info, 'think_ms'),
    searchResult: searchResultFromSource(info.answer_source),
    imageProductCards: info.multi_cards ?? [],
    productsCards: info.product_cards ?? [],
    wishSelectCards: info.wish_select_cards ?? [],
    wishCards: info.wish_list ?? [],
    flightCards: info.flight_cards ?? [],
    cloudTask: info.cloud_mobile_task ?? null,
    buttonType: info.answer.button_type ?? null,
    buttons: (info.answer.buttons ?? []).map(toChatButton),
    assess: assessName(item.assess),
    nextStep: toNextSteps(info.next_step),
    ...errorOf(item),
  });
}

export const historyItemToMessages = (item: HistoryItemV2): [ChatMessage, ChatMessage] => [
  historyItemToUser(item),
  historyItemToRobot(item),
];

export const historyToMessages = (items: HistoryItemV2[]): ChatMessage[] => items.flatMap(historyItemToMessages);
