import type { CatalogProduct } from '../../modules/catalog/service';

/** ¥2199, ¥58.9 */
export const yuan = (n: number): string => `¥${Number.isInteger(n) ? n : n.toFixed(1)}`;

/** 3.2万, 860 */
export const count = (n: number): string => (n >= 10_000 ? `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}万` : String(n));

/** Brand and model, the name people use when comparing: 索尼 WH-1000XM5. */
export const shortName = (p: CatalogProduct): string => `${p.brand} ${p.specs['型号'] ?? p.title}`;

/** The category words of a set of products or constraints, joined for a sentence. */
export const joinNames = (names: string[]): string => [...new Set(names)].join('、');

/** Markdown table cells must not contain pipes or line breaks. */
export const cell = (text: string): string => text.replace(/[|\n]/g, ' ');

/** Splits text into small stream chunks, preferring to break after punctuation or a line end. */
export function chunkText(text: string, min = 6, max = 16): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const ch of text) {
    current += ch;
    const boundary = /[，。；：、！？,.;:!?\n|）)]/.test(ch);
    if ((boundary && current.length >= min) || current.length >= max) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
