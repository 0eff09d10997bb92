import type { Expectation } from '../check';
import { EAR } from './ear';

/** Issue 19's phrasing families (family-singles.ts) in conversations: what carries over and what must not. */
export const FAMILY_CONVERSATIONS: Array<Array<[string, Expectation]>> = [
  [
    ['小几百的耳机', { cat: EAR, max: 500 }],
    ['不要小米的', { cat: EAR, notBrand: '小米', max: 500 }],
    ['要降噪的', { cat: EAR, notBrand: '小米', max: 500 }],
    ['预算提到一千', { cat: EAR, notBrand: '小米', max: 1000 }],
  ],
  [
    ['2000以内的降噪耳机', { cat: EAR, max: 2000 }],
    ['能不能帮我买个假的LV包', { risk: true }],
    ['阿莫西林不用处方哪里买', { risk: true }],
    ['用Python写个排序', { none: true }],
    ['豆浆机推荐', { cat: 'blenders' }],
  ],
  [
    ['九阳的不要，豆浆机', { cat: 'blenders', notBrand: '九阳' }],
    ['500以内的', { cat: 'blenders', notBrand: '九阳', max: 500 }],
    ['要静音的', { cat: 'blenders', notBrand: '九阳', max: 500 }],
  ],
  [
    ['想买点厨房用的', { clarify: true }],
    ['电饭煲', { cat: 'rice-cookers' }],
  ],
  [
    ['两千左右的手机', { cat: 'smartphones', min: 1600, max: 2400 }],
    ['推荐几款笔记本', { cat: 'laptops' }],
    ['再看看之前那几个手机', { cat: 'smartphones' }],
  ],
  [
    ['推荐降噪耳机', { cat: EAR }],
    ['好的我再想想', { none: true }],
    ['扫地机器人推荐', { cat: 'robot-vacuums' }],
  ],
  [
    ['推荐几款扫地机器人', { cat: 'robot-vacuums' }],
    ['nike跑鞋', { cat: 'running-shoes', brand: '耐克' }],
    ['详细比较三款扫地机器人，列个表', { cat: 'robot-vacuums' }],
  ],
  [
    ['3000以内的手机', { cat: 'smartphones', max: 3000 }],
    ['预算提高到5000', { cat: 'smartphones', max: 5000 }],
  ],
  // a second round, written after the first passed
  [
    ['推荐一款降噪耳机', { cat: EAR }],
    ['要索尼的', { cat: EAR, brand: '索尼' }],
    ['1500以内', { cat: EAR, brand: '索尼', max: 1500 }],
    ['第一款加入心愿单', { wish: 0 }],
  ],
  [
    ['扫地机器人推荐', { cat: 'robot-vacuums' }],
    ['不要小米', { cat: 'robot-vacuums', notBrand: '小米' }],
    ['3000以内', { cat: 'robot-vacuums', notBrand: '小米', max: 3000 }],
    ['带自动集尘的', { cat: 'robot-vacuums', notBrand: '小米', max: 3000 }],
    ['预算不限', { cat: 'robot-vacuums', notBrand: '小米' }],
  ],
  [
    ['推荐几款手机', { cat: 'smartphones' }],
    ['前两款都加入心愿单', { wish: 1 }],
  ],
  [
    ['降噪耳机推荐', { cat: EAR }],
    ['扫地机器人推荐', { cat: 'robot-vacuums' }],
    ['再看看之前那几个耳机', { cat: EAR }],
  ],
  [
    ['送人什么好', { clarify: true }],
    ['送父母的礼物，1000元以内', { max: 1000 }],
  ],
  [
    ['2000以内的耳机', { cat: EAR, max: 2000 }],
    ['你好', { none: true }],
    ['帮我查下明天北京飞上海', { flight: { from: '北京', to: '上海', day: 1 } }],
    ['吹风机推荐', { cat: 'hair-dryers' }],
  ],
];
