import type { ProductCard, SearchLink, SearchResult } from '@app/protocol';
import type { AssistantEvent } from '../../ports/assistant-engine';
import { abortError } from '../pace';
import {
  executeToolCall,
  prepareTypedCall,
  type ToolArgs,
  type ToolCallOutcome,
  type ToolName,
  type ToolResultOf,
} from '../tools/registry';
import type { ToolQuery, ToolResult, ToolRunContext } from '../tools/types';
import { event } from './events';

export type { ToolName } from '../tools/registry';

/** A call's outcome (the tool's own result type when `ok`) and the search line it showed. */
export type ToolCallRecord<R extends ToolResult = ToolResult> = ToolCallOutcome<R> & { query: ToolQuery };

/**
 * Runs the shared assistant tools for one answer, the same way the OpenAI engine's model does
 * (validated arguments, the tool's own search line), and keeps what they searched and found so
 * the answer shows one `search` and one `search_result` covering every call.
 */
export class ToolCalls {
  private readonly queries: ToolQuery[] = [];
  private readonly links = new Map<string, SearchLink>();
  private readonly products = new Map<string, ProductCard>();

  constructor(private readonly run: ToolRunContext) {}

  /**
   * Calls a tool. Arguments come from the engine's own parsing, so a refused call is a bug: it is
   * logged and returned as an error result, and the flow answers with what it has.
   */
  call<K extends ToolName>(name: K, args: ToolArgs<K>): Promise<ToolCallRecord<ToolResultOf<K>>> {
    return this.invoke(name, args, true);
  }

  /**
   * Calls a tool whose answer decides how the question is read (which cities have flights), not
   * what the answer shows: validated and run the same way, but not listed as a search.
   */
  lookUp<K extends ToolName>(name: K, args: ToolArgs<K>): Promise<ToolCallRecord<ToolResultOf<K>>> {
    return this.invoke(name, args, false);
  }

  private async invoke<K extends ToolName>(name: K, args: ToolArgs<K>, shown: boolean): Promise<ToolCallRecord<ToolResultOf<K>>> {
    if (this.run.signal.aborted) throw abortError();
    const prepared = await prepareTypedCall(name, args, this.run);
    if (!prepared.ok) {
      this.run.ctx.log.warn({ tool: name, error: prepared.error }, 'embedded assistant made an invalid tool call');
      return { ok: false, result: { error: prepared.error }, material: {}, query: { query: name, keywords: [] } };
    }
    if (shown) this.show(prepared.query);
    const outcome = await executeToolCall(prepared, this.run);
    if (this.run.signal.aborted) throw abortError();
    if (shown) for (const q of outcome.material.searches ?? []) this.show(q);
    for (const link of outcome.material.links ?? []) this.links.set(link.url, link);
    for (const card of outcome.material.products ?? []) this.products.set(card.id, card);
    return { ...outcome, query: prepared.query };
  }

  /** One line per search: a retry of the same search (a recommendation's guides) is not listed again. */
  private show(query: ToolQuery): void {
    if (!this.queries.some((q) => q.query === query.query)) this.queries.push(query);
  }

  get searched(): boolean {
    return this.queries.length > 0;
  }

  searchResult(): SearchResult {
    return {
      keywords: this.queries.map((q) => ({ query: q.query, keywords: q.keywords })),
      links: [...this.links.values()],
      products: [...this.products.values()],
    };
  }

  /** `search` (what was looked up) then `search_result` (what was found), or nothing. */
  *events(): Generator<AssistantEvent> {
    if (!this.searched) return;
    const { keywords } = this.searchResult();
    yield event('search', {
      content: keywords.map((k) => k.query).join('；'),
      search_result: { keywords, links: [], products: [] },
    });
    yield event('search_result', { search_result: this.searchResult() });
  }
}
