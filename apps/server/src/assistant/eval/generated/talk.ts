import type { CategoryDef } from '#server/db/seed/categories/index';
import { addDays } from '@app/protocol/days';
import type { Expectation } from '../check';
import { brandsIn, pricesIn, satisfiable } from './catalog';
import { capFor, RICH } from './conversations';
import { EVAL_TODAY } from './flights';
import type { Rng } from './rng';
import type { GeneratedConversation } from './types';

/**
 * Conversations the way shoppers talk (decision 076): a list, then references said many ways
 * (头一个, 倒数第二, 最便宜那个, 上面那个索尼), wish actions (收藏, 记下来, 除了第二个都加),
 * comparisons (对比一下一二, 1和3比比), constraints held for four or five turns while others are
 * added, changed or lifted, a topic left and come back to, more of the same, corrections,
 * questions about a shown item, flight follow-ups, and needs stated anew that inherit nothing.
 */
type Turn = [string, Expectation];
type Family = (rng: Rng, c: CategoryDef) => Turn[] | undefined;

const LIST = (c: CategoryDef) => [`推荐几款${c.name}`, `${c.name}有什么推荐`, `想买个${c.name}，推荐一下`, `${c.name}哪款好`];

/** A position of a list of four, said as shoppers say it. */
const POSITIONS: Array<[string, number]> = [
  ['头一个怎么样', 0],
  ['第一款呢', 0],
  ['第1个咋样', 0],
  ['排第一的那个怎么样', 0],
  ['第二个怎么样', 1],
  ['第二款详细说说', 1],
  ['你说的第三个', 2],
  ['你推荐的第三款怎么样', 2],
  ['第三个呢', 2],
  ['最后那个', -1],
  ['最后一个呢', -1],
  ['最后一款怎么样', -1],
  ['倒数第二', -2],
  ['倒数第二个呢', -2],
  ['倒数第2款怎么样', -2],
];
const CHEAPEST = ['最便宜那个', '最便宜的那款', '最便宜的那个怎么样', '便宜的那个呢', '价格最低的那款'];
const DEAREST = ['那个贵的', '最贵的那款', '最贵那个怎么样', '贵的那个值吗'];

/** Two brands of the category with models, for a list that holds both. */
const twoBrands = (rng: Rng, c: CategoryDef, least = 1, most = Infinity): [string, string] | undefined => {
  const count = (b: string) => c.models.filter((m) => m.brand === b).length;
  const bs = brandsIn([c.id]).filter((b) => count(b) >= least && count(b) <= most);
  return bs.length >= 2 ? (rng.sample(bs, 2) as [string, string]) : undefined;
};

/** Another rich category of another group whose models mostly cost more than the cap. */
function aboveCap(rng: Rng, c: CategoryDef, cap: number): CategoryDef | undefined {
  const fits = RICH.filter((x) => {
    const prices = pricesIn([x.id]);
    return x.group !== c.group && prices.filter((p) => p > cap * 1.05).length >= 0.75 * prices.length;
  });
  return fits.length ? rng.pick(fits) : undefined;
}

const ASPECTS = ['质量怎么样', '耐用吗', '好用吗', '评价怎么样', '值得买吗', '性价比高吗', '做工怎么样', '靠谱吗'];
const MORE = ['还有吗', '换一批', '别的呢', '再来几个', '还有别的吗', '还有其他的吗', '再推荐几款'];

const FAMILIES: Record<string, Family> = {
  'ref-ways': (rng, c) => {
    const picks = rng.sample(POSITIONS, 3);
    return [[rng.pick(LIST(c)), { cat: c.id }], ...picks.map(([q, i]): Turn => [q, { ref: [i] }])];
  },
  'ref-price': (rng, c) => [
    [rng.pick(LIST(c)), { cat: c.id }],
    [rng.pick(CHEAPEST), { refPick: 'price_low' }],
    [rng.pick(DEAREST), { refPick: 'price_high' }],
    ((p: [string, number]): Turn => [p[0], { ref: [p[1]] }])(rng.pick(POSITIONS.filter(([, i]) => i === 1 || i === 2))),
  ],
  'ref-brand': (rng, c) => {
    // Brands of one model each: 那个索尼 names one card, not two to choose from.
    const two = twoBrands(rng, c, 1, 1);
    if (!two) return undefined;
    const [a, b] = two;
    return [
      [`${a}和${b}的${c.name}推荐几款`, { cat: c.id, brands: [a, b], hasBrands: [a, b] }],
      [rng.pick([`上面那个${b}`, `${b}那款怎么样`, `刚才那个${b}的呢`, `${b}的那个详细说说`]), { refBrand: b }],
      [rng.pick([`那${a}那款呢`, `上面那个${a}的怎么样`, `${a}的那个呢`]), { refBrand: a }],
    ];
  },
  'ref-middle': (rng, c) => [
    [`推荐三款${c.name}`, { cat: c.id, count: 3 }],
    [rng.pick(['中间那款', '中间那个怎么样', '中间的那个呢']), { ref: [1] }],
    [rng.pick(['第一个呢', '头一个怎么样']), { ref: [0] }],
  ],
  'wish-ways': (rng, c) => {
    const [words, i] = rng.pick<[string, number]>([
      ['收藏第二个', 1],
      ['第二款加心愿单', 1],
      ['把第二个记下来', 1],
      ['第二个存一下', 1],
      ['第三个先收藏着', 2],
      ['第三款帮我加到愿望单', 2],
      ['第一个加个收藏', 0],
      ['头一个记一下', 0],
    ]);
    return [
      [rng.pick(LIST(c)), { cat: c.id }],
      [words, { wishAll: [i] }],
      [rng.pick(['前两款都加上', '前两个都收藏', '头两个都加心愿单', '前两款都存一下']), { wishAll: [0, 1] }],
      [rng.pick(POSITIONS.filter(([, k]) => k === -1))[0], { ref: [-1] }],
    ];
  },
  'wish-all-but': (rng, c) => [
    [`推荐三款${c.name}`, { cat: c.id, count: 3 }],
    [
      rng.pick(['除了第二个都加', '除了第二个其他都收藏', '除了第二款都加心愿单', '第二个不要，其他都加上']),
      { wishAll: [0, 2], wishNone: [1] },
    ],
    ['第二个怎么样', { ref: [1] }],
  ],
  'wish-it': (rng, c) => {
    const [q, i] = rng.pick(POSITIONS.filter(([, k]) => k >= 1));
    return [
      [rng.pick(LIST(c)), { cat: c.id }],
      [q, { ref: [i] }],
      [rng.pick(['收藏它', '就它了，加心愿单', '这个存一下', '把它记下来', '那就这个吧，帮我收藏']), { wishAll: [i] }],
    ];
  },
  'wish-every': (rng, c) => [
    [`推荐三款${c.name}`, { cat: c.id, count: 3 }],
    [rng.pick(['都要了', '全都加心愿单', '这几个都收藏', '三个都加上']), { wishAll: [0, 1, 2] }],
    ['最后一个怎么样', { ref: [-1] }],
  ],
  'compare-ways': (rng, c) => {
    const [q, pair] = rng.pick<[string, number[]]>([
      ['对比一下一二', [0, 1]],
      ['一和二对比下', [0, 1]],
      ['1和3比比', [0, 2]],
      ['第一个和第三个有什么区别', [0, 2]],
      ['第二款跟第三款比呢', [1, 2]],
      ['一三哪个好', [0, 2]],
      ['第1款和第2款哪个值得买', [0, 1]],
      ['2和3哪个好', [1, 2]],
    ]);
    return [
      [rng.pick(LIST(c)), { cat: c.id }],
      [q, { compare: pair }],
      [rng.pick(['这俩哪个好', '这两个选哪个', '它俩有什么区别']), { compare: [0, 1] }],
    ];
  },
  'compare-all': (rng, c) => [
    [`推荐三款${c.name}`, { cat: c.id, count: 3 }],
    [rng.pick(['它们有什么区别', '这几款有什么区别', '这三个比比', '这几个对比一下']), { compare: [0, 1, 2] }],
    [rng.pick(['第一个怎么样', '头一个呢']), { ref: [0] }],
  ],
  hold: (rng, c) => {
    const cap = capFor(rng, c, undefined, 3);
    if (!cap) return undefined;
    const brands = brandsIn([c.id]).filter((b) => pricesIn([c.id], [b]).some((p) => p <= 0.96 * cap));
    if (brands.length < 3) return undefined;
    const [out, only] = rng.sample(brands, 2) as [string, string];
    const said = rng.pick([`${cap}以内`, `预算${cap}`, `${cap}块以内的`, `不超过${cap}`]);
    const turns: Turn[] = [
      [rng.pick(LIST(c)), { cat: c.id }],
      [said, { cat: c.id, max: cap }],
      [rng.pick([`不要${out}`, `${out}的不要`, `${out}就算了`]), { cat: c.id, max: cap, notBrands: [out] }],
    ];
    const change = rng.pick(['brand', 'budget', 'more', 'lift', 'cheaper'] as const);
    if (change === 'brand') {
      turns.push([rng.pick([`换成${only}的`, `只看${only}`, `换${only}牌的看看`]), { cat: c.id, max: cap, brands: [only] }]);
      // 牌子随便 lifts every brand slot, the one ruled out too (decision 075).
      turns.push([rng.pick(['不限品牌了', '牌子随便吧', '什么牌子都行']), { cat: c.id, max: cap, brandsAtLeast: 2 }]);
    } else if (change === 'budget') {
      const up = capFor(rng, c, undefined, 1);
      if (!up || up <= cap) return undefined;
      turns.push([rng.pick([`预算改成${up}`, `预算提高到${up}`, `${up}以内吧`]), { cat: c.id, max: up, notBrands: [out] }]);
      turns.push([rng.pick(MORE), { cat: c.id, max: up, notBrands: [out] }]);
    } else if (change === 'more') {
      turns.push([rng.pick(MORE), { cat: c.id, max: cap, notBrands: [out] }]);
      turns.push([rng.pick(['再加五百', '预算再加五百', '再多加500']), { cat: c.id, max: cap + 500, notBrands: [out] }]);
    } else if (change === 'cheaper') {
      turns.push([rng.pick(['便宜点的', '再便宜一点', '有没有便宜些的']), { cat: c.id, max: cap, notBrands: [out] }]);
      turns.push([rng.pick(['贵一点的也行', '贵点也没关系', '贵一些的也可以']), { cat: c.id, notBrands: [out] }]);
    } else {
      turns.push([rng.pick(['预算不限了', '预算不管了', '钱不是问题']), { cat: c.id, notBrands: [out], someAbove: cap }]);
      turns.push([rng.pick(MORE), { cat: c.id, notBrands: [out] }]);
    }
    return turns;
  },
  'switch-back': (rng, c) => {
    const b = rng.pick(brandsIn([c.id]));
    const cap = capFor(rng, c, [b], 2);
    const n = cap && aboveCap(rng, c, cap);
    if (!cap || !n) return undefined;
    return [
      [`${cap}以内的${b}${c.name}`, { cat: c.id, brands: [b], max: cap }],
      [
        rng.pick([`看看${n.name}`, `${n.name}有什么推荐`, `帮我挑个${n.name}`, `顺便看看${n.name}`]),
        { cat: n.id, someAbove: cap, brandsAtLeast: 2 },
      ],
      [
        rng.pick([`再看看刚才的${c.name}`, `回到${c.name}`, `还是看${c.name}吧`, `刚才的${c.name}再给我看看`]),
        { cat: c.id, brands: [b], max: cap, again: 1 },
      ],
      [rng.pick(['第一个怎么样', '头一个呢']), { ref: [0] }],
    ];
  },
  more: (rng, c) => {
    const cap = capFor(rng, c, undefined, 6);
    if (!cap) return undefined;
    const [m1, m2] = rng.sample(MORE, 2) as [string, string];
    return [
      [`${c.name}推荐，${cap}以内`, { cat: c.id, max: cap }],
      [m1, { cat: c.id, max: cap }],
      [m2, { cat: c.id, max: cap }],
      ['第二个呢', { ref: [1] }],
    ];
  },
  'correct-category': (rng, c) => {
    const cap = capFor(rng, c);
    const n = cap && aboveCap(rng, c, cap);
    if (!cap || !n) return undefined;
    const ncap = capFor(rng, n);
    if (!ncap) return undefined;
    return [
      [`${cap}以内的${c.name}`, { cat: c.id, max: cap }],
      [
        rng.pick([`不对，我是说${n.name}`, `说错了，是${n.name}`, `打错了 要${n.name}`, `我说错了，想看${n.name}`]),
        { cat: n.id, someAbove: cap },
      ],
      [`${ncap}以内的`, { cat: n.id, max: ncap }],
    ];
  },
  'correct-brand': (rng, c) => {
    const two = twoBrands(rng, c, 2);
    if (!two) return undefined;
    const [a, b] = two;
    return [
      [`${a}的${c.name}`, { cat: c.id, brands: [a] }],
      [rng.pick([`说错了，是${b}的`, `不对我是说${b}`, `不好意思打错了，${b}`]), { cat: c.id, brands: [b] }],
      [rng.pick(['第一个怎么样', '头一个呢']), { ref: [0] }],
    ];
  },
  'item-ask': (rng, c) => {
    const [q, i] = rng.pick(POSITIONS.filter(([, k]) => k >= 1));
    const [a1, a2] = rng.sample(ASPECTS, 2) as [string, string];
    return [
      [rng.pick(LIST(c)), { cat: c.id }],
      [`${q.replace(/(怎么样|呢|咋样|详细说说)$/, '')}${a1}`, { ref: [i] }],
      [`它${a2}`, { ref: [i] }],
      [rng.pick(['那第一个呢', '第一个呢']), { ref: [0] }],
    ];
  },
  step: (rng, c) => [
    [rng.pick(LIST(c)), { cat: c.id }],
    [rng.pick(['第二个怎么样', '第二款呢']), { ref: [1] }],
    [rng.pick(['下一个呢', '下一款怎么样', '后一个呢']), { ref: [2] }],
    [rng.pick(['上一个呢', '前一个再说说', '上一款呢']), { ref: [1] }],
  ],
  'focus-chain': (rng, c) => {
    const [q, i] = rng.pick(POSITIONS.filter(([, k]) => k >= 1));
    return [
      [rng.pick(LIST(c)), { cat: c.id }],
      [q, { ref: [i] }],
      [rng.pick(['刚才那个多少钱', '上面那个现在值得买吗', '这款最近降价了吗', '它价格怎么样']), { ref: [i] }],
      [rng.pick(['刚才那个加心愿单', '把它收藏了', '这个记下来']), { wishAll: [i] }],
    ];
  },
  'own-need': (rng, c) => {
    const b = rng.pick(brandsIn([c.id]));
    const cap = capFor(rng, c, [b]);
    const n = cap && aboveCap(rng, c, cap);
    if (!cap || !n) return undefined;
    return [
      [`${b}的${c.name}，${cap}以内`, { cat: c.id, brands: [b], max: cap }],
      [
        rng.pick([`我想买个${n.name}`, `${n.name}哪个牌子好`, `有没有好用的${n.name}`, `${n.name}买哪款`]),
        { cat: n.id, someAbove: cap, brandsAtLeast: 2 },
      ],
      rng.pick<Turn>([
        ['第一个怎么样', { ref: [0] }],
        ['第二个呢', { ref: [1] }],
      ]),
    ];
  },
  'new-chat': (rng, c) => {
    const b = rng.pick(brandsIn([c.id]));
    const cap = capFor(rng, c, [b]);
    const n = cap && aboveCap(rng, c, cap);
    if (!cap || !n) return undefined;
    return [
      [`${cap}以内的${b}${c.name}`, { cat: c.id, brands: [b], max: cap }],
      [rng.pick(['第二个怎么样', '把第一个加心愿单', '还有吗']), { newChat: true, none: true }],
      [`${n.name}推荐`, { cat: n.id, someAbove: cap, brandsAtLeast: 2 }],
    ];
  },
};

const HUBS = ['北京', '上海', '广州', '深圳', '成都'];
const DESTINATIONS = ['西安', '杭州', '昆明', '厦门', '重庆', '三亚', '青岛', '南京', '武汉', '长沙'];

/** A flight search, then its follow-ups said as shoppers say them. */
function flightTalk(rng: Rng, i: number): GeneratedConversation {
  const from = HUBS[i % HUBS.length]!;
  const to = rng.pick(DESTINATIONS.filter((x) => x !== from));
  const d1 = addDays(EVAL_TODAY, 1);
  const d2 = addDays(EVAL_TODAY, 2);
  const turns: Turn[] = [
    [
      rng.pick([`明天${from}飞${to}`, `明天从${from}去${to}的机票`, `帮我查下明天${from}到${to}的航班`]),
      { flight: { from, to, date: d1 } },
    ],
    [rng.pick(['改成后天', '换成后天吧', '后天的呢']), { flight: { from, to, date: d2 } }],
  ];
  if (i % 2 === 0) {
    turns.push([rng.pick(['晚上的呢', '有晚上的吗', '晚上走的']), { flight: { from, to, date: d2, part: 'evening' } }]);
    turns.push([rng.pick(['最便宜的是哪班', '哪班最便宜', '最便宜的']), { flight: { from, to, date: d2, sort: 'price' } }]);
  } else {
    turns.push([
      rng.pick(['有没有早一点的', '最早的是几点', '早一点的有吗']),
      { flight: { from, to, date: d2, sort: 'departure' } },
    ]);
    turns.push([
      rng.pick(['回程下周日', '下周日回来', '返程定下周日']),
      { flight: { from: to, to: from, date: addDays(EVAL_TODAY, 9) } },
    ]);
  }
  return { family: 'conv.talk.flight', turns };
}

export function talkConversations(rng: Rng, perFamily = 6): GeneratedConversation[] {
  const out: GeneratedConversation[] = [];
  for (const [family, make] of Object.entries(FAMILIES)) {
    let made = 0;
    for (const c of rng.sample(RICH, RICH.length)) {
      if (made >= perFamily) break;
      const turns = make(rng, c);
      if (!turns || !turns.every(([, e]) => satisfiable(e))) continue;
      out.push({ family: `conv.talk.${family}`, turns });
      made++;
    }
  }
  for (let i = 0; i < 8; i++) out.push(flightTalk(rng, i));
  return out;
}
