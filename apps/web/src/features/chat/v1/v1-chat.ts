import { FEEDBACK_ENDPOINTS } from '@app/protocol/feedback';
import { assessQuestion } from '../api/assess';
import { sendFeedback } from '../api/feedback';
import type { ChatContextValue } from '../chat-context';
import { createChatSession, type ChatSession } from '../session/chat-session';
import { showWelcome } from '../session/welcome';
import { createChatStore } from '../store';
import { applyStreamFrameV1 } from './stream-reducer-v1';
import { createV1Transport, type V1Calls } from './transport-v1';

/** One v1 session on screen: its own store and session, handed to the chat components as v1. */
export interface V1Chat extends ChatContextValue {
  sessionId: string;
  session: ChatSession;
  /** A new session's welcome: the greeting with its starter questions (init_question) as its suggestions. */
  greet: (starters: readonly string[]) => Promise<void>;
}

/** Builds a v1 session from the shared chat parts: v1 transport and the chunk-type reducer injected. */
export function createV1Chat(sessionId: string, calls?: V1Calls, options: { throttleMs?: number } = {}): V1Chat {
  const store = createChatStore();
  const transport = createV1Transport(sessionId, calls);
  const session = createChatSession(store, transport, {
    ...options,
    reduceFrame: applyStreamFrameV1,
  });
  return {
    sessionId,
    session,
    greet: (starters) => showWelcome(store, transport.guideText, starters),
    store,
    version: 'v1',
    actions: {
      ask: session.ask,
      stop: session.stop,
      retry: session.retry,
      regenerate: session.regenerate,
      editQuestion: session.editQuestion,
      start: session.start,
      loadOlder: session.loadOlder,
      reveal: session.reveal,
      resumeVisible: session.resumeVisible,
      resumeOnline: session.resumeOnline,
      setAuthorized: async (authorized) => session.setAuthorized(authorized),
      sendAssess: (questionId, assess) => assessQuestion(questionId, assess, FEEDBACK_ENDPOINTS.assessV1),
      sendFeedback: (input) => sendFeedback({ ...input, sessionId }),
    },
  };
}
