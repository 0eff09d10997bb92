import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AssistantEvent } from '../../ports/assistant-engine';
import { abortError } from '../pace';
import { executeToolCall, prepareToolCall } from '../tools/registry';
import type { ToolRunContext } from '../tools/types';
import type { AnswerMaterial } from './answer-material';
import type { TurnResult } from './turn';

/** More calls than this in one round is a model looping; the rest are refused, not run. */
const MAX_CALLS_PER_ROUND = 6;

const event = (status: AssistantEvent['status'], content: AssistantEvent['content']): AssistantEvent => ({
  status,
  content,
  next_step: null,
});

/**
 * Runs the tool calls of one model turn and appends the assistant turn and one tool message per
 * call to `messages` (the API rejects a call left without its result). Per call the stream shows
 * `search`, then `search_result`, then `cards_load` when the call found cards.
 */
export async function* runToolCalls(
  turn: TurnResult,
  messages: ChatCompletionMessageParam[],
  material: AnswerMaterial,
  run: ToolRunContext,
): AsyncGenerator<AssistantEvent> {
  messages.push({
    role: 'assistant',
    content: turn.content || null,
    tool_calls: turn.toolCalls.map((c) => ({
      id: c.id,
      type: 'function' as const,
      function: { name: c.name, arguments: c.arguments },
    })),
    // DeepSeek's thinking mode answers 400 when a tool-calling turn comes back without its reasoning.
    ...(turn.reasoning ? { reasoning_content: turn.reasoning } : {}),
  } as ChatCompletionMessageParam);

  for (const [i, call] of turn.toolCalls.entries()) {
    const reply = (content: unknown) => messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(content) });
    if (i >= MAX_CALLS_PER_ROUND) {
      reply({ error: `一次最多调用 ${MAX_CALLS_PER_ROUND} 个工具，这个调用没有执行` });
      continue;
    }
    const prepared = await prepareToolCall(call.name, call.arguments, run);
    if (!prepared.ok) {
      run.ctx.log.info({ tool: call.name, error: prepared.error }, 'assistant tool call rejected');
      reply({ error: prepared.error });
      continue;
    }
    material.addQuery(call.name, prepared.query);
    yield event('search', { content: prepared.query.query, search_result: material.searchResult() });
    const outcome = await executeToolCall(prepared, run);
    if (run.signal.aborted) throw abortError();
    const hasCards = material.add(outcome.material);
    reply(outcome.result);
    yield event('search_result', { search_result: material.searchResult() });
    if (hasCards) yield event('cards_load', material.cards());
  }
}
