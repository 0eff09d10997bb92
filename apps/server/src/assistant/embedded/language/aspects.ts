import { ASPECT_WORDS } from './lexicon/aspect-words';

/** An aspect a question asks about one product, and what the product's listing states for it. */
export interface AspectAsked {
  /** The aspect as said or as the lexicon names it (续航, 噪音). */
  name: string;
  /** The spec key and value that answer it; null when the listing states none. */
  spec: { key: string; value: string } | null;
}

/** Spec keys too general to be an aspect asked when said in passing (类型 of 什么类型的). */
const NOT_ASPECT_KEYS = new Set(['类型', '规格', '功能', '适用', '款式', '特点', '场景', '种类']);

/**
 * The aspects a question asks about a product (第二个续航怎么样 → 续航: 55km), in the order said
 * (decision 082): a spec key of the listing said in the question, or a lexicon word of an aspect
 * (重不重 → 重量, 吵不吵 → 噪音). An aspect the listing does not state comes back with no spec,
 * so the answer can say so instead of guessing. `specs` may be missing on a product built by hand
 * (tests, stored chats), so it is optional.
 */
export function aspectsAsked(question: string, specs?: Readonly<Record<string, string>>): AspectAsked[] {
  const q = question.toLowerCase();
  const found: Array<AspectAsked & { at: number }> = [];
  const taken = new Set<string>();
  for (const [key, value] of Object.entries(specs ?? {})) {
    const at = q.indexOf(key.toLowerCase());
    if (at < 0 || NOT_ASPECT_KEYS.has(key) || key === '型号' || key === '颜色') continue;
    found.push({ name: key, spec: { key, value }, at });
    taken.add(key);
  }
  for (const row of ASPECT_WORDS) {
    const at = Math.min(...row.words.map((w) => q.indexOf(w)).filter((i) => i >= 0));
    if (!Number.isFinite(at)) continue;
    if (row.keys.some((k) => taken.has(k)) || found.some((f) => f.name === row.name)) continue;
    const key = row.keys.find((k) => specs?.[k] !== undefined);
    found.push({ name: row.name, spec: key ? { key, value: specs![key]! } : null, at });
    if (key) taken.add(key);
  }
  return found.sort((a, b) => a.at - b.at).map(({ name, spec }) => ({ name, spec }));
}
