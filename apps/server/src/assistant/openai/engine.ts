import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { CLIENT_ERROR_TEXT } from '@app/protocol';
import type { AppContext } from '../../context';
import { productIdFromUrl } from '../../modules/catalog/product-url';
import { catalogService } from '../../modules/catalog/service';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../../ports/assistant-engine';
import { abortError } from '../pace';
import { voiceReply } from '../voice-reply';
import { functionSpecs } from '../tools/registry';
import { AnswerMaterial } from './answer-material';
import { buildMessages } from './prompt';
import { nextState, stateMessage } from './conversation-context';
import { runToolCalls } from './tool-round';
import { SseChunkParser } from './sse-chunks';
import { TurnReader, type TurnResult } from './turn';
import { classifyUpstreamError, IncompleteStreamError, UPSTREAM_ERRORS } from './upstream-errors';
import { nextSteps } from './next-steps';
import { IdleWatchdog } from './watchdog';

export interface OpenAiEngineOptions {
  /** A silent upstream (no response or no chunk) for this long is a timeout. */
  timeoutMs?: number;
  /** Rounds in which the model may call tools; the round after the last is offered none. */
  maxToolRounds?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_TOOL_ROUNDS = 4;

const event = (
  status: AssistantEvent['status'],
  content: AssistantEvent['content'],
  next: string[] | null = null,
): AssistantEvent => ({
  status,
  content,
  next_step: next,
});

/** The SDK logs through this instead of the console, so a malformed chunk lands in the server log. */
function sdkLogger(log: AppContext['log']) {
  const child = log.child({ module: 'openai-sdk' });
  const at =
    (level: 'error' | 'warn' | 'info' | 'debug') =>
    (message: string, ...rest: unknown[]) =>
      child[level]({ detail: rest }, message);
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/**
 * An OpenAI-compatible chat-completions model (DeepSeek by default) with the shared tools as
 * functions. Upstream failures end the answer with an in-stream error event; only a stop throws.
 */
export function createOpenAiEngine(ctx: AppContext, options: OpenAiEngineOptions = {}): AssistantEngine {
  const { llmBaseUrl, llmApiKey, llmModel } = ctx.config.assistant;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxToolRounds = options.maxToolRounds ?? DEFAULT_TOOL_ROUNDS;
  // No SDK retries: a retried 429 would keep the user staring at a spinner, and a stream that
  // already produced text cannot be retried anyway. The user's "try again" is the retry.
  const client = new OpenAI({
    baseURL: llmBaseUrl,
    apiKey: llmApiKey ?? '',
    maxRetries: 0,
    timeout: timeoutMs,
    logger: sdkLogger(ctx.log),
  });
  const tools: ChatCompletionTool[] = functionSpecs().map((f) => ({ type: 'function', function: f }));
  const catalog = catalogService(ctx.db);

  async function* answer(request: AssistantRequest): AsyncGenerator<AssistantEvent> {
    const startedAt = ctx.now();
    if (request.signal.aborted) throw abortError();
    if (!request.question.trim() && !request.questionImg && !request.productCardUrl) {
      // A recording without words: the model cannot hear it either, so say why (never guess).
      if (request.voice?.url) {
        yield event('answer', { content: voiceReply(request.voice.recognition).answer });
        yield event('finish', {});
      } else {
        yield event('empty', { content: '' });
      }
      return;
    }
    const upstream = new AbortController();
    const stop = () => upstream.abort();
    request.signal.addEventListener('abort', stop, { once: true });
    const watchdog = new IdleWatchdog(timeoutMs, stop);
    const material = new AnswerMaterial();
    try {
      const productId = productIdFromUrl(request.productCardUrl);
      const product = productId ? await catalog.getProduct(productId) : null;
      const messages: ChatCompletionMessageParam[] = buildMessages(request, product, ctx.now());
      const context = await stateMessage(request.state, catalog);
      if (context) messages.splice(1, 0, context);
      for (let round = 0; ; round++) {
        const offerTools = round < maxToolRounds;
        const reader = new TurnReader(() => ctx.now() - startedAt);
        let turn: TurnResult;
        try {
          // The token loop lives here, not in a helper generator: every async layer a token
          // crosses costs throughput (bench/openai-proxy.ts). The SDK sends the request and maps
          // HTTP errors; the body is read by SseChunkParser (see there why).
          watchdog.waiting();
          const response = await client.chat.completions
            .create({ model: llmModel, messages, stream: true, ...(offerTools ? { tools } : {}) }, { signal: upstream.signal })
            .asResponse();
          if (!response.body) throw new IncompleteStreamError('response without a body');
          const parser = new SseChunkParser();
          for await (const bytes of response.body) {
            watchdog.received();
            for (const e of reader.accept(parser.push(bytes))) yield e;
            if (parser.done) break;
            watchdog.waiting();
          }
          for (const e of reader.accept(parser.end())) yield e;
          turn = reader.result();
          if (request.signal.aborted) throw abortError();
          if (turn.finishReason === null)
            throw new IncompleteStreamError(watchdog.timedOut ? 'idle timeout' : 'stream ended without a finish reason');
        } catch (e) {
          if (request.signal.aborted) throw abortError();
          const kind = classifyUpstreamError(e, watchdog.timedOut);
          ctx.log.warn({ err: e, kind, model: llmModel, round }, 'assistant upstream failed');
          yield event('finish', { ...UPSTREAM_ERRORS[kind] });
          return;
        } finally {
          watchdog.received();
        }
        if (turn.finishReason === 'content_filter') {
          yield event('risk', { content: '', error_type: 'risk', error_msg: CLIENT_ERROR_TEXT.riskDefault });
          return;
        }
        if (!offerTools || turn.toolCalls.length === 0) break;
        yield* runToolCalls(turn, messages, material, { ctx, userId: request.userId, signal: request.signal });
      }
      if (request.saveState)
        await request
          .saveState(nextState(request.state, material))
          .catch((err: unknown) => ctx.log.warn({ err }, 'conversation state not saved'));
      yield event('finish', {}, nextSteps(material));
    } finally {
      watchdog.stop();
      request.signal.removeEventListener('abort', stop);
      upstream.abort();
    }
  }

  return { name: 'openai', answer };
}
