import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { pinyin } from 'pinyin-pro';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { MODEL_WORDS } from './lexicon/model-words';
import { PRODUCT_LINES } from './lexicon/product-lines';
import { modelTokens } from './model-names';

/**
 * Product lines and sub-brands (decision 056): iQOO of vivo, ThinkPad of 联想, ROG of 华硕, Redmi
 * (红米) of 小米. A word is a line when the shopper may say it for the brand (a brand alias, a
 * product-line row, a spoken model word) and the catalog's own models of that brand carry it in
 * some models and not in others: the catalog says what the lines are, the lexicon only which words
 * a shopper types. A brand's name in another script (xiaomi, huawei) is no line, though a model
 * may carry it (Xiaomi Book). Said in a question, the line is a value the listings must show, so
 * every card is of that line; where none of the brand's models of the category carries it, the
 * brand alone answers.
 */

/** Every word a shopper may say for one of the brand's lines, with the model words it stands for. */
const SAID: ReadonlyArray<readonly [said: string, brand: string]> = [
  ...BRAND_ALIASES.flatMap(([brand, ...aliases]) => aliases.map((a) => [a.toLowerCase(), brand] as const)),
  ...PRODUCT_LINES.map(([line, brand]) => [line, brand] as const),
];
const SPOKEN = new Map(MODEL_WORDS);

/**
 * A brand's own name in Latin letters is the brand, not a line, though a model may carry it
 * (Xiaomi Book, Insta360 X4): its pinyin (xiaomi), a short letter name (mi, hp, hw), or the first
 * Latin alias of a brand written in Han (掌阅 ireader, 影石 insta360; BRAND_ALIASES puts it first).
 */
const isBrandName = (word: string, brand: string) => {
  const w = word.replace(/\s+/g, '');
  const han = /\p{Script=Han}/u.test(brand);
  const firstLatin = BRAND_ALIASES.find(([b]) => b === brand)?.[1]?.toLowerCase();
  return (
    w === brand.toLowerCase() ||
    /^[a-z]{1,2}$/.test(w) ||
    w === pinyin(brand, { toneType: 'none', type: 'array' }).join('') ||
    (han && w === firstLatin)
  );
};

const said = (text: string, word: string) =>
  /[a-z]/.test(word)
    ? new RegExp(`(?<![a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')}(?![a-z])`, 'i').test(text)
    : text.includes(word);

/** The line words the text names for these brands, as the catalog's models write them (iqoo, thinkpad, redmi). */
export function linesNamed(
  text: string,
  brands: readonly string[],
  categoryIds: readonly string[],
  vocabulary: Vocabulary,
): string[] {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const [word, brand] of SAID) {
    if (!brands.includes(brand) || isBrandName(word, brand) || !said(lower, word)) continue;
    const tokens = modelTokens(SPOKEN.get(word) ?? word);
    if (!tokens.length) continue;
    const models = vocabulary.models.filter(
      (m) => m.brand === brand && (!categoryIds.length || categoryIds.includes(m.categoryId)),
    );
    // Latin words stand alone (mi is not in redmi); Han ones may be glued (米家 in 米家智能门锁E).
    const carry = (model: string) =>
      ` ${modelTokens(model).join(' ')} `.includes(` ${tokens.join(' ')} `) ||
      (!/[a-z]/.test(word) && model.toLowerCase().includes(word));
    const carrying = models.filter((m) => carry(m.model));
    if (carrying.length && carrying.length < models.length) out.add(tokens.join(''));
  }
  return [...out];
}
