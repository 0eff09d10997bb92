import { CATEGORIES } from '#server/db/seed/categories/index';
import type { Expectation } from '../check';
import { brandsIn, categoriesOfWord, pricesIn, satisfiable, wordsOf } from './catalog';
import { NOT_MISREAD } from './first-prices';
import { chinese } from './numerals';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * First questions by their shape (decision 077): the everyday forms of asking wrapped around a
 * category word (请问一下…谢谢, 有没有…啊, 求推荐, 种草, 跪求…), what a thing is called by what it
 * does (能吹头发的那个), and two or three constraints — brand, budget, who it is for — in any order.
 */
const FORMS: Array<(w: string) => string> = [
  (w) => `请问一下，${w}有推荐的吗，谢谢`,
  (w) => `有没有好用的${w}啊`,
  (w) => `求推荐一款${w}`,
  (w) => `帮忙看看${w}哪个好`,
  (w) => `想入手${w}，大家有推荐吗`,
  (w) => `最近被种草了${w}，推荐几款`,
  (w) => `拔草${w}，哪款值得买`,
  (w) => `${w}哪款值得买？`,
  (w) => `${w}怎么选啊`,
  (w) => `${w}有啥好的`,
  (w) => `推荐几款${w}吧`,
  (w) => `跪求${w}推荐`,
  (w) => `蹲一个${w}推荐`,
  (w) => `${w}有木有推荐`,
  (w) => `想整一个${w}`,
  (w) => `小白求助，${w}买哪个`,
  (w) => `家人们，${w}选哪款`,
  (w) => `宝子们${w}有推荐的吗`,
  (w) => `纠结好久了，${w}到底买哪个`,
  (w) => `${w}有无推荐`,
  (w) => `你好 我想买${w}`,
  (w) => `麻烦推荐下${w}，谢谢啦`,
  (w) => `预算有限，${w}有什么推荐`,
  (w) => `急！${w}买哪个好`,
];

/** What a thing is called by what it does: the question names no category word. */
const DESCRIBED: ReadonlyArray<readonly [said: string, cat: string]> = [
  ['能吹头发的那个', 'hair-dryers'],
  ['吹头发用的', 'hair-dryers'],
  ['烧开水的那种壶', 'kettles'],
  ['自己会扫地的机器', 'robot-vacuums'],
  ['洗碗的机器', 'dishwashers'],
  ['做米饭的锅', 'rice-cookers'],
  ['不用油就能炸的锅', 'air-fryers'],
  ['刮胡子的', 'shavers'],
  ['刷牙用的电动的', 'electric-toothbrushes'],
  ['冲牙的那个', 'water-flossers'],
  ['量血压的', 'blood-pressure-monitors'],
  ['称体重的秤', 'body-scales'],
  ['打豆浆的', 'blenders'],
  ['热饭用的那种炉子', 'microwaves'],
  ['出门给手机充电的', 'power-banks'],
  ['开车录像的', 'dash-cams'],
  ['看家用的摄像头', 'security-cameras'],
  ['晚上看书用的灯', 'desk-lamps'],
  ['放脚底下取暖的', 'heaters'],
  ['去湿气的机器', 'dehumidifiers'],
  ['让屋里空气干净的机器', 'air-purifiers'],
  ['按摩脖子的', 'neck-massagers'],
  ['敲肌肉的枪', 'massage-guns'],
  ['拍天空的飞机', 'drones'],
  ['看电子书的', 'e-readers'],
  ['打字用的', 'keyboards'],
  ['过滤自来水的', 'water-purifiers'],
  ['装行李的箱子', 'luggage'],
  ['挡雨的', 'umbrellas'],
  ['卷头发的', 'hair-curlers'],
];

const DESCRIBED_SHAPES: Array<(d: string) => string> = [
  (d) => `${d}有推荐吗`,
  (d) => `想买个${d}`,
  (d) => `那个${d}，哪个牌子好`,
  (d) => `${d}买哪种好`,
];

/** Who a thing is for, said before or after it. */
const AUDIENCES = ['给爸妈', '送女朋友', '学生党', '给老人', '自己用', '送同事', '上班族'];

/** A word for the category: its name or a synonym, with the categories it means. */
function wordFor(rng: Rng, id: string): { word: string; cat: string } {
  const c = CATEGORIES.find((x) => x.id === id)!;
  const word = rng.next() < 0.5 ? c.name : rng.pick(wordsOf(id));
  return { word, cat: categoriesOfWord(word).join('|') };
}

/** Brand, budget and audience in orders a shopper types them. */
const ORDERS: Array<(b: string, w: string, p: string, a: string) => string> = [
  (b, w, p, a) => `${a}买个${b}的${w}，${p}`,
  (b, w, p, a) => `${p}，${b}${w}，${a}`,
  (b, w, p, a) => `${w}，要${b}的，${p}，${a}用`,
  (b, w, p, a) => `${b}的${w}有没有${p}的，${a}`,
  (b, w, p, a) => `${a}，${p}，想买${b}${w}`,
  (b, w, p, a) => `想给家里添个${w}，${b}的，${p}，${a}`,
];

const push = (out: GeneratedSingle[], family: string, question: string, expect: Expectation) => {
  if (satisfiable(expect)) out.push({ family, question, expect });
};

export function firstAskSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  // Every category in two forms.
  CATEGORIES.forEach((c, i) => {
    for (const k of [i, i + 7]) {
      const { word, cat } = wordFor(rng, c.id);
      push(out, 'first.form', FORMS[k % FORMS.length]!(word), { cat, text: NOT_MISREAD });
    }
  });
  // Described things in every shape.
  DESCRIBED.forEach(([said, cat], i) => {
    for (const k of [i, i + 1]) push(out, 'first.described', DESCRIBED_SHAPES[k % DESCRIBED_SHAPES.length]!(said), { cat });
  });
  // Brand + budget + audience, any order: a cap above the brand's cheapest model, below its dearest in the category.
  for (const c of CATEGORIES) {
    const { word, cat } = wordFor(rng, c.id);
    const ids = cat.split('|');
    const brand = rng.pick(brandsIn([c.id]).filter((b) => /\p{Script=Han}/u.test(b) && b.length >= 2));
    if (!brand) continue;
    const prices = pricesIn(ids, [brand]).sort((a, b) => a - b);
    const all = pricesIn(ids).sort((a, b) => a - b);
    const cap = [50, 100, 150, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000, 8000, 10_000, 20_000].find(
      (x) => x >= prices[0]! * 1.05 && x < all[all.length - 1]!,
    );
    if (!cap || !chinese(cap)) continue;
    const said = rng.pick([`${chinese(cap)}以内`, `不超过${cap}`, `预算${chinese(cap)}`, `${cap}块以下`]);
    push(out, 'first.constraints', rng.pick(ORDERS)(brand, word, said, rng.pick(AUDIENCES)), { cat, brand, max: cap });
  }
  return out;
}
