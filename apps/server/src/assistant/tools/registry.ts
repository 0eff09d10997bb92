import { z } from 'zod';
import { isAbortError } from '../pace';
import { startCloudPhoneTask } from './cloud-phone-tools';
import { searchFlights } from './flight-tools';
import { searchGuides } from './guide-tools';
import { compareProducts, getProduct, priceHistory, searchProducts } from './product-tools';
import type { ToolDefinition, ToolMaterial, ToolQuery, ToolResult, ToolRunContext } from './types';
import { addToWishlist, showWishlist } from './wish-tools';

/** Every tool an engine may call, by the name the model uses. */
export const TOOLS: Record<string, ToolDefinition> = Object.fromEntries(
  [
    searchProducts,
    getProduct,
    compareProducts,
    priceHistory,
    addToWishlist,
    showWishlist,
    searchFlights,
    searchGuides,
    startCloudPhoneTask,
  ].map((t) => [t.name, t]),
);

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

export type PreparedCall = { ok: true; tool: ToolDefinition; args: unknown; query: ToolQuery } | { ok: false; error: string };

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
  const parsed = tool.parameters.safeParse(dropNulls(json));
  if (!parsed.success) return { ok: false, error: `${name} 的参数有误：${describeIssues(parsed.error)}` };
  return { ok: true, tool, args: parsed.data, query: await describeCall(tool, parsed.data, run) };
}

/** The search line is cosmetic: if describing fails, the bare tool name still lets the call run. */
async function describeCall(tool: ToolDefinition, args: unknown, run: ToolRunContext): Promise<ToolQuery> {
  try {
    return await tool.describe(args, run);
  } catch (e) {
    if (isAbortError(e) || run.signal.aborted) throw e;
    run.ctx.log.warn({ err: e, tool: tool.name }, 'assistant tool could not describe its call');
    return { query: tool.name, keywords: [] };
  }
}

export interface ToolCallOutcome {
  ok: boolean;
  result: ToolResult;
  material: ToolMaterial;
}

/** Runs a prepared call. A failing tool becomes an error result for the model; only a stop propagates. */
export async function executeToolCall(call: Extract<PreparedCall, { ok: true }>, run: ToolRunContext): Promise<ToolCallOutcome> {
  try {
    const { result, material } = await call.tool.execute(call.args, run);
    return { ok: !('error' in result), result, material };
  } catch (e) {
    if (isAbortError(e) || run.signal.aborted) throw e;
    run.ctx.log.error({ err: e, tool: call.tool.name }, 'assistant tool failed');
    return { ok: false, result: { error: `${call.tool.name} 暂时无法使用，请换个方式回答用户` }, material: {} };
  }
}
