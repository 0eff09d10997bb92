import type { StreamContent, StreamEvent } from '@app/protocol';
import type { ConversationState } from './conversation-state';

/**
 * The assistant behind one interface (DESIGN 1): the chat module hands it a question and reads
 * stream events until it ends; which provider answers is configuration.
 */
export interface HistoryTurn {
  question: string;
  answer: string;
}

/**
 * What became of a voice question's words on the server: transcribed by the speech service, or
 * why there are none (no service configured, the service failed, or it heard nothing).
 */
export type VoiceRecognition = 'transcribed' | 'no_service' | 'failed' | 'empty';

export interface AssistantRequest {
  question: string;
  questionImg?: string | null;
  voice?: { url?: string | null; id?: string | null; seconds?: number | null; recognition?: VoiceRecognition } | null;
  /** A product card the question is about (`/item-detail?id=…`). */
  productCardUrl?: string | null;
  /** The price the user would buy at. */
  targetPrice?: number | null;
  /** Recent turns of this user's conversation, oldest first. */
  history: HistoryTurn[];
  userId: string;
  /** What the assistant kept of this conversation after the previous answer (null: none yet). */
  state?: ConversationState | null;
  /** Stores the state this answer leaves; called once, before the answer's last event. */
  saveState?: (state: ConversationState) => Promise<void>;
  /**
   * 重新回答 (decision 027): the products the answer being replaced recommended; the assistant
   * recommends others where the catalog has them, so the new answer is not the old one again.
   */
  avoidProductIds?: readonly string[];
  /** Aborted when the user stops the answer or the server shuts down. */
  signal: AbortSignal;
}

/** One stream event; the chat module numbers it and writes it as an SSE frame. */
export interface AssistantEvent {
  status: StreamEvent;
  content: StreamContent;
  next_step: string | string[] | null;
}

export interface AssistantEngine {
  readonly name: string;
  /** Events in order; ends after `finish`, `risk` or `empty`. Throws AbortError when aborted. */
  answer(request: AssistantRequest): AsyncIterable<AssistantEvent>;
}
