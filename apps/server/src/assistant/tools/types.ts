import type { FlightCard, ProductCard, SearchLink, WishItem } from '@app/protocol';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ToolError } from './results';

/** What a tool is run with: the app's infrastructure, whose request it serves, and its stop signal. */
export interface ToolRunContext {
  ctx: AppContext;
  userId: string;
  signal: AbortSignal;
}

/** What the `search` event shows for a call: the query in words and its keywords. */
export interface ToolQuery {
  query: string;
  keywords: string[];
}

/**
 * The stream-event material a tool call implies, so every engine shows tool work the same way:
 * links and products for `search_result`, cards for `cards_load`.
 */
export interface ToolMaterial {
  links?: SearchLink[];
  products?: ProductCard[];
  productCards?: ProductCard[];
  flightCards?: FlightCard[];
  wishCards?: WishItem[];
  /** Further searches the call ran (a recommendation's guide search), shown after its own line. */
  searches?: ToolQuery[];
}

/** A JSON-serialisable value handed back to the model. */
export type ToolResult = { [key: string]: unknown };

/** What a call returns: the tool's result (or an error the model can read) and its stream material. */
export interface ToolOutcome<R extends ToolResult = ToolResult> {
  result: R | ToolError;
  material: ToolMaterial;
}

/** A failed call's result: `{ error }`, which no tool's own result schema has. */
export const isToolError = (r: ToolResult): r is ToolError => typeof r['error'] === 'string';

export interface ToolDefinition<
  N extends string = string,
  S extends z.ZodType = z.ZodType,
  R extends z.ZodType<ToolResult> = z.ZodType<ToolResult>,
> {
  name: N;
  /** Chinese, written for the model: when to call the tool and what it returns. */
  description: string;
  parameters: S;
  /** The result's shape (tools/results.ts): callers get its inferred type, tests check real results. */
  result: R;
  /** Describes the call before it runs (the `search` event), from validated arguments. */
  describe(args: z.output<S>, run: ToolRunContext): ToolQuery | Promise<ToolQuery>;
  execute(args: z.output<S>, run: ToolRunContext): Promise<ToolOutcome<z.output<R>>>;
}

/** Ties a tool's name, argument and result types to its schemas; the registry keeps them apart by name. */
export const defineTool = <const N extends string, S extends z.ZodType, R extends z.ZodType<ToolResult>>(
  tool: ToolDefinition<N, S, R>,
): ToolDefinition<N, S, R> => tool;
