import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the sixteenth held-out set (part D: asks that start vague, a refusal followed
 * by a fair ask, after-sales and small talk before shopping, pinyin and voice turns, yes-no
 * questions, an attribute held, a pet). Request day: 2026-09-18, a Friday. Written blind: see
 * cases.ts.
 */
export const CONVERSATIONS_D: HeldoutConversation[] = [
  {
    family: 'clarify/vague-then-category-then-budget',
    turns: [
      ['你帮我推荐个东西呗', { clarify: true }],
      ['电饭煲吧', { cat: 'rice-cookers' }],
      ['四百块以内', { cat: 'rice-cookers', max: 400 }],
    ],
  },
  {
    family: 'clarify/gift-then-perfume',
    turns: [
      ['送女朋友礼物 推荐一下', { clarify: true }],
      ['香水吧 一千以内', { cat: 'perfumes', max: 1000 }],
      ['花香调的', { cat: 'perfumes', max: 1000, attr: '花香' }],
    ],
  },
  {
    family: 'risk/replica-then-genuine',
    turns: [
      ['有没有一比一复刻的浪琴', { risk: true }],
      ['那正品浪琴多少钱', { cat: 'wristwatches', brand: '浪琴' }],
      ['一万二以内的', { cat: 'wristwatches', brand: '浪琴', max: 12000 }],
    ],
  },
  {
    family: 'after-sales/then-buy-again',
    turns: [
      ['上次买的电动牙刷坏了 怎么保修', { none: true }],
      ['算了 重新买一个 三百以内', { cat: 'electric-toothbrushes', max: 300 }],
      ['小米家的有吗', { cat: 'electric-toothbrushes', brand: '小米', max: 300 }],
    ],
  },
  {
    family: 'small-talk/then-humidifier',
    turns: [
      ['哈喽 你好呀', { none: true }],
      ['想给家里添个加湿器', { cat: 'humidifiers' }],
      ['无雾的 卧室用', { cat: 'humidifiers', attr: '无雾' }],
    ],
  },
  {
    family: 'messy/pinyin-turns',
    turns: [
      ['kafei ji', { cat: 'coffee-machines' }],
      ['yiqian yinei', { cat: 'coffee-machines', max: 1000 }],
      ['jiaonang de', { cat: 'coffee-machines', max: 1000, attr: '胶囊' }],
    ],
  },
  {
    family: 'voice/run-on-turns',
    turns: [
      ['嗯我想看看那个就是洗脸的那个洗面奶', { cat: 'face-cleansers' }],
      ['然后就是油皮用的那种', { cat: 'face-cleansers', attr: '油皮' }],
      ['嗯再便宜点的有没有一百以内', { cat: 'face-cleansers', attr: '油皮', max: 100 }],
    ],
  },
  {
    family: 'question-form/yes-no-asks',
    turns: [
      ['有没有一千以内的微波炉', { cat: 'microwaves', max: 1000 }],
      ['那有没有带烧烤功能的', { cat: 'microwaves', max: 1000, attr: '烧烤' }],
      ['格兰仕的呢', { cat: 'microwaves', max: 1000, brand: '格兰仕' }],
    ],
  },
  {
    family: 'constraint/attr-held-then-brand-then-budget',
    turns: [
      ['2K高刷显示器', { cat: 'monitors', attr: '2K' }],
      ['看看小米的', { cat: 'monitors', brand: '小米', attr: '2K' }],
      ['一千内', { cat: 'monitors', brand: '小米', attr: '2K', max: 1000 }],
    ],
  },
  {
    family: 'pet/big-dog-food',
    turns: [
      ['狗粮 金毛吃的', { cat: 'dog-food' }],
      ['十公斤的大包装', { cat: 'dog-food', attr: '10kg' }],
      ['控制在三百', { cat: 'dog-food', attr: '10kg', max: 300 }],
    ],
  },
];
