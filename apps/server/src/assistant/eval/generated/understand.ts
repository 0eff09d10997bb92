import { addDays } from '@app/protocol/days';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { modelSpecs } from '#server/db/seed/model-specs';
import type { Expectation } from '../check';
import { wordsOf } from './catalog';
import { EVAL_TODAY } from './flights';
import type { Rng } from './rng';
import type { GeneratedConversation, GeneratedSingle } from './types';

/**
 * Families of the fourth pass on issue 19 (decision 035), each from the seed so every case asks
 * about something that exists: catalog attribute words as shoppers write them (attr.catalog),
 * price asks about a named model (price.ask), order words (sort.words), 苹果 the fruit
 * (homonym.fruit), a buyer's variant held through follow-ups (conv.audience-carry) and a flight
 * day shifted (conv.flight-shift).
 */

/** Spec keys whose values are measures or placeholders (other families ask those). */
const SKIP_KEYS = new Set(['品牌', '型号', '颜色', '适用', '规格', '容量', '重量', '尺寸', '屏幕']);
/** Words that are spelled several ways in the catalog (双开门/对开门) or rank rather than filter. */
const SKIP_VALUES =
  /^(?:无|通用|有线|成人|智能|标准|套装|中国|书包|静音|防水|快充|降噪|主动降噪|自适应降噪|混合主动降噪|对开门|双开门|全画幅|OLED|Mini LED)$/;

/** How a shopper may write a value: as listed, lower case, without spaces. */
const spellings = (v: string): string[] => [
  ...new Set([v, v.toLowerCase(), v.replace(/\s+/g, ''), v.toLowerCase().replace(/\s+/g, '')]),
];

const ATTR_SHAPES: Array<(v: string, c: string) => string> = [
  (v, c) => `${v}的${c}`,
  (v, c) => `${c} 要${v}的`,
  (v, c) => `有没有${v}的${c}`,
  (v, c) => `想买个${v}的${c}推荐下`,
];

/** attr.catalog: a value one of the category's models states (RTX 4060, GORE-TEX, 红轴, 全自动): every card shows it. */
export function catalogAttributeSingles(rng: Rng): GeneratedSingle[] {
  return CATEGORIES.flatMap((c) => {
    const values = [
      ...new Set(
        c.models.flatMap((m) =>
          Object.entries(modelSpecs(c, m).specs)
            .filter(
              ([k, v]) => !SKIP_KEYS.has(k) && /[A-Za-z\p{Script=Han}]{2}/u.test(v) && !/^\d/.test(v) && !SKIP_VALUES.test(v),
            )
            .map(([, v]) => v),
        ),
      ),
    ].filter((v) => !/[+/、,，]/.test(v) && v.length <= 12);
    const words = wordsOf(c.id).filter((w) => !values.some((v) => w.includes(v) || v.includes(w)));
    if (!values.length || !words.length) return [];
    const value = rng.pick(values);
    return [
      {
        family: 'attr.catalog',
        question: rng.pick(ATTR_SHAPES)(rng.pick(spellings(value)), rng.pick(words)),
        expect: { cat: c.id, attr: value },
      },
    ];
  });
}

const PRICE_ASKS: Array<(n: string) => string> = [
  (n) => `${n}啥价位`,
  (n) => `${n}多少米`,
  (n) => `${n}现在入手合适吗`,
  (n) => `${n}值不值得买`,
  (n) => `${n}最近降价了吗`,
  (n) => `${n}什么时候买最便宜`,
  (n) => `${n}历史最低多少`,
  (n) => `${n} 多钱`,
];

/** price.ask: a price question in everyday words about a named model: the answer opens on that product. */
export function priceAskSingles(rng: Rng, n = 30): GeneratedSingle[] {
  const named = CATEGORIES.flatMap((c) =>
    c.models.filter((m) => /[A-Za-z]+\s?-?\d/.test(m.model) && !/\d{3,}/.test(m.model)).map((m) => ({ c, m })),
  );
  return rng.sample(named, Math.min(n, named.length)).map(({ c, m }) => ({
    family: 'price.ask',
    // A Latin brand and a Latin model are typed apart (OPPO Find X8), a Chinese brand runs on (华为Mate 70).
    question: rng.pick(PRICE_ASKS)(
      /[a-z]$/i.test(m.brand) && /^[a-z]/i.test(m.model) ? `${m.brand} ${m.model}` : `${m.brand}${m.model}`,
    ),
    expect: { cat: c.id, brand: m.brand, text: new RegExp(`^(?:[^\\n]*\\n+)?\\*\\*\\[${m.brand.replace(/[-.]/g, '\\$&')} `) },
  }));
}

const SORT_ASKS = ['价格从高到低', '由高到低排', '贵的在前', '价格从低到高', '最便宜的先', '便宜的排前面', '按销量排'];
/** The words of an order never show up as words the catalog lacks (没有和「高到」直接对得上). */
const NO_ORDER_WORDS = /^(?![\s\S]*「[^」]*(?:高到|低到|在前|的先|排前面|按销量)[^」]*」)/;

/** sort.words: a category with an order said in everyday words: that category, no order word read as a keyword. */
export function sortWordSingles(rng: Rng, n = 20): GeneratedSingle[] {
  return rng.sample(CATEGORIES, n).flatMap((c) => {
    const words = wordsOf(c.id);
    if (!words.length) return [];
    return [
      {
        family: 'sort.words',
        question: `${rng.pick(words)} ${rng.pick(SORT_ASKS)}`,
        expect: { cat: c.id, text: NO_ORDER_WORDS },
      },
    ];
  });
}

/** homonym.fruit: 苹果 in a food context is the fruit: never the brand's listings. */
export function fruitSingles(): GeneratedSingle[] {
  return ['苹果多少钱一斤', '水果推荐 苹果', '烟台苹果', '想吃苹果 买点', '红富士苹果一箱', '新鲜苹果推荐'].map((question) => ({
    family: 'homonym.fruit',
    question,
    expect: { notBrand: '苹果' },
  }));
}

/** conv.audience-carry: the buyer's variant (女款/男款) holds through a refinement and goes with a new need. */
export function audienceCarryConversations(rng: Rng): GeneratedConversation[] {
  const buyers: Array<[string, string]> = [
    ['给女朋友', '女款'],
    ['给老婆', '女款'],
    ['给男朋友', '男款'],
    ['给老公', '男款'],
  ];
  const caps = ['别超过一千', '1000以内的', '预算一千'];
  return CATEGORIES.filter((c) => c.specs.some((s) => s.key === '适用' && s.values.includes('女款') && s.values.includes('男款')))
    .filter((c) => c.models.some((m) => m.basePrice <= 900))
    .map((c) => {
      const [buyer, variant] = rng.pick(buyers);
      const word = rng.pick(wordsOf(c.id));
      const turns: Array<[string, Expectation]> = [
        [`${buyer}挑个${word}`, { cat: c.id, attr: variant }],
        [rng.pick(caps), { cat: c.id, attr: variant, max: 1000 }],
        ['推荐个电饭煲', { cat: 'rice-cookers' }],
      ];
      return { family: 'conv.audience-carry', turns };
    });
}

/** conv.flight-shift: 改成第二天 / 提前一天 moves the searched day, and the next follow-up keeps it. */
export function flightShiftConversations(rng: Rng, n = 6): GeneratedConversation[] {
  const routes: Array<[string, string]> = [
    ['上海', '成都'],
    ['北京', '西安'],
    ['广州', '杭州'],
    ['深圳', '重庆'],
    ['成都', '三亚'],
    ['北京', '厦门'],
  ];
  const shifts: Array<[string, number]> = [
    ['改成第二天', 1],
    ['晚一天呢', 1],
    ['提前一天', -1],
  ];
  return routes.slice(0, n).map(([from, to]) => {
    const [words, shift] = rng.pick(shifts);
    const day = addDays(EVAL_TODAY, 3 + shift);
    const turns: Array<[string, Expectation]> = [
      [
        `${from}飞${to} ${addDays(EVAL_TODAY, 3).slice(5).replace('-', '月').replace(/^0/, '')}号`,
        { flight: { from, to, date: addDays(EVAL_TODAY, 3) } },
      ],
      [words, { flight: { from, to, date: day } }],
      ['最便宜的是哪班', { flight: { from, to, date: day, sort: 'price' } }],
    ];
    return { family: 'conv.flight-shift', turns };
  });
}
