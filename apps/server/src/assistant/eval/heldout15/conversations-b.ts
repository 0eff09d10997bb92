import type { HeldoutConversation } from '../heldout/setup';
import { HEADPHONES } from './groups';

/**
 * Conversations of the fifteenth held-out set (part B: references — 第二个, 最后那个, 倒数第二个,
 * 最便宜那个 — wish actions, comparisons by position, going back to an earlier list, asides that
 * come back), 3–5 turns each. `ref`, `compare`, `wish` and `wishAll` point into the lists (two
 * or more cards) the shopper saw, negative positions counting from the end; `again` asks an
 * earlier list back. Request day: 2026-09-18, a Friday. Written blind: see cases.ts.
 */
export const CONVERSATIONS_B: HeldoutConversation[] = [
  {
    family: 'ref/second-then-last-to-wish',
    turns: [
      ['降噪耳机 两千以内', { cat: HEADPHONES, max: 2000 }],
      ['第二个给我详细讲讲', { ref: [1] }],
      ['最后那个加入心愿单', { wish: -1 }],
    ],
  },
  {
    family: 'ref/last-then-second-to-last',
    turns: [
      ['上班通勤背的双肩包', { cat: 'backpacks' }],
      ['最后一个咋样', { ref: [-1] }],
      ['那倒数第二个呢', { ref: [-2] }],
      ['倒数第二个加心愿单', { wish: -2 }],
    ],
  },
  {
    family: 'wish/first-two-then-third',
    turns: [
      ['保温杯 两百以内', { cat: 'thermos-cups', max: 200 }],
      ['前两款都加进心愿单', { wishAll: [0, 1] }],
      ['第三个也收藏一下', { wish: 2 }],
    ],
  },
  {
    family: 'wish/all-but-the-first',
    turns: [
      ['补水面膜推荐几款', { cat: 'face-masks' }],
      ['除了第一个 前三个都加心愿单', { wishAll: [1, 2], wishNone: [0] }],
      ['再看看洗面奶', { cat: 'face-cleansers' }],
    ],
  },
  {
    family: 'gift/exclusion-then-wish',
    turns: [
      ['送男朋友香水 一千以内', { cat: 'perfumes', max: 1000 }],
      ['不要香奈儿', { cat: 'perfumes', max: 1000, notBrand: '香奈儿' }],
      ['头一个帮我收藏起来', { wish: 0 }],
    ],
  },
  {
    family: 'compare/first-two-then-cheaper',
    turns: [
      ['无人机 五千以内', { cat: 'drones', max: 5000 }],
      ['第一个跟第二个对比下', { compare: [0, 1] }],
      ['便宜的那个', { refPick: 'price_low' }],
    ],
  },
  {
    family: 'compare/two-and-three-then-dearer',
    turns: [
      ['电动车 三千左右', { cat: 'electric-scooters', max: 3900 }],
      ['二号和三号比比', { compare: [1, 2] }],
      ['贵的那个', { refPick: 'price_high' }],
    ],
  },
  {
    family: 'order-by/cheapest-then-dearest',
    turns: [
      ['瑜伽垫 按价格从低到高', { cat: 'yoga-mats' }],
      ['最便宜那个', { refPick: 'price_low' }],
      ['最贵的又是哪个', { refPick: 'price_high' }],
    ],
  },
  {
    family: 'back/again-one-list-back',
    turns: [
      ['筋膜枪 推荐推荐', { cat: 'massage-guns' }],
      ['换成颈椎按摩仪看看', { cat: 'neck-massagers' }],
      ['还是刚才那几个筋膜枪吧', { again: 1 }],
    ],
  },
  {
    family: 'back/wish-into-list-before',
    turns: [
      ['电动牙刷 三百块以内的', { cat: 'electric-toothbrushes', max: 300 }],
      ['冲牙器呢 也三百以内', { cat: 'water-flossers', max: 300 }],
      ['刚才牙刷里的第一个加到心愿单', { wish: 0, refList: 1 }],
    ],
  },
  {
    family: 'back/again-two-lists-back',
    turns: [
      ['卷发棒', { cat: 'hair-curlers' }],
      ['吹风机也看看', { cat: 'hair-dryers' }],
      ['剃须刀呢 给老公', { cat: 'shavers' }],
      ['最开始那批卷发棒再给我看下', { again: 2 }],
    ],
  },
  {
    family: 'topic-switch/aside-then-back-with-budget',
    turns: [
      ['想买个咖啡机 两千以内', { cat: 'coffee-machines', max: 2000 }],
      ['顺便看看咖啡豆', { cat: 'coffee-beans' }],
      ['回到咖啡机 胶囊的有吗', { cat: 'coffee-machines', attr: '胶囊', max: 2000 }],
    ],
  },
  {
    family: 'more/then-attribute',
    turns: [
      ['毛巾推荐', { cat: 'towels' }],
      ['再来几个', { cat: 'towels' }],
      ['要浴巾', { cat: 'towels', attr: '浴巾' }],
    ],
  },
  {
    family: 'kit/moving-house-kitchen',
    turns: [
      ['刚搬家 先买个电饭煲 三百左右', { cat: 'rice-cookers', max: 390 }],
      ['再来个电磁炉', { cat: 'induction-cookers' }],
      ['还有炒锅 不粘的', { cat: 'woks', attr: '不粘' }],
    ],
  },
  {
    family: 'named/then-compare-then-budget',
    turns: [
      ['佳能R50多少钱', { cat: 'cameras', brand: '佳能', attr: 'R50' }],
      ['跟富士X-M5比呢', { cat: 'cameras', hasBrands: ['佳能', '富士'] }],
      ['还有别的入门微单吗 七千以内', { cat: 'cameras', max: 7000 }],
    ],
  },
  {
    family: 'pet/litter-box-then-litter',
    turns: [
      ['猫砂盆 全自动的', { cat: 'cat-litter', attr: '全自动' }],
      ['一千五百块以内', { cat: 'cat-litter', attr: '全自动', max: 1500 }],
      ['再配点猫砂 豆腐的', { cat: 'cat-litter', attr: '豆腐' }],
    ],
  },
];
