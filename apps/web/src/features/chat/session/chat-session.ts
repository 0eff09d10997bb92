import { CLIENT_ERROR_TEXT, type StreamErrorKind } from '@app/protocol/errors';
import { conversationChanged } from '@/lib/app-events';
import { fetchAuthStatus } from '../api/auth-status';
import { streamChatV2 } from '../api/chat-stream';
import { fetchGuideText } from '../api/guide-text';
import { stopChatV2 } from '../api/stop-chat';
import { updateVoice, type VoiceLink } from '../api/update-voice';
import {
  createRobotMessage,
  hasServerId,
  newLocalQuestionId,
  pairedUserId,
  restartedRobot,
  resumedRobot,
  type RobotMessage,
  type UserMessage,
} from '../model';
import { canSend, isVoiceOnly, type QuestionInput, type VoiceAttachment } from '../question-input';
import { chatSelectors, type ChatStore } from '../store';
import { applyStreamFrame, type FrameReducer } from '../stream-reducer';
import { forgetQuestion } from './forget-question';
import { v2HistorySource } from './history-source-v2';
import { createHistorySync } from './history-sync';
import { cleanQuestion, inputFromUser, toChatBody, toUserMessage } from './question';
import { createStreamBuffer } from './stream-buffer';
import { createStreamRunner, type StreamChat } from './stream-runner';
import type { HistorySource, StoredQuestion } from './stored-question';
import { showWelcome } from './welcome';

/** The server calls a conversation makes; /chatNext (v2) and a v1 session each inject their own. */
export interface ChatTransport {
  stream: StreamChat;
  stop: (questionId: string) => Promise<unknown>;
  history: HistorySource;
  updateVoice: (link: VoiceLink) => Promise<unknown>;
  /** Whether the user shares shopping preferences (sent with each question); v2 only. */
  authStatus?: () => Promise<{ authorized: boolean }>;
  /** The welcome under the history; a conversation without it shows none. */
  guideText?: () => Promise<{ text: string }>;
  /** The chat endpoint takes `replaces_question_id` (v2): 重新回答 and 编辑 replace the old turn. */
  replaces?: boolean;
}

const defaultTransport: ChatTransport = {
  stream: streamChatV2,
  stop: stopChatV2,
  history: v2HistorySource(),
  updateVoice,
  authStatus: () => fetchAuthStatus(),
  guideText: fetchGuideText,
  replaces: true,
};

export interface ChatSessionOptions {
  throttleMs?: number;
  /** How a stream event folds into an answer: the v2 reducer unless the version has its own. */
  reduceFrame?: FrameReducer;
}

type ChatBody = Parameters<StreamChat>[0];

/**
 * Failures the network caused: continued on `online`. A request that failed before the device
 * reported itself offline (a dropped connection whose reconnects ran out) counts too (issue 21).
 */
const RESUMED_ONLINE: ReadonlySet<StreamErrorKind> = new Set(['offline', 'network']);

/** A [DONE] without a closing event is checked against the stored answer this many times. */
const MAX_RECONCILES = 3;

/** Connects the chat store to the server: the only place a question turns into requests. */
export function createChatSession(
  store: ChatStore,
  transport: ChatTransport = defaultTransport,
  { throttleMs, reduceFrame = applyStreamFrame }: ChatSessionOptions = {},
) {
  const buffer = createStreamBuffer(store, throttleMs, reduceFrame);
  const history = createHistorySync(store, transport.history);
  const requests = new Map<string, QuestionInput>();
  const serverIdWaiters = new Map<string, (questionId: string) => void>();
  let isAuth: boolean | null = null;
  let authLoaded = false;
  /** An answer cut off because the device went offline: continued from its last event once online. */
  let offline: { robotId: string; body: ChatBody; lastEventId: string | null } | null = null;

  const runner = createStreamRunner({
    buffer,
    stream: transport.stream,
    onServerId: (robotId, questionId) => {
      serverIdWaiters.get(robotId)?.(questionId);
      serverIdWaiters.delete(robotId);
    },
  });

  function loadAuth(): void {
    if (authLoaded || !transport.authStatus) return;
    authLoaded = true;
    transport.authStatus().then(
      (s) => (isAuth = s.authorized),
      () => (authLoaded = false),
    );
  }

  /** Update-voice once both the upload and the server's question id are known; failure is only logged. */
  function linkVoice(robotId: string, user: UserMessage, voice: VoiceAttachment): void {
    const serverId = new Promise<string>((resolve) => serverIdWaiters.set(robotId, resolve));
    voice.upload
      .then(async (up) => {
        const info = { voiceId: up.id, voiceDuration: up.duration ?? voice.durationSec, url: up.url };
        store.getState().update<UserMessage>(user.id, (m) => ({ ...m, voice: info }));
        const questionId = await serverId;
        await transport.updateVoice({ questionId, url: up.url, duration: info.voiceDuration, voiceId: up.id });
      })
      .catch((error: unknown) => console.warn('[chat] the recording could not be attached to its question', error));
  }

  /**
   * The stored state wins when a stream ended without a closing event (the server no longer had
   * the run): a finished answer replaces the streamed one; one still outputting is followed again.
   */
  async function reconcile(robotId: string, body: ChatBody, lastEventId: string | null, attempt: number): Promise<void> {
    const robot = store.getState().messages[robotId] as RobotMessage | undefined;
    const item = robot && hasServerId(robot) ? await history.findRecent(robot.questionId) : null;
    if (item?.outputting && attempt < MAX_RECONCILES) {
      return follow(robotId, body, lastEventId, attempt + 1);
    }
    if (item) settleFromHistory(robotId, item);
    else buffer.complete(robotId);
  }

  function settleFromHistory(robotId: string, item: StoredQuestion): void {
    buffer.settle(robotId, (m) => ({ ...item.robot, id: m.id, isHistory: m.isHistory }));
  }

  async function follow(robotId: string, body: ChatBody, lastEventId: string | null, attempt = 0): Promise<void> {
    offline = null;
    const result = await runner.run(robotId, body, lastEventId);
    if (result.outcome === 'done-without-end') await reconcile(robotId, body, result.lastEventId, attempt);
    if (result.failure && RESUMED_ONLINE.has(result.failure)) offline = { robotId, body, lastEventId: result.lastEventId };
  }

  /**
   * The browser is back online: the answer the network cut off continues from its last event
   * (`Last-Event-ID`; a question that never reached the server is asked again with the same
   * local id, which the server recognises), unless the user has moved on meanwhile.
   */
  async function resumeOnline(): Promise<void> {
    const cut = offline;
    if (!cut || store.getState().phase !== 'idle') return;
    offline = null;
    const robot = store.getState().messages[cut.robotId];
    if (robot?.role !== 'robot' || !robot.errorType || !RESUMED_ONLINE.has(robot.errorType)) return;
    store.getState().beginStream(cut.robotId, resumedRobot(robot));
    await follow(cut.robotId, cut.body, cut.lastEventId);
  }

  /**
   * The stored question a new one takes the place of (重新回答, 编辑, retry; decision 027), as the
   * body says it: the server removes it with its answer. Only a question the server has, and only
   * where the transport can say so (v2); elsewhere the old turn simply stays.
   */
  function replacing(robotId: string | undefined, regenerate: boolean): Partial<ChatBody> {
    const robot = robotId ? store.getState().messages[robotId] : undefined;
    if (!transport.replaces || robot?.role !== 'robot' || !hasServerId(robot)) return {};
    return { replaces_question_id: robot.questionId, ...(regenerate ? { regenerate: true } : {}) };
  }

  async function ask(input: QuestionInput, replaces?: { robotId: string; regenerate: boolean }): Promise<boolean> {
    const text = cleanQuestion(input.text);
    if (!canSend({ ...input, text }) || store.getState().phase !== 'idle') return false;
    loadAuth();
    const replaced = replaces ? replacing(replaces.robotId, replaces.regenerate) : {};
    if (replaces && transport.replaces) {
      // The new turn takes the old one's place: the old one leaves the screen as it leaves the server.
      const old = store.getState().messages[replaces.robotId];
      if (old) forgetQuestion(store, old.questionId);
      requests.delete(replaces.robotId);
    }
    const questionId = newLocalQuestionId();
    const user = toUserMessage(questionId, text, input);
    const robot = createRobotMessage(questionId);
    store.getState().startExchange(user, robot);
    requests.set(robot.id, { ...input, text });
    if (input.voice) linkVoice(robot.id, user, input.voice);
    if (!(await voiceReady(robot.id, { ...input, text }))) return true;
    await follow(robot.id, { ...toChatBody(questionId, text, input, isAuth), ...replaced }, null);
    conversationChanged();
    return true;
  }

  /**
   * A recording that is the whole question must be uploaded before the question is sent: the
   * body carries it (question_voice, question_voice_id, question_voice_time). A failed upload
   * ends the answer with its reason.
   */
  async function voiceReady(robotId: string, input: QuestionInput): Promise<boolean> {
    if (!input.voice || !isVoiceOnly(input)) return true;
    try {
      await input.voice.upload;
      return true;
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : CLIENT_ERROR_TEXT.network;
      buffer.fail(robotId, 'server', text);
      return false;
    }
  }

  /** Asks a failed answer's question again, streaming into the same message. */
  async function retry(robotId: string): Promise<void> {
    const { messages, phase } = store.getState();
    const robot = messages[robotId];
    const user = messages[pairedUserId(robotId)];
    if (phase !== 'idle' || robot?.role !== 'robot' || user?.role !== 'user') return;
    const input = requests.get(robotId) ?? inputFromUser(user);
    const questionId = newLocalQuestionId();
    // A failed answer the server stored is replaced too, so a reload shows the question once.
    const replaced = replacing(robotId, false);
    store.getState().beginStream(robotId, { ...restartedRobot(robot), questionId, isHistory: false });
    await follow(robotId, { ...toChatBody(questionId, cleanQuestion(input.text), input, isAuth), ...replaced }, null);
    conversationChanged();
  }

  /**
   * 重新回答: asks an answer's question again in its place (decision 027): the old turn goes, on
   * screen and on the server, and the new answer picks other products where it can. A recording
   * goes again as the uploaded file it already is.
   */
  async function regenerate(robotId: string): Promise<boolean> {
    const user = store.getState().messages[pairedUserId(robotId)];
    if (user?.role !== 'user') return false;
    return ask(requests.get(robotId) ?? inputFromUser(user), { robotId, regenerate: true });
  }

  /** 编辑: the question with its new words takes the old turn's place and is answered again. */
  async function editQuestion(userId: string, text: string): Promise<boolean> {
    const user = store.getState().messages[userId];
    const robotId = userId.replace(/^user-/, 'robot-');
    if (user?.role !== 'user' || store.getState().messages[robotId]?.role !== 'robot') return false;
    return ask({ ...(requests.get(robotId) ?? inputFromUser(user)), text }, { robotId, regenerate: false });
  }

  /** Stops the streaming answer: the UI settles at once, then the server is told. */
  async function stop(): Promise<void> {
    if (store.getState().phase !== 'streaming') return;
    buffer.flush();
    const robot = chatSelectors.activeRobot(store.getState());
    if (!robot) return;
    store.getState().markStopping();
    runner.detach();
    buffer.cancel(robot.id);
    await transport.stop(robot.questionId).catch((error: unknown) => console.warn('[chat] stop failed', error));
  }

  /**
   * Back from the background (spec: reload the answer state from history if it was outputting):
   * a stored answer that ended meanwhile replaces the streamed one; one still being generated is
   * followed again from the last event received, since the old connection may be dead.
   */
  async function resumeVisible(): Promise<void> {
    const run = runner.current();
    if (!run) return;
    const robot = store.getState().messages[run.robotId] as RobotMessage | undefined;
    const item = robot && hasServerId(robot) ? await history.findRecent(robot.questionId) : null;
    if (runner.current() !== run) return;
    runner.detach();
    if (item && !item.outputting) return settleFromHistory(run.robotId, item);
    store.getState().beginStream(run.robotId);
    await follow(run.robotId, run.body, run.lastEventId);
  }

  /** An answer history shows as still outputting: replay it from its first event and follow it. */
  async function attach(robotId: string): Promise<void> {
    const { messages, phase } = store.getState();
    const robot = messages[robotId];
    const user = messages[pairedUserId(robotId)];
    if (phase !== 'idle' || robot?.role !== 'robot' || user?.role !== 'user' || !hasServerId(robot)) return;
    // An answer this visit streamed itself is not replayed: a first history page that was on its
    // way while it streamed still calls it outputting, and replaying it would disable its buttons
    // for a moment (a click on one then asked nothing).
    if (!robot.isHistory) return;
    store.getState().beginStream(robotId, { ...restartedRobot(robot), isHistory: false });
    await follow(robotId, { question_id: robot.questionId, question: user.content }, `${robot.questionId}:0`);
  }

  /** The welcome and the first page of history; the newest answer still being generated is followed live. */
  async function start(): Promise<void> {
    loadAuth();
    if (transport.guideText) void showWelcome(store, transport.guideText);
    const items = await history.loadInitial();
    const last = items[items.length - 1];
    if (last?.outputting) {
      const robot = chatSelectors.robotByQuestionId(last.questionId)(store.getState());
      if (robot) await attach(robot.id);
    }
  }

  return {
    ask,
    retry,
    regenerate,
    editQuestion,
    stop,
    start,
    attach,
    resumeVisible,
    resumeOnline,
    loadOlder: history.loadOlder,
    reveal: history.reveal,
    /** Another user: forget requests and the connection (the store is reset by its owner). */
    reset: () => {
      runner.detach();
      buffer.drop();
      requests.clear();
      serverIdWaiters.clear();
      offline = null;
      isAuth = null;
      authLoaded = false;
    },
    /** The shopping-preference authorisation changed (button type 2). */
    setAuthorized: (authorized: boolean) => {
      isAuth = authorized;
      authLoaded = true;
    },
  };
}

export type ChatSession = ReturnType<typeof createChatSession>;
