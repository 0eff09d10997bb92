import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ChatMessage, RobotMessage, UserMessage } from './model';

/** Whether a question is being answered: `streaming` until [DONE], an error or a stop. */
export type ChatPhase = 'idle' | 'streaming' | 'stopping';

/**
 * Older pages of the conversation: `ready` once a page arrived (`hasMore` says if another exists);
 * `missing` when the conversation does not exist or is someone else's (a v1 session id).
 */
export type HistoryStatus = 'idle' | 'loading' | 'ready' | 'error' | 'missing';

export interface HistoryState {
  status: HistoryStatus;
  hasMore: boolean;
  /** The oldest question on screen, the cursor for `load_next`. */
  oldestQuestionId: string | null;
}

export interface ChatState {
  /** Every message on screen, oldest first: history pages, the welcome, this visit's questions. */
  ids: string[];
  messages: Record<string, ChatMessage>;
  phase: ChatPhase;
  /** The robot message being streamed into. */
  activeRobotId: string | null;
  history: HistoryState;
  /** The stored question the screen was opened at (/chatNext?question_id=, from /history), if any. */
  focusQuestionId: string | null;
  /** A question the user chose to edit: its text waits for the composer to take it. */
  edit: { text: string } | null;
}

export type Update<T extends ChatMessage> = (message: T) => T;

export interface ChatActions {
  /** Adds a question and its (fetching) answer and enters `streaming`. */
  startExchange: (user: UserMessage, robot: RobotMessage) => void;
  /** Streams into an existing answer again (retry, resume): `robot` replaces it when given. */
  beginStream: (robotId: string, robot?: RobotMessage) => void;
  /** Applies a batch of robot updates in one change (the stream buffer's flush). */
  updateRobots: (updates: ReadonlyArray<readonly [string, Update<RobotMessage>]>) => void;
  /** Ends the stream of `robotId` with the message `fn` returns (finished, failed, stopped, stored). */
  settleWith: (robotId: string, fn: Update<RobotMessage>) => void;
  markStopping: () => void;
  /** Older messages go on top; ones already shown are skipped. */
  prepend: (messages: ChatMessage[]) => void;
  /** Adds messages at the end (the welcome). */
  append: (messages: ChatMessage[]) => void;
  /** Changes one message in place (assessment, uploaded voice, the loaded welcome). */
  update: <T extends ChatMessage>(id: string, fn: Update<T>) => void;
  /** Swaps a message for another with a different id, keeping its place. */
  replace: (id: string, message: ChatMessage) => void;
  setHistory: (patch: Partial<HistoryState>) => void;
  setFocus: (questionId: string | null) => void;
  /** Puts a question's text back in the composer, to be changed and sent as a new question. */
  editQuestion: (text: string) => void;
  /** The composer has taken the text. */
  clearEdit: () => void;
  reset: () => void;
}

export type ChatStore = StoreApi<ChatState & ChatActions>;

export const chatInitialState: ChatState = {
  ids: [],
  messages: {},
  phase: 'idle',
  activeRobotId: null,
  history: { status: 'idle', hasMore: true, oldestQuestionId: null },
  focusQuestionId: null,
  edit: null,
};

/**
 * The live chat store (ant-design/x style: transport apart, components read by id). Only the
 * streaming message's object changes while tokens arrive, so only its view re-renders. Stream
 * events are folded in by the session's buffer (throttled), which keeps this module small enough
 * for the first screen.
 */
export function createChatStore(): ChatStore {
  return createStore<ChatState & ChatActions>()((set, get) => {
    const updateRobot = (robotId: string, fn: Update<RobotMessage>, extra: Partial<ChatState> = {}) => {
      const current = get().messages[robotId];
      if (!current || current.role !== 'robot') return set(extra);
      set({ messages: { ...get().messages, [robotId]: fn(current) }, ...extra });
    };

    return {
      ...chatInitialState,
      startExchange: (user, robot) => {
        set({
          ids: [...get().ids, user.id, robot.id],
          messages: { ...get().messages, [user.id]: user, [robot.id]: robot },
          phase: 'streaming',
          activeRobotId: robot.id,
        });
      },
      beginStream: (robotId, robot) => {
        const messages = robot ? { ...get().messages, [robotId]: robot } : get().messages;
        set({ messages, phase: 'streaming', activeRobotId: robotId });
      },
      updateRobots: (updates) => {
        if (updates.length === 0) return;
        const messages = { ...get().messages };
        for (const [robotId, fn] of updates) {
          const m = messages[robotId];
          if (m && m.role === 'robot') messages[robotId] = fn(m);
        }
        set({ messages });
      },
      settleWith: (robotId, fn) => {
        const isActive = get().activeRobotId === robotId;
        updateRobot(robotId, fn, isActive ? { phase: 'idle', activeRobotId: null } : {});
      },
      markStopping: () => {
        if (get().phase === 'streaming') set({ phase: 'stopping' });
      },
      prepend: (incoming) => {
        const { ids, messages } = get();
        const fresh = incoming.filter((m) => !(m.id in messages));
        if (fresh.length === 0) return;
        set({
          ids: [...fresh.map((m) => m.id), ...ids],
          messages: { ...messages, ...Object.fromEntries(fresh.map((m) => [m.id, m])) },
        });
      },
      append: (incoming) => {
        const { ids, messages } = get();
        const fresh = incoming.filter((m) => !(m.id in messages));
        if (fresh.length === 0) return;
        set({
          ids: [...ids, ...fresh.map((m) => m.id)],
          messages: { ...messages, ...Object.fromEntries(fresh.map((m) => [m.id, m])) },
        });
      },
      update: (id, fn) => {
        const current = get().messages[id];
        if (current) set({ messages: { ...get().messages, [id]: fn(current as never) } });
      },
      replace: (id, message) => {
        const { ids, messages } = get();
        const at = ids.indexOf(id);
        if (at < 0) return;
        const { [id]: _old, ...rest } = messages;
        set({ ids: ids.map((x, i) => (i === at ? message.id : x)), messages: { ...rest, [message.id]: message } });
      },
      setHistory: (patch) => set({ history: { ...get().history, ...patch } }),
      setFocus: (questionId) => {
        if (get().focusQuestionId !== questionId) set({ focusQuestionId: questionId });
      },
      editQuestion: (text) => set({ edit: { text } }),
      clearEdit: () => set({ edit: null }),
      reset: () => set(chatInitialState),
    };
  });
}

export const chatSelectors = {
  ids: (s: ChatState) => s.ids,
  message: (id: string) => (s: ChatState) => s.messages[id],
  phase: (s: ChatState) => s.phase,
  isBusy: (s: ChatState) => s.phase !== 'idle',
  history: (s: ChatState) => s.history,
  /** The first page of history is on its way (nothing older is known yet): a placeholder stands in for it. */
  firstPageLoading: (s: ChatState): boolean => s.history.status === 'loading' && s.history.oldestQuestionId === null,
  activeRobot: (s: ChatState): RobotMessage | null => {
    const m = s.activeRobotId ? s.messages[s.activeRobotId] : undefined;
    return m && m.role === 'robot' ? m : null;
  },
  /** The question the screen was opened at, once it is on screen: its message id. */
  focusedUserId: (s: ChatState): string | null => {
    if (!s.focusQuestionId) return null;
    return s.ids.find((id) => s.messages[id]?.role === 'user' && s.messages[id]?.questionId === s.focusQuestionId) ?? null;
  },
  /** The answer to a question, by its (server or local) id. */
  robotByQuestionId:
    (questionId: string) =>
    (s: ChatState): RobotMessage | null => {
      for (const id of s.ids) {
        const m = s.messages[id];
        if (m && m.role === 'robot' && m.questionId === questionId) return m;
      }
      return null;
    },
};
