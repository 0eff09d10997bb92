import { CATEGORIES } from '#server/db/seed/categories/index';
import type { Expectation } from '../check';
import { BRAND_ALIASES, type BrandAlias } from './brand-aliases';
import { brandsIn, categoriesOfWord, satisfiable, wordsOf } from './catalog';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * Brands in and out: every alias a shopper types for a catalog brand, exclusions in their many
 * shapes (不要X, X的不要, X就算了, 不考虑X, A和B都不要, 除了X和Y, 别推X) and choices (只看A或B).
 */
const BRAND_SHAPES: Array<(b: string, w: string) => string> = [
  (b, w) => `${b}${w}`,
  (b, w) => `${b}的${w}`,
  (b, w) => `${b} ${w}推荐`,
  (b, w) => `有没有${b}的${w}`,
  (b, w) => `想买${b}的${w}`,
  (b, w) => `${w}要${b}的`,
  (b, w) => `${b}${w}哪款好`,
];

const ONE_OUT: Array<(b: string, w: string) => string> = [
  (b, w) => `不要${b}的${w}`,
  (b, w) => `${b}的不要，${w}`,
  (b, w) => `${w}，${b}就算了`,
  (b, w) => `不考虑${b}，${w}推荐`,
  (b, w) => `别推${b}，想买${w}`,
  (b, w) => `${w}，别给我推${b}的`,
  (b, w) => `${w}推荐一下，${b}除外`,
];

const TWO_OUT: Array<(a: string, b: string, w: string) => string> = [
  (a, b, w) => `${a}和${b}都不要，${w}`,
  (a, b, w) => `除了${a}和${b}，${w}有啥推荐`,
  (a, b, w) => `${a}、${b}都不考虑，${w}`,
  (a, b, w) => `${w}，不要${a}也不要${b}`,
  (a, b, w) => `${a}跟${b}的就算了，${w}还有什么`,
];

const CHOICE: Array<(a: string, b: string, w: string) => string> = [
  (a, b, w) => `只看${a}或${b}的${w}`,
  (a, b, w) => `${w}，只要${a}或者${b}`,
  (a, b, w) => `${a}或${b}的${w}有哪些`,
  (a, b, w) => `要么${a}要么${b}，${w}`,
  (a, b, w) => `${w}在${a}和${b}里选`,
];

/** How a brand is written: its catalog name or, sometimes, one of its aliases. */
export function spell(rng: Rng, brand: string, aliasShare = 0.4): { text: string; brands: string[] } {
  const aliases = BRAND_ALIASES.filter((a) => a.brands.includes(brand));
  if (aliases.length && rng.next() < aliasShare) {
    const a = rng.pick(aliases);
    return { text: a.alias, brands: a.brands };
  }
  const same = BRAND_ALIASES.find((a) => a.brands.includes(brand));
  return { text: brand, brands: same?.brands ?? [brand] };
}

/** Category words (≥ 2 characters) and the categories each means. */
function words(id: string): Array<{ word: string; cat: string[] }> {
  return wordsOf(id).map((word) => ({ word, cat: categoriesOfWord(word) }));
}

const push = (out: GeneratedSingle[], family: string, question: string, expect: Expectation) => {
  if (satisfiable(expect)) out.push({ family, question, expect });
};

export function brandSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  const aliasRows: BrandAlias[] = [
    ...BRAND_ALIASES,
    // Every catalog brand by its own (Chinese or Latin) name.
    ...rng.sample([...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))], 220).map((b): BrandAlias => ({
      alias: b,
      brands: BRAND_ALIASES.find((a) => a.brands.includes(b))?.brands ?? [b],
      kind: 'chinese',
    })),
  ];
  for (const a of aliasRows) {
    const ids = CATEGORIES.filter((c) => c.models.some((m) => a.brands.includes(m.brand))).map((c) => c.id);
    const n = a.kind === 'chinese' ? 1 : 2;
    for (const id of rng.sample(ids, n)) {
      const { word, cat } = rng.pick(words(id));
      const family = `brand.${a.kind}`;
      push(out, family, rng.pick(BRAND_SHAPES)(a.alias, word), { cat: cat.join('|'), brands: a.brands });
    }
  }
  return out;
}

export function exclusionSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const c of CATEGORIES) {
    const brands = brandsIn([c.id]);
    if (brands.length < 4) continue;
    const { word, cat } = rng.pick(words(c.id));
    const own = brandsIn(cat);
    const [x, y] = rng.sample(brands, 2).map((b) => spell(rng, b));
    const notOne = x!.brands;
    if (own.filter((b) => !notOne.includes(b)).length >= 2)
      push(out, 'exclude.one', rng.pick(ONE_OUT)(x!.text, word), { cat: cat.join('|'), notBrands: notOne });
    const notTwo = [...x!.brands, ...y!.brands];
    if (own.filter((b) => !notTwo.includes(b)).length >= 2)
      push(out, 'exclude.two', rng.pick(TWO_OUT)(x!.text, y!.text, word), { cat: cat.join('|'), notBrands: notTwo });
    if (rng.next() < 0.5) {
      const [a, b] = rng.sample(brands, 2).map((z) => spell(rng, z));
      const w2 = rng.pick(words(c.id));
      push(out, 'choice.either', rng.pick(CHOICE)(a!.text, b!.text, w2.word), {
        cat: w2.cat.join('|'),
        brands: [...a!.brands, ...b!.brands],
      });
    }
  }
  return out;
}

/** Named products: a brand + model for its price, and two of different brands compared. */
export function namedProductSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  /** Latin next to Latin needs a space (Cybex Melio), Chinese next to anything does not. */
  const join = (a: string, b: string) => (/[A-Za-z0-9]$/.test(a) && /^[A-Za-z0-9]/.test(b) ? `${a} ${b}` : `${a}${b}`);
  for (const c of CATEGORIES) {
    const m = rng.pick(c.models);
    const b = spell(rng, m.brand, 0.3);
    push(
      out,
      'named.price',
      rng.pick([
        `${join(b.text, m.model)}多少钱`,
        `${b.text} ${m.model}现在什么价`,
        `${join(b.text, m.model)}值得买吗`,
        `${b.text}的${m.model}最近降价了吗`,
      ]),
      { cat: c.id, brands: b.brands },
    );
    const other = c.models.filter((o) => o.brand !== m.brand);
    if (!other.length || rng.next() < 0.6) continue;
    const o = rng.pick(other);
    const ob = spell(rng, o.brand, 0.3);
    push(
      out,
      'named.compare',
      rng.pick([
        `${join(b.text, m.model)}和${join(ob.text, o.model)}哪个好`,
        `${b.text} ${m.model}跟${ob.text} ${o.model}比怎么样`,
        `对比一下${join(b.text, m.model)}和${join(ob.text, o.model)}`,
        `${join(b.text, m.model)}还是${join(ob.text, o.model)}，选哪个`,
      ]),
      { cat: c.id, hasBrands: [m.brand, o.brand] },
    );
  }
  return out;
}
