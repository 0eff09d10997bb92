import type { HeldoutConversation } from '../heldout/setup';
import { HEADPHONES } from './groups';

/**
 * Conversations of the fifteenth held-out set (part A: constraints held over three or more
 * turns, budgets raised and cut, brands lifted, exclusions added and lifted, new chats that must
 * not inherit), 3–5 turns each, one user each; a turn marked `newChat` opens a new chat and may
 * inherit nothing. Request day: 2026-09-18, a Friday. Written blind: see cases.ts.
 */
export const CONVERSATIONS_A: HeldoutConversation[] = [
  {
    family: 'constraint/brand-budget-attr-held-four-turns',
    turns: [
      ['想买个扫地机器人 石头的', { cat: 'robot-vacuums', brand: '石头' }],
      ['四千块以内的石头', { cat: 'robot-vacuums', brand: '石头', max: 4000 }],
      ['要AI视觉避障的', { cat: 'robot-vacuums', brand: '石头', max: 4000, attr: 'AI视觉' }],
      ['还有别的款没', { cat: 'robot-vacuums', brand: '石头', max: 4000 }],
    ],
  },
  {
    family: 'constraint/exclusion-held-into-budget-and-attr',
    turns: [
      ['吹风机 戴森就不看了', { cat: 'hair-dryers', notBrand: '戴森' }],
      ['五百块以内的吧', { cat: 'hair-dryers', notBrand: '戴森', max: 500 }],
      ['负离子的有吗', { cat: 'hair-dryers', notBrand: '戴森', max: 500, attr: '负离子' }],
    ],
  },
  {
    family: 'constraint/mall-held-into-budget-and-attr',
    turns: [
      ['天猫上的电动牙刷', { cat: 'electric-toothbrushes', mall: '天猫' }],
      ['控制在三百块以内', { cat: 'electric-toothbrushes', mall: '天猫', max: 300 }],
      ['要声波震动的', { cat: 'electric-toothbrushes', mall: '天猫', max: 300, attr: '声波' }],
    ],
  },
  {
    family: 'constraint/attr-held-then-brand',
    turns: [
      ['想要台洗烘一体的洗衣机', { cat: 'washing-machines', attr: '洗烘一体' }],
      ['三千五以内', { cat: 'washing-machines', attr: '洗烘一体', max: 3500 }],
      ['小天鹅的有吗', { cat: 'washing-machines', brand: '小天鹅', attr: '洗烘一体', max: 3500 }],
    ],
  },
  {
    family: 'relax/budget-raised-twice',
    turns: [
      ['投影仪 一千块钱以内的', { cat: 'projectors', max: 1000 }],
      ['预算加到两千吧', { cat: 'projectors', max: 2000, someAbove: 1000 }],
      ['再多点 四千', { cat: 'projectors', max: 4000, someAbove: 2000 }],
    ],
  },
  {
    family: 'relax/brand-held-budget-raised-then-attr',
    turns: [
      ['美的空调 卧室装', { cat: 'air-conditioners', brand: '美的' }],
      ['三千块以内的美的', { cat: 'air-conditioners', brand: '美的', max: 3000 }],
      ['预算再加一千 四千以内', { cat: 'air-conditioners', brand: '美的', max: 4000, someAbove: 3000 }],
      ['要新一级能效的', { cat: 'air-conditioners', brand: '美的', max: 4000, attr: '新一级' }],
    ],
  },
  {
    family: 'relax/brand-lifted-then-budget',
    turns: [
      ['小米家的空气净化器有哪些', { cat: 'air-purifiers', brand: '小米' }],
      ['别家的也行 不限牌子', { cat: 'air-purifiers', brandsAtLeast: 2 }],
      ['一千五以内的', { cat: 'air-purifiers', max: 1500, brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'exclude/added-one-by-one-then-budget',
    turns: [
      ['蓝牙音箱推荐几个', { cat: 'bluetooth-speakers' }],
      ['JBL的不要', { cat: 'bluetooth-speakers', notBrand: 'JBL' }],
      ['Bose也算了', { cat: 'bluetooth-speakers', notBrands: ['JBL', 'Bose'] }],
      ['那就一千以内的', { cat: 'bluetooth-speakers', notBrands: ['JBL', 'Bose'], max: 1000 }],
    ],
  },
  {
    family: 'exclude/lifted-then-only-that-brand',
    turns: [
      ['洗碗机 西门子以外的', { cat: 'dishwashers', notBrand: '西门子' }],
      ['算了 西门子也行 就看西门子的', { cat: 'dishwashers', brand: '西门子' }],
      ['便宜点的 五千以内', { cat: 'dishwashers', brand: '西门子', max: 5000 }],
    ],
  },
  {
    family: 'exclude/held-over-raised-budget',
    turns: [
      ['电热水壶 小米的不要', { cat: 'kettles', notBrand: '小米' }],
      ['价格压到一百块以内', { cat: 'kettles', notBrand: '小米', max: 100 }],
      ['预算放宽到两百', { cat: 'kettles', notBrand: '小米', max: 200, someAbove: 100 }],
    ],
  },
  {
    family: 'budget/raised-then-cut',
    turns: [
      ['行李箱 五百以内', { cat: 'luggage', max: 500 }],
      ['预算提到一千', { cat: 'luggage', max: 1000, someAbove: 500 }],
      ['还是算了 六百以内吧', { cat: 'luggage', max: 600 }],
    ],
  },
  {
    family: 'new-chat/budget-not-inherited',
    turns: [
      ['跑步机 两千以内', { cat: 'treadmills', max: 2000 }],
      ['免安装的', { cat: 'treadmills', max: 2000, attr: '免安装' }],
      ['跑步机有哪些', { newChat: true, cat: 'treadmills', someAbove: 2000 }],
    ],
  },
  {
    family: 'new-chat/brand-not-inherited',
    turns: [
      ['华为手表', { cat: 'smartwatches', brand: '华为' }],
      ['两千五以内', { cat: 'smartwatches', brand: '华为', max: 2500 }],
      ['智能手表 帮我推荐几款', { newChat: true, cat: 'smartwatches', brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'new-chat/exclusion-not-inherited',
    turns: [
      ['冰箱 海尔的就不要了', { cat: 'refrigerators', notBrand: '海尔' }],
      ['十字对开门的', { cat: 'refrigerators', notBrand: '海尔', attr: '十字对开门' }],
      ['海尔冰箱怎么样', { newChat: true, cat: 'refrigerators', brand: '海尔' }],
    ],
  },
  {
    family: 'new-chat/category-not-inherited',
    turns: [
      ['台灯 两百以内', { cat: 'desk-lamps', max: 200 }],
      ['无极调光的', { cat: 'desk-lamps', max: 200, attr: '无极调光' }],
      ['两百以内的有啥', { newChat: true, clarify: true }],
    ],
  },
  {
    family: 'new-chat/after-flight',
    turns: [
      ['深圳飞重庆 周日', { flight: { from: '深圳', to: '重庆', day: 2 } }],
      ['晚上起飞的那几班', { flight: { from: '深圳', to: '重庆', day: 2, part: 'evening' } }],
      ['零食大礼包', { newChat: true, cat: 'snacks' }],
    ],
  },
  {
    family: 'new-chat/route-not-inherited',
    turns: [
      ['成都飞北京 明天', { flight: { from: '成都', to: '北京', day: 1 } }],
      ['下午出发的有吗', { flight: { from: '成都', to: '北京', day: 1, part: 'afternoon' } }],
      ['后天 广州去上海的机票', { newChat: true, flight: { from: '广州', to: '上海', day: 2 } }],
    ],
  },
  {
    family: 'constraint/audience-budget-attr',
    turns: [
      ['给我儿子买个篮球 他上初中', { cat: 'basketballs' }],
      ['两百块以内的篮球', { cat: 'basketballs', max: 200 }],
      ['室外水泥地打的', { cat: 'basketballs', max: 200, attr: '橡胶' }],
    ],
  },
  {
    family: 'constraint/headphones-budget-exclusion-held',
    turns: [
      ['耳机 通勤用 降噪的', { cat: HEADPHONES }],
      ['一千块钱以内吧', { cat: HEADPHONES, max: 1000 }],
      ['苹果的别给', { cat: HEADPHONES, max: 1000, notBrand: '苹果' }],
      ['入耳的', { cat: 'tws-earbuds', max: 1000, notBrand: '苹果' }],
    ],
  },
];
