import type { CatalogProduct } from '#server/modules/catalog/service';
import type { HistoryTurn } from '#server/ports/assistant-engine';
import { chineseNumber } from '../language/budget';
import type { FlowContext } from '../events';
import { nameTokens, resolveProduct, type Resolution } from '../search/product-resolver';

const PRODUCT_LINK = /item-detail\?id=(p_\d+)/g;
const ORDINAL = /第\s*([一二两三四五六七八九十\d]{1,2})\s*(款|个|件|台|部|项|种|条)?|(最后|末尾)一\s*(款|个|件|台|部)/;

/** Product ids linked in an answer, in order of first mention. */
export const productIdsIn = (text: string): string[] => [...new Set([...text.matchAll(PRODUCT_LINK)].map((m) => m[1]!))];

/** The answer that named products most recently (answers link every product they name). */
const lastAnswerWithProducts = (history: HistoryTurn[]): string =>
  [...history].reverse().find((t) => productIdsIn(t.answer).length > 0)?.answer ?? '';

/** The products of the latest earlier answer that named any, in order. */
export const lastAnswerProductIds = (history: HistoryTurn[]): string[] => productIdsIn(lastAnswerWithProducts(history));

/**
 * The product an answer was about, when it was about one: its paragraph opens with the product
 * heading (format.ts productHeading); the cheaper models listed after it are not the subject.
 */
export function focusProductId(answer: string): string | null {
  const m = /(?:^|\n\n)\*\*\[[^\]]*\]\([^)]*item-detail\?id=(p_\d+)\)\*\*（/.exec(answer);
  return m ? m[1]! : null;
}

/** 第二款 → 1, 最后一款 → -1; null when the question points at no position. */
export function ordinalIndex(question: string): number | null {
  const m = ORDINAL.exec(question);
  if (!m) return null;
  if (m[3]) return -1;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : chineseNumber(m[1]!.replace('两', '二'));
  return n && n > 0 ? n - 1 : null;
}

/** Picks one of the listed products by position or price (第二款, 最后一款, 最便宜的). */
export function pickByReference(question: string, products: CatalogProduct[]): CatalogProduct | null {
  const index = ordinalIndex(question);
  if (index !== null) return products.at(index) ?? null;
  if (products.length === 0) return null;
  if (/最便宜|价格最低|最低价的/.test(question)) return products.reduce((a, b) => (b.price < a.price ? b : a));
  if (/最贵|价格最高/.test(question)) return products.reduce((a, b) => (b.price > a.price ? b : a));
  return null;
}

/** What a question about "a product" is about, and how the engine knows. */
export type Subject =
  | { kind: 'product'; product: CatalogProduct; via: 'name' | 'card' | 'history'; resolution?: Resolution }
  | { kind: 'choose'; candidates: CatalogProduct[] }
  | { kind: 'unknown'; resolution: Resolution | null };

/**
 * Finds the product a question is about: a product named in it (`name` is the question with the
 * intent's own phrases removed), the attached card, a position in the last answer's list (第二款),
 * or the only product of the last answer. Several candidates mean the user must choose.
 */
export async function findSubject(x: FlowContext, name: string): Promise<Subject> {
  // 第二款, 它, 最便宜的那款: resolved from the conversation state before this flow ran.
  if (x.refs.length === 1) return { kind: 'product', product: x.refs[0]!, via: 'history' };
  if (x.refs.length > 1) return { kind: 'choose', candidates: x.refs };
  const words = name.replace(ORDINAL, ' ').trim();
  let resolution: Resolution | null = null;
  if (nameTokens(words).length > 0 || x.vocabulary.matchBrands(words).brands.length > 0) {
    resolution = await resolveProduct(words, x.catalog, x.vocabulary);
    if (resolution.product) return { kind: 'product', product: resolution.product, via: 'name', resolution };
  }
  if (x.product) return { kind: 'product', product: x.product, via: 'card' };
  if (resolution) return { kind: 'unknown', resolution };
  // The state names what was shown; conversations from before it existed are read from the text.
  const answer = x.state.shown.length ? '' : lastAnswerWithProducts(x.request.history);
  const listed = await x.catalog.getProducts(x.state.shown.length ? x.state.shown : productIdsIn(answer));
  const picked = pickByReference(x.request.question, listed);
  if (picked) return { kind: 'product', product: picked, via: 'history' };
  const focusId = x.state.shown.length ? x.state.focus : focusProductId(answer);
  const focus = listed.length === 1 ? listed[0] : listed.find((p) => p.id === focusId);
  if (focus) return { kind: 'product', product: focus, via: 'history' };
  if (listed.length > 1) return { kind: 'choose', candidates: listed };
  return { kind: 'unknown', resolution: null };
}

/** Removes the intent's phrases so what is left is the product name (小米15现在值得买吗 → 小米15). */
export const stripPhrases = (question: string, patterns: RegExp[]): string =>
  patterns
    .reduce((text, p) => text.replace(new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`), ' '), question)
    .replace(/[?？!！。，,、~～]/g, ' ')
    .trim();
