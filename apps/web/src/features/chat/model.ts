import type { ProductCard, SearchResult, WireButton } from '@app/protocol/cards';
import { LOCAL_QUESTION_PREFIX } from '@app/protocol/constants';
import type { StreamErrorKind } from '@app/protocol/errors';
import type { MessageStatus } from '@app/protocol/status';

/** Message models of spec section 3 (the fields this screen uses so far). */
export interface VoiceInfo {
  voiceId: string;
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
  productCard: ProductCard | null;
  images: string[];
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

export interface RobotMessage {
  role: 'robot';
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
  searchResult: SearchResult | null;
  productsCards: ProductCard[];
  buttonType: number | null;
  buttons: ChatButton[];
  nextStep: string[];
  errorType: RobotErrorType | null;
  /** The zh-CN sentence shown for an error, from the spec's catalogue or the server. */
  errorText: string | null;
}

export type ChatMessage = UserMessage | RobotMessage;

/** A client-made question id until the server assigns one (spec: `q_local_...`). */
export const newLocalQuestionId = (): string =>
  `${LOCAL_QUESTION_PREFIX}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export function createUserMessage(questionId: string, content: string, fields: Partial<UserMessage> = {}): UserMessage {
  return {
    role: 'user',
    id: `user-${questionId}`,
    chatId: null,
    questionId,
    dateTime: new Date().toISOString(),
    isHistory: false,
    status: 'finish',
    content,
    productCard: null,
    images: [],
    voice: null,
    ...fields,
  };
}

export function createRobotMessage(questionId: string, fields: Partial<RobotMessage> = {}): RobotMessage {
  return {
    role: 'robot',
    id: `robot-${questionId}`,
    questionId,
    dateTime: new Date().toISOString(),
    isHistory: false,
    status: 'fetching',
    content: '',
    reasoningContent: '',
    reasonStatus: 'idle',
    thinkMs: null,
    searchResult: null,
    productsCards: [],
    buttonType: null,
    buttons: [],
    nextStep: [],
    errorType: null,
    errorText: null,
    ...fields,
  };
}

export const toChatButton = (b: WireButton): ChatButton => ({
  text: b.button_text,
  url: b.button_url ?? '',
  icon: b.icon ?? '',
  type: b.sub_type ?? null,
});

export const toNextSteps = (value: string | string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).map((s) => s.trim()).filter(Boolean);

/** Statuses in which the robot is still producing output. */
const ACTIVE: ReadonlySet<MessageStatus> = new Set<MessageStatus>([
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
export const isActiveStatus = (status: MessageStatus): boolean => ACTIVE.has(status);
