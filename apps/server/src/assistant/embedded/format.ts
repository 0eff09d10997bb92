import type { CatalogProduct } from '../../modules/catalog/service';

/** ¥2199, ¥58.9, ¥1234.56: to the cent, so a figure reads exactly as the price tools give it. */
export const yuan = (n: number): string => `¥${Math.round(n * 100) / 100}`;

/** 3.2万, 860 */
export const count = (n: number): string => (n >= 10_000 ? `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}万` : String(n));

/** Brand and model, the name people use when comparing: 索尼 WH-1000XM5. */
export const shortName = (p: CatalogProduct): string => `${p.brand} ${p.specs['型号'] ?? p.title}`;

/** The same short name from a card (a wish-list item carries cards, not catalog products). */
export const cardName = (c: { brand?: string; title: string; specs?: Record<string, string> }): string =>
  c.brand && c.specs?.['型号'] ? `${c.brand} ${c.specs['型号']}` : c.title;

/** The category words of a set of products or constraints, joined for a sentence. */
export const joinNames = (names: string[]): string => [...new Set(names)].join('、');

/** Markdown table cells must not contain pipes or line breaks. */
export const cell = (text: string): string => text.replace(/[|\n]/g, ' ');

/** A markdown table. */
export const mdTable = (head: string[], rows: string[][]): string =>
  [head, head.map(() => '---'), ...rows].map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n');

/**
 * The product's title linked to its page. Answers link every product they name, so a later
 * turn can tell from the stored answer which products were discussed (product-context.ts).
 */
export const productLink = (p: { title: string; url: string }): string => `[${p.title.replace(/[[\]]/g, ' ')}](${p.url})`;

/** The heading of an answer about one product: its linked title and mall, bold, on its own line. */
export const productHeading = (p: { title: string; url: string; mall: string }): string => `**${productLink(p)}**（${p.mall}）`;

/** Where a stream chunk prefers to end: after punctuation or a line end. */
const CHUNK_BOUNDARIES = new Set('，。；：、！？,.;:!?\n|）)');

/** Splits text into small stream chunks, preferring to break after punctuation or a line end. */
export function chunkText(text: string, min = 6, max = 16): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const ch of text) {
    current += ch;
    if ((current.length >= min && CHUNK_BOUNDARIES.has(ch)) || current.length >= max) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
