import type { CatalogProduct } from '#server/modules/catalog/service';
import type { HistoryTurn } from '#server/ports/assistant-engine';
import { pickReferenced, withoutReference } from './references';
import type { FlowContext } from '../events';
import { nameTokens, resolveProduct, type Resolution } from '../search/product-resolver';

const PRODUCT_LINK = /item-detail\?id=(p_\d+)/g;

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
  const reference = x.turn.reference?.ref ?? null;
  const words = (reference ? withoutReference(name, reference) : name).trim();
  let resolution: Resolution | null = null;
  if (nameTokens(words).length > 0 || x.vocabulary.matchBrands(words).brands.length > 0) {
    resolution = await resolveProduct(words, x.catalog, x.vocabulary);
    if (resolution.product) return { kind: 'product', product: resolution.product, via: 'name', resolution };
  }
  if (x.product) return { kind: 'product', product: x.product, via: 'card' };
  if (resolution) return { kind: 'unknown', resolution };
  // The state names what was shown (rebuilt from old answers' links for chats stored without one).
  const listed = await x.catalog.getProducts(x.state.shown);
  const picked = reference && reference.kind !== 'pronoun' ? pickReferenced(listed, reference, null) : [];
  if (picked !== 'out_of_range' && picked.length === 1) return { kind: 'product', product: picked[0]!, via: 'history' };
  const focusId = x.state.focus;
  // The product the last answer was about, even when it was not in the list (a single pick).
  const focus =
    listed.find((p) => p.id === focusId) ??
    (focusId ? await x.catalog.getProduct(focusId) : null) ??
    (listed.length === 1 ? listed[0] : undefined);
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
