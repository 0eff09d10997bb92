import type { AppContext } from '../context';
import type { AssistantEngine } from '../ports/assistant-engine';
import { createEmbeddedEngine } from './embedded/engine';
import { createOpenAiEngine } from './openai/engine';

type Provider = AppContext['config']['assistant']['provider'];

/** Engine per configured provider (DESIGN 1: ASSISTANT_PROVIDER). */
const ENGINES: Record<Provider, (ctx: AppContext) => AssistantEngine> = {
  embedded: (ctx) => createEmbeddedEngine(ctx),
  openai: (ctx) => createOpenAiEngine(ctx),
};

export const createAssistantEngine = (ctx: AppContext): AssistantEngine => ENGINES[ctx.config.assistant.provider](ctx);
