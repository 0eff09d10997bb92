import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the tenth held-out set, 3–5 turns each, one user each; a turn marked
 * `newChat` opens a new chat. `ref`, `compare`, `wish` and `wishAll` point into the lists (two or
 * more cards) the shopper saw; `again` asks an earlier list back. Request day: 2026-09-18, a
 * Friday (明天 day 1, 后天 day 2, 下周一 day 3, 中秋 25 September day 7). Written blind: see
 * cases.ts.
 */

const HEADPHONES = 'anc-headphones|tws-earbuds';
const COMPUTERS = 'laptops|gaming-laptops';
const FOR_MOM =
  'neck-massagers|eye-massagers|massage-chairs|massage-guns|scarves|hand-creams|face-creams|serums|face-masks|handbags|thermos-cups|electric-blankets|health-supplements|blood-pressure-monitors|tea|pajamas|bedding-sets|pillows|wristwatches|smartwatches|kettles|perfumes|lipsticks|artificial-flowers|nuts|down-jackets|wallets|sunglasses|hair-dryers|foundations|sunscreens';
const KITCHEN =
  'air-fryers|rice-cookers|pressure-cookers|induction-cookers|microwaves|ovens|blenders|kettles|woks|kitchen-knives|food-containers|dishwashers|coffee-machines';

export const HELDOUT_CONVERSATIONS: HeldoutConversation[] = [
  {
    family: 'follow-up/budget-cap',
    turns: [
      ['看看空气净化器', { cat: 'air-purifiers' }],
      ['一千五以内的呢', { cat: 'air-purifiers', max: 1500 }],
      ['排第一那个咋样', { ref: [0] }],
    ],
  },
  {
    family: 'reference/second-detail',
    turns: [
      ['推荐几款扫地机器人', { cat: 'robot-vacuums' }],
      ['第二款详细说说', { ref: [1] }],
      ['第三个呢', { ref: [2] }],
    ],
  },
  {
    family: 'wish/first-two',
    turns: [
      ['电动牙刷推荐', { cat: 'electric-toothbrushes' }],
      ['前两款都加心愿单', { wishAll: [0, 1] }],
      ['再看看冲牙器', { cat: 'water-flossers' }],
    ],
  },
  {
    family: 'compare/list-positions',
    turns: [
      ['推荐几个智能手表', { cat: 'smartwatches' }],
      ['第一个和第三个对比一下', { compare: [0, 2] }],
      ['那就第一个吧 加入心愿单', { wish: 0, refList: 1 }],
    ],
  },
  {
    family: 'again/earlier-list',
    turns: [
      ['看看电饭煲', { cat: 'rice-cookers' }],
      ['再看看空气炸锅', { cat: 'air-fryers' }],
      ['还是再看看之前那几个电饭煲', { again: 1 }],
    ],
  },
  {
    family: 'topic-switch/brand-not-inherited',
    turns: [
      ['小米的手机有哪些', { cat: 'smartphones', brand: '小米' }],
      ['换个话题 我想买个吹风机', { cat: 'hair-dryers', brandsAtLeast: 2 }],
      ['控制在五百块以内吧', { cat: 'hair-dryers', max: 500 }],
    ],
  },
  {
    family: 'topic-switch/budget-not-inherited',
    turns: [
      ['两百以内的蓝牙耳机', { cat: HEADPHONES, max: 200 }],
      ['那电视呢 客厅用', { cat: 'televisions', someAbove: 200 }],
      ['要65寸的', { cat: 'televisions', attr: '65' }],
    ],
  },
  {
    family: 'new-chat/no-inherit',
    turns: [
      ['小米平板有哪些', { cat: 'tablets', brand: '小米' }],
      ['两千五封顶', { cat: 'tablets', brand: '小米', max: 2500 }],
      ['笔记本电脑推荐', { cat: COMPUTERS, newChat: true, brandsAtLeast: 2, someAbove: 3000 }],
    ],
  },
  {
    family: 'new-chat/mall-dropped',
    turns: [
      ['京东上的洗衣机', { cat: 'washing-machines', mall: '京东' }],
      ['滚筒的', { cat: 'washing-machines', mall: '京东', attr: '滚筒' }],
      ['看看冰箱', { cat: 'refrigerators', newChat: true, brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'budget/raise',
    turns: [
      ['一千以内的显示器', { cat: 'monitors', max: 1000 }],
      ['加到两千吧', { cat: 'monitors', max: 2000, someAbove: 1000 }],
      ['把第二个收藏到心愿单', { wish: 1 }],
    ],
  },
  {
    family: 'relax/brand-lifted',
    turns: [
      ['戴森的吸尘器', { cat: 'vacuum-cleaners', brand: '戴森' }],
      ['太贵了 不限牌子 两千以内', { cat: 'vacuum-cleaners', max: 2000, brandsAtLeast: 2 }],
      ['第一个详细介绍下', { ref: [0] }],
    ],
  },
  {
    family: 'constraint/holds-three-turns',
    turns: [
      ['冰箱 不要海尔 4000以内', { cat: 'refrigerators', notBrand: '海尔', max: 4000 }],
      ['要一级能效的', { cat: 'refrigerators', notBrand: '海尔', max: 4000, attr: '一级能效' }],
      ['京东有的', { cat: 'refrigerators', notBrand: '海尔', max: 4000, mall: '京东' }],
      ['第一个讲讲', { ref: [0] }],
    ],
  },
  {
    family: 'exclude/accumulate',
    turns: [
      ['想入手双跑鞋 推荐下', { cat: 'running-shoes' }],
      ['不要耐克', { cat: 'running-shoes', notBrand: '耐克' }],
      ['阿迪也不要', { cat: 'running-shoes', notBrands: ['耐克', '阿迪达斯'] }],
    ],
  },
  {
    family: 'clarify/then-answer',
    turns: [
      ['想挑个礼物送人', { clarify: true }],
      ['送我妈的 五百左右', { cat: FOR_MOM, max: 700 }],
      ['第一个帮我加进心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'clarify/appliance',
    turns: [
      ['家里想添置个电器 不知道买啥', { clarify: true }],
      ['厨房用的', { cat: KITCHEN }],
      ['要空气炸锅 三百以内', { cat: 'air-fryers', max: 300 }],
    ],
  },
  {
    family: 'flight/change-day',
    turns: [
      ['明天北京飞上海', { flight: { from: '北京', to: '上海', day: 1 } }],
      ['改成后天', { flight: { from: '北京', to: '上海', day: 2 } }],
      ['最早的那班', { flight: { from: '北京', to: '上海', day: 2, sort: 'departure' } }],
    ],
  },
  {
    family: 'flight/part-then-price',
    turns: [
      ['下周一广州到成都', { flight: { from: '广州', to: '成都', day: 3 } }],
      ['下午起飞的有哪些', { flight: { from: '广州', to: '成都', day: 3, part: 'afternoon' } }],
      ['从便宜到贵排一下', { flight: { from: '广州', to: '成都', day: 3, sort: 'price' } }],
    ],
  },
  {
    family: 'flight/return-trip',
    turns: [
      ['中秋深圳飞北京', { flight: { from: '深圳', to: '北京', date: '2026-09-25' } }],
      ['回程国庆那天 北京回深圳', { flight: { from: '北京', to: '深圳', date: '2026-10-01' } }],
      ['有上午出发的没', { flight: { from: '北京', to: '深圳', date: '2026-10-01', part: 'morning' } }],
    ],
  },
  {
    family: 'flight/then-shopping',
    turns: [
      ['后天上海到三亚的机票', { flight: { from: '上海', to: '三亚', day: 2 } }],
      ['去海边要防晒 推荐个防晒霜', { cat: 'sunscreens' }],
      ['再来副墨镜', { cat: 'sunglasses' }],
    ],
  },
  {
    family: 'flight/city-change',
    turns: [
      ['明天成都飞杭州', { flight: { from: '成都', to: '杭州', day: 1 } }],
      ['换成飞上海', { flight: { from: '成都', to: '上海', day: 1 } }],
      ['晚上出发的', { flight: { from: '成都', to: '上海', day: 1, part: 'evening' } }],
    ],
  },
  {
    family: 'compare-named/then-pick',
    turns: [
      ['石头跟追觅扫地机 哪家强', { cat: 'robot-vacuums', hasBrands: ['石头', '追觅'] }],
      ['那只看石头的', { cat: 'robot-vacuums', brand: '石头' }],
      ['四千以内的石头', { cat: 'robot-vacuums', brand: '石头', max: 4000 }],
    ],
  },
  {
    family: 'risk/then-normal',
    turns: [
      ['有没有一比一复刻的香奈儿包', { risk: true }],
      ['那正品香水呢 香奈儿的', { cat: 'perfumes', brand: '香奈儿' }],
      ['迪奥的也看看', { cat: 'perfumes', brand: '迪奥' }],
    ],
  },
  {
    family: 'after-sales/then-shop',
    turns: [
      ['上次买的耳机坏了怎么保修', { none: true }],
      ['算了 重新买一副 降噪的', { cat: HEADPHONES }],
      ['控制在一千块钱内', { cat: HEADPHONES, max: 1000 }],
    ],
  },
  {
    family: 'small-talk/then-ask',
    turns: [
      ['哈喽 今天心情不错', { none: true }],
      ['帮我看看瑜伽垫', { cat: 'yoga-mats' }],
      ['Lululemon的', { cat: 'yoga-mats', brand: 'Lululemon' }],
    ],
  },
  {
    family: 'voice/follow-ups',
    turns: [
      ['嗯那个我想看看那个电热水器', { cat: 'water-heaters' }],
      ['呃就是那个不要太贵的两千以内吧', { cat: 'water-heaters', max: 2000 }],
      ['嗯第二个那个怎么样', { ref: [1] }],
    ],
  },
  {
    family: 'code-switch/follow-ups',
    turns: [
      ['推荐个mechanical keyboard', { cat: 'keyboards' }],
      ['budget 500以内', { cat: 'keyboards', max: 500 }],
      ['the first one 详细说说', { ref: [0] }],
    ],
  },
  {
    family: 'messy/follow-ups',
    turns: [
      ['jing shui qi推荐', { cat: 'water-purifiers' }],
      ['xiao mi de', { cat: 'water-purifiers', brand: '小米' }],
      ['第一个展开看看', { ref: [0] }],
    ],
  },
  {
    family: 'self-correct/colour-to-brand',
    turns: [
      ['看看行李箱', { cat: 'luggage' }],
      ['要20寸的 哦不 24寸的', { cat: 'luggage', attr: '24' }],
      ['算了还是小米的吧 不限尺寸', { cat: 'luggage', brand: '小米' }],
    ],
  },
  {
    family: 'gift/recipient-switch',
    turns: [
      ['给老婆买生日礼物 一千以内', { cat: FOR_MOM, max: 1000 }],
      ['她平时爱喷香水', { cat: 'perfumes', max: 1000 }],
      ['第二款先加到心愿单', { wish: 1 }],
      ['再给儿子买个乐高', { cat: 'building-toys', brand: '乐高' }],
    ],
  },
  {
    family: 'spec/follow-up-attr',
    turns: [
      ['手机推荐', { cat: 'smartphones' }],
      ['要512G的', { cat: 'smartphones', attr: '512' }],
      ['价格压到四千以内', { cat: 'smartphones', attr: '512', max: 4000 }],
    ],
  },
  {
    family: 'count/then-reference',
    turns: [
      ['推荐三款电热毯', { cat: 'electric-blankets', count: 3 }],
      ['再推荐几款取暖器', { cat: 'heaters' }],
      ['第一个说详细一点', { ref: [0] }],
    ],
  },
  {
    family: 'mall/added-later',
    turns: [
      ['吹风机推荐', { cat: 'hair-dryers' }],
      ['只看天猫的', { cat: 'hair-dryers', mall: '天猫' }],
      ['budget五百以内', { cat: 'hair-dryers', mall: '天猫', max: 500 }],
    ],
  },
  {
    family: 'upgrade/then-compare',
    turns: [
      ['用了五年的iPad 想换个新的平板', { cat: 'tablets' }],
      ['第一款和第二款比比', { compare: [0, 1] }],
      ['回到刚才的列表 第三个怎么样', { ref: [2], refList: 1 }],
    ],
  },
  {
    family: 'seasonal/cold-chain',
    turns: [
      [
        '天冷了 给家里老人买点保暖的',
        { cat: 'heaters|electric-blankets|down-jackets|slippers|pajamas|scarves|hats|socks|underwear|thermos-cups' },
      ],
      ['电热毯吧', { cat: 'electric-blankets' }],
      ['二百以内', { cat: 'electric-blankets', max: 200 }],
    ],
  },
  {
    family: 'two-needs/split',
    turns: [
      ['猫粮和猫砂都想看看', { cat: 'cat-food|cat-litter' }],
      ['先看猫粮', { cat: 'cat-food' }],
      ['再看猫砂 一百以内', { cat: 'cat-litter', max: 100 }],
    ],
  },
  {
    family: 'bargain/cheaper',
    turns: [
      ['按摩椅推荐', { cat: 'massage-chairs' }],
      ['太贵了 能便宜点吗 六千以内', { cat: 'massage-chairs', max: 6000 }],
      ['第一个放心愿单里', { wish: 0 }],
    ],
  },
  {
    family: 'repurchase/then-new',
    turns: [
      ['还是上次那个金龙鱼的油', { cat: 'cooking-oil', brand: '金龙鱼' }],
      ['再来点大米 不限牌子', { cat: 'rice', brandsAtLeast: 2 }],
      ['五十以内', { cat: 'rice', max: 50 }],
    ],
  },
  {
    family: 'dialect/follow-ups',
    turns: [
      ['整个电动车 中不中', { cat: 'electric-scooters' }],
      ['要雅迪的嘛', { cat: 'electric-scooters', brand: '雅迪' }],
      ['头一个咋样', { ref: [0] }],
    ],
  },
  {
    family: 'again/after-new-topic',
    turns: [
      ['看看登山鞋', { cat: 'hiking-shoes' }],
      ['冲锋衣呢', { cat: 'hardshell-jackets' }],
      ['帐篷也看看', { cat: 'tents' }],
      ['刚才那几双登山鞋再给我看看', { again: 2 }],
    ],
  },
  {
    family: 'compare/then-wish-both',
    turns: [
      ['推荐几款电动车', { cat: 'electric-scooters' }],
      ['头两个哪个更值', { compare: [0, 1] }],
      ['两个都加心愿单', { wishAll: [0, 1] }],
    ],
  },
  {
    family: 'exclude/then-new-chat',
    turns: [
      ['奶粉推荐 不要飞鹤', { cat: 'infant-formula', notBrand: '飞鹤' }],
      ['四百块以下的', { cat: 'infant-formula', notBrand: '飞鹤', max: 400 }],
      ['看看奶粉', { cat: 'infant-formula', newChat: true, brandsAtLeast: 3 }],
    ],
  },
  {
    family: 'budget/relax-lifted',
    turns: [
      ['一千以内的咖啡机', { cat: 'coffee-machines', max: 1000 }],
      ['没合适的 预算不限了', { cat: 'coffee-machines', someAbove: 1000 }],
      ['德龙牌子的有吗', { cat: 'coffee-machines', brand: '德龙' }],
    ],
  },
  {
    family: 'audience/student-chain',
    turns: [
      ['学生党笔记本 五千左右', { cat: COMPUTERS, max: 6000 }],
      ['不要联想', { cat: COMPUTERS, max: 6000, notBrand: '联想' }],
      ['再配个鼠标', { cat: 'mice' }],
      ['要logi罗技家的', { cat: 'mice', brand: '罗技' }],
    ],
  },
  {
    family: 'owned-compare/chain',
    turns: [
      ['家里的老空调太费电 想换个省电的', { cat: 'air-conditioners' }],
      ['一级能效的', { cat: 'air-conditioners', attr: '一级' }],
      ['三千块以内的有吗', { cat: 'air-conditioners', attr: '一级', max: 3000 }],
    ],
  },
  {
    family: 'space-fit/chain',
    turns: [
      ['出租屋用的小冰箱', { cat: 'refrigerators' }],
      ['两千块以内', { cat: 'refrigerators', max: 2000 }],
      ['再看看洗衣机 便宜实用的', { cat: 'washing-machines' }],
    ],
  },
  {
    family: 'wish/then-again',
    turns: [
      ['推荐几个台灯', { cat: 'desk-lamps' }],
      ['第三个加进收藏 心愿单', { wish: 2 }],
      ['看看护眼的显示器', { cat: 'monitors' }],
      ['还是回到台灯 刚才那些再看一眼', { again: 1 }],
    ],
  },
  {
    family: 'noise/follow-ups',
    turns: [
      ['！！！求推荐面膜😭', { cat: 'face-masks' }],
      ['一百以内～～', { cat: 'face-masks', max: 100 }],
      ['第二个👀', { ref: [1] }],
    ],
  },
  {
    family: 'topic-switch/flight-to-product',
    turns: [
      ['明天广州飞上海', { flight: { from: '广州', to: '上海', day: 1 } }],
      ['顺便买个行李箱 20寸', { cat: 'luggage', attr: '20' }],
      ['价钱一千以内就行哈', { cat: 'luggage', attr: '20', max: 1000 }],
    ],
  },
];
