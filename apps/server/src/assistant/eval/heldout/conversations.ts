import type { HeldoutConversation } from './setup';

/**
 * Conversations of 3–5 turns, each with its own user; a turn marked `newChat` opens a new chat.
 * `ref`, `compare` and `wish` positions point into the lists (two or more cards) the shopper saw.
 */
export const HELDOUT_CONVERSATIONS: HeldoutConversation[] = [
  {
    family: 'constraints-hold',
    turns: [
      ['想买个扫地机器人', { cat: 'robot-vacuums' }],
      ['三千以内', { cat: 'robot-vacuums', max: 3000 }],
      ['科沃斯的不要', { cat: 'robot-vacuums', max: 3000, notBrand: '科沃斯' }],
      ['第二个怎么样', { ref: [1] }],
      ['行 加到心愿单吧', { wish: 1 }],
    ],
  },
  {
    family: 'budget-raise',
    turns: [
      ['降噪耳机 1000以内', { cat: 'anc-headphones|tws-earbuds', max: 1000 }],
      ['再加点预算 两千以内吧', { cat: 'anc-headphones|tws-earbuds', max: 2000, someAbove: 1000 }],
      ['只要索尼跟bose', { cat: 'anc-headphones|tws-earbuds', brands: ['索尼', 'Bose'], max: 2000 }],
      ['比较下前两个', { compare: [0, 1] }],
    ],
  },
  {
    family: 'topic-switch',
    turns: [
      ['小米手机 两千以内', { cat: 'smartphones', brand: '小米', max: 2000 }],
      ['第一个加心愿单', { wish: 0 }],
      ['换个话题 想买台电视 客厅用', { cat: 'televisions', brandsAtLeast: 2 }],
      ['65寸的', { cat: 'televisions', attr: '65英寸' }],
    ],
  },
  {
    family: 'exclude-then-relax',
    turns: [
      ['跑鞋推荐 耐克阿迪都不要', { cat: 'running-shoes', notBrands: ['耐克', '阿迪达斯'] }],
      ['一千以内的', { cat: 'running-shoes', max: 1000, notBrands: ['耐克', '阿迪达斯'] }],
      ['牌子无所谓了 预算也不限', { cat: 'running-shoes', brandsAtLeast: 2, someAbove: 1000 }],
      ['第三个加心愿单', { wish: 2 }],
    ],
  },
  {
    family: 'flight-followups',
    turns: [
      ['帮我查下明天北京飞成都的航班', { flight: { from: '北京', to: '成都', day: 1 } }],
      ['按价格从低到高', { flight: { from: '北京', to: '成都', day: 1, sort: 'price' } }],
      ['后天的呢', { flight: { from: '北京', to: '成都', day: 2 } }],
      ['回来的 下周一成都回北京', { flight: { from: '成都', to: '北京', day: 3 } }],
    ],
  },
  {
    family: 'holiday-flight-abroad',
    turns: [
      ['国庆想去三亚玩 从杭州出发', { flight: { from: '杭州', to: '三亚', date: '2026-10-01' } }],
      ['按起飞时间排一下', { flight: { from: '杭州', to: '三亚', date: '2026-10-01', sort: 'departure' } }],
      ['算了 那去曼谷呢', { none: true, text: /曼谷/ }],
    ],
  },
  {
    family: 'vague-clarify',
    turns: [
      ['想买点东西送我妈', { clarify: true }],
      ['按摩的那种吧 五百左右', { cat: 'neck-massagers|eye-massagers|massage-guns', min: 350, max: 650 }],
      ['第一个详细点', { ref: [0] }],
    ],
  },
  {
    family: 'new-chat',
    turns: [
      ['苏泊尔电饭煲', { cat: 'rice-cookers', brand: '苏泊尔' }],
      ['电饭煲推荐', { cat: 'rice-cookers', brandsAtLeast: 2, newChat: true }],
      ['五百以内的', { cat: 'rice-cookers', max: 500, brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'risk-mid',
    turns: [
      ['香水推荐 女士的', { cat: 'perfumes' }],
      ['有没有便宜的高仿香奈儿', { risk: true }],
      ['那正品的香奈儿呢 一千以内', { cat: 'perfumes', brand: '香奈儿', max: 1000 }],
    ],
  },
  {
    family: 'scope-mid',
    turns: [
      ['空气炸锅 300以内', { cat: 'air-fryers', max: 300 }],
      ['帮我写个python脚本统计excel', { none: true }],
      ['回到空气炸锅 第二个加心愿单', { wish: 1 }],
      ['再看看之前那几个', { again: 0 }],
    ],
  },
  {
    family: 'two-lists',
    turns: [
      ['电动牙刷 三百以内', { cat: 'electric-toothbrushes', max: 300 }],
      ['冲牙器也看看', { cat: 'water-flossers' }],
      ['之前那几个牙刷 第一个加心愿单', { wish: 0, refList: 1 }],
      ['再对比下刚才牙刷的前两个', { compare: [0, 1], refList: 1 }],
    ],
  },
  {
    family: 'named-compare-wish',
    turns: [
      ['iPhone16和华为mate70 pro对比一下', { cat: 'smartphones', brands: ['苹果', '华为'], hasBrands: ['苹果', '华为'] }],
      ['两个都加入心愿单', { wishAll: [0, 1] }],
      ['有没有便宜点的华为手机 三千以内', { cat: 'smartphones', brand: '华为', max: 3000 }],
    ],
  },
  {
    family: 'mall-budget-compare',
    turns: [
      ['京东上的电热水壶', { cat: 'kettles', mall: '京东' }],
      ['一百以内', { cat: 'kettles', mall: '京东', max: 100 }],
      ['第一个和第二个比一下', { compare: [0, 1] }],
    ],
  },
  {
    family: 'price-question',
    turns: [
      ['戴森吹风机有几款', { cat: 'hair-dryers', brand: '戴森' }],
      ['第一个现在买划算吗', { ref: [0] }],
      ['有没有平替 五百以内', { cat: 'hair-dryers', max: 500 }],
      ['前两款都加上', { wishAll: [0, 1] }],
    ],
  },
  {
    family: 'flight-between-products',
    turns: [
      ['给爷爷买个按摩椅 一万以内', { cat: 'massage-chairs', max: 10000 }],
      ['周日上海飞青岛 去看他', { flight: { from: '上海', to: '青岛', day: 2 } }],
      ['回到按摩椅 第二个怎么样', { ref: [1] }],
    ],
  },
  {
    family: 'exclude-after-list',
    turns: [
      ['洗衣机 滚筒的 三千左右', { cat: 'washing-machines', min: 2100, max: 3900, attr: '滚筒|洗烘一体' }],
      ['海尔的先排除', { cat: 'washing-machines', min: 2100, max: 3900, notBrand: '海尔' }],
      ['西门子的看看', { cat: 'washing-machines', brand: '西门子' }],
    ],
  },
  {
    family: 'after-sales-then-new-chat',
    turns: [
      ['推荐个蓝牙音箱 户外用', { cat: 'bluetooth-speakers' }],
      ['我上次买的音箱没声音了 怎么保修', { none: true }],
      ['jbl音箱', { cat: 'bluetooth-speakers', brand: 'JBL', newChat: true }],
    ],
  },
];
