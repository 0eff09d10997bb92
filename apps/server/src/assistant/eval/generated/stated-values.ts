import { CATEGORIES } from '#server/db/seed/categories/index';
import { chinese } from './numerals';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';
import { wordsOf } from './catalog';

/** Catalog units and how a shopper says them after a Chinese numeral (两万毫安, 五百毫升, 六十五寸). */
const SPOKEN_UNITS: Record<string, string[]> = {
  mAh: ['毫安'],
  英寸: ['寸', '英寸'],
  匹: ['匹'],
  公斤: ['公斤'],
  kg: ['公斤', '千克'],
  ml: ['毫升'],
  L: ['升'],
};

const DIGITS = '零一二三四五六七八九';

/** 1.5 → 一点五, 20000 → 两万; undefined when the number has no everyday Chinese form. */
function spoken(n: string): string | undefined {
  const [int, frac] = n.split('.');
  const head = Number(int) === 2 ? '两' : chinese(Number(int));
  if (!head) return undefined;
  return frac ? `${head}点${[...frac].map((d) => DIGITS[Number(d)]).join('')}` : head;
}

/**
 * attr.numeral: a stated value in Chinese numerals (两万毫安的充电宝, 一点五匹空调): every card
 * shows the value. Values come from the seed's spec values, so each case names one that exists.
 */
export function numeralValueSingles(rng: Rng): GeneratedSingle[] {
  const shapes: Array<(v: string, c: string) => string> = [
    (v, c) => `${v}${c}`,
    (v, c) => `${v}的${c}推荐`,
    (v, c) => `想买个${v}的${c}`,
    (v, c) => `有没有${v}的${c}`,
  ];
  return CATEGORIES.flatMap((c) => {
    const values = [...c.specs.flatMap((s) => s.values), ...(c.variant?.values ?? [])];
    return [...new Set(values)].flatMap((value) => {
      const m = /^(\d+(?:\.\d)?)(mAh|英寸|匹|公斤|kg|ml|L)$/.exec(value);
      const said = m && spoken(m[1]!);
      const words = wordsOf(c.id);
      if (!m || !said || !words.length) return [];
      const unit = rng.pick(SPOKEN_UNITS[m[2]!]!);
      const forms = m[2] === '公斤' || m[2] === 'kg' ? [`${m[1]}公斤`, `${m[1]}kg`] : [value];
      return [
        {
          family: 'attr.numeral',
          question: rng.pick(shapes)(`${said}${unit}`, rng.pick(words)),
          expect: { cat: c.id, attr: forms.join('|') },
        },
      ];
    });
  });
}
