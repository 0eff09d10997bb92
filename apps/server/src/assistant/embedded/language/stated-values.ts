import type { CatalogProduct } from '#server/modules/catalog/service';

/**
 * Values a shopper states (512G, 4K, 一级能效, 20000毫安, 10公斤, 500L, 1.5匹, 75寸) and how a
 * product shows them. Both sides are normalised the same way, so 毫安 meets mAh, 寸 meets 英寸,
 * 512G meets 512GB and 1级能效 meets 一级能效. Data, not code: add a row to teach a new unit.
 */
const UNIT_FORMS: Array<(text: string) => string> = [
  (t) => t.replace(/\s+/g, ''),
  (t) => t.replace(/毫安时|毫安/g, 'mah'),
  (t) => t.replace(/英寸|寸/g, '英寸'),
  (t) => t.replace(/公斤|千克/g, 'kg'),
  (t) => t.replace(/(\d)升/g, '$1l'),
  (t) => t.replace(/(\d)(g|t)(?!b)/g, '$1$2b'),
  (t) => t.replace(/([1-5])级能效/g, (_m, d: string) => `${'一二三四五'[Number(d) - 1]}级能效`),
];

/** Lower case, no spaces, one spelling per unit. */
export function normaliseValue(text: string): string {
  return UNIT_FORMS.reduce((t, form) => form(t), text.toLowerCase());
}

/** The shapes of a stated value, in normalised text. */
const VALUE_PATTERNS: RegExp[] = [
  /\d+(?:\.\d+)?(?:gb|tb|mah|英寸|kg|l|w)(?![a-z])/g,
  /大?\d(?:\.\d)?匹/g,
  /[一二三四五]级能效/g,
  /[248]k(?![a-z])/g,
];

/** The values a question states, normalised (512gb, 一级能效, 75英寸). */
export function statedValues(question: string): string[] {
  const text = normaliseValue(question);
  return [...new Set(VALUE_PATTERNS.flatMap((p) => text.match(p) ?? []))];
}

/** Where the value stands on its own in the text, not as the tail of a bigger number (12gb in 512gb). */
function holds(text: string, value: string): boolean {
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1))
    if (at === 0 || !/[\d.]/.test(text[at - 1]!)) return true;
  return false;
}

/**
 * Does the product show the value in its title, specs or tags? The specs decide when they state
 * a value of the same kind: 能效 二级能效 outweighs a 一级能效 selling-point tag.
 */
export function showsValue(p: CatalogProduct, value: string): boolean {
  const specs = normaliseValue(Object.values(p.specs).join(' '));
  const kind = VALUE_PATTERNS.find((pattern) => (value.match(new RegExp(pattern.source)) ?? [])[0] === value);
  if (kind && (specs.match(kind) ?? []).length) return holds(specs, value);
  return holds(normaliseValue([p.title, ...Object.entries(p.specs).flat(), ...p.tags].join(' ')), value);
}
