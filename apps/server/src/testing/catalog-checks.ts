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
