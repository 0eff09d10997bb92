import type { AppContext } from '../../context';
import { productIdFromUrl } from '../../modules/catalog/product-url';
import { catalogService } from '../../modules/catalog/service';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../engine';
import { abortError, pause } from '../pace';
import type { FlowContext } from './events';
import { FLOWS } from './flow-registry';
import { detectIntent } from './intent';
import { ToolCalls } from './tool-calls';

export interface EmbeddedEngineOptions {
  /** Pause between events; config.assistant.streamDelayMs unless given. */
  delayMs?: number;
}

/**
 * The embedded assistant: rules pick the intent, the intent's flow answers with the shared
 * assistant tools (the ones the OpenAI engine's model calls) and Chinese templates for the words.
 * Deterministic for a given catalog, question and time, so tests can assert on answers.
 */
export function createEmbeddedEngine(ctx: AppContext, options: EmbeddedEngineOptions = {}): AssistantEngine {
  const catalog = catalogService(ctx.db);
  const delayMs = options.delayMs ?? ctx.config.assistant.streamDelayMs;
  return {
    name: 'embedded',
    async *answer(request: AssistantRequest): AsyncGenerator<AssistantEvent> {
      if (request.signal.aborted) throw abortError();
      const startedAt = ctx.now();
      const question = request.question.trim();
      const vocabulary = await catalog.vocabulary();
      const productId = productIdFromUrl(request.productCardUrl);
      const product = productId ? await catalog.getProduct(productId) : null;
      const intent = detectIntent({
        question,
        hasImage: Boolean(request.questionImg),
        hasVoice: Boolean(request.voice?.url),
        hasProduct: product !== null,
        namesCategory: vocabulary.matchCategories(question).categories.length > 0,
        namesBrand: vocabulary.matchBrands(question).brands.length > 0,
      });
      const x: FlowContext = {
        request,
        intent,
        app: ctx,
        catalog,
        vocabulary,
        product,
        tools: new ToolCalls({ ctx, userId: request.userId, signal: request.signal }),
        now: startedAt,
        elapsed: () => ctx.now() - startedAt,
      };
      let first = true;
      for await (const e of FLOWS[intent](x)) {
        // Pausing before (not after) each event lets the last one end the stream at once.
        await pause(first ? 0 : delayMs, request.signal);
        first = false;
        yield e;
      }
    },
  };
}
