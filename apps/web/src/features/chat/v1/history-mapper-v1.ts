import type { AnswerPart } from '@app/protocol/answer';
import { partsFromCards } from '@app/protocol/answer-wire';
import type { HistoryItemV1 } from '@app/protocol/sessions';
import { CLIENT_ERROR_TEXT, inStreamErrorText } from '@app/protocol/errors';
import { assessName, type MessageStatus } from '@app/protocol/status';
import { createRobotMessage, createUserMessage, type RobotMessage, type UserMessage } from '../model';
import type { StoredQuestion } from '../session/stored-question';
import { searchResultFromSource } from '../wire';

type Outcome = Pick<RobotMessage, 'status' | 'errorType' | 'errorText'>;

/**
 * History risk_review_status (v1) of spec section 4: 0 outputting, 2 error, 3 an error that means
 * the output was stopped (shown as the stop note), anything else finished.
 */
export const RISK_REVIEW_OUTCOMES: Record<number, (msg: string) => Outcome> = {
  0: () => ({ status: 'outputting', errorType: null, errorText: null }),
  2: (msg) => ({
    // The server marks answers cut short by its restart with the 'stopped output' sentence.
    status: 'error',
    errorType: msg === CLIENT_ERROR_TEXT.streamInterrupted ? 'interrupted' : 'generation',
    errorText: inStreamErrorText(msg),
  }),
  3: () => ({ status: 'cancel', errorType: null, errorText: null }),
};
const FINISHED: Outcome = { status: 'finish', errorType: null, errorText: null };

export const riskReviewOutcome = (value: number, msg: string): Outcome => RISK_REVIEW_OUTCOMES[value]?.(msg) ?? FINISHED;

const OUTPUTTING: MessageStatus = 'outputting';

/** One v1 history item → its question. */
export function historyItemV1ToUser(item: HistoryItemV1): UserMessage {
  return createUserMessage(item.question_id, item.question, {
    chatId: item.session_id,
    dateTime: item.create_time,
    isHistory: true,
    images: item.question_img ? [item.question_img] : [],
    voice: item.question_voice
      ? { voiceId: item.question_voice_id ?? '', voiceDuration: item.question_voice_time ?? 0, url: item.question_voice }
      : null,
  });
}

/** A v1 answer's parts: what was searched and its product cards. */
function partsOfV1(item: HistoryItemV1): AnswerPart[] {
  const search = searchResultFromSource(item.answer_source);
  return [
    ...(search ? [{ type: 'search' as const, result: search, searched: true }] : []),
    ...partsFromCards({ product_cards: item.goods_card }),
  ];
}

/** One v1 history item → its answer (status via the risk_review_status table). */
export function historyItemV1ToRobot(item: HistoryItemV1): RobotMessage {
  return createRobotMessage(item.question_id, {
    dateTime: item.create_time,
    isHistory: true,
    content: item.answer,
    reasoningContent: item.answer_reason,
    reasonStatus: item.answer_reason ? 'thinkend' : 'idle',
    parts: partsOfV1(item),
    assess: assessName(item.assess),
    ...riskReviewOutcome(item.risk_review_status, item.risk_review_msg),
  });
}

/** One v1 history item as the session's stored question. */
export function storedFromV1(item: HistoryItemV1): StoredQuestion {
  const robot = historyItemV1ToRobot(item);
  return { questionId: item.question_id, outputting: robot.status === OUTPUTTING, user: historyItemV1ToUser(item), robot };
}
