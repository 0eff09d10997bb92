import type { FlightCard, ProductCard, SearchLink, WishItem } from '@app/protocol';
import type { z } from 'zod';
import type { AppContext } from '../../context';

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
}

/** A JSON-serialisable value handed back to the model. */
export type ToolResult = { [key: string]: unknown };

export interface ToolOutcome {
  result: ToolResult;
  material: ToolMaterial;
}

export interface ToolDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  /** Chinese, written for the model: when to call the tool and what it returns. */
  description: string;
  parameters: S;
  /** Describes the call before it runs (the `search` event), from validated arguments. */
  describe(args: z.output<S>, run: ToolRunContext): ToolQuery | Promise<ToolQuery>;
  execute(args: z.output<S>, run: ToolRunContext): Promise<ToolOutcome>;
}

/** Keeps each tool's argument type tied to its schema while the registry holds them together. */
export const defineTool = <S extends z.ZodType>(tool: ToolDefinition<S>): ToolDefinition => tool as unknown as ToolDefinition;
