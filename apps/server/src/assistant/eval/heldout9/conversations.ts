import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the ninth held-out set, 3–5 turns each, one user each; a turn marked
 * `newChat` opens a new chat. `ref`, `compare`, `wish` and `wishAll` point into the lists (two or
 * more cards) the shopper saw; `again` asks an earlier list back. Request day: 2026-09-18, a
 * Friday (下周五 is 25 September, day 7, and the Sunday after it 27 September, day 9). Written
 * blind: see cases.ts.
 */

const HEADPHONES = 'anc-headphones|tws-earbuds';
const COMPUTERS = 'laptops|gaming-laptops';
const FOR_MOM =
  'neck-massagers|eye-massagers|massage-chairs|massage-guns|scarves|hand-creams|face-creams|serums|face-masks|handbags|thermos-cups|electric-blankets|health-supplements|blood-pressure-monitors|tea|pajamas|bedding-sets|pillows|wristwatches|smartwatches|kettles|perfumes|lipsticks|artificial-flowers|nuts|down-jackets|wallets|sunglasses|hair-dryers|foundations|sunscreens';
const FOR_DAD =
  'tea|baijiu|wine|health-supplements|blood-pressure-monitors|neck-massagers|massage-chairs|eye-massagers|massage-guns|thermos-cups|nuts|milk|electric-blankets|wristwatches|smartwatches|wallets|shavers|scarves|pillows|body-scales|kettles|down-jackets|slippers|smartphones|tablets|e-readers|electric-toothbrushes|water-flossers|fishing-rods|coffee-beans';
const FOR_A_SPORTY_MAN =
  'running-shoes|sneakers|smartwatches|massage-guns|tws-earbuds|anc-headphones|yoga-mats|dumbbells|jump-ropes|badminton-rackets|basketballs|bicycles|hiking-shoes|hardshell-jackets|backpacks|socks|hats|sunglasses|thermos-cups|action-cameras|body-scales|exercise-bikes|treadmills|tents|t-shirts';
const SKINCARE = 'face-creams|serums|face-masks|sunscreens|face-cleansers|foundations|lipsticks|perfumes|hand-creams';
const SLEEP = 'eye-massagers|pillows|mattresses|bedding-sets|pajamas|electric-blankets|humidifiers|health-supplements';

export const HELDOUT_CONVERSATIONS: HeldoutConversation[] = [
  {
    family: 'follow-up/budget-down',
    turns: [
      ['推荐几款降噪耳机', { cat: HEADPHONES }],
      ['有没有便宜点的 五百以内', { cat: HEADPHONES, max: 500 }],
      ['第二款详细讲讲', { ref: [1] }],
    ],
  },
  {
    family: 'wish/then-compare',
    turns: [
      ['扫地机器人有哪些', { cat: 'robot-vacuums' }],
      ['第一款加到心愿单', { wish: 0 }],
      ['前两款帮我比一比', { compare: [0, 1] }],
    ],
  },
  {
    family: 'compare/then-wish-from-the-list',
    turns: [
      ['空气净化器推荐下', { cat: 'air-purifiers' }],
      ['第三个和第五个哪个好', { compare: [2, 4] }],
      ['那就第五个 帮我收藏', { wish: 4, refList: 1 }],
    ],
  },
  {
    family: 'again/back-to-speakers',
    turns: [
      ['看看蓝牙音箱', { cat: 'bluetooth-speakers' }],
      ['换个 看看投影仪', { cat: 'projectors' }],
      ['还是刚才那几个音箱吧', { again: 1 }],
    ],
  },
  {
    family: 'topic-switch/phone-accessories',
    turns: [
      ['小米15怎么样', { cat: 'smartphones', brand: '小米' }],
      ['再配个手机壳', { cat: 'phone-cases' }],
      ['钢化膜也来一个', { cat: 'screen-protectors' }],
    ],
  },
  {
    family: 'new-chat/brand-not-inherited',
    turns: [
      ['华为的平板', { cat: 'tablets', brand: '华为' }],
      ['推荐个笔记本', { cat: COMPUTERS, newChat: true, brandsAtLeast: 2 }],
      ['一万以内', { cat: COMPUTERS, max: 10000 }],
    ],
  },
  {
    family: 'budget/raise',
    turns: [
      ['两百以内的电动牙刷', { cat: 'electric-toothbrushes', max: 200 }],
      ['预算提到五百', { cat: 'electric-toothbrushes', max: 500, someAbove: 200 }],
      ['排第一的那个多少钱', { ref: [0] }],
    ],
  },
  {
    family: 'relax/brand-any',
    turns: [
      ['戴森的吹风机', { cat: 'hair-dryers', brand: '戴森' }],
      ['太贵了 牌子无所谓 五百以内', { cat: 'hair-dryers', max: 500, brandsAtLeast: 2 }],
      ['第三个帮我加进心愿单', { wish: 2 }],
    ],
  },
  {
    family: 'wish/two-at-once',
    turns: [
      ['推荐几个保温杯 上班用', { cat: 'thermos-cups' }],
      ['第一个和第三个都加到心愿单', { wishAll: [0, 2] }],
      ['再看看雨伞', { cat: 'umbrellas' }],
    ],
  },
  {
    family: 'clarify/gift-for-mom',
    turns: [
      ['想买个礼物 没想好送啥', { clarify: true }],
      ['送我妈 她五十岁', { cat: FOR_MOM }],
      ['三百以内', { cat: FOR_MOM, max: 300 }],
    ],
  },
  {
    family: 'flight/day-then-part',
    turns: [
      ['明天上海飞北京', { flight: { from: '上海', to: '北京', day: 1 } }],
      ['那后天的呢', { flight: { from: '上海', to: '北京', day: 2 } }],
      ['下午的有吗', { flight: { from: '上海', to: '北京', day: 2, part: 'afternoon' } }],
    ],
  },
  {
    family: 'flight/holiday-return',
    turns: [
      ['国庆北京去三亚', { flight: { from: '北京', to: '三亚', date: '2026-10-01' } }],
      ['回来是10月6号', { flight: { from: '三亚', to: '北京', date: '2026-10-06' } }],
      ['票价低的排前面', { flight: { from: '三亚', to: '北京', date: '2026-10-06', sort: 'price' } }],
    ],
  },
  {
    family: 'exclude/one-then-another',
    turns: [
      ['推荐几款跑鞋', { cat: 'running-shoes' }],
      ['耐克的不要', { cat: 'running-shoes', notBrand: '耐克' }],
      ['李宁也不要', { cat: 'running-shoes', notBrands: ['耐克', '李宁'] }],
    ],
  },
  {
    family: 'mall/keep-the-mall',
    turns: [
      ['净水器有哪些', { cat: 'water-purifiers' }],
      ['只看京东的', { cat: 'water-purifiers', mall: '京东' }],
      ['里面最便宜的是哪个', { cat: 'water-purifiers', mall: '京东' }],
    ],
  },
  {
    family: 'gift/sporty-boyfriend',
    turns: [
      ['男朋友生日送啥 他喜欢运动', { cat: FOR_A_SPORTY_MAN }],
      ['预算一千', { cat: FOR_A_SPORTY_MAN, max: 1000 }],
      ['第二个值得买吗', { ref: [1] }],
    ],
  },
  {
    family: 'risk/then-genuine',
    turns: [
      ['高仿AJ有吗 便宜点', { risk: true }],
      ['那正品的耐克板鞋呢', { cat: 'sneakers', brand: '耐克' }],
      ['八百以内的', { cat: 'sneakers', brand: '耐克', max: 800 }],
    ],
  },
  {
    family: 'after-sales/then-shop',
    turns: [
      ['上个月买的吸尘器吸力变小了 怎么办', { none: true }],
      ['那帮我看看新的吸尘器', { cat: 'vacuum-cleaners' }],
      ['不要戴森', { cat: 'vacuum-cleaners', notBrand: '戴森' }],
    ],
  },
  {
    family: 'spec/monitor-4k',
    turns: [
      ['显示器推荐', { cat: 'monitors' }],
      ['只要4K分辨率的', { cat: 'monitors', attr: '4K' }],
      ['两千块以内的有吗', { cat: 'monitors', attr: '4K', max: 2000 }],
    ],
  },
  {
    family: 'voice/flight-evening',
    turns: [
      ['嗯帮我查一下那个后天从成都飞深圳的飞机', { flight: { from: '成都', to: '深圳', day: 2 } }],
      ['嗯晚上的', { flight: { from: '成都', to: '深圳', day: 2, part: 'evening' } }],
      ['哪个最便宜', { flight: { from: '成都', to: '深圳', day: 2, sort: 'price' } }],
    ],
  },
  {
    family: 'code-switch/laptop',
    turns: [
      ['想买个laptop 轻薄一点的', { cat: 'laptops' }],
      ['budget 6k以内', { cat: 'laptops', max: 6000 }],
      ['第一个add到wishlist', { wish: 0 }],
    ],
  },
  {
    family: 'messy/typos',
    turns: [
      ['降燥耳机推荐下', { cat: HEADPHONES }],
      ['森海塞儿的有吗', { cat: HEADPHONES, brand: '森海塞尔' }],
      ['把第一个家入心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'reference/from-the-end',
    turns: [
      ['面霜推荐几个', { cat: 'face-creams' }],
      ['最后那个怎么样', { ref: [-1] }],
      ['倒数第二个呢', { ref: [-2] }],
    ],
  },
  {
    family: 'compare/then-spec',
    turns: [
      ['咖啡机', { cat: 'coffee-machines' }],
      ['第一款跟第二款区别在哪', { compare: [0, 1] }],
      ['有没有半自动的', { cat: 'coffee-machines', attr: '半自动' }],
    ],
  },
  {
    family: 'new-chat/flight-then-luggage',
    turns: [
      ['明天深圳飞上海有票吗', { flight: { from: '深圳', to: '上海', day: 1 } }],
      ['推荐个结实点的行李箱', { cat: 'luggage', newChat: true }],
      ['新秀丽的', { cat: 'luggage', brand: '新秀丽' }],
    ],
  },
  {
    family: 'topic-switch/baby',
    turns: [
      ['婴儿奶粉推荐', { cat: 'infant-formula' }],
      ['奶瓶呢', { cat: 'baby-bottles' }],
      ['纸尿裤也看看 要拉拉裤', { cat: 'diapers', attr: '拉拉裤' }],
    ],
  },
  {
    family: 'relax/budget-lifted',
    turns: [
      ['三千以内的扫地机', { cat: 'robot-vacuums', max: 3000 }],
      ['算了预算不限 要好的', { cat: 'robot-vacuums', someAbove: 3000 }],
      ['前两个对比下', { compare: [0, 1] }],
    ],
  },
  {
    family: 'wish/from-the-earlier-list',
    turns: [
      ['智能手表推荐', { cat: 'smartwatches' }],
      ['运动耳机也看看', { cat: HEADPHONES }],
      ['手表里的第二个加心愿单', { wish: 1, refList: 1 }],
    ],
  },
  {
    family: 'exclude/then-budget',
    turns: [
      ['推荐点零食', { cat: 'snacks' }],
      ['卫龙的不要 太辣', { cat: 'snacks', notBrand: '卫龙' }],
      ['再便宜点 七十以内', { cat: 'snacks', notBrand: '卫龙', max: 70 }],
    ],
  },
  {
    family: 'flight/unserved-then-near',
    turns: [
      ['北京飞丽江', { none: true, text: /丽江/ }],
      ['那明天飞昆明呢', { flight: { from: '北京', to: '昆明', day: 1 } }],
      ['上午的', { flight: { from: '北京', to: '昆明', day: 1, part: 'morning' } }],
    ],
  },
  {
    family: 'gift/dad-then-tea',
    turns: [
      ['给我爸买个礼物 他六十了', { cat: FOR_DAD }],
      ['他平时就喜欢喝茶', { cat: 'tea' }],
      ['三百以内', { cat: 'tea', max: 300 }],
    ],
  },
  {
    family: 'clarify/kitchen',
    turns: [
      ['厨房想添点东西', { clarify: true }],
      ['炒菜的锅', { cat: 'woks' }],
      ['不粘的', { cat: 'woks', attr: '不粘' }],
    ],
  },
  {
    family: 'again/two-lists-back',
    turns: [
      ['帐篷推荐', { cat: 'tents' }],
      ['登山鞋呢', { cat: 'hiking-shoes' }],
      ['冲锋衣也看下', { cat: 'hardshell-jackets' }],
      ['回到刚才的帐篷', { again: 2 }],
    ],
  },
  {
    family: 'reference/price-of-third',
    turns: [
      ['游戏本推荐', { cat: 'gaming-laptops' }],
      ['第三台多少钱', { ref: [2], text: /\d/ }],
      ['一万以内的还有哪些', { cat: 'gaming-laptops', max: 10000 }],
    ],
  },
  {
    family: 'risk/prescription-then-sleep',
    turns: [
      ['想买点安眠药 我没处方', { risk: true }],
      ['那有什么助眠的东西', { cat: SLEEP }],
      ['眼罩那种', { cat: 'eye-massagers' }],
    ],
  },
  {
    family: 'new-chat/budget-not-inherited',
    turns: [
      ['三百以内的加湿器', { cat: 'humidifiers', max: 300 }],
      ['空调推荐', { cat: 'air-conditioners', newChat: true }],
      ['格力的', { cat: 'air-conditioners', brand: '格力' }],
    ],
  },
  {
    family: 'compare-named/then-list',
    turns: [
      ['iPad Air和小米pad7pro哪个好', { cat: 'tablets', hasBrands: ['苹果', '小米'] }],
      ['还有别的推荐吗 三千以内', { cat: 'tablets', max: 3000 }],
      ['第一个吧 详细说说', { ref: [0] }],
    ],
  },
  {
    family: 'flight/trip-and-return',
    turns: [
      ['下周五北京到深圳', { flight: { from: '北京', to: '深圳', day: 7 } }],
      ['那天早上的', { flight: { from: '北京', to: '深圳', day: 7, part: 'morning' } }],
      ['回程那个周日晚上', { flight: { from: '深圳', to: '北京', day: 9, part: 'evening' } }],
    ],
  },
  {
    family: 'spec/full-frame-budget',
    turns: [
      ['微单推荐', { cat: 'cameras' }],
      ['全画幅的', { cat: 'cameras', attr: '全画幅' }],
      ['一万五以内', { cat: 'cameras', attr: '全画幅', max: 15000 }],
    ],
  },
  {
    family: 'budget/range-then-type',
    turns: [
      ['吸尘器 两三千的', { cat: 'vacuum-cleaners', min: 2000, max: 3000 }],
      ['洗地机那种', { cat: 'vacuum-cleaners', attr: '洗地机' }],
      ['第一个加进心愿单吧', { wish: 0 }],
    ],
  },
  {
    family: 'topic-switch/pet-and-back',
    turns: [
      ['猫粮推荐几款', { cat: 'cat-food' }],
      ['猫砂也要', { cat: 'cat-litter' }],
      ['饮水机', { cat: 'pet-water-fountains' }],
      ['回到猫粮 要幼猫吃的', { cat: 'cat-food', attr: '幼猫' }],
    ],
  },
  {
    family: 'gift/wife-skincare-brand',
    turns: [
      ['七夕过了 想补个礼物给老婆', { cat: FOR_MOM }],
      ['她喜欢护肤', { cat: SKINCARE }],
      ['雅诗兰黛的 一千以内', { cat: SKINCARE, brand: '雅诗兰黛', max: 1000 }],
    ],
  },
  {
    family: 'relax/fridge-no-limit',
    turns: [
      ['五千以内的冰箱', { cat: 'refrigerators', max: 5000 }],
      ['预算不限了', { cat: 'refrigerators', someAbove: 5000 }],
      ['最贵那个', { cat: 'refrigerators' }],
    ],
  },
  {
    family: 'mall/switching-malls',
    turns: [
      ['天猫上的洗面奶', { cat: 'face-cleansers', mall: '天猫' }],
      ['京东呢', { cat: 'face-cleansers', mall: '京东' }],
      ['拼多多有便宜的吗', { cat: 'face-cleansers', mall: '拼多多' }],
    ],
  },
  {
    family: 'after-sales/price-protection-then-fan',
    turns: [
      ['刚买的空调第二天就降价了', { none: true }],
      ['顺便推荐个电风扇', { cat: 'fans' }],
      ['要落地扇', { cat: 'fans', attr: '落地扇' }],
    ],
  },
  {
    family: 'small-talk/then-shop',
    turns: [
      ['嗨 小助手你好', { none: true }],
      ['帮我看看剃须刀', { cat: 'shavers' }],
      ['飞利浦的', { cat: 'shavers', brand: '飞利浦' }],
    ],
  },
  {
    family: 'flight/holiday-past-the-list',
    turns: [
      ['元旦去哈尔滨看冰雕 上海出发', { flight: { from: '上海', to: '哈尔滨', date: '2027-01-01' } }],
      ['那12月30号呢', { flight: { from: '上海', to: '哈尔滨', date: '2026-12-30' } }],
      ['先看看明天的', { flight: { from: '上海', to: '哈尔滨', day: 1 } }],
    ],
  },
  {
    family: 'dialect/tv',
    turns: [
      ['整个电视 大点的', { cat: 'televisions' }],
      ['忒贵了 四千以下的', { cat: 'televisions', max: 4000 }],
      ['第二个咋样', { ref: [1] }],
    ],
  },
  {
    family: 'reference/compare-after-filter',
    turns: [
      ['筋膜枪', { cat: 'massage-guns' }],
      ['五百块以内的', { cat: 'massage-guns', max: 500 }],
      ['第一和第三比一比', { compare: [0, 2] }],
    ],
  },
  {
    family: 'new-chat/gift-reset',
    turns: [
      ['给女朋友送口红', { cat: 'lipsticks' }],
      ['给我爸买个剃须刀', { cat: 'shavers', newChat: true }],
      ['一千以内就行', { cat: 'shavers', max: 1000 }],
    ],
  },
  {
    family: 'voice/dishwasher',
    turns: [
      ['呃那个帮我找一下就是那个洗碗机嵌入式的', { cat: 'dishwashers', attr: '嵌入式' }],
      ['嗯五千以内吧', { cat: 'dishwashers', attr: '嵌入式', max: 5000 }],
      ['那第一个加个心愿单', { wish: 0 }],
    ],
  },
];
