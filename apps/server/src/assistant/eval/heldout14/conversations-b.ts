import type { HeldoutConversation } from '../heldout/setup';
import { HEADPHONES } from './groups';

/**
 * Conversations of the fourteenth held-out set (part B: self-corrections, budgets moved, more,
 * flights with dates and airports said new ways, vague asks answered, a refusal, after-sales,
 * small talk, dupes, kits, pets, problems, orderings, question forms, gifts, malls, pinyin, voice
 * and English mixed in). Same rules as part A. Request day: 2026-09-18, a Friday. Written blind:
 * see cases.ts.
 */
export const CONVERSATIONS_B: HeldoutConversation[] = [
  {
    family: 'self-correct/category',
    turns: [
      ['想买个加湿器', { cat: 'humidifiers' }],
      ['说错了 是除湿机', { cat: 'dehumidifiers' }],
      ['千元以内', { cat: 'dehumidifiers', max: 1000 }],
    ],
  },
  {
    family: 'self-correct/mall',
    turns: [
      ['天猫的洗发水', { cat: 'shampoos', mall: '天猫' }],
      ['不对 我要京东的', { cat: 'shampoos', mall: '京东' }],
      ['去屑的', { cat: 'shampoos', mall: '京东', attr: '去屑' }],
    ],
  },
  {
    family: 'budget/raised-then-cut',
    turns: [
      ['三百以内的体脂秤', { cat: 'body-scales', max: 300 }],
      ['再加点 五百以内', { cat: 'body-scales', max: 500, someAbove: 300 }],
      ['还是算了 一百以内', { cat: 'body-scales', max: 100 }],
    ],
  },
  {
    family: 'more/same-budget-twice',
    turns: [
      ['两百以内的台灯', { cat: 'desk-lamps', max: 200 }],
      ['还有吗 再来几个', { cat: 'desk-lamps', max: 200 }],
      ['再换一批看看', { cat: 'desk-lamps', max: 200 }],
    ],
  },
  {
    family: 'flight/day-changed-then-morning',
    turns: [
      ['下周一广州飞成都', { flight: { from: '广州', to: '成都', day: 3 } }],
      ['改成礼拜二', { flight: { from: '广州', to: '成都', day: 4 } }],
      ['要早上起飞的', { flight: { from: '广州', to: '成都', day: 4, part: 'morning' } }],
    ],
  },
  {
    family: 'flight/holiday-trip-and-return-morning',
    turns: [
      ['国庆那天从上海去三亚', { flight: { from: '上海', to: '三亚', day: 13 } }],
      ['10月7号回来', { flight: { from: '三亚', to: '上海', day: 19 } }],
      ['回程要上午的', { flight: { from: '三亚', to: '上海', day: 19, part: 'morning' } }],
    ],
  },
  {
    family: 'flight/served-then-unserved-then-gear',
    turns: [
      ['后天从成都去拉萨的机票', { flight: { from: '成都', to: '拉萨', day: 2 } }],
      ['那去稻城呢', { none: true, text: /稻城/ }],
      ['高原上穿的冲锋衣推荐下', { cat: 'hardshell-jackets' }],
    ],
  },
  {
    family: 'flight/cheapest-then-evening-then-next-day',
    turns: [
      ['下礼拜三 深圳到北京 哪班最便宜', { flight: { from: '深圳', to: '北京', day: 5, sort: 'price' } }],
      ['晚一点的 六点以后', { flight: { from: '深圳', to: '北京', day: 5, part: 'evening' } }],
      ['换到下礼拜四', { flight: { from: '深圳', to: '北京', day: 6 } }],
    ],
  },
  {
    family: 'flight/nicknames-then-return-evening',
    turns: [
      ['申城飞羊城 十月二号', { flight: { from: '上海', to: '广州', day: 14 } }],
      ['十月六号回申城', { flight: { from: '广州', to: '上海', day: 18 } }],
      ['回来那天要晚上的', { flight: { from: '广州', to: '上海', day: 18, part: 'evening' } }],
    ],
  },
  {
    family: 'flight/self-corrected-destination-then-sorted',
    turns: [
      ['明天北京飞杭州 哦不 飞南京', { flight: { from: '北京', to: '南京', day: 1 } }],
      ['按起飞时间排', { flight: { from: '北京', to: '南京', day: 1, sort: 'departure' } }],
      ['改后天呢', { flight: { from: '北京', to: '南京', day: 2 } }],
    ],
  },
  {
    family: 'flight/between-shopping-turns',
    turns: [
      ['想买个登机箱 20寸', { cat: 'luggage', attr: '20英寸' }],
      ['顺便看下这周六北京飞西安', { flight: { from: '北京', to: '西安', day: 1 } }],
      ['行李箱要铝框的', { cat: 'luggage', attr: '铝框' }],
    ],
  },
  {
    family: 'flight/airports-then-morning-then-next-day',
    turns: [
      ['虹桥到天府 后天', { flight: { from: '上海', to: '成都', day: 2 } }],
      ['上午起飞的有没有', { flight: { from: '上海', to: '成都', day: 2, part: 'morning' } }],
      ['再往后推一天', { flight: { from: '上海', to: '成都', day: 3 } }],
    ],
  },
  {
    family: 'clarify/vague-then-category',
    turns: [
      ['想给家里添个东西', { clarify: true }],
      ['空气炸锅吧', { cat: 'air-fryers' }],
      ['可视的', { cat: 'air-fryers', attr: '可视' }],
    ],
  },
  {
    family: 'clarify/gift-then-recipient-then-budget',
    turns: [
      ['送礼 推荐点', { clarify: true }],
      ['送我爸 他爱喝茶', { cat: 'tea' }],
      ['不超过三百块', { cat: 'tea', max: 300 }],
    ],
  },
  {
    family: 'risk/then-the-real-thing',
    turns: [
      ['有高仿的始祖鸟吗', { risk: true }],
      ['那正品的冲锋衣 三千以内', { cat: 'hardshell-jackets', max: 3000 }],
      ['不要始祖鸟', { cat: 'hardshell-jackets', max: 3000, notBrand: '始祖鸟' }],
    ],
  },
  {
    family: 'after-sales/then-buy-again',
    turns: [
      ['上周买的吹风机坏了 怎么修', { none: true }],
      ['算了 再买一个 五百以内', { cat: 'hair-dryers', max: 500 }],
      ['要带负离子的', { cat: 'hair-dryers', max: 500, attr: '负离子' }],
    ],
  },
  {
    family: 'small-talk/then-shop',
    turns: [
      ['你好呀 在忙吗', { none: true }],
      ['帮我看看拖鞋', { cat: 'slippers' }],
      ['冬天穿的棉拖', { cat: 'slippers', attr: '棉' }],
    ],
  },
  {
    family: 'dupe/then-budget-then-compare',
    turns: [
      ['戴森卷发棒的平替', { cat: 'hair-curlers', notBrand: '戴森' }],
      ['两百块钱以内', { cat: 'hair-curlers', notBrand: '戴森', max: 200 }],
      ['一号二号比一比', { compare: [0, 1] }],
    ],
  },
  {
    family: 'kit/puppy-then-food-then-budget',
    turns: [
      ['刚养了只狗 要准备什么', { cat: 'dog-food|pet-water-fountains' }],
      ['先看狗粮 小型犬的', { cat: 'dog-food', attr: '小型犬|全体型' }],
      ['控制在两百', { cat: 'dog-food', max: 200 }],
    ],
  },
  {
    family: 'pet/fountain-then-feeder-then-wish',
    turns: [
      ['猫咪饮水机 静音的', { cat: 'pet-water-fountains', attr: '静音' }],
      ['自动喂食器也要一个', { cat: 'pet-water-fountains', attr: '喂食器' }],
      ['第一个收藏', { wish: 0 }],
    ],
  },
  {
    family: 'problem/then-material-then-budget',
    turns: [
      ['最近总睡不好 感觉是枕头的问题', { cat: 'pillows' }],
      ['记忆棉的', { cat: 'pillows', attr: '记忆棉' }],
      ['五百块打住', { cat: 'pillows', max: 500 }],
    ],
  },
  {
    family: 'order-by/then-type-then-brand',
    turns: [
      ['卖得最好的洗衣液', { cat: 'laundry-detergent' }],
      ['只要凝珠', { cat: 'laundry-detergent', attr: '凝珠' }],
      ['碧浪的', { cat: 'laundry-detergent', brand: '碧浪' }],
    ],
  },
  {
    family: 'question-form/then-type-then-budget',
    turns: [
      ['洗碗机到底好不好用啊', { cat: 'dishwashers' }],
      ['台式的有吗 厨房小', { cat: 'dishwashers', attr: '台式' }],
      ['一千五以下的', { cat: 'dishwashers', max: 1500, attr: '台式' }],
    ],
  },
  {
    family: 'gift/lipstick-then-perfume-then-hand-cream',
    turns: [
      ['给女朋友挑支口红 生日送', { cat: 'lipsticks' }],
      ['三百块钱以内吧', { cat: 'lipsticks', max: 300 }],
      ['再加个香水 七百以内', { cat: 'perfumes', max: 700 }],
      ['还是换成护手霜吧', { cat: 'hand-creams' }],
    ],
  },
  {
    family: 'mall/held-with-budget-then-exclusion',
    turns: [
      ['拼多多买尿不湿', { cat: 'diapers', mall: '拼多多' }],
      ['一百块以下的', { cat: 'diapers', mall: '拼多多', max: 100 }],
      ['好奇家的不要', { cat: 'diapers', mall: '拼多多', max: 100, notBrand: '好奇' }],
    ],
  },
  {
    family: 'messy/pinyin-follow-ups',
    turns: [
      ['lanya erji', { cat: HEADPHONES }],
      ['yao jiangzao de', { cat: HEADPHONES }],
      ['500 yi nei de', { cat: HEADPHONES, max: 500 }],
    ],
  },
  {
    family: 'voice/filler-follow-ups',
    turns: [
      ['嗯 我想看看那个 微单相机', { cat: 'cameras' }],
      ['呃 就是 索尼的那种', { cat: 'cameras', brand: '索尼' }],
      ['那个 一万以内吧', { cat: 'cameras', brand: '索尼', max: 10000 }],
    ],
  },
  {
    family: 'code-switch/english-mixed-in',
    turns: [
      ['有没有good一点的mechanical keyboard', { cat: 'keyboards' }],
      ['budget控制在500以内', { cat: 'keyboards', max: 500 }],
      ['red switch的', { cat: 'keyboards', max: 500, attr: '红轴' }],
    ],
  },
  {
    family: 'compare-named/inside-a-chat-then-size',
    turns: [
      ['想买个电纸书 看书用', { cat: 'e-readers' }],
      ['掌阅跟文石哪个好', { cat: 'e-readers', hasBrands: ['掌阅', '文石'] }],
      ['七寸的', { cat: 'e-readers', attr: '7英寸' }],
    ],
  },
];
