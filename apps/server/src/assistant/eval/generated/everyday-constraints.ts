import { CATEGORIES } from '#server/db/seed/categories/index';
import type { Expectation } from '../check';
import { BRAND_ALIASES } from './brand-aliases';
import { brandsIn, categoriesOfWord, satisfiable, wordsOf } from './catalog';
import { written, type NumberStyle } from './numerals';
import { discriminating, LADDER } from './prices';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * Constraints in everyday word orders: budgets wrapped in a sentence (预算X…, 大概X块…, X封顶,
 * full-width digits), exclusions in further orders (除了X都行, X以外的, 不想要X的), malls by
 * nickname (狗东, 猫超, 夕夕), audiences (给爸妈, 学生党) and attributes stated as a shopper
 * writes them (512g, 75寸, 20000毫安, 一级能效).
 */
const FULL_WIDTH = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
const round = Math.round;

interface Shape {
  family: string;
  styles: NumberStyle[];
  make(w: string, n: string, x: number): { q: string; min?: number; max?: number };
}

const PRICE_SHAPES: Shape[] = [
  { family: 'price.wrap', styles: ['arabic', 'chinese', 'k', 'w'], make: (w, n, x) => ({ q: `预算${n}，想买个${w}`, max: x }) },
  { family: 'price.wrap', styles: ['arabic', 'chinese'], make: (w, n, x) => ({ q: `预算只有${n}块，${w}有推荐吗`, max: x }) },
  {
    family: 'price.wrap',
    styles: ['arabic', 'chinese'],
    make: (w, n, x) => ({ q: `大概${n}块的${w}`, min: round(0.8 * x), max: round(1.2 * x) }),
  },
  {
    family: 'price.wrap',
    styles: ['arabic', 'chinese'],
    make: (w, n, x) => ({ q: `${w} ${n}块钱左右的`, min: round(0.8 * x), max: round(1.2 * x) }),
  },
  { family: 'price.wrap', styles: ['arabic', 'chinese', 'k'], make: (w, n, x) => ({ q: `${n}封顶的${w}`, max: x }) },
  { family: 'price.wrap', styles: ['arabic', 'chinese', 'k'], make: (w, n, x) => ({ q: `${w}别超过${n}`, max: x }) },
  { family: 'price.wrap', styles: ['arabic', 'chinese'], make: (w, n, x) => ({ q: `${w}，${n}以内就行`, max: x }) },
  { family: 'price.wrap', styles: ['arabic', 'chinese'], make: (w, n, x) => ({ q: `不到${n}的${w}`, max: x }) },
  {
    family: 'price.wrap',
    styles: ['arabic', 'chinese'],
    make: (w, n, x) => ({ q: `${w}价位${n}上下`, min: round(0.8 * x), max: round(1.2 * x) }),
  },
  { family: 'price.wrap', styles: ['arabic', 'chinese'], make: (w, n, x) => ({ q: `${w}要${n}以上的`, min: x }) },
  { family: 'price.wrap', styles: ['arabic', 'chinese'], make: (w, n, x) => ({ q: `好一点的${w}，起码${n}吧`, min: x }) },
  { family: 'price.fullwidth', styles: ['arabic'], make: (w, n, x) => ({ q: `${FULL_WIDTH(n)}以内的${w}`, max: x }) },
  { family: 'price.fullwidth', styles: ['arabic'], make: (w, n, x) => ({ q: `${w}，预算${FULL_WIDTH(n)}元`, max: x }) },
  {
    family: 'price.fullwidth',
    styles: ['arabic'],
    make: (w, n, x) => ({ q: `${FULL_WIDTH(n)}块左右的${w}`, min: round(0.8 * x), max: round(1.2 * x) }),
  },
];

export function priceWrapSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const c of CATEGORIES) {
    for (const shape of rng.sample(PRICE_SHAPES, 2)) {
      const word = rng.pick(wordsOf(c.id));
      const cat = categoriesOfWord(word).join('|');
      for (const x of rng.sample(LADDER, LADDER.length)) {
        const n = written(x, rng.pick(shape.styles));
        if (!n) continue;
        const made = shape.make(word, n, x);
        if (!discriminating(cat, made.min, made.max)) continue;
        const expect: Expectation = {
          cat,
          ...(made.min !== undefined && { min: made.min }),
          ...(made.max !== undefined && { max: made.max }),
        };
        out.push({ family: shape.family, question: made.q, expect });
        break;
      }
    }
  }
  return out;
}

const ONE_OUT: Array<(b: string, w: string) => string> = [
  (b, w) => `${w}，除了${b}都行`,
  (b, w) => `${b}以外的${w}`,
  (b, w) => `${w}，${b}的不要了`,
  (b, w) => `不想要${b}的${w}`,
  (b, w) => `排除${b}，推荐${w}`,
  (b, w) => `${w}，${b}不考虑`,
  (b, w) => `${w}但是不要${b}`,
  (b, w) => `${w}，不买${b}的`,
  (b, w) => `${w}推荐一下，${b}的别推`,
  (b, w) => `${b}的${w}不要，换别的牌子`,
  (b, w) => `除了${b}还有什么${w}`,
  (b, w) => `${w}有没有${b}之外的`,
];

const ONLY: Array<(b: string, w: string) => string> = [
  (b, w) => `只要${b}的${w}`,
  (b, w) => `${w}只看${b}`,
  (b, w) => `${b}家的${w}有哪些`,
  (b, w) => `${w}，${b}的就行`,
  (b, w) => `${w}要${b}牌子的`,
  (b, w) => `${b}出的${w}怎么样`,
];

function spelled(rng: Rng, brand: string): { text: string; brands: string[] } {
  const aliases = BRAND_ALIASES.filter((a) => a.brands.includes(brand));
  const a = aliases.length && rng.next() < 0.5 ? rng.pick(aliases) : null;
  const brands = BRAND_ALIASES.find((x) => x.brands.includes(brand))?.brands ?? [brand];
  return { text: a ? a.alias : brand, brands: a ? a.brands : brands };
}

export function orderSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const c of CATEGORIES) {
    const brands = brandsIn([c.id]).filter((b) => b.length > 1);
    if (brands.length < 3) continue;
    const word = rng.pick(wordsOf(c.id));
    const cats = categoriesOfWord(word);
    const x = spelled(rng, rng.pick(brands));
    const notOne: Expectation = { cat: cats.join('|'), notBrands: x.brands };
    if (brandsIn(cats).filter((b) => !x.brands.includes(b)).length >= 2 && satisfiable(notOne))
      out.push({ family: 'exclude.order', question: rng.pick(ONE_OUT)(x.text, word), expect: notOne });
    if (rng.next() < 0.5) {
      const y = spelled(rng, rng.pick(brands));
      const only: Expectation = { cat: cats.join('|'), brands: y.brands };
      if (satisfiable(only)) out.push({ family: 'choice.only', question: rng.pick(ONLY)(y.text, word), expect: only });
    }
  }
  return out;
}

const MALL_NICKNAMES: Array<[string, string]> = [
  ['狗东', '京东'],
  ['京东自营', '京东'],
  ['JD', '京东'],
  ['猫超', '天猫'],
  ['天猫超市', '天猫'],
  ['天猫旗舰店', '天猫'],
  ['pdd', '拼多多'],
  ['拼夕夕', '拼多多'],
  ['夕夕', '拼多多'],
  ['多多', '拼多多'],
  ['抖音', '抖音商城'],
  ['抖店', '抖音商城'],
  ['苏宁', '苏宁易购'],
  ['唯品', '唯品会'],
];

const MALL_SHAPES: Array<(m: string, w: string) => string> = [
  (m, w) => `${m}上有没有${w}`,
  (m, w) => `在${m}买${w}，推荐下`,
  (m, w) => `${w}${m}有吗`,
  (m, w) => `${w}，只看${m}`,
  (m, w) => `${m}的${w}有哪些`,
  (m, w) => `想在${m}入手${w}`,
];

export function mallNicknameSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const [nick, mall] of MALL_NICKNAMES) {
    for (const c of rng.sample(CATEGORIES, 3)) {
      const word = rng.pick(wordsOf(c.id));
      const expect = { cat: categoriesOfWord(word).join('|'), mall };
      if (satisfiable(expect)) out.push({ family: 'mall.nickname', question: rng.pick(MALL_SHAPES)(nick, word), expect });
    }
  }
  return out;
}

/** Who it is for, with categories such a buyer plausibly wants. */
const AUDIENCES: Array<[(w: string) => string, string[]]> = [
  [
    (w) => `给爸妈买个${w}`,
    ['blood-pressure-monitors', 'massage-chairs', 'neck-massagers', 'smartphones', 'televisions', 'rice-cookers'],
  ],
  [(w) => `给老人用的${w}`, ['smartphones', 'blood-pressure-monitors', 'electric-blankets', 'heaters']],
  [(w) => `学生党${w}推荐`, ['laptops', 'tablets', 'tws-earbuds', 'desk-lamps', 'keyboards', 'backpacks']],
  [(w) => `送女朋友${w}`, ['lipsticks', 'perfumes', 'handbags', 'hair-dryers', 'serums']],
  [(w) => `送男朋友一个${w}`, ['shavers', 'smartwatches', 'wallets', 'keyboards', 'perfumes']],
  [(w) => `给宝宝买${w}`, ['diapers', 'infant-formula', 'baby-bottles', 'strollers', 'building-toys']],
  [(w) => `给孩子挑个${w}`, ['school-bags', 'desk-lamps', 'kids-scooters', 'building-toys']],
  [(w) => `上班族用的${w}`, ['laptops', 'backpacks', 'thermos-cups', 'office-chairs', 'anc-headphones']],
  [(w) => `宿舍用的${w}`, ['fans', 'desk-lamps', 'kettles', 'power-strips']],
  [(w) => `租房用的${w}`, ['washing-machines', 'refrigerators', 'fans', 'induction-cookers']],
  [(w) => `适合新手的${w}`, ['cameras', 'coffee-machines', 'fishing-rods', 'drones']],
  [(w) => `老婆用的${w}`, ['hair-dryers', 'face-creams', 'handbags', 'electric-toothbrushes']],
];

export function audienceSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const [shape, ids] of AUDIENCES)
    for (const id of rng.sample(ids, 3)) {
      const word = rng.pick(wordsOf(id));
      out.push({ family: 'audience', question: shape(word), expect: { cat: categoriesOfWord(word).join('|') } });
    }
  return out;
}

/** Attributes as typed (512g, 75寸, 20000毫安) and the value titles or specs show. */
const ATTRS: Array<[string, string, string]> = [
  ['512g的手机', 'smartphones', '512GB'],
  ['256g的手机', 'smartphones', '256GB'],
  ['1t的手机', 'smartphones', '1TB'],
  ['75寸的电视', 'televisions', '75英寸'],
  ['65寸电视', 'televisions', '65英寸'],
  ['85寸电视机', 'televisions', '85英寸'],
  ['一级能效的空调', 'air-conditioners', '一级能效'],
  ['一级能效冰箱', 'refrigerators', '一级能效'],
  ['1.5匹的空调', 'air-conditioners', '1.5匹'],
  ['大1匹空调', 'air-conditioners', '大1匹'],
  ['3匹柜机', 'air-conditioners', '3匹'],
  ['20000毫安的充电宝', 'power-banks', '20000mAh'],
  ['10000毫安充电宝', 'power-banks', '10000mAh'],
  ['4k显示器', 'monitors', '4K'],
  ['2k显示器', 'monitors', '2K'],
  ['27寸显示器', 'monitors', '27英寸'],
  ['32寸的显示器', 'monitors', '32英寸'],
  ['4k电视', 'televisions', '4K'],
  ['静音的破壁机', 'blenders', '静音'],
  ['10公斤的洗衣机', 'washing-machines', '10公斤|10kg'],
  ['65w的充电器', 'chargers', '65W'],
  ['1t的固态硬盘', 'ssd', '1TB'],
  ['2t固态', 'ssd', '2TB'],
  ['16g内存的笔记本', 'laptops', '16GB'],
  ['32g内存笔记本', 'laptops', '32GB'],
  ['自动集尘的扫地机器人', 'robot-vacuums', '自动集尘'],
  ['带烘干的洗衣机', 'washing-machines', '烘干'],
  ['5l的电饭煲', 'rice-cookers', '5L'],
  ['3l电饭锅', 'rice-cookers', '3L'],
  ['6套的洗碗机', 'dishwashers', '6套'],
  ['13套洗碗机', 'dishwashers', '13套'],
  ['20寸行李箱', 'luggage', '20英寸'],
  ['24寸的拉杆箱', 'luggage', '24英寸'],
  ['1.5l的电水壶', 'kettles', '1.5L'],
  ['wifi7路由器', 'routers', 'WiFi7|Wi-Fi 7'],
  ['wifi6的路由器', 'routers', 'WiFi6|Wi-Fi 6'],
];

export function attributeSingles(rng: Rng): GeneratedSingle[] {
  const shapes: Array<(a: string) => string> = [(a) => a, (a) => `${a}推荐`, (a) => `想买${a}`, (a) => `有没有${a}`];
  return ATTRS.map(([phrase, cat, attr]) => ({
    family: 'attr.stated',
    question: rng.pick(shapes)(phrase),
    expect: { cat, attr },
  }));
}
