import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { AssistantEvent } from '../../ports/assistant-engine';

export interface ToolCallDraft {
  id: string;
  name: string;
  arguments: string;
}

export interface TurnResult {
  content: string;
  /** DeepSeek's chain of thought; sent back with tool calls, which its thinking mode requires. */
  reasoning: string;
  toolCalls: ToolCallDraft[];
  /** Null when the stream ended without saying why: the connection was cut. */
  finishReason: ChatCompletionChunk.Choice['finish_reason'];
}

/** DeepSeek (and other reasoning models) add this beside `content`; the SDK types do not know it. */
type Delta = ChatCompletionChunk.Choice.Delta & { reasoning_content?: string | null };

const NO_EVENTS: AssistantEvent[] = [];
const event = (status: AssistantEvent['status'], content: AssistantEvent['content']): AssistantEvent => ({
  status,
  content,
  next_step: null,
});

/**
 * Folds the chunks of one streamed chat completion into stream events and the turn's result:
 * reasoning deltas become `plan` events and, when reasoning gives way to an answer or a tool
 * call, one `answer_before_load`; content deltas become `answer` events; tool-call fragments are
 * joined by index (id and name come first, arguments in pieces). Synchronous and free of I/O, so
 * the engine's generator is the only async layer a token passes through.
 *
 * Deltas that arrive in one network read become one event: a model streaming at reading pace
 * still gives one event per token, while a burst (a fast local model, a backlog after a stall)
 * costs one event instead of hundreds on the way to the browser and into the database.
 */
export class TurnReader {
  private readonly r: TurnResult = { content: '', reasoning: '', toolCalls: [], finishReason: null };
  private readonly drafts: ToolCallDraft[] = [];
  private thinking = false;

  /** @param elapsed milliseconds since the answer started, for think_ms */
  constructor(private readonly elapsed: () => number) {}

  /** The events for a batch of chunks read together. */
  accept(chunks: ChatCompletionChunk[]): AssistantEvent[] {
    if (chunks.length === 0) return NO_EVENTS;
    const events: AssistantEvent[] = [];
    for (const chunk of chunks) this.fold(chunk, events);
    return events;
  }

  private fold(chunk: ChatCompletionChunk, events: AssistantEvent[]): void {
    const choice = chunk.choices?.[0];
    if (!choice) return; // usage-only chunks
    const delta = (choice.delta ?? {}) as Delta;
    const last = events.at(-1);
    if (delta.reasoning_content) {
      this.thinking = true;
      this.r.reasoning += delta.reasoning_content;
      if (last?.status === 'plan') last.content.reasoning_content += delta.reasoning_content;
      else events.push(event('plan', { reasoning_content: delta.reasoning_content }));
    }
    if (this.thinking && (delta.content || delta.tool_calls?.length || choice.finish_reason)) {
      this.thinking = false;
      events.push(event('answer_before_load', { think_ms: this.elapsed() }));
    }
    if (delta.content) {
      this.r.content += delta.content;
      const tail = events.at(-1);
      if (tail?.status === 'answer') tail.content.content += delta.content;
      else events.push(event('answer', { content: delta.content }));
    }
    for (const t of delta.tool_calls ?? []) {
      const d = (this.drafts[t.index] ??= { id: '', name: '', arguments: '' });
      if (t.id) d.id = t.id;
      if (t.function?.name) d.name += t.function.name;
      if (t.function?.arguments) d.arguments += t.function.arguments;
    }
    if (choice.finish_reason) this.r.finishReason = choice.finish_reason;
  }

  result(): TurnResult {
    // Some compatible servers omit call ids; each tool message still needs one to refer to.
    const toolCalls = this.drafts.filter(Boolean).map((d, i) => ({ ...d, id: d.id || `call_${i}` }));
    return { ...this.r, toolCalls };
  }
}
