import type { App } from '../app';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../ports/assistant-engine';
import { createOpenAiEngine, type OpenAiEngineOptions } from '../assistant/openai/engine';

/** The app's context pointed at a replay upstream, as ASSISTANT_PROVIDER=openai would configure it. */
export function replayEngine(app: App, baseUrl: string, options: OpenAiEngineOptions = {}): AssistantEngine {
  const ctx = app.ctx;
  const assistant = {
    ...ctx.config.assistant,
    provider: 'openai' as const,
    llmBaseUrl: baseUrl,
    llmApiKey: 'sk-test-key',
    llmModel: 'deepseek-chat',
  };
  return createOpenAiEngine({ ...ctx, config: { ...ctx.config, assistant } }, options);
}

export function request(userId: string, question: string, extra: Partial<AssistantRequest> = {}): AssistantRequest {
  return { question, history: [], userId, signal: new AbortController().signal, ...extra };
}

export async function collect(engine: AssistantEngine, req: AssistantRequest): Promise<AssistantEvent[]> {
  const events: AssistantEvent[] = [];
  for await (const e of engine.answer(req)) events.push(e);
  return events;
}

/** Statuses with runs of the same status folded: the shape of a stream, not its token count. */
export const shape = (events: AssistantEvent[]): string[] => events.map((e) => e.status).filter((s, i, all) => s !== all[i - 1]);

export const textOf = (events: AssistantEvent[], status: 'answer' | 'plan'): string =>
  events
    .filter((e) => e.status === status)
    .map((e) => (status === 'answer' ? e.content.content : e.content.reasoning_content) ?? '')
    .join('');
