/**
 * What a shopper would notice is wrong in a listing, as plain functions over generated rows: a
 * number in the title that the specs contradict or leave out, a title naming two kinds of the same
 * thing (滚筒 and 波轮), a spec value that belongs to another brand (an Apple chip in a Huawei
 * laptop). The seed tests run them over the whole catalog.
 */
import { measures } from '../db/seed/units';

/**
 * Title measures the specs do not back: each number with a unit in the title must equal a number
 * of the same family in some spec value (10公斤 in the title needs 10公斤 or 10kg in the specs).
 */
export function unbackedTitleMeasures(title: string, specs: Record<string, string>): string[] {
  // The model name restates the title; only the other specs can back its numbers.
  const specMeasures = Object.entries(specs)
    .filter(([key]) => key !== '型号')
    .flatMap(([, value]) => measures(value));
  return measures(title)
    .filter((t) => !specMeasures.some((s) => s.family === t.family && Math.abs(s.value - t.value) < 1e-6))
    .map((t) => {
      const others = specMeasures.filter((s) => s.family === t.family).map((s) => s.text);
      return others.length ? `标题「${t.text}」与规格「${others.join('、')}」不符` : `标题「${t.text}」规格里没有`;
    });
}

/**
 * Words that name mutually exclusive kinds: a title or spec set naming two of one group
 * contradicts itself (a 波轮 washer is not a 滚筒 one).
 */
export const EXCLUSIVE_KINDS: string[][] = [
  ['滚筒', '波轮'],
  ['壁挂式', '立柜式'],
  ['挂机', '柜机'],
  ['嵌入式', '台式', '独立式'],
  ['燃气', '电热水器'],
  ['喷墨', '激光'],
  ['头戴式', '入耳式'],
  ['往复式', '旋转式'],
  ['上臂式', '手腕式'],
  ['纸尿裤', '拉拉裤'],
];

/** Pairs of exclusive kinds a listing names together, in its title and spec values. */
export function contradictoryKinds(title: string, specs: Record<string, string>): string[] {
  const text = [
    title,
    ...Object.entries(specs)
      .filter(([k]) => k !== '型号')
      .map(([, v]) => v),
  ].join(' ');
  return EXCLUSIVE_KINDS.flatMap((group) => {
    const named = group.filter((w) => text.includes(w));
    return named.length > 1 ? [`同时写了「${named.join('」和「')}」`] : [];
  });
}

/** Spec values only one maker ships: a chip, an OS. Value pattern → the brands it may appear with. */
export const BRAND_ONLY_VALUES: Array<{ pattern: RegExp; brands: string[] }> = [
  { pattern: /^M\d+(?: Pro| Max)?芯片$/, brands: ['苹果'] },
  { pattern: /A\d+(?: Pro)?仿生/, brands: ['苹果'] },
  { pattern: /麒麟/, brands: ['华为'] },
  { pattern: /鸿蒙|HarmonyOS/, brands: ['华为'] },
  { pattern: /macOS|iOS|iPadOS/, brands: ['苹果'] },
  { pattern: /Tensor/, brands: ['谷歌'] },
];

/** Spec values that belong to another brand (an Apple chip in a Huawei laptop). */
export function foreignBrandValues(brand: string, specs: Record<string, string>): string[] {
  return Object.entries(specs)
    .filter(([key]) => key !== '型号')
    .flatMap(([key, value]) =>
      BRAND_ONLY_VALUES.filter((r) => r.pattern.test(value) && !r.brands.includes(brand)).map(
        () =>
          `${brand}的商品规格「${key}：${value}」属于${BRAND_ONLY_VALUES.find((r) => r.pattern.test(value))!.brands.join('、')}`,
      ),
    );
}

/** Every disagreement a shopper would see in one listing. */
export function listingProblems(p: { title: string; brand: string; specs: string }): string[] {
  const specs = JSON.parse(p.specs) as Record<string, string>;
  return [...unbackedTitleMeasures(p.title, specs), ...contradictoryKinds(p.title, specs), ...foreignBrandValues(p.brand, specs)];
}

/**
 * The distinctive part of each value of one spec: the value less the ending all values share
 * (千兆网口|2.5G网口 → 千兆, 2.5G; 三轮滑板车|两轮滑板车|平衡车 → 三轮滑板, 两轮滑板, 平衡).
 */
export function valueHeads(values: readonly string[]): Array<readonly [value: string, head: string]> {
  let shared = values[0] ?? '';
  for (const v of values) while (shared && !v.endsWith(shared)) shared = shared.slice(1);
  return values.map((v) => [v, v.slice(0, v.length - shared.length)] as const);
}

/**
 * Title words that name another value of one of the listing's specs (a 千兆 router whose 网口 is
 * 2.5G网口, a 三轮 scooter whose 类型 is 两轮滑板车). The model name is left out: what a model is
 * called is its maker's word. Heads under two characters or all digits are left to the measures.
 */
export function titleNamesOtherValue(
  title: string,
  specs: Record<string, string>,
  keys: ReadonlyArray<{ key: string; values: readonly string[] }>,
): string[] {
  const text = specs['型号'] ? title.replace(specs['型号'], ' ') : title;
  return keys.flatMap(({ key, values }) => {
    const own = specs[key];
    if (own === undefined) return [];
    return valueHeads(values)
      .filter(([, head]) => head.length >= 2 && !/^[\d.]+$/.test(head) && !own.includes(head) && text.includes(head))
      .map(([value, head]) => `标题「${head}」是${key}「${value}」，规格却是「${own}」`);
  });
}

/**
 * Words that end in another category's name yet name a thing of their own (an 电动自行车 is an
 * electric bike, a 洗面霜 a cleanser): the kind check below does not read them as that category.
 */
export const OWN_COMPOUNDS: readonly string[] = ['电动自行车', '洗面霜'];

/**
 * Another category's name ending a word of the title, brand and colour aside (a 儿童自行车
 * among 儿童滑板车): the listing sits in the wrong category. Its own category's name may contain
 * the other one (车载吸尘器 is a 吸尘器); a category synonym does not excuse it, since a synonym
 * added for the stray listing is how such a fault hides.
 */
export function foreignKindWords(
  p: { title: string; brand: string; specs: string },
  ownName: string,
  otherNames: readonly string[],
): string[] {
  const specs = JSON.parse(p.specs) as Record<string, string>;
  let text = p.title.replace(p.brand, ' ');
  if (specs['颜色']) text = text.split(specs['颜色']).join(' ');
  for (const word of OWN_COMPOUNDS) text = text.split(word).join(' ');
  const words = text.split(/\s+/).filter(Boolean);
  return otherNames
    .filter((name) => !ownName.includes(name) && words.some((w) => w.endsWith(name)))
    .map((name) => `标题里的「${name}」是别的品类`);
}
