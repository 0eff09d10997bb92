import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the seventh held-out set, 3–4 turns each, one user each; a turn marked
 * `newChat` opens a new chat. `ref`, `compare`, `wish` and `wishAll` point into the lists (two or
 * more cards) the shopper saw. Request day: 2026-09-18, a Friday. Written blind: see cases.ts.
 */

const HEADPHONES = 'anc-headphones|tws-earbuds';
const FOR_A_RUNNER = 'running-shoes|smartwatches|massage-guns|hiking-shoes|tws-earbuds|socks|sunglasses|hats|t-shirts';
const FOR_A_SORE_BACK = 'neck-massagers|massage-chairs|massage-guns|electric-blankets';
const FOR_A_SIX_YEAR_OLD = 'building-toys|kids-scooters|bicycles|basketballs|jump-ropes|school-bags|e-readers|drones';

export const HELDOUT_CONVERSATIONS: HeldoutConversation[] = [
  {
    family: 'follow-up/ordinal-then-other-brands',
    turns: [
      ['电动牙刷 500以内', { cat: 'electric-toothbrushes', max: 500 }],
      ['第三个怎么样', { ref: [2] }],
      ['还有别的牌子吗 不要小米', { cat: 'electric-toothbrushes', max: 500, notBrand: '小米' }],
    ],
  },
  {
    family: 'follow-up/compare-then-wish',
    turns: [
      ['想买个投影仪 卧室用 三千以内', { cat: 'projectors', max: 3000 }],
      ['第一个和第二个对比一下', { compare: [0, 1] }],
      ['那就第一个吧 加心愿单', { wish: 0, refList: 1 }],
    ],
  },
  {
    family: 'follow-up/cheaper-then-brand',
    turns: [
      ['空气净化器 推荐下', { cat: 'air-purifiers' }],
      ['有点贵 有没有一千以内的', { cat: 'air-purifiers', max: 1000 }],
      ['小米的呢', { cat: 'air-purifiers', brand: '小米', max: 1000 }],
    ],
  },
  {
    family: 'follow-up/another-brand',
    turns: [
      ['索尼的降噪耳机', { cat: HEADPHONES, brand: '索尼' }],
      ['换个牌子看看', { cat: HEADPHONES, notBrand: '索尼' }],
      ['两千以内', { cat: HEADPHONES, notBrand: '索尼', max: 2000 }],
    ],
  },
  {
    family: 'budget/raised-then-two-brands',
    turns: [
      ['笔记本 五千以内 办公', { cat: 'laptops', max: 5000 }],
      ['加点钱 八千以内有更好的吗', { cat: 'laptops', max: 8000, someAbove: 5000 }],
      ['只看华为和联想', { cat: 'laptops', brands: ['华为', '联想'], max: 8000 }],
    ],
  },
  {
    family: 'topic-switch/brand-not-carried',
    turns: [
      ['小米的扫地机器人', { cat: 'robot-vacuums', brand: '小米' }],
      ['算了 先看看空气净化器吧', { cat: 'air-purifiers', brandsAtLeast: 2 }],
      ['一千五以内', { cat: 'air-purifiers', max: 1500 }],
    ],
  },
  {
    family: 'new-chat/brand-forgotten',
    turns: [
      ['戴森吹风机', { cat: 'hair-dryers', brand: '戴森' }],
      ['推荐个吹风机 三百左右', { cat: 'hair-dryers', min: 200, max: 400, brandsAtLeast: 2, newChat: true }],
      ['第一个和第二个哪个好', { compare: [0, 1] }],
    ],
  },
  {
    family: 'topic-switch/back-to-speakers',
    turns: [
      ['蓝牙音箱 户外用 一千以内', { cat: 'bluetooth-speakers', max: 1000 }],
      ['顺便看看充电宝', { cat: 'power-banks' }],
      ['还是回到刚才的音箱吧', { again: 1 }],
    ],
  },
  {
    family: 'flight/part-day-sort',
    turns: [
      ['明天上海飞成都', { flight: { from: '上海', to: '成都', day: 1 } }],
      ['有早上的吗', { flight: { from: '上海', to: '成都', day: 1, part: 'morning' } }],
      ['换成后天呢', { flight: { from: '上海', to: '成都', day: 2 } }],
      ['按价格排一下', { flight: { from: '上海', to: '成都', day: 2, sort: 'price' } }],
    ],
  },
  {
    family: 'flight/holiday-return',
    turns: [
      ['国庆北京去厦门的机票', { flight: { from: '北京', to: '厦门', date: '2026-10-01' } }],
      ['10月7号回来的', { flight: { from: '厦门', to: '北京', date: '2026-10-07' } }],
      ['要下午出发的', { flight: { from: '厦门', to: '北京', date: '2026-10-07', part: 'afternoon' } }],
    ],
  },
  {
    family: 'flight/then-luggage',
    turns: [
      ['下周五广州飞西安', { flight: { from: '广州', to: '西安', day: 7 } }],
      ['顺便买个行李箱 20寸的', { cat: 'luggage', attr: '20英寸' }],
      ['小米的就行', { cat: 'luggage', brand: '小米' }],
    ],
  },
  {
    family: 'exclude/accumulates',
    turns: [
      ['手机 三千左右', { cat: 'smartphones', min: 2000, max: 4000 }],
      ['不要华为', { cat: 'smartphones', min: 2000, max: 4000, notBrand: '华为' }],
      ['OPPO也不要', { cat: 'smartphones', min: 2000, max: 4000, notBrands: ['华为', 'OPPO'] }],
    ],
  },
  {
    family: 'gift/mother-sore-back',
    turns: [
      ['想给我妈买个礼物 她腰不好', { cat: FOR_A_SORE_BACK }],
      ['控制在500块以内', { cat: FOR_A_SORE_BACK, max: 500 }],
      ['第二个不错 加收藏', { wish: 1 }],
    ],
  },
  {
    family: 'gift/six-year-old-lego',
    turns: [
      ['儿子6岁 生日礼物 推荐下', { cat: FOR_A_SIX_YEAR_OLD }],
      ['他喜欢乐高', { cat: 'building-toys', brand: '乐高' }],
      ['五百以内', { cat: 'building-toys', brand: '乐高', max: 500 }],
    ],
  },
  {
    family: 'spec/monitor-narrowed',
    turns: [
      ['显示器 27寸', { cat: 'monitors', attr: '27英寸' }],
      ['分辨率要4K', { cat: 'monitors', attr: '4K' }],
      ['两千以内', { cat: 'monitors', attr: '4K', max: 2000 }],
    ],
  },
  {
    family: 'spec/rice-cooker-ih',
    turns: [
      ['电饭锅', { cat: 'rice-cookers' }],
      ['只要IH加热的', { cat: 'rice-cookers', attr: 'IH' }],
      ['三百以内的有没有', { cat: 'rice-cookers', attr: 'IH', max: 300 }],
    ],
  },
  {
    family: 'wish/first-two-then-rope',
    turns: [
      ['瑜伽垫推荐几个', { cat: 'yoga-mats' }],
      ['前面两个都帮我收藏了', { wishAll: [0, 1] }],
      ['再来个跳绳', { cat: 'jump-ropes' }],
    ],
  },
  {
    family: 'mall/switch-mall-then-spec',
    turns: [
      ['拼多多上的空气炸锅', { cat: 'air-fryers', mall: '拼多多' }],
      ['京东的呢', { cat: 'air-fryers', mall: '京东' }],
      ['要可视窗口的', { cat: 'air-fryers', mall: '京东', attr: '可视' }],
    ],
  },
  {
    family: 'clarify/gift-for-runner',
    turns: [
      ['准备买个东西送人', { clarify: true }],
      ['送我老公 他40岁 喜欢跑步', { cat: FOR_A_RUNNER }],
      ['价格别超过一千块', { cat: FOR_A_RUNNER, max: 1000 }],
    ],
  },
  {
    family: 'clarify/kitchen-to-wok',
    turns: [
      ['想买点厨房用的', { clarify: true }],
      ['锅 炒菜的', { cat: 'woks' }],
      ['不粘的 三百以内', { cat: 'woks', attr: '不粘', max: 300 }],
    ],
  },
  {
    family: 'after-sales/then-buy-again',
    turns: [
      ['上次买的吹风机坏了 怎么保修', { none: true, text: /保修|质保|售后/ }],
      ['算了 重新买一个吧 松下的', { cat: 'hair-dryers', brand: '松下' }],
      ['一千块以内的', { cat: 'hair-dryers', brand: '松下', max: 1000 }],
    ],
  },
  {
    family: 'risk/then-power-bank',
    turns: [
      ['有卖电子烟的吗 要那种能加料的', { risk: true }],
      ['那推荐个充电宝吧', { cat: 'power-banks' }],
      ['20000毫安的', { cat: 'power-banks', attr: '20000mah' }],
    ],
  },
  {
    family: 'out-of-scope/then-desk-lamp',
    turns: [
      ['你会算命吗', { none: true }],
      ['好吧 那帮我看看台灯 孩子写作业用', { cat: 'desk-lamps' }],
      ['要国AA级的', { cat: 'desk-lamps', attr: '国AA' }],
    ],
  },
  {
    family: 'follow-up/first-price-then-cap',
    turns: [
      ['洗碗机 嵌入式的', { cat: 'dishwashers', attr: '嵌入式' }],
      ['第一个多少钱', { ref: [0] }],
      ['有没有四千以内的', { cat: 'dishwashers', attr: '嵌入式', max: 4000 }],
    ],
  },
  {
    family: 'new-chat/flight-forgotten',
    turns: [
      ['后天北京到广州', { flight: { from: '北京', to: '广州', day: 2 } }],
      ['大后天的机票 上海到成都', { flight: { from: '上海', to: '成都', day: 3 }, newChat: true }],
      ['下午起飞的有吗', { flight: { from: '上海', to: '成都', day: 3, part: 'afternoon' } }],
    ],
  },
  {
    family: 'follow-up/anything-else',
    turns: [
      ['保温杯 女生用 小巧一点', { cat: 'thermos-cups' }],
      ['还有别的吗', { cat: 'thermos-cups' }],
      ['膳魔师的有吗', { cat: 'thermos-cups', brand: '膳魔师' }],
    ],
  },
  {
    family: 'brand/relaxed-then-compare',
    turns: [
      ['只看JBL的音箱', { cat: 'bluetooth-speakers', brand: 'JBL' }],
      ['别的牌子也行 五百以内', { cat: 'bluetooth-speakers', max: 500, brandsAtLeast: 2 }],
      ['第二个和第三个比比', { compare: [1, 2] }],
    ],
  },
  {
    family: 'exclude/fridge-kept',
    turns: [
      ['冰箱 不要海尔', { cat: 'refrigerators', notBrand: '海尔' }],
      ['对开门的', { cat: 'refrigerators', notBrand: '海尔', attr: '对开门' }],
      ['四千块以内的', { cat: 'refrigerators', notBrand: '海尔', attr: '对开门', max: 4000 }],
    ],
  },
  {
    family: 'follow-up/older-list',
    turns: [
      ['跑鞋 一千左右', { cat: 'running-shoes', min: 700, max: 1300 }],
      ['再看看休闲鞋', { cat: 'sneakers' }],
      ['刚才跑鞋的第一双怎么样', { ref: [0], refList: 1 }],
    ],
  },
  {
    family: 'spec/keyboard-switch',
    turns: [
      ['推荐几款机械键盘 300左右', { cat: 'keyboards', min: 200, max: 400 }],
      ['第二款是什么轴的', { ref: [1] }],
      ['有没有茶轴的', { cat: 'keyboards', min: 200, max: 400, attr: '茶轴' }],
    ],
  },
  {
    family: 'flight/day-moved',
    turns: [
      ['这周日深圳飞杭州', { flight: { from: '深圳', to: '杭州', day: 2 } }],
      ['改成下周一', { flight: { from: '深圳', to: '杭州', day: 3 } }],
      ['最早的一班', { flight: { from: '深圳', to: '杭州', day: 3, sort: 'departure' } }],
    ],
  },
  {
    family: 'flight/no-airport-then-xiamen',
    turns: [
      ['国庆想去九寨沟 从成都飞', { none: true, text: /九寨沟/ }],
      ['那去厦门呢', { flight: { from: '成都', to: '厦门', date: '2026-10-01' } }],
      ['要下午的', { flight: { from: '成都', to: '厦门', date: '2026-10-01', part: 'afternoon' } }],
    ],
  },
  {
    family: 'gift/lipstick-big-names',
    turns: [
      ['女朋友生日 送口红', { cat: 'lipsticks' }],
      ['大牌的 不要完美日记和花西子', { cat: 'lipsticks', notBrands: ['完美日记', '花西子'] }],
      ['迪奥和圣罗兰比较下', { cat: 'lipsticks', hasBrands: ['迪奥', '圣罗兰'] }],
    ],
  },
  {
    family: 'spec/diapers',
    turns: [
      ['纸尿裤 L码', { cat: 'diapers', attr: 'L码' }],
      ['拉拉裤有吗', { cat: 'diapers', attr: '拉拉裤' }],
      ['好奇的', { cat: 'diapers', brand: '好奇', attr: '拉拉裤' }],
    ],
  },
  {
    family: 'topic-switch/cat-things',
    turns: [
      ['猫砂 低尘的', { cat: 'cat-litter' }],
      ['顺便买个自动饮水机', { cat: 'pet-water-fountains' }],
      ['小佩的', { cat: 'pet-water-fountains', brand: '小佩' }],
    ],
  },
  {
    family: 'messy/two-consoles',
    turns: [
      ['switch多少钱', { cat: 'game-consoles', brand: '任天堂' }],
      ['那ps5呢', { cat: 'game-consoles', brand: '索尼' }],
      ['这两个机器对比一下', { cat: 'game-consoles', hasBrands: ['任天堂', '索尼'] }],
    ],
  },
  {
    family: 'budget/tv-later',
    turns: [
      ['想买个电视 客厅挂的', { cat: 'televisions' }],
      ['预算大概四五千', { cat: 'televisions', min: 3500, max: 5500 }],
      ['要65寸', { cat: 'televisions', min: 3500, max: 5500, attr: '65英寸' }],
    ],
  },
  {
    family: 'new-chat/after-clarify',
    turns: [
      ['帮我挑个东西', { clarify: true }],
      ['电饭锅 苏泊尔', { cat: 'rice-cookers', brand: '苏泊尔', newChat: true }],
      ['第一个咋样 值得买吗', { ref: [0] }],
    ],
  },
  {
    family: 'follow-up/cheaper-spoken',
    turns: [
      ['扫地机器人 三千到四千', { cat: 'robot-vacuums', min: 3000, max: 4000 }],
      ['太贵了 两千多的有吗', { cat: 'robot-vacuums', min: 2000, max: 3000 }],
      ['不要科沃斯家的', { cat: 'robot-vacuums', min: 2000, max: 3000, notBrand: '科沃斯' }],
      ['把第一个加到心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'gift/dad-blood-pressure-new-chat',
    turns: [
      ['我爸血压高 买个血压计', { cat: 'blood-pressure-monitors' }],
      ['欧姆龙的', { cat: 'blood-pressure-monitors', brand: '欧姆龙' }],
      ['给我妈挑个颈椎按摩仪', { cat: 'neck-massagers', newChat: true, brandsAtLeast: 2 }],
      ['四百以内', { cat: 'neck-massagers', max: 400 }],
    ],
  },
];
