import type { HeldoutConversation } from '../heldout/setup';
import { HEADPHONES } from './groups';

/**
 * Conversations of the sixteenth held-out set (part A: constraints held over three or more
 * turns, budgets raised and cut, brands and exclusions lifted, new chats that must not inherit),
 * 3–5 turns each, one user each; a `newChat` turn opens a new chat and may inherit nothing.
 * Request day: 2026-09-18, a Friday. Written blind: see cases.ts.
 */
export const CONVERSATIONS_A: HeldoutConversation[] = [
  {
    family: 'constraint/type-budget-brand-held-four-turns',
    turns: [
      ['想换台洗衣机', { cat: 'washing-machines' }],
      ['要滚筒的', { cat: 'washing-machines', attr: '滚筒' }],
      ['控制在三千以内', { cat: 'washing-machines', attr: '滚筒', max: 3000 }],
      ['美的有没有', { cat: 'washing-machines', attr: '滚筒', max: 3000, brand: '美的' }],
    ],
  },
  {
    family: 'constraint/exclusion-held-into-size-and-budget',
    turns: [
      ['空气炸锅 九阳的不要', { cat: 'air-fryers', notBrand: '九阳' }],
      ['容量要大 6升以上', { cat: 'air-fryers', notBrand: '九阳', attr: '6L|7.2L|8L' }],
      ['四百块以内', { cat: 'air-fryers', notBrand: '九阳', attr: '6L|7.2L|8L', max: 400 }],
    ],
  },
  {
    family: 'constraint/mall-held-into-type-and-budget',
    turns: [
      ['在京东买电动牙刷', { cat: 'electric-toothbrushes', mall: '京东' }],
      ['要声波式的', { cat: 'electric-toothbrushes', mall: '京东', attr: '声波' }],
      ['三百块以内的', { cat: 'electric-toothbrushes', mall: '京东', attr: '声波', max: 300 }],
    ],
  },
  {
    family: 'constraint/audience-then-budget-then-size',
    turns: [
      ['给刚上一年级的闺女买个书包', { cat: 'school-bags', attr: '1-3年级' }],
      ['两百以内就行', { cat: 'school-bags', max: 200 }],
      ['要28升能装的', { cat: 'school-bags', max: 200, attr: '28L' }],
    ],
  },
  {
    family: 'constraint/brand-held-into-form-and-budget',
    turns: [
      ['sony家的耳机', { cat: HEADPHONES, brand: '索尼' }],
      ['要入耳式的', { cat: 'tws-earbuds', brand: '索尼' }],
      ['一千块以内吧', { cat: 'tws-earbuds', brand: '索尼', max: 1000 }],
    ],
  },
  {
    family: 'constraint/gift-budget-style-colour',
    turns: [
      ['给老婆挑个包当生日礼物', { cat: 'handbags' }],
      ['两千块钱以内', { cat: 'handbags', max: 2000 }],
      ['斜挎的', { cat: 'handbags', max: 2000, attr: '斜挎' }],
      ['有红色的吗', { cat: 'handbags', max: 2000, attr: '红色' }],
    ],
  },
  {
    family: 'relax/budget-raised-twice-then-attr',
    turns: [
      ['六百以内的投影仪', { cat: 'projectors', max: 600 }],
      ['这价位不行 加到两千', { cat: 'projectors', max: 2000, someAbove: 600 }],
      ['再加点 四千以内有4K的吗', { cat: 'projectors', max: 4000, attr: '4K' }],
    ],
  },
  {
    family: 'relax/brand-lifted-then-budget-raised',
    turns: [
      ['戴森家的无线吸尘器', { cat: 'vacuum-cleaners', brand: '戴森' }],
      ['太贵了 别的牌子也行 两千以内', { cat: 'vacuum-cleaners', max: 2000, brandsAtLeast: 2 }],
      ['想要洗地机 预算可以到三千', { cat: 'vacuum-cleaners', max: 3000, attr: '洗地机' }],
    ],
  },
  {
    family: 'relax/exclusion-lifted-to-that-brand',
    turns: [
      ['电饭煲 不要小米的', { cat: 'rice-cookers', notBrand: '小米' }],
      ['算了小米也行 就看米家的吧', { cat: 'rice-cookers', brand: '小米' }],
      ['三百块钱以内', { cat: 'rice-cookers', brand: '小米', max: 300 }],
    ],
  },
  {
    family: 'budget/raised-then-cut',
    turns: [
      ['一千五以内的手机', { cat: 'smartphones', max: 1500 }],
      ['还是加到三千吧', { cat: 'smartphones', max: 3000, someAbove: 1500 }],
      ['算了 两千五封顶', { cat: 'smartphones', max: 2500 }],
    ],
  },
  {
    family: 'exclude/three-added-one-by-one',
    turns: [
      ['扫地机器人推荐下', { cat: 'robot-vacuums' }],
      ['科沃斯的就不要了', { cat: 'robot-vacuums', notBrand: '科沃斯' }],
      ['小米的也不要', { cat: 'robot-vacuums', notBrands: ['科沃斯', '小米'] }],
      ['云鲸也划掉', { cat: 'robot-vacuums', notBrands: ['科沃斯', '小米', '云鲸'] }],
    ],
  },
  {
    family: 'exclude/held-over-raised-budget',
    turns: [
      ['两千以内的智能手表 不要苹果', { cat: 'smartwatches', max: 2000, notBrand: '苹果' }],
      ['预算提到三千', { cat: 'smartwatches', max: 3000, notBrand: '苹果', someAbove: 2000 }],
      ['能打电话的', { cat: 'smartwatches', max: 3000, notBrand: '苹果', attr: 'eSIM' }],
    ],
  },
  {
    family: 'new-chat/budget-not-inherited',
    turns: [
      ['三百以内的吹风机', { cat: 'hair-dryers', max: 300 }],
      ['剃须刀有什么推荐', { cat: 'shavers', newChat: true, someAbove: 300 }],
      ['五百块以内的呢', { cat: 'shavers', max: 500 }],
    ],
  },
  {
    family: 'new-chat/brand-not-inherited',
    turns: [
      ['华为手机', { cat: 'smartphones', brand: '华为' }],
      ['平板电脑推荐一下', { cat: 'tablets', newChat: true, brandsAtLeast: 2 }],
      ['预算三千以内', { cat: 'tablets', max: 3000, brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'new-chat/exclusion-not-inherited',
    turns: [
      ['跑鞋 耐克的不要', { cat: 'running-shoes', notBrand: '耐克' }],
      ['耐克的运动鞋', { cat: 'running-shoes|sneakers', brand: '耐克', newChat: true }],
      ['别超一千块', { cat: 'running-shoes|sneakers', brand: '耐克', max: 1000 }],
    ],
  },
  {
    family: 'new-chat/category-not-inherited-asks-back',
    turns: [
      ['推荐几款空调', { cat: 'air-conditioners' }],
      ['三千以内的有啥', { clarify: true, newChat: true }],
      ['冰箱', { cat: 'refrigerators', max: 3000 }],
    ],
  },
  {
    family: 'new-chat/shopping-after-flight',
    turns: [
      ['明天北京飞成都', { flight: { from: '北京', to: '成都', day: 1 } }],
      ['两百左右的保温杯', { cat: 'thermos-cups', max: 260, newChat: true }],
      ['象印的', { cat: 'thermos-cups', brand: '象印', max: 260 }],
    ],
  },
];
