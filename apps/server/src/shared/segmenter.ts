import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * Chinese word segmentation for the catalog index and for queries. Index and query go through
 * the same function, so whatever jieba decides about a word it decides the same way twice.
 */
let jieba: Jieba | undefined;
// Loading the dictionary takes ~100 ms; do it once, on first use.
const instance = (): Jieba => (jieba ??= Jieba.withDict(dict));

/**
 * Search terms: jieba's cut_for_search, lower-cased and split on anything that is not a letter
 * or digit, so SQLite FTS5 (unicode61) and PostgreSQL's 'simple' parser see identical tokens.
 */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  for (const token of instance().cutForSearch(text, true)) {
    for (const part of token.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part) out.push(part);
  }
  return out;
}

/** The `search_text` column: distinct search terms joined by spaces. */
export const buildSearchText = (parts: string[]): string => [...new Set(searchTokens(parts.join(' ')))].join(' ');

/** Plain word segmentation (precise mode) for reading a question. */
export const cutWords = (text: string): string[] =>
  instance()
    .cut(text, true)
    .filter((w) => w.trim().length > 0);
