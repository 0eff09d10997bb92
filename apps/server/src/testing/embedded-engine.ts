import type { StreamContent } from '@app/protocol';
import { createTestUser, startTestServer, type TestServer } from './harness';
import { createAssistantEngine } from '../assistant/create-engine';
import type { ConversationState } from '../ports/conversation-state';
import type { AssistantEngine, AssistantEvent, AssistantRequest, HistoryTurn } from '../ports/assistant-engine';
import { executeToolCall, prepareToolCall } from '../assistant/tools/registry';

/** A fixed request time: Friday 2026-05-22, 10:00 in Shanghai (02:00 UTC). */
export const FRIDAY_NOON_SHANGHAI = Date.parse('2026-05-22T02:00:00Z');

export interface EngineHarness {
  server: TestServer;
  engine: AssistantEngine;
  userId: string;
  ask(question: string, extra?: Partial<AssistantRequest>): Promise<AssistantEvent[]>;
  /** Runs a registry tool the way the engine does, for comparing its figures with an answer's. */
  tool(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A real server over a seeded SQLite catalog (5,000 products, so every model of every category
 * exists) at a fixed time, and the engine the configuration selects (embedded, no delay).
 */
export async function startEngine(opts: { env?: Record<string, string> } = {}): Promise<EngineHarness> {
  const server = await startTestServer({
    env: { CATALOG_PRODUCTS: '5000', ...opts.env },
    now: () => FRIDAY_NOON_SHANGHAI,
  });
  const engine = createAssistantEngine(server.app.ctx);
  const { userId } = await createTestUser(server.app);
  const run = { ctx: server.app.ctx, userId, signal: new AbortController().signal };
  return {
    server,
    engine,
    userId,
    async ask(question, extra = {}) {
      const events: AssistantEvent[] = [];
      for await (const e of engine.answer({ question, history: [], userId, signal: new AbortController().signal, ...extra }))
        events.push(e);
      return events;
    },
    async tool(name, args) {
      const prepared = await prepareToolCall(name, JSON.stringify(args), run);
      if (!prepared.ok) throw new Error(prepared.error);
      return (await executeToolCall(prepared, run)).result;
    },
    close: () => server.close(),
  };
}

/** The statuses, in order, of an answer that searched and showed cards (`shape` of its events). */
export const SEARCHED_ANSWER = [
  'plan',
  'reflection',
  'answer_before_load',
  'search',
  'search_result',
  'answer',
  'cards_load',
  'finish',
];

/** Statuses with runs folded: the shape of a stream, not its chunk count. */
export const shape = (events: AssistantEvent[]): string[] => events.map((e) => e.status).filter((s, i, all) => s !== all[i - 1]);

export const answerText = (events: AssistantEvent[]): string =>
  events
    .filter((e) => e.status === 'answer')
    .map((e) => e.content.content ?? '')
    .join('');

export const reasoningText = (events: AssistantEvent[]): string =>
  events
    .filter((e) => e.status === 'plan' || e.status === 'reflection')
    .map((e) => e.content.reasoning_content ?? '')
    .join('');

/** The content of the `cards_load` event (empty when there is none). */
export const cardsOf = (events: AssistantEvent[]): StreamContent => events.find((e) => e.status === 'cards_load')?.content ?? {};

export const searchOf = (events: AssistantEvent[]) => events.find((e) => e.status === 'search_result')?.content.search_result;

export const nextSteps = (events: AssistantEvent[]): string[] => (events.at(-1)?.next_step as string[] | null) ?? [];

/** A previous turn, as the chat module passes it: the question and the stored answer text. */
export const turn = (question: string, events: AssistantEvent[]): HistoryTurn => ({ question, answer: answerText(events) });

/** One conversation with the engine: each turn gets the earlier turns and the state the last one saved. */
export function conversation(h: EngineHarness) {
  let state: ConversationState | null = null;
  const history: HistoryTurn[] = [];
  return {
    async say(question: string, extra: Partial<AssistantRequest> = {}): Promise<AssistantEvent[]> {
      let saved: ConversationState | null = null;
      const events = await h.ask(question, {
        history: [...history],
        state,
        saveState: async (s) => {
          saved = s;
        },
        ...extra,
      });
      state = saved ?? state;
      history.push(turn(question, events));
      return events;
    },
    get state(): ConversationState | null {
      return state;
    },
  };
}
