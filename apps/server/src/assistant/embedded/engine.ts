import { CLIENT_ERROR_TEXT } from '@app/protocol';
import { productIdFromUrl } from '../../modules/catalog/product-url';
import type { CatalogService } from '../../modules/catalog/service';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../engine';
import { pause } from '../pace';
import { chitchatFlow } from './chitchat-flow';
import { event, type Flow } from './events';
import { detectIntent, type Intent } from './intent';
import { productFlow } from './product-flow';
import { shoppingFlow } from './shopping-flow';

const emptyFlow: Flow = async function* () {
  yield event('empty', { content: '' });
};

const riskFlow: Flow = async function* () {
  yield event('risk', { content: '', error_type: 'risk', error_msg: CLIENT_ERROR_TEXT.riskDefault });
};

/** One flow per intent. */
const FLOWS: Record<Intent, Flow> = {
  empty: emptyFlow,
  risk: riskFlow,
  product: productFlow,
  image: chitchatFlow,
  identity: chitchatFlow,
  capability: chitchatFlow,
  greeting: chitchatFlow,
  thanks: chitchatFlow,
  shopping: shoppingFlow,
};

export interface EmbeddedEngineDeps {
  catalog: CatalogService;
  /** Pause between events (config.assistant.streamDelayMs). */
  delayMs: number;
  now?: () => number;
}

/**
 * The embedded assistant: rules for intent, the catalog as its only tool, Chinese templates for
 * the words. Deterministic for a given catalog and question, so tests can assert on answers.
 */
export function createEmbeddedEngine(deps: EmbeddedEngineDeps): AssistantEngine {
  const now = deps.now ?? Date.now;
  return {
    name: 'embedded',
    async *answer(request: AssistantRequest): AsyncGenerator<AssistantEvent> {
      const startedAt = now();
      const productId = productIdFromUrl(request.productCardUrl);
      const product = productId ? await deps.catalog.getProduct(productId) : null;
      const intent = detectIntent({
        question: request.question,
        hasImage: Boolean(request.questionImg),
        hasVoice: Boolean(request.voice?.url),
        hasProduct: product !== null,
      });
      const flow = FLOWS[intent]({ request, intent, catalog: deps.catalog, product, elapsed: () => now() - startedAt });
      let first = true;
      for await (const e of flow) {
        // Pausing before (not after) each event lets the last one end the stream at once.
        await pause(first ? 0 : deps.delayMs, request.signal);
        first = false;
        yield e;
      }
    },
  };
}
