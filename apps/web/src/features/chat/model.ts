import type { AnswerPart } from '@app/protocol/answer';
import type { ProductCard } from '@app/protocol/cards';
import { LOCAL_QUESTION_PREFIX, isLocalQuestionId } from '@app/protocol/constants';
import type { StreamErrorKind } from '@app/protocol/errors';
import { ACTIVE_STATUSES, type AssessName, type MessageStatus } from '@app/protocol/status';

/** Message models of spec section 3. */
export interface VoiceInfo {
  voiceId: string;
  /** Seconds. */
  voiceDuration: number;
  url: string;
}

export interface UserMessage {
  role: 'user';
  id: string;
  chatId: string | null;
  questionId: string;
  dateTime: string;
  isHistory: boolean;
  status: MessageStatus;
  content: string;
  /** The product the question is about: the card (history) or its link (just sent). */
  productCard: ProductCard | null;
  cardUrl: string | null;
  targetPrice: number | null;
  images: string[];
  /** Recorded voice; `url` is empty until its upload has finished. */
  voice: VoiceInfo | null;
}

export interface ChatButton {
  text: string;
  url: string;
  icon: string;
  type: number | null;
}

/** Why a robot message failed; `null` while it has not. */
export type RobotErrorType = StreamErrorKind;

/** An ordinary answer, or the welcome the screen greets with (no actions, no assessment). */
export type RobotKind = 'answer' | 'welcome';

export interface RobotMessage {
  role: 'robot';
  kind: RobotKind;
  id: string;
  questionId: string;
  dateTime: string;
  isHistory: boolean;
  status: MessageStatus;
  content: string;
  reasoningContent: string;
  /** `thinking` while reasoning streams, `thinkend` once it is over, `idle` when there was none. */
  reasonStatus: MessageStatus;
  thinkMs: number | null;
  /**
   * Everything else the answer carries, as typed parts (protocol `AnswerPart`): search, products,
   * comparison, wish cards, flights, cloud task, buttons, suggestions. The text, reasoning and
   * status above are the streamed hot fields; `stream-reducer` maps them to and from their parts.
   */
  parts: readonly AnswerPart[];
  assess: AssessName;
  errorType: RobotErrorType | null;
  /** The zh-CN sentence shown for an error, from the spec's catalogue or the server. */
  errorText: string | null;
  answerType: string | null;
}

export type ChatMessage = UserMessage | RobotMessage;

/** A client-made question id until the server assigns one (spec: `q_local_...`). */
export const newLocalQuestionId = (): string =>
  `${LOCAL_QUESTION_PREFIX}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** The server knows this question (its id is not a `q_local_` one): it can be assessed or reported. */
export const hasServerId = (m: { questionId: string }): boolean => !isLocalQuestionId(m.questionId);

export const userIdFor = (questionId: string): string => `user-${questionId}`;
export const robotIdFor = (questionId: string): string => `robot-${questionId}`;
/** The question a robot message answers: ids of a pair share their suffix. */
export const pairedUserId = (robotId: string): string => robotId.replace(/^robot-/, 'user-');

export function createUserMessage(questionId: string, content: string, fields: Partial<UserMessage> = {}): UserMessage {
  return {
    role: 'user',
    id: userIdFor(questionId),
    chatId: null,
    questionId,
    dateTime: new Date().toISOString(),
    isHistory: false,
    status: 'finish',
    content,
    productCard: null,
    cardUrl: null,
    targetPrice: null,
    images: [],
    voice: null,
    ...fields,
  };
}

export function createRobotMessage(questionId: string, fields: Partial<RobotMessage> = {}): RobotMessage {
  return {
    role: 'robot',
    kind: 'answer',
    id: robotIdFor(questionId),
    questionId,
    dateTime: new Date().toISOString(),
    isHistory: false,
    status: 'fetching',
    content: '',
    reasoningContent: '',
    reasonStatus: 'idle',
    thinkMs: null,
    parts: [],
    assess: 'cancel',
    errorType: null,
    errorText: null,
    answerType: null,
    ...fields,
  };
}

/** A robot message ready to be streamed into again (retry, or a replay from the first event). */
export const restartedRobot = (m: RobotMessage): RobotMessage => ({
  ...createRobotMessage(m.questionId, { id: m.id, dateTime: m.dateTime }),
  isHistory: m.isHistory,
});

/** A robot message cut off by the network, streaming again from where it stopped (its text stays). */
export const resumedRobot = (m: RobotMessage): RobotMessage => ({
  ...m,
  status: m.content || m.reasoningContent ? 'outputting' : 'fetching',
  errorType: null,
  errorText: null,
});

/** Statuses in which the robot is still producing output (protocol ACTIVE_STATUSES). */
export const isActiveStatus = (status: MessageStatus): boolean => ACTIVE_STATUSES.has(status);

/** Finished one way or another: the actions under an answer apply. */
export const isSettledStatus = (status: MessageStatus): boolean =>
  status === 'finish' || status === 'cancel' || status === 'error';
