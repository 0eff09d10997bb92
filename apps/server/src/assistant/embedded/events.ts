import type { StreamContent, StreamEvent } from '@app/protocol';
import type { CatalogService } from '../../modules/catalog/service';
import type { AssistantEvent, AssistantRequest } from '../engine';
import { chunkText } from './format';
import type { Intent } from './intent';

/** What every flow of the embedded engine is given. */
export interface FlowContext {
  request: AssistantRequest;
  intent: Intent;
  catalog: CatalogService;
  /** The catalog product the question's card points at, when it resolved. */
  product: Awaited<ReturnType<CatalogService['getProduct']>>;
  /** Milliseconds since the engine started, for think_ms. */
  elapsed: () => number;
}

export type Flow = (x: FlowContext) => AsyncGenerator<AssistantEvent>;

export const event = (status: StreamEvent, content: StreamContent = {}, nextStep: string[] | null = null): AssistantEvent => ({
  status,
  content,
  next_step: nextStep,
});

/** Reasoning or answer text as a run of small events, the way a model streams tokens. */
export function* streamed(status: 'plan' | 'reflection' | 'answer', text: string): Generator<AssistantEvent> {
  const field = status === 'answer' ? 'content' : 'reasoning_content';
  for (const chunk of chunkText(text)) yield event(status, { [field]: chunk });
}
