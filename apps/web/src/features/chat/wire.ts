import { searchResultSchema, type SearchResult, type WireButton } from '@app/protocol/cards';
import type { ChatButton } from './model';

/** Wire shapes (stream content, history items) → message fields, shared by stream and history. */

export const toChatButton = (b: WireButton): ChatButton => ({
  text: b.button_text,
  url: b.button_url ?? '',
  icon: b.icon ?? '',
  type: b.sub_type ?? null,
});

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
  const full = searchResultSchema.safeParse(parsed.search_result);
  if (full.success) return full.data;
  const info = Array.isArray(parsed.search_info) ? parsed.search_info : [];
  const queries = info
    .map((e) => (isObject(e) && typeof e.query === 'string' ? e.query : ''))
    .filter(Boolean)
    .map((query) => ({ query, keywords: [] }));
  return queries.length ? { keywords: queries, links: [], products: [] } : null;
}
