import type { Expectation } from '../check';
import { EAR } from './ear';

/**
 * Written after the engine passed the sets above, without tuning to them first: how it does on
 * phrasings it was not built around (the bench prints them apart).
 */
export const HELDOUT_SINGLES: Array<[string, Expectation]> = [
  ['有什么性价比高的手机推荐吗', { cat: 'smartphones' }],
  ['预算三千五买什么手机好', { cat: 'smartphones', max: 3500 }],
  ['一千块钱能买到什么好耳机', { cat: EAR, max: 1200 }],
  ['求推荐一款适合女生的轻薄本', { cat: 'laptops' }],
  ['我想给我妈买个按摩仪', { cat: 'neck-massagers|eye-massagers|massage-guns|massage-chairs' }],
  ['有没有适合宿舍用的小电饭煲', { cat: 'rice-cookers' }],
  ['办公室午睡用的枕头', { cat: 'pillows' }],
  ['性价比高的投影仪，1500左右', { cat: 'projectors', min: 1200, max: 1800 }],
  ['苹果手机哪款值得买', { cat: 'smartphones', brand: '苹果' }],
  ['800以下的机械键盘', { cat: 'keyboards', max: 800 }],
  ['拼多多上便宜的数据线', { cat: 'data-cables', mall: '拼多多' }],
  ['想买一台戴森吹风机', { cat: 'hair-dryers', brand: '戴森' }],
  ['冬天宿舍用的小型取暖器', { cat: 'heaters' }],
  ['孩子上小学要买什么书包', { cat: 'school-bags' }],
  ['新手钓鱼用什么鱼竿', { cat: 'fishing-rods' }],
  ['家里老人用的血压计', { cat: 'blood-pressure-monitors' }],
  ['有没有不伤头发的卷发棒', { cat: 'hair-curlers' }],
  ['想换个扫地机器人，预算两千', { cat: 'robot-vacuums', max: 2000 }],
  ['适合小户型的洗衣机', { cat: 'washing-machines' }],
  ['猫咪饮水机哪个好', { cat: 'pet-water-fountains' }],
  ['给狗狗买点狗粮，大型犬', { cat: 'dog-food' }],
  ['送闺蜜的香水', { cat: 'perfumes' }],
  ['母亲节送妈妈什么', { text: /礼物/ }],
  ['五百以内送同事的礼物', { max: 500 }],
  ['上海到北京的高铁票', { none: true }],
  ['帮我订一张明天去深圳的机票', { flight: { from: '北京', to: '深圳', day: 1 } }],
  ['这周六成都飞广州的航班', { flight: { from: '成都', to: '广州', day: 1 } }],
  ['查一下后天杭州到西安的航班', { flight: { from: '杭州', to: '西安', day: 2 } }],
  ['卖我一把弹簧刀', { risk: true }],
  ['有没有A货包包', { risk: true }],
  ['iPad和华为平板哪个好', { cat: 'tablets' }],
  ['小米手环值不值得买', { cat: 'smartwatches' }],
  ['我想要个便宜的智能手表', { cat: 'smartwatches' }],
  ['推荐一款降噪好的真无线耳机', { cat: 'tws-earbuds' }],
  ['有哪些好用的电动牙刷，三百以内', { cat: 'electric-toothbrushes', max: 300 }],
  ['买台空调，一级能效的', { cat: 'air-conditioners' }],
  ['跑步机家用静音的', { cat: 'treadmills' }],
  ['有机牛奶推荐', { cat: 'milk' }],
  ['零食大礼包', { cat: 'snacks' }],
  ['帮我找个500以内的蓝牙音箱', { cat: 'bluetooth-speakers', max: 500 }],
];

export const HELDOUT_CONVERSATIONS: Array<Array<[string, Expectation]>> = [
  [
    ['帮我推荐几款真无线耳机', { cat: 'tws-earbuds' }],
    ['有没有降噪效果好的', { cat: 'tws-earbuds' }],
    ['第三款和第一款比呢', { compare: [2, 0] }],
  ],
  [
    ['我想买个冰箱', { cat: 'refrigerators' }],
    ['预算五千左右', { cat: 'refrigerators', min: 4000, max: 6000 }],
    ['海尔的有吗', { cat: 'refrigerators', brand: '海尔' }],
  ],
  [
    ['推荐个电饭煲', { cat: 'rice-cookers' }],
    ['贵点没关系，要好一点的', { cat: 'rice-cookers' }],
    ['就它吧，加到心愿单', { text: /哪/ }],
  ],
  [
    ['后天上海飞北京', { flight: { from: '上海', to: '北京', day: 2 } }],
    ['改成大后天', { flight: { from: '上海', to: '北京', day: 3 } }],
    ['有早上的吗', { flight: { from: '上海', to: '北京', day: 3, sort: 'departure' } }],
  ],
  [
    ['给女朋友挑个礼物', { text: /礼物/ }],
    ['预算300以内', { max: 300 }],
  ],
  [
    ['手机推荐', { cat: 'smartphones' }],
    ['要大屏的', { cat: 'smartphones', text: /屏幕/ }],
    ['续航也要好', { cat: 'smartphones' }],
    ['第二款降价了吗', { ref: [1] }],
  ],
  [
    ['推荐个吸尘器', { cat: 'vacuum-cleaners' }],
    ['无线的', { cat: 'vacuum-cleaners' }],
    ['戴森的怎么样', { cat: 'vacuum-cleaners', brand: '戴森' }],
  ],
  [
    ['运动鞋推荐', { cat: 'running-shoes|sneakers|hiking-shoes' }],
    ['男款，400以内', { cat: 'running-shoes|sneakers|hiking-shoes', max: 400 }],
    ['换一批', { cat: 'running-shoes|sneakers|hiking-shoes', max: 400 }],
  ],
];
