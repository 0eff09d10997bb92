import type { HeldoutConversation } from '../heldout/setup';
import { COMPUTERS, HEADPHONES, KITCHEN } from './groups';

/**
 * Conversations of the twelfth held-out set (part A: constraints held, budgets moved, exclusions
 * lifted, new chats, references, wish actions, comparisons, going back), 3–5 turns each, one user
 * each; a turn marked `newChat` opens a new chat and may inherit nothing. `ref`, `compare`, `wish`
 * and `wishAll` point into the lists (two or more cards) the shopper saw; `again` asks an earlier
 * list back. Request day: 2026-09-18, a Friday. Written blind: see cases.ts.
 */
export const CONVERSATIONS_A: HeldoutConversation[] = [
  {
    family: 'constraint/brand-and-budget-held-three-turns',
    turns: [
      ['想买个笔记本 华为的 八千以内', { cat: COMPUTERS, brand: '华为', max: 8000 }],
      ['要屏幕大一点的', { cat: COMPUTERS, brand: '华为', max: 8000 }],
      ['有32G内存的吗', { cat: COMPUTERS, brand: '华为', max: 8000, attr: '32gb' }],
      ['排第一的那款详细介绍下', { ref: [0] }],
    ],
  },
  {
    family: 'constraint/exclusion-held-four-turns',
    turns: [
      ['扫地机器人 小米的别推', { cat: 'robot-vacuums', notBrand: '小米' }],
      ['控制在四千以内', { cat: 'robot-vacuums', notBrand: '小米', max: 4000 }],
      ['要带AI视觉避障的', { cat: 'robot-vacuums', notBrand: '小米', max: 4000, attr: 'ai视觉避障' }],
      ['还有其他牌子的没', { cat: 'robot-vacuums', notBrand: '小米', max: 4000 }],
    ],
  },
  {
    family: 'constraint/mall-held',
    turns: [
      ['电饭煲 只看京东上卖的', { cat: 'rice-cookers', mall: '京东' }],
      ['价格500以内的', { cat: 'rice-cookers', mall: '京东', max: 500 }],
      ['要IH电磁加热的那种', { cat: 'rice-cookers', mall: '京东', max: 500, attr: 'ih' }],
    ],
  },
  {
    family: 'constraint/budget-held-while-excluding',
    turns: [
      ['给我爸买个手机 两千以内', { cat: 'smartphones', max: 2000 }],
      ['电池要耐用', { cat: 'smartphones', max: 2000 }],
      ['不要小米的', { cat: 'smartphones', max: 2000, notBrand: '小米' }],
    ],
  },
  {
    family: 'constraint/attribute-held-after-reference',
    turns: [
      ['电热水壶 316不锈钢的', { cat: 'kettles', attr: '316' }],
      ['头一个展开讲讲', { ref: [0] }],
      ['还有别的316的吗', { cat: 'kettles', attr: '316' }],
    ],
  },
  {
    family: 'relax/budget-lowered-twice',
    turns: [
      ['索尼的耳机 两千以内', { cat: HEADPHONES, brand: '索尼', max: 2000 }],
      ['太贵了 一千以内吧', { cat: HEADPHONES, brand: '索尼', max: 1000 }],
      ['那就七百以内', { cat: HEADPHONES, brand: '索尼', max: 700 }],
    ],
  },
  {
    family: 'relax/budget-raised-then-lifted',
    turns: [
      ['吹风机 三百以内', { cat: 'hair-dryers', max: 300 }],
      ['加点钱 八百以内', { cat: 'hair-dryers', max: 800, someAbove: 300 }],
      ['预算放开 不设上限了', { cat: 'hair-dryers', someAbove: 800 }],
    ],
  },
  {
    family: 'relax/self-corrected-budget',
    turns: [
      ['冰箱 三千以内', { cat: 'refrigerators', max: 3000 }],
      ['说错了 是四千以内', { cat: 'refrigerators', max: 4000, someAbove: 3000 }],
      ['要对开门的 厨房放得下', { cat: 'refrigerators', max: 4000, attr: '对开门' }],
    ],
  },
  {
    family: 'exclude/added-then-lifted',
    turns: [
      ['蓝牙音箱推荐下 户外用', { cat: 'bluetooth-speakers' }],
      ['小米的不要了 换别家', { cat: 'bluetooth-speakers', notBrand: '小米' }],
      ['还是把小米的加回来吧 一起看', { cat: 'bluetooth-speakers', hasBrands: ['小米'] }],
    ],
  },
  {
    family: 'exclude/two-brands-then-only-two',
    turns: [
      ['路由器 不要华为和小米', { cat: 'routers', notBrands: ['华为', '小米'] }],
      ['就在TP-LINK和华硕里挑吧', { cat: 'routers', brands: ['TP-LINK', '华硕'] }],
      ['wifi7的', { cat: 'routers', brands: ['TP-LINK', '华硕'], attr: 'wifi 7' }],
    ],
  },
  {
    family: 'new-chat/brand-not-inherited',
    turns: [
      ['苹果的平板 五千以内', { cat: 'tablets', brand: '苹果', max: 5000 }],
      ['看看笔记本', { cat: COMPUTERS, brandsAtLeast: 2, newChat: true }],
      ['一万以上的', { cat: COMPUTERS, min: 10000, brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'new-chat/budget-not-inherited',
    turns: [
      ['两百以内的电动牙刷 学生用', { cat: 'electric-toothbrushes', max: 200 }],
      ['冲牙器有哪些', { cat: 'water-flossers', someAbove: 300, newChat: true }],
      ['要便携式的', { cat: 'water-flossers', attr: '便携式' }],
    ],
  },
  {
    family: 'new-chat/category-not-inherited',
    turns: [
      ['显示器 27寸的', { cat: 'monitors', attr: '27英寸' }],
      ['想要个三千以内的', { clarify: true, newChat: true }],
      ['手机', { cat: 'smartphones', max: 3000 }],
    ],
  },
  {
    family: 'new-chat/exclusion-not-inherited',
    turns: [
      ['手机 不要苹果', { cat: 'smartphones', notBrand: '苹果' }],
      ['苹果的平板', { cat: 'tablets', brand: '苹果', newChat: true }],
      ['五千以内就够了', { cat: 'tablets', brand: '苹果', max: 5000 }],
    ],
  },
  {
    family: 'new-chat/route-not-inherited',
    turns: [
      ['明天从广州飞北京 有哪些航班', { flight: { from: '广州', to: '北京', day: 1 } }],
      ['帮我看看机票', { none: true, newChat: true }],
      ['上海到西安 后天', { flight: { from: '上海', to: '西安', day: 2 } }],
    ],
  },
  {
    family: 'ref/second-item-then-wish',
    turns: [
      ['空气炸锅 五百以内', { cat: 'air-fryers', max: 500 }],
      ['第二个这款怎么样啊', { ref: [1] }],
      ['把它加到心愿单', { wish: 1 }],
      ['再看看微波炉', { cat: 'microwaves' }],
    ],
  },
  {
    family: 'ref/into-last-two-lists',
    turns: [
      ['降噪耳机 一千以内', { cat: HEADPHONES, max: 1000 }],
      ['再看看充电宝', { cat: 'power-banks' }],
      ['之前那几个耳机里的第一个', { ref: [0], refList: 1 }],
      ['充电宝的第三个加心愿单', { wish: 2 }],
    ],
  },
  {
    family: 'wish/several-at-once',
    turns: [
      ['保温杯 二百以内', { cat: 'thermos-cups', max: 200 }],
      ['前两款都加上心愿单', { wishAll: [0, 1] }],
      ['第三个也加', { wish: 2 }],
    ],
  },
  {
    family: 'wish/into-list-before-last',
    turns: [
      ['瑜伽垫', { cat: 'yoga-mats' }],
      ['跳绳也看看', { cat: 'jump-ropes' }],
      ['瑜伽垫那里的第一个和第二个都收藏', { wishAll: [0, 1], refList: 1 }],
    ],
  },
  {
    family: 'compare/first-and-third',
    turns: [
      ['电动牙刷 五百以内', { cat: 'electric-toothbrushes', max: 500 }],
      ['第一个跟第三个对比下', { compare: [0, 2] }],
      ['这俩哪个续航更长', {}],
    ],
  },
  {
    family: 'compare/three-then-more',
    turns: [
      ['投影仪 三千以内', { cat: 'projectors', max: 3000 }],
      ['前三个比较下', { compare: [0, 1, 2] }],
      ['别家的呢 也给我看看', { cat: 'projectors', max: 3000 }],
    ],
  },
  {
    family: 'compare/after-narrowing',
    turns: [
      ['想买个微单 预算一万五', { cat: 'cameras', max: 15000 }],
      ['要全画幅', { cat: 'cameras', max: 15000, attr: '全画幅' }],
      ['第二个跟第一个比一下', { compare: [1, 0] }],
    ],
  },
  {
    family: 'compare/cleansers-then-wish-earlier',
    turns: [
      ['洗面奶推荐 敏感肌能用的', { cat: 'face-cleansers' }],
      ['第三个和第一个哪个温和', { compare: [2, 0] }],
      ['最开始那个列表的第二个加心愿单', { wish: 1, refList: 1 }],
    ],
  },
  {
    family: 'back/earlier-list-again',
    turns: [
      ['机械键盘 五百以内', { cat: 'keyboards', max: 500 }],
      ['鼠标呢', { cat: 'mice' }],
      ['还是回到刚才的键盘吧', { again: 1 }],
      ['把第二款放进心愿单', { wish: 1 }],
    ],
  },
  {
    family: 'back/kitchen-kit-then-earlier',
    turns: [
      ['搬新家了 厨房小电器推荐一下', { cat: KITCHEN }],
      ['电饭煲吧 IH的', { cat: 'rice-cookers', attr: 'ih' }],
      ['刚才那一堆再给我看看', { again: 1 }],
    ],
  },
];
