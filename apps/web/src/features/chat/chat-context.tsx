import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AssessName, ChatVersion } from '@app/protocol/status';
import type { FeedbackInput } from './api/feedback';
import type { QuestionInput } from './question-input';
import { chatSelectors, type ChatActions as StoreActions, type ChatState, type ChatStore } from './store';

/** What components may ask of a conversation; each version wires these to its own session. */
export interface ConversationActions {
  ask: (input: QuestionInput) => Promise<boolean>;
  stop: () => Promise<void>;
  retry: (robotId: string) => Promise<void>;
  /** 重新回答: asks an answer's question again in its place (decision 027). */
  regenerate: (robotId: string) => Promise<boolean>;
  /** 编辑: a question with new words takes its turn's place and is answered again. */
  editQuestion: (userId: string, text: string) => Promise<boolean>;
  start: () => Promise<void>;
  loadOlder: () => Promise<void>;
  /** Pages back until a stored question is on screen (opening at it from /history). */
  reveal: (questionId: string) => Promise<boolean>;
  resumeVisible: () => Promise<void>;
  /** The browser is back online: continue an answer the network cut off. */
  resumeOnline: () => Promise<void>;
  setAuthorized: (authorized: boolean) => Promise<void>;
  /** Store an answer's assessment (question_assess); the screen has already shown it. */
  sendAssess: (questionId: string, assess: AssessName) => Promise<unknown>;
  /** Report an answer (feed_back). */
  sendFeedback: (input: FeedbackInput) => Promise<unknown>;
}

/** One conversation as the components see it: its store, what they may ask of it, and its version. */
export interface ChatContextValue {
  store: ChatStore;
  actions: ConversationActions;
  version: ChatVersion;
}

const ChatContext = createContext<ChatContextValue | null>(null);

/** Puts a conversation (the /chatNext one, or a v1 session) under the chat components. */
export function ChatProvider({ value, children }: { value: ChatContextValue; children: ReactNode }) {
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('Chat components need a ChatProvider above them.');
  return value;
}

/** Reads the conversation's store (re-renders when the selected value changes). */
export const useChatStore = <T,>(selector: (s: ChatState & StoreActions) => T): T => useStore(useChat().store, selector);

export const useChatActions = (): ConversationActions => useChat().actions;

const noConversation = () => () => {};

/**
 * Whether an answer is being output; false where no conversation is on screen yet (a v1 session
 * still being created), so the screen's frame can be drawn before it.
 */
export function useChatBusy(): boolean {
  const store = useContext(ChatContext)?.store;
  return useSyncExternalStore(store ? store.subscribe : noConversation, () => !!store && chatSelectors.isBusy(store.getState()));
}
