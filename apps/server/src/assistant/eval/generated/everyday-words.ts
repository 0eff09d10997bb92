import { CATEGORIES } from '#server/db/seed/categories/index';
import { categoriesOfWord, wholeWord, wordsOf } from './catalog';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * Words around the need that are not the need (issue 19, third pass): verbs, pronouns, buyers,
 * quantities, intensifiers and relaxations never reported as unmatched terms; counts asked for
 * (推荐三款, 直接告诉我买哪个); relaxations; after-sales asks in everyday words.
 */
const NOT_UNMATCHED = /^(?![\s\S]*直接对得上)/;

/** Categories with at least four models, so three or four cards can be shown. */
const WIDE = CATEGORIES.filter((c) => c.models.length >= 6).map((c) => c.id);

const FILLER: Array<(w: string) => string> = [
  (w) => `家里用的${w}推荐一下`,
  (w) => `给女朋友挑个${w}`,
  (w) => `挑个${w}，预算放开，最好好一点的`,
  (w) => `考虑买${w}，预算不卡`,
  (w) => `${w}直接告诉我买哪个，别给我一堆`,
  (w) => `帮我老婆看看${w}`,
  (w) => `我们家里人想要个${w}`,
  (w) => `${w}有啥推荐，尽量靠谱点`,
];

const COUNTS: Array<[(w: string) => string, number]> = [
  [(w) => `推荐三款${w}`, 3],
  [(w) => `${w}给我两个选择`, 2],
  [(w) => `${w}就推荐一个`, 1],
  [(w) => `直接告诉我买哪个${w}，别给我一堆`, 1],
  [(w) => `挑3个${w}看看`, 3],
];

const RELAX: Array<(w: string) => string> = [
  (w) => `${w}预算放开，要好的`,
  (w) => `${w}不限预算`,
  (w) => `${w}钱不是问题`,
  (w) => `${w}多少钱都行`,
  (w) => `${w}品牌无所谓`,
  (w) => `${w}啥牌子都行`,
];

const AFTER_SALES: Array<(w: string) => string> = [
  (w) => `收到的${w}有杂音能换吗`,
  (w) => `${w}坏了能退吗`,
  (w) => `买的${w}质量有问题怎么办`,
  (w) => `${w}支持七天无理由吗`,
  (w) => `买的${w}怎么申请售后`,
];

/** Nicknames shoppers use for brands, and the catalog brand they mean. */
const NICKNAMES: Array<[nickname: string, brand: string]> = [
  ['华子', '华为'],
  ['菊厂', '华为'],
  ['huawei', '华为'],
  ['果子', '苹果'],
  ['米家', '小米'],
  ['DJI', '大疆'],
  ['dji', '大疆'],
  ['dyson', '戴森'],
  ['大法', '索尼'],
  ['SONY', '索尼'],
];

const NICK_SHAPES: Array<(b: string, w: string) => string> = [
  (b, w) => `${b}的${w}怎么样`,
  (b, w) => `${b}${w}有啥推荐`,
  (b, w) => `${b} ${w} 有 啥 推荐`,
  (b, w) => `想 买 ${b} 的 ${w}`,
];

/** 华子的手表, 果子 平板 有 啥 推荐: a nickname (words spaced or not) means the catalog brand. */
export function nicknameSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const [nick, brand] of NICKNAMES) {
    const ids = CATEGORIES.filter((c) => c.models.some((m) => m.brand === brand)).map((c) => c.id);
    for (const id of rng.sample(ids, 2)) {
      const w = rng.pick(wordsOf(id));
      out.push({
        family: 'words.nickname',
        question: rng.pick(NICK_SHAPES)(nick, w),
        expect: { cat: categoriesOfWord(w).join('|'), brands: [brand] },
      });
    }
  }
  return out;
}

/** Categories whose listings carry a variant (适用: 男款|女款, 1-3年级). */
const withVariant = (v: string) => CATEGORIES.filter((c) => c.specs.some((s) => s.values.includes(v))).map((c) => c.id);

const VARIANT_SHAPES: Array<[(w: string) => string, string]> = [
  [(w) => `给女朋友挑个${w}`, '女款'],
  [(w) => `想给老婆买${w}`, '女款'],
  [(w) => `送妈妈的${w}`, '女款'],
  [(w) => `给男朋友挑个${w}`, '男款'],
  [(w) => `老公要个${w}`, '男款'],
  [(w) => `给爸爸买${w}`, '男款'],
];

/** 给女朋友挑双跑鞋 → the 女款 listings; 三年级的书包 → 1-3年级. */
export function variantSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const [shape, variant] of VARIANT_SHAPES)
    for (const id of rng.sample(withVariant(variant), 3)) {
      const w = wholeWord(id, rng.pick(wordsOf(id)));
      out.push({
        family: 'words.audience-variant',
        question: shape(w),
        expect: { cat: categoriesOfWord(w).join('|'), attr: variant },
      });
    }
  for (const id of withVariant('1-3年级'))
    for (const who of ['小学生', '三年级孩子', '二年级的'])
      for (const w of wordsOf(id).slice(0, 2))
        out.push({
          family: 'words.audience-variant',
          question: `${who}用的${w}`,
          expect: { cat: categoriesOfWord(w).join('|'), attr: '1-3年级' },
        });
  return out;
}

export function everydayWordSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  const word = (id: string) => wholeWord(id, rng.pick(wordsOf(id)));
  for (const id of rng.sample(WIDE, 24)) {
    const w = word(id);
    const cat = categoriesOfWord(w).join('|');
    out.push({ family: 'words.filler', question: rng.pick(FILLER)(w), expect: { cat, text: NOT_UNMATCHED } });
    const [shape, count] = rng.pick(COUNTS);
    out.push({ family: 'words.count', question: shape(w), expect: { cat, count, text: NOT_UNMATCHED } });
    out.push({ family: 'words.relax', question: rng.pick(RELAX)(w), expect: { cat, text: NOT_UNMATCHED } });
    out.push({ family: 'words.after-sales', question: rng.pick(AFTER_SALES)(w), expect: { none: true } });
  }
  return [...out, ...nicknameSingles(rng), ...variantSingles(rng)];
}
