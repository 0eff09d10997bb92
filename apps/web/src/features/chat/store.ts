import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StreamEventFrame } from '@app/protocol/chat';
import type { StreamErrorKind } from '@app/protocol/errors';
import type { ChatMessage, RobotMessage, UserMessage } from './model';
import { applyStreamFrame, cancelRobot, completeRobot, failRobot } from './stream-reducer';

/** Whether a question is being answered: `streaming` until [DONE], an error or a stop. */
export type ChatPhase = 'idle' | 'streaming' | 'stopping';

export interface ChatState {
  /** Live messages of this visit, in order (history comes from its own query). */
  ids: string[];
  messages: Record<string, ChatMessage>;
  phase: ChatPhase;
  /** The robot message being streamed into. */
  activeRobotId: string | null;
}

export interface ChatActions {
  /** Adds a question and its (fetching) answer and enters `streaming`. */
  startExchange: (user: UserMessage, robot: RobotMessage) => void;
  /** Queues a stream event; queued events are applied together at most every `throttleMs`. */
  ingest: (robotId: string, frame: StreamEventFrame) => void;
  /** Applies queued events now. */
  flush: () => void;
  complete: (robotId: string) => void;
  fail: (robotId: string, kind: StreamErrorKind, text: string) => void;
  markStopping: () => void;
  cancel: (robotId: string) => void;
  reset: () => void;
}

export type ChatStore = StoreApi<ChatState & ChatActions>;

export const chatInitialState: ChatState = { ids: [], messages: {}, phase: 'idle', activeRobotId: null };

/** Token updates are batched so React renders at most ~20 times a second while streaming. */
export const STREAM_THROTTLE_MS = 50;

/**
 * The live chat store (ant-design/x style: transport apart, components read by id). Only the
 * streaming message's object changes while tokens arrive, so only its view re-renders.
 */
export function createChatStore({ throttleMs = STREAM_THROTTLE_MS } = {}): ChatStore {
  let queue: Array<{ robotId: string; frame: StreamEventFrame }> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  return createStore<ChatState & ChatActions>()((set, get) => {
    const updateRobot = (robotId: string, fn: (m: RobotMessage) => RobotMessage, extra: Partial<ChatState> = {}) => {
      const current = get().messages[robotId];
      if (!current || current.role !== 'robot') return set(extra);
      set({ messages: { ...get().messages, [robotId]: fn(current) }, ...extra });
    };

    const flush = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (queue.length === 0) return;
      const batch = queue;
      queue = [];
      const messages = { ...get().messages };
      for (const { robotId, frame } of batch) {
        const m = messages[robotId];
        if (m && m.role === 'robot') messages[robotId] = applyStreamFrame(m, frame);
      }
      set({ messages });
    };

    const settle = (robotId: string, fn: (m: RobotMessage) => RobotMessage) => {
      flush();
      const isActive = get().activeRobotId === robotId;
      updateRobot(robotId, fn, isActive ? { phase: 'idle', activeRobotId: null } : {});
    };

    return {
      ...chatInitialState,
      startExchange: (user, robot) => {
        flush();
        set({
          ids: [...get().ids, user.id, robot.id],
          messages: { ...get().messages, [user.id]: user, [robot.id]: robot },
          phase: 'streaming',
          activeRobotId: robot.id,
        });
      },
      ingest: (robotId, frame) => {
        queue.push({ robotId, frame });
        if (timer === null) timer = setTimeout(flush, throttleMs);
      },
      flush,
      complete: (robotId) => settle(robotId, completeRobot),
      fail: (robotId, kind, text) => settle(robotId, (m) => failRobot(m, kind, text)),
      markStopping: () => {
        if (get().phase === 'streaming') set({ phase: 'stopping' });
      },
      cancel: (robotId) => settle(robotId, cancelRobot),
      reset: () => {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        queue = [];
        set(chatInitialState);
      },
    };
  });
}

export const chatSelectors = {
  ids: (s: ChatState) => s.ids,
  message: (id: string) => (s: ChatState) => s.messages[id],
  phase: (s: ChatState) => s.phase,
  isBusy: (s: ChatState) => s.phase !== 'idle',
  activeRobot: (s: ChatState): RobotMessage | null => {
    const m = s.activeRobotId ? s.messages[s.activeRobotId] : undefined;
    return m && m.role === 'robot' ? m : null;
  },
};
