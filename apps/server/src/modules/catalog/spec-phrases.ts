/**
 * The phrases a catalog's listings state about themselves (全画幅, RTX 4060, WiFi 7, GORE-TEX防水,
 * 一级能效, 12GB+512GB, 双开门), with the spec key each is the value of, so a shopper can ask for
 * any of them (issue 19: the attribute vocabulary comes from the catalog itself). The brand is
 * not a spec a shopper filters by; of the model name only its Chinese words are (海尔 十字对开门
 * 506L → 十字对开门), the rest is a product's name (search/product-resolver.ts).
 */
export type SpecPhrase = readonly [categoryId: string, key: string, value: string];

/** A word of a model name a shopper may ask for: two to six Chinese characters, maybe with a letter or digit (维生素C, 赤兔7). */
const HAN_WORD = /^(?=(?:.*\p{Script=Han}){2})[\p{Script=Han}A-Za-z0-9]{2,8}$/u;

export function specPhrasesOf(rows: Iterable<{ categoryId: string; specs: Record<string, string> }>): SpecPhrase[] {
  const seen = new Map<string, SpecPhrase>();
  for (const { categoryId, specs } of rows) {
    const add = (key: string, value: string) => {
      const id = `${categoryId}|${key}|${value}`;
      if (!seen.has(id)) seen.set(id, [categoryId, key, value]);
    };
    for (const [key, value] of Object.entries(specs)) {
      if (key === '品牌') continue;
      if (key === '型号')
        value
          .split(/\s+/)
          .filter((w) => HAN_WORD.test(w))
          .forEach((w) => add(key, w));
      else add(key, value);
    }
  }
  return [...seen.values()];
}
