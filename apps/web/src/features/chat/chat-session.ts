import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { QUESTION_MAX_CHARS } from '@app/protocol/chat';
import { StreamError } from '@/lib/sse';
import { streamChatV2 } from './api/chat-stream';
import { stopChatV2 } from './api/stop-chat';
import { createRobotMessage, createUserMessage, newLocalQuestionId } from './model';
import { chatSelectors, type ChatStore } from './store';

export interface ChatTransport {
  stream: typeof streamChatV2;
  stop: typeof stopChatV2;
}

export interface ChatSession {
  /** Sends a question; ignored while another answer is streaming. */
  ask: (question: string) => Promise<void>;
  /** Stops the streaming answer: the UI settles at once, then the server is told. */
  stop: () => Promise<void>;
  dispose: () => void;
}

/** Connects the chat store to the stream: the only place a question turns into requests. */
export function createChatSession(
  store: ChatStore,
  transport: ChatTransport = { stream: streamChatV2, stop: stopChatV2 },
): ChatSession {
  let controller: AbortController | null = null;

  async function ask(question: string): Promise<void> {
    const text = question.trim().slice(0, QUESTION_MAX_CHARS);
    if (!text || store.getState().phase !== 'idle') return;
    const questionId = newLocalQuestionId();
    const robot = createRobotMessage(questionId);
    store.getState().startExchange(createUserMessage(questionId, text), robot);
    const own = new AbortController();
    controller = own;
    try {
      const result = await transport.stream(
        { question_id: questionId, question: text },
        {
          signal: own.signal,
          onEvent: (frame) => store.getState().ingest(robot.id, frame),
          onInvalidFrame: (raw, reason) => console.warn('[chat] ignored an invalid stream frame:', reason, raw.slice(0, 200)),
        },
      );
      if (result.outcome === 'done') store.getState().complete(robot.id);
    } catch (error) {
      const failure = error instanceof StreamError ? error : new StreamError('interrupted', CLIENT_ERROR_TEXT.streamInterrupted);
      store.getState().fail(robot.id, failure.kind, failure.message);
    } finally {
      if (controller === own) controller = null;
    }
  }

  async function stop(): Promise<void> {
    const state = store.getState();
    if (state.phase !== 'streaming') return;
    state.flush();
    const robot = chatSelectors.activeRobot(store.getState());
    if (!robot) return;
    state.markStopping();
    controller?.abort();
    store.getState().cancel(robot.id);
    try {
      await transport.stop(robot.questionId);
    } catch {
      // The API client has shown the error; the answer is already stopped on screen.
    }
  }

  return { ask, stop, dispose: () => controller?.abort() };
}
