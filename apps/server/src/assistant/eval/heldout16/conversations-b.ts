import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the sixteenth held-out set (part B: references into the list shown — by
 * position from either end, by brand, by price —, the wish list, comparisons, going back to an
 * earlier list, topic switches, kits and self-corrections). Written blind: see cases.ts.
 */
export const CONVERSATIONS_B: HeldoutConversation[] = [
  {
    family: 'ref/second-then-last-wished',
    turns: [
      ['一千块以内的蓝牙音响', { cat: 'bluetooth-speakers', max: 1000 }],
      ['第二个能展开讲讲吗', { ref: [1] }],
      ['把最后那个收藏了', { wish: -1 }],
    ],
  },
  {
    family: 'wish/first-two-then-third',
    turns: [
      ['面膜推荐几款', { cat: 'face-masks' }],
      ['前两款都加到心愿单', { wishAll: [0, 1] }],
      ['第三款也要', { wish: 2 }],
    ],
  },
  {
    family: 'wish/first-three-but-the-middle',
    turns: [
      ['四百以内的颈椎按摩仪', { cat: 'neck-massagers', max: 400 }],
      ['前三个里除了第二个 其他都收藏', { wishAll: [0, 2], wishNone: [1] }],
      ['第二个到底差在哪', { ref: [1] }],
    ],
  },
  {
    family: 'compare/first-two-then-cheaper',
    turns: [
      ['两千以内的降噪耳机', { cat: 'anc-headphones', max: 2000 }],
      ['把第一个跟第二个对比下', { compare: [0, 1] }],
      ['便宜的那个详细介绍下', { refPick: 'price_low' }],
    ],
  },
  {
    family: 'compare/two-and-three-then-dearer',
    turns: [
      ['三千到五千的扫地机器人', { cat: 'robot-vacuums', min: 3000, max: 5000 }],
      ['2号跟3号哪个好', { compare: [1, 2] }],
      ['贵的那个值不值', { refPick: 'price_high' }],
    ],
  },
  {
    family: 'ref/from-the-end',
    turns: [
      ['家用跑步机', { cat: 'treadmills' }],
      ['倒数第一个什么配置', { ref: [-1] }],
      ['那倒数第二个咋样', { ref: [-2] }],
    ],
  },
  {
    family: 'ref/by-brand-in-list',
    turns: [
      ['五百以内的吹风机', { cat: 'hair-dryers', max: 500 }],
      ['上面那个徕芬的详细说说', { refBrand: '徕芬' }],
      ['列表里第一个加入收藏', { wish: 0 }],
    ],
  },
  {
    family: 'back/one-list-back',
    turns: [
      ['电热水壶', { cat: 'kettles' }],
      ['那保温杯呢', { cat: 'thermos-cups' }],
      ['还是回到刚才那些水壶吧', { cat: 'kettles', again: 1 }],
    ],
  },
  {
    family: 'back/two-lists-back',
    turns: [
      ['想买个瑜伽垫', { cat: 'yoga-mats' }],
      ['哑铃', { cat: 'dumbbells' }],
      ['跳绳', { cat: 'jump-ropes' }],
      ['最开始那批瑜伽垫再给我看看', { cat: 'yoga-mats', again: 2 }],
    ],
  },
  {
    family: 'back/wish-into-the-list-before',
    turns: [
      ['口红推荐', { cat: 'lipsticks' }],
      ['香水呢', { cat: 'perfumes' }],
      ['刚才口红的第一个加收藏', { wish: 0, refList: 1 }],
    ],
  },
  {
    family: 'topic-switch/luggage-flight-luggage',
    turns: [
      ['24寸的行李箱', { cat: 'luggage', attr: '24英寸' }],
      ['顺便查下后天上海飞三亚', { flight: { from: '上海', to: '三亚', day: 2 } }],
      ['行李箱换成铝框的', { cat: 'luggage', attr: '铝框' }],
    ],
  },
  {
    family: 'more/budget-held-into-more-and-style',
    turns: [
      ['五十块以内的袜子', { cat: 'socks', max: 50 }],
      ['还有别的吗 多来几个', { cat: 'socks', max: 50 }],
      ['要船袜', { cat: 'socks', max: 50, attr: '船袜' }],
    ],
  },
  {
    family: 'kit/new-cat-owner',
    turns: [
      ['刚养猫 先看看猫粮', { cat: 'cat-food' }],
      ['猫砂也来点', { cat: 'cat-litter' }],
      ['再加个猫咪饮水机', { cat: 'pet-water-fountains', attr: '饮水机' }],
    ],
  },
  {
    family: 'named/then-compared-then-other-named',
    turns: [
      ['iPad mini 7', { cat: 'tablets', brand: '苹果', attr: 'iPad mini' }],
      ['和拯救者Y700比呢', { cat: 'tablets', hasBrands: ['苹果', '联想'] }],
      ['那Y700多少钱', { cat: 'tablets', brand: '联想', attr: 'Y700' }],
    ],
  },
  {
    family: 'gift/dad-massage-chair',
    turns: [
      ['给爸爸过生日 想买个按摩椅', { cat: 'massage-chairs' }],
      ['一万块以内', { cat: 'massage-chairs', max: 10000 }],
      ['要带零重力的', { cat: 'massage-chairs', max: 10000, attr: '零重力' }],
    ],
  },
  {
    family: 'self-correct/category',
    turns: [
      ['我要买个电压力锅 哦不 电饭煲', { cat: 'rice-cookers' }],
      ['三升的', { cat: 'rice-cookers', attr: '3L' }],
      ['五百以内吧', { cat: 'rice-cookers', attr: '3L', max: 500 }],
    ],
  },
  {
    family: 'self-correct/brand',
    turns: [
      ['小米的电视 哦不对 TCL的', { cat: 'televisions', brand: 'TCL' }],
      ['75寸', { cat: 'televisions', brand: 'TCL', attr: '75英寸' }],
      ['四千块以内', { cat: 'televisions', brand: 'TCL', attr: '75英寸', max: 4000 }],
    ],
  },
];
