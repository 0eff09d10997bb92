import type { AppContext } from '../context';
import { catalogService } from '../modules/catalog/service';
import type { AssistantEngine } from './engine';
import { createEmbeddedEngine } from './embedded/engine';
import { createOpenAiEngine } from './openai/engine';

type Provider = AppContext['config']['assistant']['provider'];

/** Engine per configured provider (DESIGN 1: ASSISTANT_PROVIDER). */
const ENGINES: Record<Provider, (ctx: AppContext) => AssistantEngine> = {
  embedded: (ctx) =>
    createEmbeddedEngine({ catalog: catalogService(ctx.db), delayMs: ctx.config.assistant.streamDelayMs, now: ctx.now }),
  openai: (ctx) => createOpenAiEngine(ctx),
};

export const createAssistantEngine = (ctx: AppContext): AssistantEngine => ENGINES[ctx.config.assistant.provider](ctx);
