import { z } from 'zod';
import { isAbortError } from '../pace';
import { startCloudPhoneTask } from './cloud-phone-tools';
import { flightSchedule, searchFlights } from './flight-tools';
import { searchGuides } from './guide-tools';
import { compareProducts, getProduct, priceHistory, searchProducts } from './product-tools';
import { findProduct, recommendProducts } from './recommend-tools';
import type { ToolError } from './results';
import {
  isToolError,
  type ToolDefinition,
  type ToolMaterial,
  type ToolQuery,
  type ToolResult,
  type ToolRunContext,
} from './types';
import { addToWishlist, removeFromWishlist, showWishlist } from './wish-tools';

const TOOL_LIST = [
  searchProducts,
  getProduct,
  compareProducts,
  priceHistory,
  addToWishlist,
  removeFromWishlist,
  showWishlist,
  searchFlights,
  flightSchedule,
  searchGuides,
  startCloudPhoneTask,
] as const;

/** Tools only the embedded engine calls: their input is what it read from a turn, not a model's words. */
export const ENGINE_TOOL_LIST = [recommendProducts, findProduct] as const;

type AnyTool = (typeof TOOL_LIST)[number] | (typeof ENGINE_TOOL_LIST)[number];
/** The name of every tool, as the model and the embedded engine call it. */
export type ToolName = AnyTool['name'];
type ToolNamed<K extends ToolName> = Extract<AnyTool, { name: K }>;
/** What a tool takes, before defaults (what a caller writes). */
export type ToolArgs<K extends ToolName> = z.input<ToolNamed<K>['parameters']>;
/** What a tool returns when it succeeds, inferred from its result schema. */
export type ToolResultOf<K extends ToolName> = z.output<ToolNamed<K>['result']>;

/** Each tool under its name, typed by its own result: indexing with a name keeps that name's types. */
type ToolRegistry = { [K in ToolName]: ToolDefinition<K, z.ZodType, z.ZodType<ToolResultOf<K>>> };

export const TOOLS_BY_NAME: ToolRegistry = {
  search_products: searchProducts,
  get_product: getProduct,
  compare_products: compareProducts,
  price_history: priceHistory,
  add_to_wishlist: addToWishlist,
  remove_from_wishlist: removeFromWishlist,
  show_wishlist: showWishlist,
  search_flights: searchFlights,
  flight_schedule: flightSchedule,
  search_guides: searchGuides,
  start_cloud_phone_task: startCloudPhoneTask,
  recommend_products: recommendProducts,
  find_product: findProduct,
};

/** Every tool a model may call, by its name (any string: the model may misspell one). */
export const TOOLS: Record<string, ToolDefinition> = Object.fromEntries(TOOL_LIST.map((t) => [t.name, t]));

/** An OpenAI-style function declaration: name, description and a JSON schema of the arguments. */
export interface FunctionSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** JSON schemas of the input side (defaults do not make a field required); `$schema` is noise to a model. */
export function functionSpecs(tools: Record<string, ToolDefinition> = TOOLS): FunctionSpec[] {
  return Object.values(tools).map((t) => {
    const { $schema: _ignored, ...parameters } = z.toJSONSchema(t.parameters, { io: 'input', target: 'draft-07' }) as Record<
      string,
      unknown
    >;
    return { name: t.name, description: t.description, parameters };
  });
}

export type PreparedCall<R extends ToolResult = ToolResult> =
  | { ok: true; tool: ToolDefinition<string, z.ZodType, z.ZodType<R>>; args: unknown; query: ToolQuery }
  | { ok: false; error: string };

/** Models often send null for an optional field they mean to leave out. */
const dropNulls = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null)) : v;

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '参数'}：${i.message}`).join('；');
}

/**
 * Checks a call the model made (name and raw JSON argument text). A bad call is not an exception
 * but an error text for the model, which can correct itself in the next round.
 */
export async function prepareToolCall(name: string, rawArgs: string, run: ToolRunContext, tools = TOOLS): Promise<PreparedCall> {
  const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
  if (!tool) return { ok: false, error: `没有名为 ${name} 的工具，可用的工具：${Object.keys(tools).join('、')}` };
  let json: unknown;
  try {
    // A tool without parameters is often called with an empty argument string.
    json = rawArgs.trim() ? JSON.parse(rawArgs) : {};
  } catch {
    return { ok: false, error: `${name} 的参数不是有效的 JSON：${rawArgs.slice(0, 200)}` };
  }
  return prepareArgs(tool, json, run);
}

/** Checks a call the engine's own code makes: the name is a known tool, the arguments typed by it. */
export function prepareTypedCall<K extends ToolName>(
  name: K,
  args: ToolArgs<K>,
  run: ToolRunContext,
): Promise<PreparedCall<ToolResultOf<K>>> {
  return prepareArgs(TOOLS_BY_NAME[name], args, run);
}

async function prepareArgs<R extends ToolResult>(
  tool: ToolDefinition<string, z.ZodType, z.ZodType<R>>,
  json: unknown,
  run: ToolRunContext,
): Promise<PreparedCall<R>> {
  const parsed = tool.parameters.safeParse(dropNulls(json));
  if (!parsed.success) return { ok: false, error: `${tool.name} 的参数有误：${describeIssues(parsed.error)}` };
  return { ok: true, tool, args: parsed.data, query: await describeCall(tool, parsed.data, run) };
}

/** The search line is cosmetic: if describing fails, the bare tool name still lets the call run. */
async function describeCall(
  tool: Pick<ToolDefinition, 'name' | 'describe'>,
  args: unknown,
  run: ToolRunContext,
): Promise<ToolQuery> {
  try {
    return await tool.describe(args, run);
  } catch (e) {
    if (isAbortError(e) || run.signal.aborted) throw e;
    run.ctx.log.warn({ err: e, tool: tool.name }, 'assistant tool could not describe its call');
    return { query: tool.name, keywords: [] };
  }
}

/** A call's outcome: the tool's typed result when it succeeded, its error text when not. */
export type ToolCallOutcome<R extends ToolResult = ToolResult> =
  { ok: true; result: R; material: ToolMaterial } | { ok: false; result: ToolError; material: ToolMaterial };

/** Runs a prepared call. A failing tool becomes an error result for the model; only a stop propagates. */
export async function executeToolCall<R extends ToolResult>(
  call: Extract<PreparedCall<R>, { ok: true }>,
  run: ToolRunContext,
): Promise<ToolCallOutcome<R>> {
  try {
    const { result, material } = await call.tool.execute(call.args, run);
    return isToolError(result) ? { ok: false, result, material } : { ok: true, result, material };
  } catch (e) {
    if (isAbortError(e) || run.signal.aborted) throw e;
    run.ctx.log.error({ err: e, tool: call.tool.name }, 'assistant tool failed');
    return { ok: false, result: { error: `${call.tool.name} 暂时无法使用，请换个方式回答用户` }, material: {} };
  }
}
