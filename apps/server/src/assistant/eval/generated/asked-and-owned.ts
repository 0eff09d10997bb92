import type { Rng } from './rng';
import type { GeneratedConversation, GeneratedSingle } from './types';

/**
 * Decision 046: after-sales asks about a purchase made (where or when it was bought × the thing ×
 * what went wrong or the service asked × the help asked), open asks that are clarified (deals,
 * the wish to spend, a place with a thing unnamed), counts of cards, bare heads (送块表, X的鞋),
 * and conversations: a flight asked without origin or day then answered with a city, a replica
 * asked in the middle of shopping then the genuine thing, a place clarified then a machine
 * described by what it does. Written from how shoppers type, not from the held-out sets.
 */

const BOUGHT = ['淘宝上买的', '上个月买的', '前几天刚买的', '双11入的', '天猫下单的', '去年买的', '新买的', '网上买的'];
const THINGS = ['洗衣机', '蓝牙耳机', '空调', '电吹风', '电饭煲', '扫地机器人', '冰箱', '电热水壶', '手机', '微波炉'];
const WRONG = [
  '坏了',
  '没声了',
  '不出热风了',
  '漏水了',
  '充不进电了',
  '不制冷了',
  '开不了机了',
  '有异响',
  '安装要另外收费吗',
  '还在保修期',
  '右边不响了',
  '屏幕黑屏了',
];
const HELP = ['咋办', '怎么申请售后', '咋整', '能修吗', '找谁', '怎么处理', '该怎么维权', ''];

/** 发票, 运费险, 价保, 七天无理由, 退款: service asks with nothing of the catalog named. */
const SERVICE_ASKS = [
  '运费险怎么理赔',
  '价保怎么申请',
  '发票丢了还能补开吗',
  '七天无理由能退吗',
  '退款一直没到账',
  '买贵了能退差价吗',
  '退货运费谁出',
  '换货要多久',
  '商家不给开发票咋办',
  '快递一直没到 怎么办',
];

function afterSalesSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (let i = 0; i < 48; i++) {
    const help = rng.pick(HELP);
    const question = [rng.pick(BOUGHT) + rng.pick(THINGS), rng.pick(WRONG), help].filter(Boolean).join(' ');
    out.push({ family: 'asked.after-sales', question, expect: { none: true } });
  }
  return [...out, ...SERVICE_ASKS.map((question) => ({ family: 'asked.after-sales-terms', question, expect: { none: true } }))];
}

/** Open asks: deals on nothing named, the wish to spend, a place with a thing unnamed. */
const OPEN_LEADS = ['', '最近', '这两天', '周末'];
const OPEN_ASKS = [
  '有啥划算的',
  '有什么便宜的好物',
  '有哪些打折的',
  '想剁手',
  '想败家',
  '想奖励一下自己',
  '发奖金了 想买买买',
  '帮我挑挑',
  '有啥值得入的',
];
const PLACES = ['厨房', '宿舍', '办公室', '车上'];
const ADDING = ['想添个东西', '还缺点东西', '想置办几样东西', '要买点东西', '里想添点好物'];

function openAskSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const ask of OPEN_ASKS)
    out.push({ family: 'asked.open', question: `${rng.pick(OPEN_LEADS)}${ask}`, expect: { clarify: true } });
  for (const place of PLACES)
    for (const adding of rng.sample(ADDING, 3))
      out.push({ family: 'asked.place-thing', question: `${place}${adding}`, expect: { clarify: true } });
  return out;
}

/** 列5个保温杯, 给我六款蓝牙音箱: as many cards as asked. */
const COUNT_SHAPES: Array<(n: string, w: string) => string> = [
  (n, w) => `列${n}个${w}`,
  (n, w) => `给我${n}款${w}`,
  (n, w) => `推荐${n}款${w}`,
  (n, w) => `挑${n}个${w}看看`,
  (n, w) => `${w} 来${n}个`,
];
const COUNTED: Array<[string, string]> = [
  ['保温杯', 'thermos-cups'],
  ['蓝牙音箱', 'bluetooth-speakers'],
  ['电动牙刷', 'electric-toothbrushes'],
  ['加湿器', 'humidifiers'],
  ['机械键盘', 'keyboards'],
  ['吹风机', 'hair-dryers'],
];
const NUMBERS: Array<[string, number]> = [
  ['5', 5],
  ['五', 5],
  ['6', 6],
  ['六', 6],
  ['三', 3],
  ['2', 2],
];

function countSingles(rng: Rng): GeneratedSingle[] {
  return COUNTED.flatMap(([word, cat]) =>
    rng.sample(COUNT_SHAPES, 3).map((shape) => {
      const [n, count] = rng.pick(NUMBERS);
      return { family: 'asked.count', question: shape(n, word), expect: { cat, count } };
    }),
  );
}

/** 送块表, 看看阿迪的鞋: a head said bare after a measure word or 的. */
const BARE: Array<[string, string]> = [
  ['生日想送块表', 'wristwatches|smartwatches'],
  ['想买只表 两千左右', 'wristwatches|smartwatches'],
  ['给我爸挑块表', 'wristwatches|smartwatches'],
  ['看看阿迪达斯的鞋', 'running-shoes|sneakers'],
  ['想买双鞋 平时穿', 'running-shoes|sneakers'],
  ['李宁的鞋有推荐吗', 'running-shoes|sneakers'],
  ['新百伦的鞋', 'running-shoes|sneakers'],
  ['买几双鞋 三百以内', 'running-shoes|sneakers'],
];

const bareSingles = (): GeneratedSingle[] =>
  BARE.map(([question, cat]) => ({ family: 'asked.bare-head', question, expect: { cat } }));

export function askedAndOwnedSingles(rng: Rng): GeneratedSingle[] {
  return [...afterSalesSingles(rng), ...openAskSingles(rng), ...countSingles(rng), ...bareSingles()];
}

/** A flight asked without origin or day, then the origin (and maybe a day) answered. */
const FLIGHT_ASKS: Array<(to: string) => string> = [
  (to) => `帮我查查去${to}的机票`,
  (to) => `想去${to} 看看机票`,
  (to) => `飞${to}的航班有哪些`,
  (to) => `去${to}的飞机票`,
];
const ORIGIN_ANSWERS: Array<[(from: string) => string, number | undefined]> = [
  [(from) => `${from}走`, undefined],
  [(from) => `从${from}出发 明天`, 1],
  [(from) => `我在${from}`, undefined],
  [(from) => `${from}`, undefined],
  [(from) => `人在${from} 后天走`, 2],
  [(from) => `${from}出发`, undefined],
];
/** Hubs: the schedule flies from each of them to every destination below. */
/** A third turn that keeps the route: the part of the day or the order. */
const LATER_PARTS = ['早上的有吗', '晚上走的呢', '哪班最便宜', '下午的'];
const FLIGHT_CITIES = ['北京', '上海', '广州', '深圳', '成都'];
const DESTINATIONS = ['厦门', '三亚', '昆明', '青岛', '大连', '桂林', '海口', '长沙'];

function originAskedConversations(rng: Rng): GeneratedConversation[] {
  return ORIGIN_ANSWERS.flatMap(([answer, day]) =>
    rng.sample(DESTINATIONS, 2).map((to) => {
      const from = rng.pick(FLIGHT_CITIES);
      return {
        family: 'asked.flight-origin',
        turns: [
          [rng.pick(FLIGHT_ASKS)(to), { none: true }],
          [answer(from), { flight: { from, to, ...(day !== undefined ? { day } : {}) } }],
          [rng.pick(LATER_PARTS), { flight: { from, to, ...(day !== undefined ? { day } : {}) } }],
        ],
      };
    }),
  );
}

/** Shopping, a replica asked of the same brand (refused), then the genuine thing. */
const REPLICA_NEEDS: Array<[need: string, cat: string, brand: string]> = [
  ['看看耐克的鞋', 'running-shoes|sneakers', '耐克'],
  ['阿迪的板鞋有啥推荐', 'running-shoes|sneakers', '阿迪达斯'],
  ['想买个戴森的吹风机', 'hair-dryers', '戴森'],
  ['苹果的耳机看看', 'tws-earbuds|anc-headphones', '苹果'],
];
const REPLICA_ASKS = ['有没有莆田的', '有高仿的吗 便宜点', '一比一的那种有吗', '复刻的有没有', '有没有仿的 看不出来那种'];
const GENUINE = ['行吧 那正品里便宜点的', '好吧 还是看正品', '那算了 正品有便宜的吗'];

function replicaMidConversations(rng: Rng): GeneratedConversation[] {
  return REPLICA_NEEDS.flatMap(([need, cat, brand]) =>
    rng.sample(REPLICA_ASKS, 2).map((fake) => ({
      family: 'asked.replica-mid',
      turns: [
        [need, { cat, brand }],
        [fake, { risk: true }],
        [rng.pick(GENUINE), { cat, brand }],
      ],
    })),
  );
}

/** A place clarified, then the machine described by what it does. */
const MACHINES: Array<[place: string, said: string, cat: string]> = [
  ['厨房', '洗碗', 'dishwashers'],
  ['厨房', '榨汁', 'blenders'],
  ['厨房', '打豆浆', 'blenders'],
  ['厨房', '破壁', 'blenders'],
];
const DESCRIBERS = ['那种机器', '的机器', '的那种机子', '用的机器'];

function placeThenMachineConversations(rng: Rng): GeneratedConversation[] {
  return MACHINES.flatMap(([place, said, cat]) =>
    rng.sample(DESCRIBERS, 2).map((d) => ({
      family: 'asked.place-then-machine',
      turns: [
        [`${place}${rng.pick(ADDING)}`, { clarify: true }],
        [`${said}${d}`, { cat }],
        [rng.pick(['有便宜点的吗', '再便宜点', '要好一点的']), { cat }],
      ],
    })),
  );
}

export function askedAndOwnedConversations(rng: Rng): GeneratedConversation[] {
  return [...originAskedConversations(rng), ...replicaMidConversations(rng), ...placeThenMachineConversations(rng)];
}
