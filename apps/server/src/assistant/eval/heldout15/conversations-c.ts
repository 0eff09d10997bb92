import type { HeldoutConversation } from '../heldout/setup';
import { MASSAGERS } from './groups';

/**
 * Conversations of the fifteenth held-out set (part C: flights over several turns, a vague ask
 * answered, risk then a fair ask, after-sales then shopping, self-corrections, small talk then
 * shopping, pinyin and voice-style turns), 3–5 turns each. Request day: 2026-09-18, a Friday.
 * Written blind: see cases.ts.
 */
export const CONVERSATIONS_C: HeldoutConversation[] = [
  {
    family: 'flight/day-changed-then-afternoon',
    turns: [
      ['北京飞广州 明天', { flight: { from: '北京', to: '广州', day: 1 } }],
      ['换成后天的', { flight: { from: '北京', to: '广州', day: 2 } }],
      ['换成下午的', { flight: { from: '北京', to: '广州', day: 2, part: 'afternoon' } }],
    ],
  },
  {
    family: 'flight/holiday-cheapest-then-return',
    turns: [
      ['国庆去三亚 从深圳走', { flight: { from: '深圳', to: '三亚', date: '2026-10-01' } }],
      ['这天哪班最便宜', { flight: { from: '深圳', to: '三亚', date: '2026-10-01', sort: 'price' } }],
      ['那回来呢 10月5号', { flight: { from: '三亚', to: '深圳', day: 17 } }],
    ],
  },
  {
    family: 'flight/unserved-then-served-then-morning',
    turns: [
      ['想去大理玩 上海飞', { none: true, text: /大理/ }],
      ['那先飞昆明吧', { flight: { from: '上海', to: '昆明' } }],
      ['明天上午的', { flight: { from: '上海', to: '昆明', day: 1, part: 'morning' } }],
    ],
  },
  {
    family: 'flight/between-shopping-turns',
    turns: [
      ['行李箱 20寸的', { cat: 'luggage', attr: '20英寸' }],
      ['顺便查下周六杭州飞广州', { flight: { from: '杭州', to: '广州', day: 1 } }],
      ['行李箱再便宜点的 八百以内', { cat: 'luggage', attr: '20英寸', max: 800 }],
    ],
  },
  {
    family: 'flight/nickname-earliest-then-return-evening',
    turns: [
      ['魔都飞蓉城 下周一', { flight: { from: '上海', to: '成都', day: 3 } }],
      ['最早那班是几点', { flight: { from: '上海', to: '成都', day: 3, sort: 'departure' } }],
      ['回程 下周四晚上', { flight: { from: '成都', to: '上海', day: 6, part: 'evening' } }],
    ],
  },
  {
    family: 'flight/self-corrected-origin-then-later',
    turns: [
      ['明天去西安 从北京 不对 从上海', { flight: { from: '上海', to: '西安', day: 1 } }],
      ['要晚上的航班', { flight: { from: '上海', to: '西安', day: 1, part: 'evening' } }],
      ['往后推一天', { flight: { from: '上海', to: '西安', day: 2 } }],
    ],
  },
  {
    family: 'flight/red-eye-then-next-morning',
    turns: [
      ['广州到深圳有红眼吗 今晚', { flight: { from: '广州', to: '深圳', day: 0, part: 'redeye' } }],
      ['明天早上的呢', { flight: { from: '广州', to: '深圳', day: 1, part: 'morning' } }],
      ['按起飞时间从早到晚排', { flight: { from: '广州', to: '深圳', day: 1, sort: 'departure' } }],
    ],
  },
  {
    family: 'flight/mid-autumn-then-new-year',
    turns: [
      ['中秋回家 北京飞长沙', { flight: { from: '北京', to: '长沙', date: '2026-09-25' } }],
      ['晚上的有没有', { flight: { from: '北京', to: '长沙', date: '2026-09-25', part: 'evening' } }],
      ['元旦也要回 先看看', { flight: { from: '北京', to: '长沙', date: '2027-01-01' } }],
    ],
  },
  {
    family: 'clarify/gift-for-mum-then-massager',
    turns: [
      ['想买个东西送我妈', { clarify: true }],
      ['她腰不好 想要按摩的', { cat: MASSAGERS }],
      ['一千块以内的按摩', { cat: MASSAGERS, max: 1000 }],
    ],
  },
  {
    family: 'clarify/vague-then-air-fryer',
    turns: [
      ['厨房里添点啥好', { clarify: true }],
      ['那就空气炸锅吧', { cat: 'air-fryers' }],
      ['三百以内 不要美的', { cat: 'air-fryers', max: 300, notBrand: '美的' }],
    ],
  },
  {
    family: 'risk/fake-then-genuine',
    turns: [
      ['有没有高仿的香奈儿香水', { risk: true }],
      ['那正品的香奈儿香水多少钱', { cat: 'perfumes', brand: '香奈儿' }],
      ['可可小姐那款', { cat: 'perfumes', brand: '香奈儿', attr: '可可小姐' }],
    ],
  },
  {
    family: 'after-sales/then-buy-again',
    turns: [
      ['上次买的吹风机坏了 能修吗', { none: true }],
      ['算了再买一个 三百以内', { cat: 'hair-dryers', max: 300 }],
      ['小米的', { cat: 'hair-dryers', brand: '小米', max: 300 }],
    ],
  },
  {
    family: 'self-correct/category-then-budget-brand',
    turns: [
      ['帮我看看加湿器 哦不对 除湿机', { cat: 'dehumidifiers' }],
      ['不超过一千', { cat: 'dehumidifiers', max: 1000 }],
      ['美的的', { cat: 'dehumidifiers', brand: '美的', max: 1000 }],
    ],
  },
  {
    family: 'self-correct/mall-then-attr-budget',
    turns: [
      ['京东的显示器 哦 拼多多的', { cat: 'monitors', mall: '拼多多' }],
      ['2K的', { cat: 'monitors', mall: '拼多多', attr: '2K' }],
      ['一千块以下的2K屏', { cat: 'monitors', mall: '拼多多', attr: '2K', max: 1000 }],
    ],
  },
  {
    family: 'small-talk/then-mouse',
    turns: [
      ['你好 忙不忙呀', { none: true }],
      ['想买个鼠标 无线的', { cat: 'mice', attr: '无线' }],
      ['两百块钱以内的鼠标', { cat: 'mice', attr: '无线', max: 200 }],
    ],
  },
  {
    family: 'messy/pinyin-keyboard',
    turns: [
      ['jixie jianpan', { cat: 'keyboards' }],
      ['300yinei', { cat: 'keyboards', max: 300 }],
      ['hongzhou de', { cat: 'keyboards', max: 300, attr: '红轴' }],
    ],
  },
  {
    family: 'voice/baby-bottle',
    turns: [
      ['嗯那个我想买那个就是给宝宝喝奶的瓶子', { cat: 'baby-bottles' }],
      ['玻璃的吧玻璃的好像安全点', { cat: 'baby-bottles', attr: '玻璃' }],
      ['一百块以内啊', { cat: 'baby-bottles', attr: '玻璃', max: 100 }],
    ],
  },
  {
    family: 'question-form/worth-it-then-cheaper',
    turns: [
      ['Theragun mini值得买吗', { cat: 'massage-guns', brand: 'Theragun', attr: 'mini' }],
      ['有没有便宜点的平替 五百以内', { cat: 'massage-guns', max: 500 }],
      ['轻一点的', { cat: 'massage-guns', max: 500, attr: '0.45kg' }],
    ],
  },
];
