import type { HeldoutConversation } from '../heldout/setup';
import { GIFT_ELDER, GIFT_MAN, GIFT_WOMAN, KITCHEN } from './groups';

/**
 * Conversations of the thirteenth held-out set (part B: clarify then answer, topic switches,
 * self-corrections, small talk, refusals and after-sales before shopping, more and other brands,
 * dupes, kits, pets, problems, order-by, question forms, gifts, malls, messy and voice input,
 * code-switching, flights with holidays, abbreviations and a return). Written blind: see cases.ts.
 */
export const CONVERSATIONS_B: HeldoutConversation[] = [
  {
    family: 'clarify/gift-then-answer-then-narrowed',
    turns: [
      ['帮我挑个礼物吧 不知道送啥', { clarify: true }],
      ['送女朋友的 五百以内', { cat: GIFT_WOMAN, max: 500 }],
      ['她平时喜欢香水', { cat: 'perfumes', max: 500 }],
    ],
  },
  {
    family: 'topic-switch/shopping-flight-shopping',
    turns: [
      ['瑜伽垫 防滑的', { cat: 'yoga-mats' }],
      ['周日从杭州飞成都的航班', { flight: { from: '杭州', to: '成都', day: 2 } }],
      ['再看看瑜伽垫 要6mm厚的', { cat: 'yoga-mats', attr: '6mm' }],
    ],
  },
  {
    family: 'topic-switch/category-change',
    turns: [
      ['5G的平板', { cat: 'tablets', attr: '5g' }],
      ['换个 看看电纸书', { cat: 'e-readers' }],
      ['7寸的', { cat: 'e-readers', attr: '7英寸' }],
    ],
  },
  {
    family: 'self-correct/brand-mid-conversation',
    turns: [
      ['看看美的的电磁炉', { cat: 'induction-cookers', brand: '美的' }],
      ['哦我说错了 是九阳的', { cat: 'induction-cookers', brand: '九阳' }],
      ['三千瓦的那款多少钱', { cat: 'induction-cookers', brand: '九阳', attr: '3000w' }],
    ],
  },
  {
    family: 'self-correct/budget-mid-conversation',
    turns: [
      ['显示器 两千以内 27寸', { cat: 'monitors', max: 2000, attr: '27英寸' }],
      ['等下 预算是一千五', { cat: 'monitors', max: 1500, attr: '27英寸' }],
      ['要2K的', { cat: 'monitors', max: 1500, attr: '2k' }],
    ],
  },
  {
    family: 'small-talk/then-shopping',
    turns: [
      ['哈喽你好呀', { none: true }],
      ['想给家里买个微波炉', { cat: 'microwaves' }],
      ['要能烤东西的', { cat: 'microwaves', attr: '光波|微蒸烤' }],
    ],
  },
  {
    family: 'risk/refused-then-the-real-thing',
    turns: [
      ['有没有蔻驰的仿款 便宜的', { risk: true }],
      ['那正品蔻驰的包呢', { cat: 'handbags', brand: '蔻驰' }],
      ['托特包', { cat: 'handbags', brand: '蔻驰', attr: '托特' }],
    ],
  },
  {
    family: 'after-sales/then-buy-again',
    turns: [
      ['上周买的吹风机坏了 能换吗', { none: true }],
      ['那再买个新的吧 五百以内', { cat: 'hair-dryers', max: 500 }],
      ['负离子的', { cat: 'hair-dryers', max: 500, attr: '负离子' }],
    ],
  },
  {
    family: 'more/more-of-the-same-then-material',
    turns: [
      ['保鲜盒', { cat: 'food-containers' }],
      ['还有其他的吗 再来几个', { cat: 'food-containers' }],
      ['玻璃的', { cat: 'food-containers', attr: '玻璃' }],
    ],
  },
  {
    family: 'more/other-brands-then-power',
    turns: [
      ['小米的充电器', { cat: 'chargers', brand: '小米' }],
      ['别的牌子也看看', { cat: 'chargers', notBrand: '小米' }],
      ['100W的', { cat: 'chargers', notBrand: '小米', attr: '100w' }],
    ],
  },
  {
    family: 'dupe/brand-then-alternative-then-budget',
    turns: [
      ['戴森的空气净化器', { cat: 'air-purifiers', brand: '戴森' }],
      ['太贵了 有没有平替', { cat: 'air-purifiers', notBrand: '戴森' }],
      ['两千块以内的', { cat: 'air-purifiers', notBrand: '戴森', max: 2000 }],
    ],
  },
  {
    family: 'kit/moving-kitchen-then-items',
    turns: [
      ['刚搬家 厨房小电器置办一下', { cat: KITCHEN }],
      ['先看电饭煲 三百以内', { cat: 'rice-cookers', max: 300 }],
      ['再看空气炸锅 一样的预算', { cat: 'air-fryers', max: 300 }],
    ],
  },
  {
    family: 'pet/big-dog-food',
    turns: [
      ['狗粮推荐', { cat: 'dog-food' }],
      ['我家是金毛 大型犬', { cat: 'dog-food', attr: '中大型|全体型|全犬种' }],
      ['要十公斤以上的大包装', { cat: 'dog-food', attr: '12kg|10kg' }],
    ],
  },
  {
    family: 'problem/sleep-then-pillow',
    turns: [
      ['最近老失眠 枕头睡着不舒服', { cat: 'pillows|mattresses' }],
      ['要矮一点的枕头', { cat: 'pillows', attr: '低枕' }],
      ['乳胶的', { cat: 'pillows', attr: '乳胶' }],
    ],
  },
  {
    family: 'order-by/range-then-battery',
    turns: [
      ['电动车', { cat: 'electric-scooters' }],
      ['按续航排一下', { cat: 'electric-scooters' }],
      ['锂电池的', { cat: 'electric-scooters', attr: '锂电' }],
    ],
  },
  {
    family: 'question-form/then-cheaper-other-brands',
    turns: [
      ['九号电动车怎么样', { cat: 'electric-scooters', brand: '九号' }],
      ['续航多少', {}],
      ['有没有更便宜的别的牌子', { cat: 'electric-scooters', notBrand: '九号' }],
    ],
  },
  {
    family: 'gift/dad-then-tea-then-wish',
    turns: [
      ['给我爸过生日 一千以内', { cat: `${GIFT_MAN}|${GIFT_ELDER}`, max: 1000 }],
      ['他喜欢喝茶', { cat: 'tea', max: 1000 }],
      ['第一款茶加心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'mall/held-then-switched',
    turns: [
      ['拼多多上的电热水壶', { cat: 'kettles', mall: '拼多多' }],
      ['一百块以内', { cat: 'kettles', mall: '拼多多', max: 100 }],
      ['京东上的呢', { cat: 'kettles', mall: '京东', max: 100 }],
    ],
  },
  {
    family: 'messy/pinyin-conversation',
    turns: [
      ['zhinengshoubiao tuijian', { cat: 'smartwatches' }],
      ['yao huawei de', { cat: 'smartwatches', brand: '华为' }],
      ['便宜滴 1k内', { cat: 'smartwatches', brand: '华为', max: 1000 }],
    ],
  },
  {
    family: 'voice/fan-conversation',
    turns: [
      ['嗯那个我想看看那个就是电风扇', { cat: 'fans' }],
      ['呃就是那种没有叶子的', { cat: 'fans', attr: '无叶' }],
      ['哦那太贵了算了就普通的落地扇吧嗯三百以内', { cat: 'fans', attr: '落地扇', max: 300 }],
    ],
  },
  {
    family: 'code-switch/gaming-mouse',
    turns: [
      ['need a 好一点的 mouse 打游戏用', { cat: 'mice' }],
      ['wireless 的', { cat: 'mice', attr: '无线' }],
      ['under 500 please', { cat: 'mice', attr: '无线', max: 500 }],
    ],
  },
  {
    family: 'budget/raised-by-a-thousand',
    turns: [
      ['预算三千 想买个手机', { cat: 'smartphones', max: 3000 }],
      ['拍照好点的', { cat: 'smartphones', max: 3000 }],
      ['再加一千', { cat: 'smartphones', max: 4000, someAbove: 3000 }],
    ],
  },
  {
    family: 'constraint/storage-held-with-budget-and-exclusion',
    turns: [
      ['1TB存储的手机', { cat: 'smartphones', attr: '1tb' }],
      ['三千块以内的', { cat: 'smartphones', attr: '1tb', max: 3000 }],
      ['小米的排除', { cat: 'smartphones', attr: '1tb', max: 3000, notBrand: '小米' }],
    ],
  },
  {
    family: 'flight/holiday-then-sorted-then-morning',
    turns: [
      ['中秋从上海回成都', { flight: { from: '上海', to: '成都', date: '2026-09-25' } }],
      ['最便宜的排前面', { flight: { from: '上海', to: '成都', day: 7, sort: 'price' } }],
      ['要早上出发的', { flight: { from: '上海', to: '成都', day: 7, part: 'morning' } }],
    ],
  },
  {
    family: 'flight/abbreviations-then-return-evening',
    turns: [
      ['京到沪 下周四', { flight: { from: '北京', to: '上海', day: 6 } }],
      ['再查个回程 下周日', { flight: { from: '上海', to: '北京', day: 9 } }],
      ['要晚上起飞的那几班', { flight: { from: '上海', to: '北京', day: 9, part: 'evening' } }],
    ],
  },
  {
    family: 'flight/self-corrected-destination',
    turns: [
      ['明天从南京飞北京 哦不 是飞广州', { flight: { from: '南京', to: '广州', day: 1 } }],
      ['上午起飞的有哪几班', { flight: { from: '南京', to: '广州', day: 1, part: 'morning' } }],
      ['顺便看看行李箱', { cat: 'luggage' }],
    ],
  },
  {
    family: 'new-chat/category-not-inherited',
    turns: [
      ['婴儿推车推荐', { cat: 'strollers' }],
      ['轻便的 能上飞机', { cat: 'strollers', attr: '可登机' }],
      ['有什么好的安全座椅', { cat: 'car-seats', newChat: true }],
    ],
  },
  {
    family: 'compare/cross-brand-then-third-brand',
    turns: [
      ['华为和苹果的平板', { cat: 'tablets', brands: ['华为', '苹果'] }],
      ['第一个和第二个比较下', { compare: [0, 1] }],
      ['再看看联想的', { cat: 'tablets', brand: '联想' }],
    ],
  },
  {
    family: 'exclude/lifted-entirely',
    turns: [
      ['咖啡豆 星巴克的不要', { cat: 'coffee-beans', notBrand: '星巴克' }],
      ['深烘的', { cat: 'coffee-beans', notBrand: '星巴克', attr: '深烘' }],
      ['星巴克也行 都看看', { cat: 'coffee-beans', attr: '深烘', brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'ref/detail-compare-then-wish-into-first-list',
    turns: [
      ['登山鞋推荐', { cat: 'hiking-shoes' }],
      ['第三双防水吗', { ref: [2] }],
      ['第一双和第三双比比', { compare: [0, 2] }],
      ['第一双加入心愿单', { wish: 0, refList: 1 }],
    ],
  },
];
