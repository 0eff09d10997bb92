import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import { ACCESSORIES } from './lexicon/accessory-devices';
import { DEVICE_FITS, FIT_AFTER, FIT_BEFORE } from './lexicon/device-fits';

/**
 * An accessory asked for by the device it fits (decision 071): 能给笔记本充电的充电宝, 老款iPhone用的
 * Lightning线, 苹果手机用的充电器. The device names no category and no brand of its own.
 */

/** Are all the categories accessories (手机壳, 充电宝), so a device named beside them is what they fit? */
export const onlyAccessories = (categories: readonly CategoryInfo[]): boolean =>
  categories.length > 0 && categories.every((c) => ACCESSORIES[c.id]);

/** The words that name the devices the accessories fit (手机, iPhone, 笔记本), longest first. */
function deviceWords(categories: readonly CategoryInfo[], vocabulary: Vocabulary): string[] {
  const ids = new Set(categories.flatMap((c) => ACCESSORIES[c.id] ?? []));
  return [...ids]
    .flatMap((id) => {
      const c = vocabulary.byId.get(id);
      return c ? [c.name, ...c.synonyms] : [];
    })
    .map((w) => w.toLowerCase())
    .sort((a, b) => b.length - a.length);
}

/**
 * The brands said only as the maker of the device (苹果手机用的充电线: 苹果 is the phone's): every
 * place the brand's word is said, a device word follows it, and the brand makes such devices.
 * 苹果原装数据线 keeps 苹果; 倍思手机壳 keeps 倍思, who makes no phones (decision 077).
 */
export function deviceOnlyBrands(
  question: string,
  categories: readonly CategoryInfo[],
  brandTerms: readonly string[],
  vocabulary: Vocabulary,
): string[] {
  if (!onlyAccessories(categories)) return [];
  const text = question.toLowerCase();
  const devices = deviceWords(categories, vocabulary);
  const deviceIds = new Set(categories.flatMap((c) => ACCESSORIES[c.id] ?? []));
  const dropped = new Set<string>();
  for (const term of brandTerms) {
    const t = term.toLowerCase();
    const places: number[] = [];
    for (let at = text.indexOf(t); at >= 0; at = text.indexOf(t, at + 1)) places.push(at);
    const beforeDevice = (at: number) => devices.some((d) => text.startsWith(d, at + t.length));
    // 倍思手机壳 is 倍思's case: a brand that makes no such device is the accessory's maker (decision 077).
    const makesDevice = (b: string) => (vocabulary.brandCategories.get(b) ?? []).some((id) => deviceIds.has(id));
    if (places.length && places.every(beforeDevice))
      vocabulary
        .matchBrands(term)
        .brands.filter(makesDevice)
        .forEach((b) => dropped.add(b));
  }
  return [...dropped];
}

/**
 * The comparison a device asks of an accessory (能给笔记本充电的充电宝 → 65瓦以上), with the word
 * that said it, or null.
 */
export function deviceFitValue(text: string, categoryIds: readonly string[]): { value: string; span: string } | null {
  const lower = text.toLowerCase();
  for (const fit of DEVICE_FITS) {
    const word = [...fit.words].sort((a, b) => b.length - a.length).find((w) => lower.includes(w));
    if (!word) continue;
    const id = categoryIds.find((c) => fit.needs[c]);
    if (id) return { value: fit.needs[id]!, span: withFitWords(lower, word) };
  }
  return null;
}

/**
 * The device said beside an accessory it fits, with its fitting words (台式机配个机械键盘 → 台式机),
 * whether or not it asks a value of it (decision 073): its words state nothing of the accessory.
 */
export function deviceSaid(text: string, categoryIds: readonly string[]): string | null {
  if (!categoryIds.some((id) => ACCESSORIES[id])) return null;
  const lower = text.toLowerCase();
  for (const fit of DEVICE_FITS) {
    const word = [...fit.words].sort((a, b) => b.length - a.length).find((w) => lower.includes(w));
    if (word) return withFitWords(lower, word);
  }
  return null;
}

/** The device word with the fitting words around it (能给笔记本充电的), as said. */
function withFitWords(text: string, word: string): string {
  const at = text.indexOf(word);
  const before = FIT_BEFORE.find((w) => text.slice(0, at).endsWith(w)) ?? '';
  const after = FIT_AFTER.find((w) => text.startsWith(w, at + word.length)) ?? '';
  return before + word + after;
}
