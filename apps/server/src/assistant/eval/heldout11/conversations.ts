import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the eleventh held-out set, 3–5 turns each, one user each; a turn marked
 * `newChat` opens a new chat and may inherit nothing. `ref`, `compare`, `wish` and `wishAll`
 * point into the lists (two or more cards) the shopper saw; `again` asks an earlier list back.
 * Request day: 2026-09-18, a Friday (明天 day 1, 后天 day 2, 下周一 day 3, 下周三 day 5,
 * 国庆 1 October). Written blind: see cases.ts.
 */

const HEADPHONES = 'anc-headphones|tws-earbuds';
const COMPUTERS = 'laptops|gaming-laptops';
const FOR_MOM =
  'neck-massagers|eye-massagers|massage-chairs|massage-guns|scarves|hand-creams|face-creams|serums|face-masks|handbags|thermos-cups|electric-blankets|health-supplements|blood-pressure-monitors|tea|pajamas|bedding-sets|pillows|wristwatches|smartwatches|kettles|perfumes|lipsticks|artificial-flowers|nuts|down-jackets|wallets|sunglasses|hair-dryers|foundations|sunscreens|slippers|milk';

export const HELDOUT_CONVERSATIONS: HeldoutConversation[] = [
  {
    family: 'constraint/budget-holds-four-turns',
    turns: [
      ['想买个扫地机器人 三千五以内', { cat: 'robot-vacuums', max: 3500 }],
      ['要能热水洗拖布的', { cat: 'robot-vacuums', max: 3500, attr: '热水洗' }],
      ['还有别的牌子吗', { cat: 'robot-vacuums', max: 3500 }],
      ['第一个详细说说', { ref: [0] }],
    ],
  },
  {
    family: 'relax/budget-raised-twice',
    turns: [
      ['降噪耳机 五百以内', { cat: HEADPHONES, max: 500 }],
      ['预算加到一千五', { cat: HEADPHONES, max: 1500, someAbove: 500 }],
      ['不限预算了 要最好的', { cat: HEADPHONES, someAbove: 1500 }],
    ],
  },
  {
    family: 'new-chat/brand-and-budget-not-inherited',
    turns: [
      ['荣耀的手机 四千以内', { cat: 'smartphones', brand: '荣耀', max: 4000 }],
      ['看看平板电脑', { cat: 'tablets', brandsAtLeast: 2, newChat: true }],
      ['五千以上的', { cat: 'tablets', min: 5000, brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'wish/two-at-once-then-one',
    turns: [
      ['保湿面霜推荐几款', { cat: 'face-creams' }],
      ['第一个和第三个都加入心愿单', { wishAll: [0, 2] }],
      ['再看看精华液', { cat: 'serums' }],
      ['这里第二个也收藏', { wish: 1 }],
    ],
  },
  {
    family: 'compare/first-two-watches',
    turns: [
      ['三千以内的智能手表', { cat: 'smartwatches', max: 3000 }],
      ['前两个对比一下', { compare: [0, 1] }],
      ['哪个续航更长', { text: /续航|天|小时/ }],
    ],
  },
  {
    family: 'topic-switch/come-back-to-purifiers',
    turns: [
      ['空气净化器有哪些', { cat: 'air-purifiers' }],
      ['顺便看下加湿器', { cat: 'humidifiers' }],
      ['回到刚才的净化器 再给我看看那几个', { again: 1 }],
      ['那第二个帮我加进心愿单', { wish: 1 }],
    ],
  },
  {
    family: 'reference/into-last-two-lists',
    turns: [
      ['看看机械键盘', { cat: 'keyboards' }],
      ['鼠标也看看', { cat: 'mice' }],
      ['刚才键盘里的第一个', { ref: [0], refList: 1 }],
      ['鼠标的第二个呢', { ref: [1] }],
    ],
  },
  {
    family: 'exclude/holds-with-budget-and-attr',
    turns: [
      ['吹风机 除了戴森都可以', { cat: 'hair-dryers', notBrand: '戴森' }],
      ['四百以上的', { cat: 'hair-dryers', notBrand: '戴森', min: 400 }],
      ['带负离子的', { cat: 'hair-dryers', notBrand: '戴森', min: 400, attr: '负离子' }],
    ],
  },
  {
    family: 'mall/holds-three-turns',
    turns: [
      ['京东上的电饭煲', { cat: 'rice-cookers', mall: '京东' }],
      ['IH加热的', { cat: 'rice-cookers', mall: '京东', attr: 'IH' }],
      ['六百以内', { cat: 'rice-cookers', mall: '京东', attr: 'IH', max: 600 }],
    ],
  },
  {
    family: 'flight/next-day-part-and-return',
    turns: [
      ['明天上海飞深圳', { flight: { from: '上海', to: '深圳', day: 1 } }],
      ['那后天的有吗', { flight: { from: '上海', to: '深圳', day: 2 } }],
      ['只要下午起飞的', { flight: { from: '上海', to: '深圳', day: 2, part: 'afternoon' } }],
      ['返程下周一 深圳回上海', { flight: { from: '深圳', to: '上海', day: 3 } }],
    ],
  },
  {
    family: 'flight/holiday-return-by-price',
    turns: [
      ['国庆从北京去成都', { flight: { from: '北京', to: '成都', date: '2026-10-01' } }],
      ['10月7号回北京', { flight: { from: '成都', to: '北京', date: '2026-10-07' } }],
      ['这些按票价排一下', { flight: { from: '成都', to: '北京', date: '2026-10-07', sort: 'price' } }],
    ],
  },
  {
    family: 'flight-then-shopping/luggage',
    turns: [
      ['明天广州飞北京', { flight: { from: '广州', to: '北京', day: 1 } }],
      ['顺便买个行李箱', { cat: 'luggage' }],
      ['20寸能登机的', { cat: 'luggage', attr: '20英寸' }],
    ],
  },
  {
    family: 'risk/then-legit-camera',
    turns: [
      ['卖不卖电击枪', { risk: true }],
      ['那买个家用监控摄像头', { cat: 'security-cameras' }],
      ['带全彩夜视的', { cat: 'security-cameras', attr: '全彩夜视' }],
    ],
  },
  {
    family: 'after-sales/then-buy-again',
    turns: [
      ['上个月买的吹风机不转了 保修找谁', { none: true }],
      ['那再买个新的 三百以内', { cat: 'hair-dryers', max: 300 }],
      ['头一个加到心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'small-talk/then-handbag',
    turns: [
      ['小助手 在不在呀 有事问你', { none: true }],
      ['想给老婆买个包', { cat: 'handbags' }],
      ['一千以内的有吗 别太贵', { cat: 'handbags', max: 1000 }],
    ],
  },
  {
    family: 'clarify/then-earbuds',
    turns: [
      ['帮我推荐个东西', { clarify: true }],
      ['耳机吧', { cat: HEADPHONES }],
      ['三百块以内的就好', { cat: HEADPHONES, max: 300 }],
    ],
  },
  {
    family: 'gift/mom-budget-then-neck',
    turns: [
      ['给我妈买生日礼物', { cat: FOR_MOM }],
      ['她的话五百以内吧', { cat: FOR_MOM, max: 500 }],
      ['她颈椎不好', { cat: 'neck-massagers', max: 500 }],
    ],
  },
  {
    family: 'spec/fridge-narrowing',
    turns: [
      ['冰箱推荐', { cat: 'refrigerators' }],
      ['要对开门的', { cat: 'refrigerators', attr: '对开门' }],
      ['五千块以内的有哪些', { cat: 'refrigerators', attr: '对开门', max: 5000 }],
    ],
  },
  {
    family: 'count/two-then-two-more',
    turns: [
      ['推荐两款破壁机', { cat: 'blenders', count: 2 }],
      ['再来两款别的', { cat: 'blenders', count: 2 }],
      ['五百以内的都列出来', { cat: 'blenders', max: 500 }],
    ],
  },
  {
    family: 'more-of-same/next-batch-speakers',
    turns: [
      ['蓝牙音箱看看', { cat: 'bluetooth-speakers' }],
      ['换一批', { cat: 'bluetooth-speakers' }],
      ['还有防水的吗', { cat: 'bluetooth-speakers', attr: 'IP67|IPX5' }],
    ],
  },
  {
    family: 'question-form/brand-family',
    turns: [
      ['追觅的扫地机怎么样', { cat: 'robot-vacuums', brand: '追觅' }],
      ['它家的吸尘器呢', { cat: 'vacuum-cleaners', brand: '追觅' }],
      ['第二个值不值得入', { ref: [1] }],
    ],
  },
  {
    family: 'self-correct/treadmill-to-bike',
    turns: [
      ['看看跑步机', { cat: 'treadmills' }],
      ['不对 我要的是动感单车', { cat: 'exercise-bikes' }],
      ['两千块以内的呢', { cat: 'exercise-bikes', max: 2000 }],
    ],
  },
  {
    family: 'code-switch/gaming-laptop',
    turns: [
      ['recommend几个gaming laptop', { cat: 'gaming-laptops' }],
      ['budget 7k', { cat: 'gaming-laptops', max: 7000 }],
      ['the first one详细点', { ref: [0] }],
    ],
  },
  {
    family: 'voice/luggage-narrowing',
    turns: [
      ['嗯 我想 看看那个 行李箱', { cat: 'luggage' }],
      ['呃 就是 那个 二十四寸的', { cat: 'luggage', attr: '24英寸' }],
      ['嗯对 一千以内吧', { cat: 'luggage', attr: '24英寸', max: 1000 }],
    ],
  },
  {
    family: 'pet/kitten-then-litter',
    turns: [
      ['家里猫吃的猫粮推荐下', { cat: 'cat-food' }],
      ['是给小奶猫吃的', { cat: 'cat-food', attr: '幼猫' }],
      ['再买点猫砂', { cat: 'cat-litter' }],
      ['要混合猫砂', { cat: 'cat-litter', attr: '混合' }],
    ],
  },
  {
    family: 'problem/damp-then-compare',
    turns: [
      ['家里太潮了 衣服都发霉', { cat: 'dehumidifiers|drying-racks|air-conditioners' }],
      ['就要除湿机 一千五以内', { cat: 'dehumidifiers', max: 1500 }],
      ['第一台和第二台比一下', { compare: [0, 1] }],
    ],
  },
  {
    family: 'use-scenario/camping-trip',
    turns: [
      ['国庆去露营 帐篷推荐', { cat: 'tents' }],
      ['一家四口住', { cat: 'tents', attr: '3-4人|5-8人' }],
      ['再配个户外音箱', { cat: 'bluetooth-speakers' }],
    ],
  },
  {
    family: 'negated-attr/kettle-holds',
    turns: [
      ['电热水壶 不要塑料内胆的', { cat: 'kettles', attr: '不锈钢|玻璃' }],
      ['小米的不要', { cat: 'kettles', notBrand: '小米' }],
      ['一百块以内就行了', { cat: 'kettles', notBrand: '小米', max: 100 }],
    ],
  },
  {
    family: 'order-by/dishwasher-cheapest',
    turns: [
      ['洗碗机有哪些', { cat: 'dishwashers' }],
      ['按价格从低到高给我排', { cat: 'dishwashers' }],
      ['排第一的详细说说', { ref: [0] }],
    ],
  },
  {
    family: 'compare-named/then-cheaper-and-wish',
    turns: [
      ['索尼A7M4和佳能R6二代比比', { cat: 'cameras', hasBrands: ['索尼', '佳能'] }],
      ['有没有一万以内的入门款', { cat: 'cameras', max: 10000 }],
      ['第三款放进心愿单', { wish: 2 }],
    ],
  },
  {
    family: 'again/shavers-two-back',
    turns: [
      ['男士剃须刀', { cat: 'shavers' }],
      ['再看看电动牙刷', { cat: 'electric-toothbrushes' }],
      ['刚才的剃须刀再给我看下', { again: 1 }],
      ['第一款帮我加心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'new-chat/after-flight',
    turns: [
      ['后天北京飞厦门', { flight: { from: '北京', to: '厦门', day: 2 } }],
      ['下午两三点左右出发的那种', { flight: { from: '北京', to: '厦门', day: 2, part: 'afternoon' } }],
      ['推荐个充电宝', { cat: 'power-banks', newChat: true }],
      ['预算两百以内的有没有', { cat: 'power-banks', max: 200 }],
    ],
  },
  {
    family: 'new-chat/budget-not-inherited-by-brand',
    turns: [
      ['三百以内的耳机', { cat: HEADPHONES, max: 300 }],
      ['漫步者的有吗', { cat: HEADPHONES, brand: '漫步者', max: 300 }],
      ['漫步者的音箱', { cat: 'bluetooth-speakers', brand: '漫步者', someAbove: 300, newChat: true }],
    ],
  },
  {
    family: 'relax/exclusion-lifted',
    turns: [
      ['笔记本电脑 不要苹果', { cat: COMPUTERS, notBrand: '苹果' }],
      ['九千以内', { cat: COMPUTERS, notBrand: '苹果', max: 9000 }],
      ['算了苹果也可以看看', { cat: COMPUTERS, max: 9000, hasBrands: ['苹果'] }],
    ],
  },
  {
    family: 'raise-budget/projector-compare',
    turns: [
      ['一千以内的投影仪', { cat: 'projectors', max: 1000 }],
      ['加到三千', { cat: 'projectors', max: 3000, someAbove: 1000 }],
      ['第二个和第三个对比', { compare: [1, 2] }],
    ],
  },
  {
    family: 'wish/into-older-list',
    turns: [
      ['保温杯 上班带的 推荐下', { cat: 'thermos-cups' }],
      ['第二款加入心愿单吧', { wish: 1 }],
      ['再看看保鲜盒', { cat: 'food-containers' }],
      ['刚才保温杯的第一个也加上', { wish: 0, refList: 1 }],
    ],
  },
  {
    family: 'audience/grandma-phone',
    turns: [
      ['给奶奶买手机', { cat: 'smartphones' }],
      ['一千多就行 电池耐用点', { cat: 'smartphones', max: 2000 }],
      ['第一个字能调大吗', { ref: [0] }],
    ],
  },
  {
    family: 'dialect/cantonese-hair-dryer',
    turns: [
      ['有冇平啲嘅风筒啊 唔该', { cat: 'hair-dryers' }],
      ['三百蚊以内', { cat: 'hair-dryers', max: 300 }],
      ['第二个点样', { ref: [1] }],
    ],
  },
  {
    family: 'messy/pinyin-watch',
    turns: [
      ['zhineng shoubiao', { cat: 'smartwatches' }],
      ['huawei de', { cat: 'smartwatches', brand: '华为' }],
      ['di yi ge xiang xi shuo shuo', { ref: [0] }],
    ],
  },
  {
    family: 'superlative/e-bike-then-brand',
    turns: [
      ['电动车推荐', { cat: 'electric-scooters' }],
      ['续航最长的有哪些', { cat: 'electric-scooters' }],
      ['雅迪的', { cat: 'electric-scooters', brand: '雅迪' }],
    ],
  },
  {
    family: 'exclude/two-brands-then-attr',
    turns: [
      ['面膜推荐', { cat: 'face-masks' }],
      ['不要SK-II和科颜氏', { cat: 'face-masks', notBrands: ['SK-II', '科颜氏'] }],
      ['补水修护的', { cat: 'face-masks', notBrands: ['SK-II', '科颜氏'], attr: '补水|修护' }],
    ],
  },
  {
    family: 'attribute/diaper-size-then-brand',
    turns: [
      ['纸尿裤', { cat: 'diapers' }],
      ['L码的', { cat: 'diapers', attr: 'L码' }],
      ['好奇的有吗', { cat: 'diapers', brand: '好奇', attr: 'L码' }],
    ],
  },
  {
    family: 'topic-switch/flight-and-back-to-laptops',
    turns: [
      ['笔记本电脑 五千以内', { cat: COMPUTERS, max: 5000 }],
      ['对了 下周三北京飞上海的票', { flight: { from: '北京', to: '上海', day: 5 } }],
      ['回到笔记本 第二个加心愿单', { wish: 1 }],
      ['五千以内的还有别的吗', { cat: COMPUTERS, max: 5000 }],
    ],
  },
  {
    family: 'constraint/women-running-shoes',
    turns: [
      ['女款跑鞋', { cat: 'running-shoes', attr: '女款' }],
      ['那就一千块以内的吧', { cat: 'running-shoes', attr: '女款', max: 1000 }],
      ['耐克的就别推了', { cat: 'running-shoes', attr: '女款', max: 1000, notBrand: '耐克' }],
    ],
  },
  {
    family: 'compare/three-air-conditioners',
    turns: [
      ['1.5匹的空调', { cat: 'air-conditioners', attr: '1.5匹' }],
      ['第一二三个比较一下', { compare: [0, 1, 2] }],
      ['哪个最省电', { text: /能效|省电|一级|三级/ }],
    ],
  },
  {
    family: 'quantity/three-routers-then-wifi7',
    turns: [
      ['推荐三款路由器', { cat: 'routers', count: 3 }],
      ['要WiFi7的', { cat: 'routers', attr: 'WiFi 7' }],
      ['第一个详细说说', { ref: [0] }],
    ],
  },
  {
    family: 'after-sales/mid-chat-tv',
    turns: [
      ['看看电视', { cat: 'televisions' }],
      ['买了能上门安装吗', { none: true }],
      ['要65英寸那种大小的', { cat: 'televisions', attr: '65英寸' }],
    ],
  },
  {
    family: 'noise/emoji-mop',
    turns: [
      ['🙏求推荐个好用的拖把🙏', { cat: 'mops' }],
      ['要免手洗的～～', { cat: 'mops', attr: '免手洗|刮|懒人|平板' }],
      ['👍第一个', { ref: [0] }],
    ],
  },
];
