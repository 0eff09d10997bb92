import { ANSWER_STATUS, answerStatusToStatus } from '@app/protocol/status';
import { CLIENT_ERROR_TEXT, inStreamErrorText } from '@app/protocol/errors';
import type { HistoryItemV2 } from '@app/protocol/history';
import { createRobotMessage, createUserMessage, toChatButton, toNextSteps, type ChatMessage, type RobotMessage } from './model';

function errorOf(item: HistoryItemV2): Pick<RobotMessage, 'errorType' | 'errorText'> {
  const { answer_status: status, answer_status_msg: msg } = item.answer_info;
  if (status === ANSWER_STATUS.riskFailure) return { errorType: 'risk', errorText: msg || CLIENT_ERROR_TEXT.riskDefault };
  if (status === ANSWER_STATUS.error) return { errorType: 'generation', errorText: inStreamErrorText(msg) };
  return { errorType: null, errorText: null };
}

/** One v2 history item → its question and answer messages (status via answerStatusToStatus). */
export function historyItemToMessages(item: HistoryItemV2): [ChatMessage, ChatMessage] {
  const info = item.answer_info;
  const questionId = item.question_id;
  const user = createUserMessage(questionId, item.question, {
    dateTime: item.create_at,
    isHistory: true,
    productCard: item.question_product_card ?? null,
    images: item.question_img ? [item.question_img] : [],
    voice:
      item.question_voice && item.question_voice_id
        ? { voiceId: item.question_voice_id, voiceDuration: item.question_voice_time ?? 0, url: item.question_voice }
        : null,
  });
  const reasoning = info.answer_reason ?? '';
  const robot = createRobotMessage(questionId, {
    dateTime: item.create_at,
    isHistory: true,
    status: answerStatusToStatus(info.answer_status),
    content: info.answer.message,
    reasoningContent: reasoning,
    reasonStatus: reasoning ? 'thinkend' : 'idle',
    productsCards: info.product_cards ?? [],
    buttonType: info.answer.button_type ?? null,
    buttons: (info.answer.buttons ?? []).map(toChatButton),
    nextStep: toNextSteps(info.next_step),
    ...errorOf(item),
  });
  return [user, robot];
}

export const historyToMessages = (items: HistoryItemV2[]): ChatMessage[] => items.flatMap(historyItemToMessages);
