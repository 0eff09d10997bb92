import { CATEGORIES, type CategoryDef } from '#server/db/seed/categories/index';
import { addDays } from '@app/protocol/days';
import type { Expectation } from '../check';
import { spell } from './brands';
import { BRAND_ALIASES } from './brand-aliases';
import { brandsIn, satisfiable } from './catalog';
import { RICH } from './conversations';
import { HOLIDAYS } from './flights';
import type { Rng } from './rng';
import type { GeneratedConversation, GeneratedSingle } from './types';

/**
 * Named products, comparisons and references into a list (decision 043): two named products of
 * different brands compared with whatever question part follows (哪个降噪强, 送人哪个体面, 二选一);
 * a named product's price asked against a sale day (双十一前会便宜吗); two brands compared within
 * the category talked about (徕芬和飞利浦的比一比); a product's detail, then 这款 / 行 加到心愿单;
 * a brand pointing into the list (海尔那款怎么样); an explicit day said after a holiday.
 */
type Turns = Array<[string, Expectation]>;

/** Latin next to Latin needs a space (Cybex Melio), Chinese next to anything does not. */
const join = (a: string, b: string) => (/[A-Za-z0-9]$/.test(a) && /^[A-Za-z0-9]/.test(b) ? `${a} ${b}` : `${a}${b}`);

/** How a shopper writes a model: as listed, or without its size (小黑瓶 50ml → 小黑瓶). */
function modelName(rng: Rng, model: string): string {
  const bare = model.replace(/\s+\d+(?:\.\d+)?\s*(?:ml|g|kg|l|片|粒|支|寸|英寸)$/i, '');
  return bare !== model && rng.next() < 0.5 ? bare : model;
}

/** The comparison's frame: the question part after the names is any question about them. */
const PAIR_FRAMES: Array<(a: string, b: string) => string> = [
  (a, b) => `${a}和${b} 哪个好`,
  (a, b) => `${a}和${b}哪个性价比高`,
  (a, b) => `${a}跟${b}比 送人哪个体面`,
  (a, b) => `${a}和${b}二选一`,
  (a, b) => `${a}和${b}比一比`,
  (a, b) => `${a} vs ${b}`,
  (a, b) => `${a}还是${b}？纠结`,
  (a, b) => `${a}和${b}哪个更耐用`,
  (a, b) => `${a}跟${b}有啥区别`,
  (a, b) => `${a}和${b}对比下`,
  (a, b) => `${a}、${b}选哪个`,
  (a, b) => `${a}和${b}哪个用着舒服`,
];

/** How many cross-brand pairs of one category are asked (each pair once, in a rotating frame). */
const PAIRS_PER_CATEGORY = 8;

/** named.pairs: two named products of different brands of one category, any brand spelling. */
export function namedPairsSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  let frame = 0;
  for (const c of CATEGORIES) {
    const pairs = c.models.flatMap((m, i) =>
      c.models
        .slice(i + 1)
        .filter((o) => o.brand !== m.brand)
        .map((o) => [m, o] as const),
    );
    for (const [m, o] of rng.sample(pairs, PAIRS_PER_CATEGORY)) {
      const [a, b] = [spell(rng, m.brand, 0.3), spell(rng, o.brand, 0.3)];
      const question = PAIR_FRAMES[frame++ % PAIR_FRAMES.length]!(
        join(a.text, modelName(rng, m.model)),
        join(b.text, modelName(rng, o.model)),
      );
      const expect: Expectation = { cat: c.id, hasBrands: [m.brand, o.brand] };
      if (satisfiable(expect)) out.push({ family: 'named.pairs', question, expect });
    }
  }
  return out;
}

/** Products shoppers name by line or nickname alone, the brand unsaid (小棕瓶, 普五, kayano 31). */
const BY_LINE: Array<[name: string, brand: string, cat: string]> = [
  ['小棕瓶', '雅诗兰黛', 'serums'],
  ['小黑瓶', '兰蔻', 'serums'],
  ['神仙水', 'SK-II', 'serums'],
  ['普五', '五粮液', 'baijiu'],
  ['飞天茅台', '茅台', 'baijiu'],
  ['AirPods Pro 2', '苹果', 'tws-earbuds'],
  ['FreeBuds Pro 4', '华为', 'tws-earbuds'],
  ['iPhone 16 Pro', '苹果', 'smartphones'],
  ['Mate 70 Pro', '华为', 'smartphones'],
  ['Pura 70', '华为', 'smartphones'],
  ['Find X8', 'OPPO', 'smartphones'],
  ['Reno13', 'OPPO', 'smartphones'],
  ['Magic7 Pro', '荣耀', 'smartphones'],
  ['Galaxy S25', '三星', 'smartphones'],
  ['拯救者Y9000P', '联想', 'gaming-laptops'],
  ['ROG枪神8 Plus', '华硕', 'gaming-laptops'],
  ['MacBook Air 13', '苹果', 'laptops'],
  ['MateBook 14', '华为', 'laptops'],
  ['ThinkPad X1 Carbon', '联想', 'laptops'],
  ['灵耀14', '华硕', 'laptops'],
  ['kayano 31', '亚瑟士', 'running-shoes'],
  ['赤兔7 Pro', '李宁', 'running-shoes'],
  ['Ultraboost Light', '阿迪达斯', 'running-shoes'],
  ['Switch OLED', '任天堂', 'game-consoles'],
  ['PS5 Pro', '索尼', 'game-consoles'],
  ['Xbox Series X', '微软', 'game-consoles'],
];

/** named.line-pairs: every pair of line-named products of different brands, in every other frame. */
export function linePairSingles(): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  let frame = 0;
  for (const [i, [a, brandA, cat]] of BY_LINE.entries())
    for (const [b, brandB, catB] of BY_LINE.slice(i + 1)) {
      if (catB !== cat || brandA === brandB) continue;
      for (const [x, y] of [
        [a, b],
        [b, a],
      ])
        out.push({
          family: 'named.line-pairs',
          question: PAIR_FRAMES[frame++ % PAIR_FRAMES.length]!(x!, y!),
          expect: { cat, hasBrands: [brandA, brandB] },
        });
    }
  return out;
}

/** A sale day or a time to come, asked of a named product's price. */
const WHEN_ASKS: Array<(n: string) => string> = [
  (n) => `${n} 双十一前会便宜吗`,
  (n) => `${n} 618之前会降价吗`,
  (n) => `${n}要不要等双11再买`,
  (n) => `${n}年底会不会降`,
  (n) => `${n} 最近价格有没有波动`,
  (n) => `${n}现在入手合适吗 还是等大促`,
  (n) => `${n}什么时候买最便宜`,
  (n) => `${n}还会降吗`,
];

/** named.price-when: a named product's price against a sale day or the time to come: that product. */
export function namedWhenSingles(rng: Rng): GeneratedSingle[] {
  return CATEGORIES.flatMap((c, i) => {
    const m = rng.pick(c.models);
    const b = spell(rng, m.brand, 0.3);
    const expect: Expectation = { cat: c.id, brands: b.brands };
    const question = WHEN_ASKS[i % WHEN_ASKS.length]!(join(b.text, modelName(rng, m.model)));
    return satisfiable(expect) ? [{ family: 'named.price-when', question, expect }] : [];
  });
}

const LIST_ASKS = [(w: string) => `${w}推荐几款`, (w: string) => `想买${w} 有啥推荐`, (w: string) => `${w}哪款好`];
const DETAIL_ASKS = ['第{n}款配置详细说说', '第{n}个怎么样', '说说第{n}款', '第{n}款详细介绍下'];
const PRICE_MOVES = ['这款最近价格有没有波动', '它最近降过价吗', '这个价格划算吗', '这款价格变化大吗', '这款现在入手合适吗'];
const WISH_OKS = ['行 加到心愿单', '好 加入心愿单', '那就加心愿单吧', '收藏一下', '加到心愿单吧'];
const ORDINALS = ['一', '二', '三'];

/** conv.detail-then-it: a list, one product's detail, then 这款 / 行 加到心愿单 about that product. */
export function detailThenItConversations(rng: Rng, n = 12): GeneratedConversation[] {
  return rng.sample(RICH, n).map((c, i) => {
    const at = i % 3;
    const turns: Turns = [
      [rng.pick(LIST_ASKS)(c.name), { cat: c.id }],
      [rng.pick(DETAIL_ASKS).replace('{n}', ORDINALS[at]!), { ref: [at] }],
      [rng.pick(PRICE_MOVES), { ref: [at] }],
      [rng.pick(WISH_OKS), { wish: at }],
    ];
    return { family: 'conv.detail-then-it', turns };
  });
}

/** Two brands compared within the category talked about (the category is not said again). */
const BRAND_COMPARES: Array<(a: string, b: string) => string> = [
  (a, b) => `${a}和${b}的比一比`,
  (a, b) => `${a}跟${b}的哪个好`,
  (a, b) => `${a}和${b}的对比一下`,
  (a, b) => `${a}还是${b}的好`,
  (a, b) => `${a} vs ${b}`,
];

/** Two brands of the category with a model each (in any budget). */
/** Two brands of the category that no alias makes one (小佩 is PETKIT). */
const twoBrands = (rng: Rng, c: CategoryDef) => {
  const same = (a: string, b: string) => BRAND_ALIASES.some((x) => x.brands.includes(a) && x.brands.includes(b));
  const brands = brandsIn([c.id]);
  const first = rng.pick(brands);
  return [first, rng.pick(brands.filter((b) => b !== first && !same(first, b)))];
};

/** conv.brands-compared: a category, then 徕芬和飞利浦的比一比: a model of each brand, of that category. */
export function brandsComparedConversations(rng: Rng, n = 12): GeneratedConversation[] {
  return rng.sample(RICH, n).map((c, i) => {
    const [a, b] = twoBrands(rng, c) as [string, string];
    const [sa, sb] = [spell(rng, a, 0.3), spell(rng, b, 0.3)];
    const turns: Turns = [
      [rng.pick(LIST_ASKS)(c.name), { cat: c.id }],
      [BRAND_COMPARES[i % BRAND_COMPARES.length]!(sa.text, sb.text), { cat: c.id, hasBrands: [a, b] }],
      ['第一个加心愿单', { wish: 0 }],
    ];
    return { family: 'conv.brands-compared', turns };
  });
}

const BRAND_POINTS: Array<(b: string) => string> = [
  (b) => `${b}那款怎么样`,
  (b) => `${b}那个详细说说`,
  (b) => `${b}那台多少钱`,
  (b) => `${b}的那款值得买吗`,
];

/**
 * conv.brand-that-one: a list of two brands' models, then 海尔那款怎么样: that brand's, nothing else;
 * after the other brand's list, 刚才A那款 still finds it in the list before.
 */
export function brandThatOneConversations(rng: Rng, n = 12): GeneratedConversation[] {
  return rng.sample(RICH, n).map((c, i) => {
    const [a, b] = twoBrands(rng, c) as [string, string];
    const turns: Turns = [
      [`${c.name} 只看${a}和${b}的`, { cat: c.id, brands: [a, b] }],
      [BRAND_POINTS[i % BRAND_POINTS.length]!(a), { cat: c.id, brand: a }],
      [`${b}的呢`, { cat: c.id, brand: b }],
      // The brand is in the list before the latest one now (刚才A那款).
      [`刚才${a}那款多少钱`, { cat: c.id, brand: a }],
    ];
    return { family: 'conv.brand-that-one', turns };
  });
}

const ROUTES: Array<[string, string]> = [
  ['广州', '哈尔滨'],
  ['北京', '三亚'],
  ['上海', '成都'],
  ['深圳', '西安'],
  ['成都', '北京'],
  ['杭州', '广州'],
];
const DAY_SWITCHES = ['那先看看{h} {d}的', '{h}{d}的呢', '改成{h} {d}吧', '那看看{d}那天的（{h}）'];
const EARLIEST = ['最早那班几点', '最早的一班是几点', '按起飞时间排一下'];

/** conv.holiday-day: a holiday, then an explicit day in another (国庆 10月2号): that day holds after. */
export function holidayDayConversations(rng: Rng): GeneratedConversation[] {
  return ROUTES.map(([from, to], i) => {
    const first = HOLIDAYS[i % HOLIDAYS.length]!;
    const second = HOLIDAYS[(i + 2) % HOLIDAYS.length]!;
    const date = addDays(second.date, 1);
    const [, m, d] = date.split('-').map(Number);
    const said = rng.pick(DAY_SWITCHES).replace('{h}', rng.pick(second.names)).replace('{d}', `${m}月${d}号`);
    const turns: Turns = [
      [`${rng.pick(first.names)}从${from}飞${to}`, { flight: { from, to, date: first.date } }],
      [said, { flight: { from, to, date } }],
      [rng.pick(EARLIEST), { flight: { from, to, date, sort: 'departure' } }],
    ];
    return { family: 'conv.holiday-day', turns };
  });
}

/** A size, volume or power in a model (506L, 65W, 10公斤): said, it is a value, not the model's name. */
const HOLDS_VALUE = /\d+(?:\.\d+)?\s*(?:gb|tb|mah|英寸|寸|kg|ml|l|w|hz|g|匹|公斤|cm|套|片|颗|包|袋|粒)(?![a-z])/i;

/** How a shopper types a model (decision 049): as listed, lower case, squashed, shouted, with the brand's Latin name. */
const MODEL_TYPINGS: Array<(brand: string, model: string, alias: string | undefined) => string> = [
  (b, m) => join(b, m),
  (b, m) => `${b} ${m.toLowerCase()}`,
  (b, m) => join(b, m.replace(/\s+/g, '')),
  (b, m) => `${join(b, m.replace(/\s+/g, '').toUpperCase())} 还有货吗`,
  (b, m, a) => `${a ?? b} ${m}`,
  (b, m) => `${join(b, m)}有吗`,
];

/**
 * named.model: every model line of the catalog (a Latin word in its name, no size in it), typed
 * one of the usual ways; the cards must be that model's listings and nothing else.
 */
export function namedModelSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  let typing = rng.int(0, MODEL_TYPINGS.length - 1);
  for (const c of CATEGORIES)
    for (const m of c.models) {
      if (!/[a-z]/i.test(m.model) || HOLDS_VALUE.test(m.model)) continue;
      if ([c.name, ...c.synonyms].some((w) => w.toLowerCase() === m.model.toLowerCase())) continue;
      const alias = BRAND_ALIASES.find(
        (x) =>
          x.kind === 'latin' &&
          x.brands.length === 1 &&
          x.brands[0] === m.brand &&
          !m.model.toLowerCase().includes(x.alias.toLowerCase()),
      )?.alias;
      const question = MODEL_TYPINGS[typing++ % MODEL_TYPINGS.length]!(m.brand, m.model, alias);
      const expect: Expectation = { cat: c.id, brand: m.brand, attr: m.model.toLowerCase() };
      if (satisfiable(expect)) out.push({ family: 'named.model', question, expect });
    }
  return out;
}
