import type { HeldoutConversation } from '../heldout/setup';
import { HEADPHONES } from './groups';

/**
 * Conversations of the thirteenth held-out set (part A: constraints held, budgets moved,
 * exclusions added and lifted, new chats, references, wish actions, comparisons, going back,
 * flights), 3–5 turns each, one user each; a turn marked `newChat` opens a new chat and may
 * inherit nothing. `ref`, `compare`, `wish` and `wishAll` point into the lists (two or more
 * cards) the shopper saw; `again` asks an earlier list back. Request day: 2026-09-18, a Friday.
 * Written blind: see cases.ts.
 */
export const CONVERSATIONS_A: HeldoutConversation[] = [
  {
    family: 'constraint/brand-and-budget-held-three-turns',
    turns: [
      ['想要个扫地机 石头的 四千以内', { cat: 'robot-vacuums', brand: '石头', max: 4000 }],
      ['要带AI避障的', { cat: 'robot-vacuums', brand: '石头', max: 4000, attr: 'ai视觉避障' }],
      ['能自动上下水吗 要那种', { cat: 'robot-vacuums', brand: '石头', max: 4000, attr: '自动上下水' }],
    ],
  },
  {
    family: 'constraint/two-exclusions-held-with-size-and-budget',
    turns: [
      ['电视 不要小米 也不要TCL', { cat: 'televisions', notBrands: ['小米', 'TCL'] }],
      ['75寸的', { cat: 'televisions', notBrands: ['小米', 'TCL'], attr: '75英寸' }],
      ['五千块以内吧', { cat: 'televisions', notBrands: ['小米', 'TCL'], max: 5000 }],
      ['还有别的选择吗', { cat: 'televisions', notBrands: ['小米', 'TCL'], max: 5000 }],
    ],
  },
  {
    family: 'constraint/mall-held-with-budget-and-effect',
    turns: [
      ['天猫上的护肤精华', { cat: 'serums', mall: '天猫' }],
      ['五百块以内', { cat: 'serums', mall: '天猫', max: 500 }],
      ['要抗氧化的', { cat: 'serums', mall: '天猫', max: 500, attr: '抗氧化' }],
    ],
  },
  {
    family: 'constraint/attribute-held-after-reference',
    turns: [
      ['洗衣机 洗完直接能烘干的', { cat: 'washing-machines', attr: '洗烘一体' }],
      ['第二台多少钱', { ref: [1] }],
      ['再便宜点的有吗 三千以内', { cat: 'washing-machines', attr: '洗烘一体', max: 3000 }],
    ],
  },
  {
    family: 'constraint/audience-held-then-brand',
    turns: [
      ['给我妈挑件羽绒服', { cat: 'down-jackets', attr: '女款|中性款' }],
      ['那一千块钱以内的呢', { cat: 'down-jackets', attr: '女款|中性款', max: 1000 }],
      ['波司登的有吗', { cat: 'down-jackets', attr: '女款|中性款', max: 1000, brand: '波司登' }],
    ],
  },
  {
    family: 'relax/budget-raised-then-lifted',
    turns: [
      ['机械键盘 三百以内', { cat: 'keyboards', max: 300 }],
      ['加到六百吧', { cat: 'keyboards', max: 600, someAbove: 300 }],
      ['预算不管了 要最好的', { cat: 'keyboards', someAbove: 600 }],
    ],
  },
  {
    family: 'relax/brand-lifted-budget-added',
    turns: [
      ['只看索尼的耳机', { cat: HEADPHONES, brand: '索尼' }],
      ['算了 牌子不限 两千以内', { cat: HEADPHONES, max: 2000, brandsAtLeast: 2 }],
      ['降噪要强一点', { cat: HEADPHONES, max: 2000 }],
    ],
  },
  {
    family: 'relax/self-corrected-budget-then-attribute',
    turns: [
      ['电动牙刷 预算五百以内', { cat: 'electric-toothbrushes', max: 500 }],
      ['不好意思说错了 是三百以内', { cat: 'electric-toothbrushes', max: 300 }],
      ['要IPX8防水的', { cat: 'electric-toothbrushes', max: 300, attr: 'ipx8' }],
    ],
  },
  {
    family: 'exclude/added-then-one-lifted',
    turns: [
      ['轻薄笔记本推荐', { cat: 'laptops' }],
      ['苹果的不要', { cat: 'laptops', notBrand: '苹果' }],
      ['联想也不要', { cat: 'laptops', notBrands: ['苹果', '联想'] }],
      ['算了联想可以 苹果还是不要', { cat: 'laptops', notBrand: '苹果' }],
    ],
  },
  {
    family: 'exclude/two-brands-then-only-one-then-another',
    turns: [
      ['空气净化器 别推小米和飞利浦', { cat: 'air-purifiers', notBrands: ['小米', '飞利浦'] }],
      ['那就只看戴森的', { cat: 'air-purifiers', brand: '戴森' }],
      ['戴森太贵了 还是看看美的', { cat: 'air-purifiers', brand: '美的' }],
    ],
  },
  {
    family: 'new-chat/brand-not-inherited',
    turns: [
      ['看看华为的手表', { cat: 'smartwatches', brand: '华为' }],
      ['控制在两千以内', { cat: 'smartwatches', brand: '华为', max: 2000 }],
      ['推荐个蓝牙耳机', { cat: HEADPHONES, brandsAtLeast: 2, newChat: true }],
    ],
  },
  {
    family: 'new-chat/budget-not-inherited',
    turns: [
      ['投影仪 一千以内', { cat: 'projectors', max: 1000 }],
      ['亮度高一点的', { cat: 'projectors', max: 1000 }],
      ['想买台4K投影', { cat: 'projectors', attr: '4k', someAbove: 1000, newChat: true }],
    ],
  },
  {
    family: 'new-chat/exclusion-not-inherited',
    turns: [
      ['冰箱 海尔的就别推了', { cat: 'refrigerators', notBrand: '海尔' }],
      ['换成对开门款式的', { cat: 'refrigerators', notBrand: '海尔', attr: '对开门' }],
      ['海尔冰箱有哪些', { cat: 'refrigerators', brand: '海尔', newChat: true }],
    ],
  },
  {
    family: 'new-chat/route-not-inherited',
    turns: [
      ['查下明天北京到上海的航班', { flight: { from: '北京', to: '上海', day: 1 } }],
      ['那后天有没有', { flight: { from: '北京', to: '上海', day: 2 } }],
      ['后天的航班', { none: true, newChat: true }],
    ],
  },
  {
    family: 'ref/second-then-it-to-wish',
    turns: [
      ['有什么好的电热毯', { cat: 'electric-blankets' }],
      ['第二个是双人的吗', { ref: [1] }],
      ['把这个加到心愿单', { wish: 1 }],
    ],
  },
  {
    family: 'ref/into-the-last-two-lists',
    turns: [
      ['家用跑步机推荐几款', { cat: 'treadmills' }],
      ['再看看动感单车', { cat: 'exercise-bikes' }],
      ['跑步机那批里的第三个详细说说', { ref: [2], refList: 1 }],
      ['单车的第一个加入心愿单', { wish: 0, refList: 0 }],
    ],
  },
  {
    family: 'ref/detail-then-compare',
    turns: [
      ['电饭煲有啥推荐', { cat: 'rice-cookers' }],
      ['第三款是IH加热吗', { ref: [2] }],
      ['第一款和第三款对比一下', { compare: [0, 2] }],
    ],
  },
  {
    family: 'wish/three-at-once-then-last-of-earlier-list',
    turns: [
      ['给宝宝看看奶瓶', { cat: 'baby-bottles' }],
      ['前三个都加到心愿单', { wishAll: [0, 1, 2] }],
      ['再看看纸尿裤', { cat: 'diapers' }],
      ['上一批奶瓶的最后一个也加上', { wish: -1, refList: 1 }],
    ],
  },
  {
    family: 'wish/into-the-list-before-last',
    turns: [
      ['蓝牙音箱', { cat: 'bluetooth-speakers' }],
      ['户外防水的', { cat: 'bluetooth-speakers', attr: 'ip67|ipx5' }],
      ['刚开始那批里第二个加心愿单', { wish: 1, refList: 1 }],
    ],
  },
  {
    family: 'compare/first-two-then-question',
    turns: [
      ['筋膜枪推荐', { cat: 'massage-guns' }],
      ['前两个比较一下', { compare: [0, 1] }],
      ['哪个更轻', {}],
    ],
  },
  {
    family: 'compare/then-budget-raised',
    turns: [
      ['千元内的智能手表', { cat: 'smartwatches', max: 1000 }],
      ['第一个跟第二个有啥区别', { compare: [0, 1] }],
      ['再看看一千五以内的', { cat: 'smartwatches', max: 1500 }],
    ],
  },
  {
    family: 'back/after-one-other-list',
    turns: [
      ['看看加湿器', { cat: 'humidifiers' }],
      ['那除湿机呢', { cat: 'dehumidifiers' }],
      ['还是回到刚才的加湿器吧', { again: 1 }],
    ],
  },
  {
    family: 'back/after-two-other-lists',
    turns: [
      ['男士电动剃须刀看看', { cat: 'shavers' }],
      ['电动牙刷也看下', { cat: 'electric-toothbrushes' }],
      ['冲牙器呢', { cat: 'water-flossers' }],
      ['回到最开始那几个剃须刀', { again: 2 }],
    ],
  },
  {
    family: 'flight/date-changed-then-evening',
    turns: [
      ['下周一上海飞成都', { flight: { from: '上海', to: '成都', day: 3 } }],
      ['改成下周二吧', { flight: { from: '上海', to: '成都', day: 4 } }],
      ['有没有晚上的班次', { flight: { from: '上海', to: '成都', day: 4, part: 'evening' } }],
    ],
  },
  {
    family: 'flight/holiday-round-trip-in-two-turns',
    turns: [
      ['国庆节北京飞三亚', { flight: { from: '北京', to: '三亚', date: '2026-10-01' } }],
      ['10月6号回来的', { flight: { from: '三亚', to: '北京', day: 18 } }],
      ['回程要下午的', { flight: { from: '三亚', to: '北京', day: 18, part: 'afternoon' } }],
    ],
  },
  {
    family: 'flight/served-then-unserved-then-gear',
    turns: [
      ['下周三成都飞拉萨', { flight: { from: '成都', to: '拉萨', day: 5 } }],
      ['再查下拉萨到林芝的', { none: true, text: /林芝/ }],
      ['去高原要带啥 冲锋衣看看', { cat: 'hardshell-jackets' }],
    ],
  },
  {
    family: 'flight/between-shopping-turns',
    turns: [
      ['买个充电宝 出差用', { cat: 'power-banks' }],
      ['对了 帮我查下后天深圳飞上海', { flight: { from: '深圳', to: '上海', day: 2 } }],
      ['按出发时间排', { flight: { from: '深圳', to: '上海', day: 2, sort: 'departure' } }],
      ['回到充电宝 第一个加心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'clarify/for-an-elder-then-phone',
    turns: [
      ['想买个给老人用的', { clarify: true }],
      ['手机 两千左右', { cat: 'smartphones', max: 2500 }],
      ['电池大的', { cat: 'smartphones', max: 2500, attr: '6000mah|5500mah' }],
    ],
  },
];
