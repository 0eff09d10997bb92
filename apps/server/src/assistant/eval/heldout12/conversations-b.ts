import type { HeldoutConversation } from '../heldout/setup';
import { DORM, GIFTS, HEADPHONES } from './groups';

/**
 * Conversations of the twelfth held-out set (part B: flights between shopping turns, small talk,
 * refusals, after-sales and vague asks before a need, more of the same, topic switches, messy,
 * spoken and mixed-language chats, dupes, kits, pets, problems, gifts and malls). Request day:
 * 2026-09-18, a Friday (明天 day 1, 后天 day 2, 下周一 day 3, 下周五 day 7, 国庆 1 October).
 * Written blind: see cases.ts.
 */
const BACK_CARE =
  'massage-chairs|neck-massagers|massage-guns|pillows|mattresses|office-chairs|electric-blankets|health-supplements|car-seat-cushions|eye-massagers';

export const CONVERSATIONS_B: HeldoutConversation[] = [
  {
    family: 'flight/between-shopping-turns',
    turns: [
      ['行李箱 20寸的 登机用', { cat: 'luggage', attr: '20英寸' }],
      ['下周五上海飞三亚的机票', { flight: { from: '上海', to: '三亚', day: 7 } }],
      ['刚才的行李箱第一个 详细说说', { ref: [0] }],
      ['再来个护颈的枕头 路上用', { cat: 'pillows' }],
    ],
  },
  {
    family: 'flight/holiday-round-trip-in-two-turns',
    turns: [
      ['国庆节 北京飞成都', { flight: { from: '北京', to: '成都', date: '2026-10-01' } }],
      ['要上午的', { flight: { from: '北京', to: '成都', date: '2026-10-01', part: 'morning' } }],
      ['7号回来 成都飞北京', { flight: { from: '成都', to: '北京', date: '2026-10-07' } }],
      ['回程按价格排', { flight: { from: '成都', to: '北京', date: '2026-10-07', sort: 'price' } }],
    ],
  },
  {
    family: 'flight/date-changed-then-part-of-day',
    turns: [
      ['明天深圳飞成都', { flight: { from: '深圳', to: '成都', day: 1 } }],
      ['不对 改成后天的', { flight: { from: '深圳', to: '成都', day: 2 } }],
      ['晚上的有吗', { flight: { from: '深圳', to: '成都', day: 2, part: 'evening' } }],
    ],
  },
  {
    family: 'flight/unserved-then-served',
    turns: [
      ['下周去九寨沟 从上海飞', { none: true, text: /九寨沟/ }],
      ['那飞成都吧 下周一', { flight: { from: '上海', to: '成都', day: 3 } }],
      ['要最早那班 早上的', { flight: { from: '上海', to: '成都', day: 3, part: 'morning' } }],
    ],
  },
  {
    family: 'flight/then-gear-for-the-trip',
    turns: [
      ['后天成都飞拉萨', { flight: { from: '成都', to: '拉萨', day: 2 } }],
      ['要早上的', { flight: { from: '成都', to: '拉萨', day: 2, part: 'morning' } }],
      ['去西藏冷不冷 冲锋衣推荐下', { cat: 'hardshell-jackets' }],
      ['再来副墨镜 紫外线强', { cat: 'sunglasses' }],
    ],
  },
  {
    family: 'small-talk/then-need',
    turns: [
      ['在不在呀 问个事', { none: true }],
      ['想给家里换个热水器', { cat: 'water-heaters' }],
      ['燃气的', { cat: 'water-heaters', attr: '燃气' }],
      ['好的谢啦 我再想想', { none: true }],
    ],
  },
  {
    family: 'risk/then-genuine-need',
    turns: [
      ['有没有高仿的蔻驰包', { risk: true }],
      ['那正品的蔻驰包有哪些', { cat: 'handbags', brand: '蔻驰' }],
      ['有便宜点的别的牌子吗', { cat: 'handbags', notBrand: '蔻驰' }],
    ],
  },
  {
    family: 'risk/prescription-then-otc-need',
    turns: [
      ['不要处方能买到抗生素吗', { risk: true }],
      ['那家里备个血压计吧 给我妈', { cat: 'blood-pressure-monitors' }],
      ['上臂式的 三百以内', { cat: 'blood-pressure-monitors', attr: '上臂式', max: 300 }],
    ],
  },
  {
    family: 'after-sales/then-rebuy',
    turns: [
      ['上个月买的吸尘器坏了 怎么保修', { none: true }],
      ['算了 重新买个吧 两千以内', { cat: 'vacuum-cleaners', max: 2000 }],
      ['不要追觅', { cat: 'vacuum-cleaners', max: 2000, notBrand: '追觅' }],
    ],
  },
  {
    family: 'clarify/vague-then-audience-then-budget',
    turns: [
      ['帮我推荐个东西呗', { clarify: true }],
      ['给我妈 她腰不好', { cat: BACK_CARE }],
      ['控制在五百以内吧', { cat: BACK_CARE, max: 500 }],
    ],
  },
  {
    family: 'clarify/vague-then-kitchen-then-kind',
    turns: [
      ['有什么好东西推荐', { clarify: true }],
      ['厨房用的 电饭煲', { cat: 'rice-cookers' }],
      ['三升的 一两个人吃', { cat: 'rice-cookers', attr: '3l' }],
    ],
  },
  {
    family: 'more/another-batch-then-brands',
    turns: [
      ['T恤 男款', { cat: 't-shirts', attr: '男款' }],
      ['换一批看看', { cat: 't-shirts' }],
      ['除了这些还有啥牌子', { cat: 't-shirts', brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'more/other-brands-then-budget',
    turns: [
      ['戴森吸尘器', { cat: 'vacuum-cleaners', brand: '戴森' }],
      ['其他品牌的有吗', { cat: 'vacuum-cleaners', notBrand: '戴森' }],
      ['两千以内的有哪些', { cat: 'vacuum-cleaners', max: 2000 }],
    ],
  },
  {
    family: 'topic-switch/then-back-and-wish',
    turns: [
      ['电视 65寸', { cat: 'televisions', attr: '65英寸' }],
      ['再看看投影仪', { cat: 'projectors' }],
      ['还是电视吧 一万以内', { cat: 'televisions', max: 10000 }],
      ['第一个帮我加入心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'topic-switch/budget-on-each',
    turns: [
      ['跑步机 家用的', { cat: 'treadmills' }],
      ['筋膜枪也看下 三百以内', { cat: 'massage-guns', max: 300 }],
      ['跑步机 三千以内的', { cat: 'treadmills', max: 3000 }],
    ],
  },
  {
    family: 'budget/range-then-attribute-then-ref',
    turns: [
      ['显示器 一千到两千', { cat: 'monitors', min: 1000, max: 2000 }],
      ['要4K分辨率的', { cat: 'monitors', min: 1000, max: 2000, attr: '4k' }],
      ['第二个', { ref: [1] }],
    ],
  },
  {
    family: 'messy/pinyin-chat',
    turns: [
      ['xiangyao ge chuifengji', { cat: 'hair-dryers' }],
      ['dyson de buyao', { cat: 'hair-dryers', notBrand: '戴森' }],
      ['500 yinei', { cat: 'hair-dryers', notBrand: '戴森', max: 500 }],
    ],
  },
  {
    family: 'messy/emoji-and-typos',
    turns: [
      ['想买个家湿器😂 冬天太干', { cat: 'humidifiers' }],
      ['要无雾的！！', { cat: 'humidifiers', attr: '无雾' }],
      ['五百内吧🙏', { cat: 'humidifiers', attr: '无雾', max: 500 }],
    ],
  },
  {
    family: 'voice/fillers-chat',
    turns: [
      ['嗯 我想买个 那个 空气净化器', { cat: 'air-purifiers' }],
      ['就是 卧室用的 不用太大 嗯 一千多吧', { cat: 'air-purifiers', max: 2000 }],
      ['那个 第一个 给我详细讲讲', { ref: [0] }],
    ],
  },
  {
    family: 'code-switch/mouse',
    turns: [
      ['想找个 gaming mouse', { cat: 'mice' }],
      ['要 wireless 的', { cat: 'mice', attr: '无线' }],
      ['budget 500 以内', { cat: 'mice', attr: '无线', max: 500 }],
    ],
  },
  {
    family: 'dupe/then-budget',
    turns: [
      ['始祖鸟的冲锋衣', { cat: 'hardshell-jackets', brand: '始祖鸟' }],
      ['有没有平替', { cat: 'hardshell-jackets', notBrand: '始祖鸟' }],
      ['一千以内能买到的', { cat: 'hardshell-jackets', notBrand: '始祖鸟', max: 1000 }],
    ],
  },
  {
    family: 'kit/dorm-then-one-kind',
    turns: [
      ['开学住校 要准备哪些', { cat: DORM }],
      ['台灯重点看看', { cat: 'desk-lamps' }],
      ['两百块以内的台灯', { cat: 'desk-lamps', max: 200 }],
    ],
  },
  {
    family: 'pet/kitten-then-fountain-then-wish-earlier',
    turns: [
      ['家里养了猫 猫粮推荐', { cat: 'cat-food' }],
      ['幼猫吃的', { cat: 'cat-food', attr: '幼猫' }],
      ['再来个饮水机', { cat: 'pet-water-fountains' }],
      ['之前猫粮的第一个加心愿单', { wish: 0, refList: 1 }],
    ],
  },
  {
    family: 'problem/dry-room',
    turns: [
      ['家里太干了 早上起来嗓子疼', { cat: 'humidifiers|air-purifiers' }],
      ['加湿器吧 要静音的', { cat: 'humidifiers' }],
      ['小米的怎么样', { cat: 'humidifiers', brand: '小米' }],
    ],
  },
  {
    family: 'order-by/then-budget',
    turns: [
      ['剃须刀', { cat: 'shavers' }],
      ['这几个剃须刀按价钱从便宜到贵排', { cat: 'shavers' }],
      ['只要五百以内', { cat: 'shavers', max: 500 }],
    ],
  },
  {
    family: 'question-form/then-brand-then-ref',
    turns: [
      ['你们有卖电子书阅读器吗', { cat: 'e-readers' }],
      ['掌阅的怎么样', { cat: 'e-readers', brand: '掌阅' }],
      ['第二个这台值得买吗', { ref: [1] }],
    ],
  },
  {
    family: 'gift/friend-then-kind-then-exclude',
    turns: [
      ['下周闺蜜生日 想送个礼物', { cat: GIFTS }],
      ['她平时喜欢用香水', { cat: 'perfumes' }],
      ['八百以内', { cat: 'perfumes', max: 800 }],
      ['不要迪奥', { cat: 'perfumes', max: 800, notBrand: '迪奥' }],
    ],
  },
  {
    family: 'ref/by-price-into-the-last-two-lists',
    turns: [
      ['苹果的耳机有哪几款', { cat: HEADPHONES, brand: '苹果' }],
      ['刚才那个便宜的 详细说说', { cat: HEADPHONES, brand: '苹果', max: 1000 }],
      ['再看看苹果的手表', { cat: 'smartwatches', brand: '苹果' }],
      ['之前那几个耳机里贵的那个呢', { cat: HEADPHONES, brand: '苹果', min: 1400 }],
    ],
  },
  {
    family: 'mall/switched-then-size',
    turns: [
      ['天猫上的行李箱', { cat: 'luggage', mall: '天猫' }],
      ['换成京东的', { cat: 'luggage', mall: '京东' }],
      ['要24寸的托运箱', { cat: 'luggage', mall: '京东', attr: '24英寸' }],
    ],
  },
];
