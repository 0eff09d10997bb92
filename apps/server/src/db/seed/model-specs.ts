import type { CategoryDef, ModelDef } from './categories';
import { createRng, hashSeed } from './prng';
import { measures } from './units';

/** What every listing of one model shares, in every mall: its specs, its noun and any variant it fixes. */
export interface ModelSpecs {
  /** Spec key → value, in the category's key order (brand, model and colour are added per listing). */
  specs: Record<string, string>;
  /** The title's product noun with `{key}` filled in. */
  noun: string;
  /** The variant when the model fixes it (a 506L fridge): every listing then shows it at the model's price. */
  variant?: string;
  /**
   * A spec the model is sold in several versions of (`适用=男款|女款`: a running shoe's men's and
   * women's versions): each listing is one of them, the title saying which.
   */
  versions?: { key: string; values: string[] };
}

/** A model entry's value for a category key that does not apply to it (`{吸力=—}`). */
export const NOT_APPLICABLE = '—';

const WORD_CHAR = /[0-9A-Za-z.]/;

/** `value` occurs in `name` as a whole: 5L is not written in 「可视 5.5L」, nor 2K in 「12K」. */
function writtenIn(name: string, value: string): boolean {
  for (let at = name.indexOf(value); at >= 0; at = name.indexOf(value, at + 1)) {
    const before = name[at - 1] ?? ' ';
    const after = name[at + value.length] ?? ' ';
    const startsWord = !WORD_CHAR.test(value[0]!) || !WORD_CHAR.test(before);
    const endsWord = !WORD_CHAR.test(value[value.length - 1]!) || !/[0-9A-Za-z]/.test(after);
    if (startsWord && endsWord) return true;
  }
  return false;
}

/**
 * The listed value the model name states: a value written in it (波轮, 2K) or a number with the
 * same unit as the values (精华洗 10公斤 → 10公斤, even when 10公斤 is not listed).
 */
export function namedValue(name: string, values: string[]): string | undefined {
  const written = values
    .filter((v) => v.length >= 2)
    .sort((a, b) => b.length - a.length)
    .find((v) => writtenIn(name, v));
  if (written) return written;
  const valueMeasures = values.map(measures);
  if (!valueMeasures.every((m) => m.length === 1)) return undefined;
  const families = new Set(valueMeasures.map((m) => m[0]!.family));
  return measures(name).find((m) => families.has(m.family))?.text;
}

/** The value at the model's price rank among the category's models (cheapest → first value). */
function tieredValue(category: CategoryDef, model: ModelDef, values: string[]): string {
  const prices = category.models.map((m) => m.basePrice).sort((a, b) => a - b);
  const rank = prices.findIndex((p) => p >= model.basePrice);
  const share = prices.length > 1 ? rank / (prices.length - 1) : 0;
  return values[Math.min(values.length - 1, Math.floor(share * values.length))]!;
}

/**
 * A model's specs, from one place: what its entry fixes (also specs its category does not list), else what its name states, else (for
 * tiered keys) what its price rank implies, else one value drawn for good from its brand's values
 * or the category's, on a stream seeded by the model itself. Titles and every mall's listing read
 * these, so a 10公斤 washer says 10公斤 everywhere.
 */
export function modelSpecs(category: CategoryDef, model: ModelDef): ModelSpecs {
  const rng = createRng(hashSeed(`${category.id}|${model.brand}|${model.model}`));
  const specs: Record<string, string> = {};
  let versions: ModelSpecs['versions'];
  for (const { key, values } of category.specs) {
    const pool = category.brandSpecs[model.brand]?.[key] ?? values;
    const listed = model.fixed[key]?.split('|');
    if (listed && listed.length > 1) versions = { key, values: listed };
    const known = listed?.[0] ?? namedValue(model.model, pool);
    // A fact of the model (a 龙井's 绿茶, a wired mouse's 有线) is never left to a draw; a brand
    // with one value for it (奔富's 澳大利亚) states it.
    if (known === undefined && pool.length > 1 && category.facts.includes(key))
      throw new Error(`${category.id}: ${model.brand} ${model.model} leaves its ${key} to chance; fix it in its entry`);
    specs[key] = known ?? (category.tiered.includes(key) ? tieredValue(category, model, pool) : rng.pick(pool));
    // A key that does not apply to the model (a pressure washer's 吸力) is left out.
    if (known === NOT_APPLICABLE) delete specs[key];
  }
  // A model may state a spec its category does not list (an iMac's 24英寸 screen).
  for (const [key, value] of Object.entries(model.fixed))
    if (!(key in specs) && key !== category.variant?.key && value !== NOT_APPLICABLE) specs[key] = value;
  const variant = category.variant
    ? (model.fixed[category.variant.key] ?? namedValue(model.model, category.variant.values))
    : undefined;
  // A size the name states and no spec carries (纯牛奶 250ml×16, 面膜 10片) is the pack size.
  const carried = [...Object.values(specs), variant ?? ''].flatMap(measures);
  // Only a kind of number no spec has: a spec saying otherwise stays a contradiction the checks see.
  const packSize = measures(model.model).filter((m) => !carried.some((c) => c.family === m.family));
  if (packSize.length) specs['规格' in specs ? '包装规格' : '规格'] = packSize.map((m) => m.text).join(' ');
  const noun = category.noun.replace(/\{(.+?)\}/g, (_, key: string) => {
    const value = specs[key];
    if (value === undefined) throw new Error(`noun of ${category.id} names unknown spec ${key}`);
    return value;
  });
  return { specs, noun, variant, versions };
}
