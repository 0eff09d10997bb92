import type { SearchResult, WireButton } from '@app/protocol/cards';
import type { StreamErrorKind } from '@app/protocol/errors';
import type { ChatButton } from './model';

/** Wire shapes (stream content, history items) → message fields, shared by stream and history. */

export const toChatButton = (b: WireButton): ChatButton => ({
  text: b.button_text,
  url: b.button_url ?? '',
  icon: b.icon ?? '',
  type: b.sub_type ?? null,
});

export const toNextSteps = (value: string | string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).map((s) => s.trim()).filter(Boolean);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * `answer_source` of a history item: JSON whose `search_info` entries have tool and query, and
 * (this server) the full `search_result`. Queries alone still show what was searched.
 */
export function searchResultFromSource(source: string | null | undefined): SearchResult | null {
  if (!source) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const full = parsed.search_result;
  if (isObject(full) && Array.isArray(full.keywords) && Array.isArray(full.links) && Array.isArray(full.products))
    return full as unknown as SearchResult;
  const info = Array.isArray(parsed.search_info) ? parsed.search_info : [];
  const queries = info
    .map((e) => (isObject(e) && typeof e.query === 'string' ? e.query : ''))
    .filter(Boolean)
    .map((query) => ({ query, keywords: [] }));
  return queries.length ? { keywords: queries, links: [], products: [] } : null;
}

/** The wire's `error_type` → the kinds the notice registry knows; others count as generation errors. */
const ERROR_TYPES: Record<string, StreamErrorKind> = {
  risk: 'risk',
  login_expired: 'login_expired',
  network: 'network',
  server: 'server',
  interrupted: 'interrupted',
  generation: 'generation',
};
export const errorTypeOf = (value: string | null | undefined): StreamErrorKind | null =>
  value ? (ERROR_TYPES[value] ?? 'generation') : null;

/** A loose content field that should be a non-empty string. */
export const textField = (content: Record<string, unknown>, key: string): string | null => {
  const v = content[key];
  return typeof v === 'string' && v ? v : null;
};
