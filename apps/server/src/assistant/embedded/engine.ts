import { ENDING_EVENTS } from '@app/protocol';
import type { AppContext } from '../../context';
import { productIdFromUrl } from '../../modules/catalog/product-url';
import { catalogService } from '../../modules/catalog/service';
import { emptyState, type ConversationState } from '../../ports/conversation-state';
import type { HistoryTurn } from '../../ports/assistant-engine';
import { focusProductId, lastAnswerProductIds } from './dialogue/product-context';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../../ports/assistant-engine';
import { abortError, pause } from '../pace';
import { streamedChunks, type FlowContext } from './events';
import { FLOWS } from './flows/flow-registry';
import { pointsAtFirstList } from './language/turn-words';
import { rewrittenQuestion } from './rewrites';
import { ToolCalls } from './tool-calls';
import { readTurnOnce } from './turn-memo';

/**
 * A conversation stored before states were (or whose state was lost): the products of the last
 * answer that listed any, read from its links, so 第二款 still points somewhere.
 */
function stateFromHistory(history: HistoryTurn[]): ConversationState {
  const state = emptyState();
  state.shown = lastAnswerProductIds(history).slice(0, 20);
  const last = [...history].reverse().find((t) => t.answer.includes('item-detail?id='));
  state.focus = last ? focusProductId(last.answer) : null;
  return state;
}

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
  const catalog = catalogService(ctx.db, { keepLookups: true });
  const delayMs = options.delayMs ?? ctx.config.assistant.streamDelayMs;
  return {
    name: 'embedded',
    async *answer(request: AssistantRequest): AsyncGenerator<AssistantEvent> {
      if (request.signal.aborted) throw abortError();
      const startedAt = ctx.now();
      const vocabulary = await catalog.vocabulary();
      // Normalised, pinyin read, typos respelled, corrections taken: the ordered rewrites (rewrites.ts).
      const rewritten = await rewrittenQuestion(request.question, { vocabulary, catalog, need: request.state?.need ?? null });
      request = { ...request, question: rewritten };
      const question = request.question;
      const productId = productIdFromUrl(request.productCardUrl);
      const product = productId ? await catalog.getProduct(productId) : null;
      const state = request.state ? structuredClone(request.state) : stateFromHistory(request.history);
      // The slot the previous answer asked about, and the budget its question came with.
      const asked = { slot: state.asked, budget: state.askedBudget };
      const previousAsked = asked.slot;
      state.asked = null;
      state.askedBudget = null;
      // The products the state's lists hold, fetched once so references resolve without I/O.
      const [latest, earlier, focus, firstList] = await Promise.all([
        catalog.getProducts(state.shown.length ? state.shown : state.compared),
        catalog.getProducts(state.earlier?.shown ?? []),
        state.focus ? catalog.getProduct(state.focus) : Promise.resolve(null),
        // The chat's first list, fetched only when a question points at it (最开始那个列表).
        state.first && pointsAtFirstList(question) ? catalog.getProducts(state.first.shown) : Promise.resolve([]),
      ]);
      const turn = readTurnOnce(question, {
        vocabulary,
        state,
        lists: { latest, earlier, focus, first: firstList },
        hasImage: Boolean(request.questionImg),
        hasVoice: Boolean(request.voice?.url),
        hasProduct: product !== null,
        asked,
        now: startedAt,
      });
      const reading = turn.reading;
      const intent = reading?.intent ?? turn.intent;
      const x: FlowContext = {
        request: reading?.question ? { ...request, question: reading.question } : request,
        intent,
        turn,
        app: ctx,
        catalog,
        vocabulary,
        product,
        tools: new ToolCalls({ ctx, userId: request.userId, signal: request.signal }),
        now: startedAt,
        elapsed: () => ctx.now() - startedAt,
        state,
        previousAsked,
        refs: reading?.refs ?? [],
        refinement: reading?.refinement,
        missing: reading?.missing,
      };
      let first = true;
      for await (const flowEvent of FLOWS[intent](x)) {
        // Paced, a text streams as small chunks; unpaced, as the one event it is (decision 038).
        for (const e of delayMs > 0 ? streamedChunks(flowEvent) : [flowEvent]) {
          // Pausing before (not after) each event lets the last one end the stream at once.
          await pause(first ? 0 : delayMs, request.signal);
          first = false;
          if (ENDING_EVENTS.has(e.status) && request.saveState) {
            // The next turn reads what this one showed; a failed write costs context, not the answer.
            await request.saveState(x.state).catch((err: unknown) => ctx.log.warn({ err }, 'conversation state not saved'));
          }
          yield e;
        }
      }
    },
  };
}
