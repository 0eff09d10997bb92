import type { StreamContent, StreamEvent } from '@app/protocol';
import type { AppContext } from '../../context';
import type { CatalogProduct, CatalogService } from '../../modules/catalog/service';
import type { Vocabulary } from '../../modules/catalog/vocabulary';
import type { ConversationState } from '../../ports/conversation-state';
import type { AssistantEvent, AssistantRequest } from '../../ports/assistant-engine';
import type { Refinement } from './dialogue/refine';
import { chunkText } from './format';
import type { Intent } from './language/intent';
import type { Turn } from './language/read-turn';
import type { ToolCalls } from './tool-calls';
import { withToolWords } from './tool-words';

/** What every flow of the embedded engine is given. */
export interface FlowContext {
  request: AssistantRequest;
  intent: Intent;
  /** The question as read once at the start of the turn (language/read-turn.ts). */
  turn: Turn;
  app: AppContext;
  catalog: CatalogService;
  vocabulary: Vocabulary;
  /** The catalog product the question's card points at, when it resolved. */
  product: CatalogProduct | null;
  /** The shared assistant tools, run for this user; records what they searched. */
  tools: ToolCalls;
  /** When the question was asked (ms), for relative dates. */
  now: number;
  /** Milliseconds since the engine started, for think_ms. */
  elapsed: () => number;
  /**
   * The conversation state, read at the start of the turn; flows write what this answer
   * showed (need, items, flight search) and the engine stores it before the last event.
   */
  state: ConversationState;
  /** The slot the previous answer asked about (a clarifying question is never asked twice). */
  previousAsked: string | null;
  /** Products the question points at (第二款, 前两款, 它), resolved from the state. */
  refs: CatalogProduct[];
  /** The shopping need after a refinement (再便宜点, 只看华为). */
  refinement?: Refinement;
  /** A reference that points at nothing shown before: its words. */
  missing?: string;
}

export type Flow = (x: FlowContext) => AsyncGenerator<AssistantEvent>;

export const event = (status: StreamEvent, content: StreamContent = {}, nextStep: string[] | null = null): AssistantEvent => ({
  status,
  content,
  next_step: nextStep,
});

/** Events of `streamed`: one whole text, which the engine streams as small chunks when paced. */
const STREAMED_TEXTS = new WeakSet<AssistantEvent>();

/**
 * Reasoning or answer text, which the engine streams the way a model streams tokens: in small
 * chunks when it paces its events (`streamedChunks`), as one event when it does not (decision 038:
 * an unpaced burst's chunks would only be joined again into one frame, at a cost per chunk).
 */
export function* streamed(status: 'plan' | 'reflection' | 'answer', text: string): Generator<AssistantEvent> {
  if (!text) return;
  const field = status === 'answer' ? 'content' : 'reasoning_content';
  // Plans name the tools they call; the user reads what the tool does instead.
  const e = event(status, { [field]: status === 'answer' ? text : withToolWords(text) });
  STREAMED_TEXTS.add(e);
  yield e;
}

/** A `streamed` text as the small events a paced stream sends; any other event as it is. */
export function streamedChunks(e: AssistantEvent): AssistantEvent[] {
  if (!STREAMED_TEXTS.has(e)) return [e];
  const field = e.status === 'answer' ? 'content' : 'reasoning_content';
  return chunkText(e.content[field] ?? '').map((chunk) => event(e.status, { [field]: chunk }));
}

/**
 * The end of thinking: optional reflection, then answer_before_load. A flow whose plan does not
 * depend on its searches streams the plan first (`streamed('plan', …)`), searches, then ends its
 * thinking with this: the same events in the same order, but the first one (which carries the
 * question id) does not wait for the catalog.
 */
export function* thought(x: FlowContext, reflection = ''): Generator<AssistantEvent> {
  yield* streamed('reflection', reflection);
  yield event('answer_before_load', { think_ms: x.elapsed() });
}

/** The thinking part every flow opens with: plan, optional reflection, then the end of thinking. */
export function* thinking(x: FlowContext, plan: string, reflection = ''): Generator<AssistantEvent> {
  yield* streamed('plan', plan);
  yield* thought(x, reflection);
}

/**
 * The suggestions an answer offers as chips: each once, and none that one of its buttons already
 * offers in the same words (a clarifying question's choices are buttons; as chips too, the user
 * saw every choice twice).
 */
export function chipsBesides(cards: StreamContent | null, nextSteps: readonly string[]): string[] {
  const offered = new Set((cards?.buttons ?? []).map((b) => b.button_text.trim()));
  return [...new Set(nextSteps)].filter((step) => !offered.has(step.trim()));
}

/** The end of an answer: cards and buttons when there are any, then finish with the suggestions. */
export function* closing(cards: StreamContent | null, nextSteps: string[]): Generator<AssistantEvent> {
  const chips = chipsBesides(cards, nextSteps);
  if (cards && Object.keys(cards).length) yield event('cards_load', cards, chips);
  yield event('finish', {}, chips);
}
