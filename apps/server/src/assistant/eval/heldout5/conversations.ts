import type { HeldoutConversation } from '../heldout/setup';

/**
 * The fifth held-out set's conversations: budgets raised, brands dropped, references into the
 * lists shown (第二款, 前两个, 最后一个, an older list), wish-list actions, a refusal mid-chat,
 * clarifying questions answered, flights changed and a new chat that must not inherit.
 * Asked on Friday 2026-09-18 (下周二 is day 4).
 */
const CARE_FOR_MUM =
  'neck-massagers|massage-guns|massage-chairs|pillows|mattresses|office-chairs|electric-blankets|eye-massagers|heaters|blood-pressure-monitors';
const FOR_GIRLFRIEND =
  'lipsticks|handbags|face-creams|serums|foundations|face-masks|hand-creams|artificial-flowers|tws-earbuds|hair-curlers|hair-dryers|scarves|sunglasses|pajamas|bluetooth-speakers|smartwatches|electric-toothbrushes|wallets';
const KITCHEN_HELPERS =
  'rice-cookers|air-fryers|blenders|microwaves|kettles|coffee-machines|induction-cookers|pressure-cookers|ovens|dishwashers|water-purifiers';

export const HELDOUT5_CONVERSATIONS: HeldoutConversation[] = [
  {
    family: 'phone-raise-wish',
    turns: [
      ['换手机 预算两千五以内 拍照要好', { cat: 'smartphones', max: 2500 }],
      ['小米的先排除', { cat: 'smartphones', max: 2500, notBrand: '小米' }],
      ['钱可以加到四千 看看好点的', { cat: 'smartphones', max: 4000, someAbove: 2500, notBrand: '小米' }],
      ['第二款加心愿单', { wish: 1 }],
    ],
  },
  {
    family: 'earbuds-compare',
    turns: [
      ['地铁通勤 想要个入耳的降噪耳机 一千内', { cat: 'tws-earbuds', max: 1000 }],
      ['苹果华为都不看', { cat: 'tws-earbuds', max: 1000, notBrands: ['苹果', '华为'] }],
      ['把第一个和第三个对比下', { compare: [0, 2] }],
    ],
  },
  {
    family: 'flight-round-trip',
    turns: [
      ['十一去成都玩 上海出发 10月1号走', { flight: { from: '上海', to: '成都', date: '2026-10-01' } }],
      ['只要上午起飞的', { flight: { from: '上海', to: '成都', date: '2026-10-01', part: 'morning' } }],
      ['回程10月6号 晚上的', { flight: { from: '成都', to: '上海', date: '2026-10-06', part: 'evening' } }],
    ],
  },
  {
    family: 'clarify-for-mum',
    turns: [
      ['帮我推荐点东西呗', { clarify: true }],
      ['给我妈 她腰不太好 一千以内', { cat: CARE_FOR_MUM, max: 1000 }],
      ['再便宜点 五百以内', { cat: CARE_FOR_MUM, max: 500 }],
    ],
  },
  {
    family: 'laptop-ref-history',
    turns: [
      ['大学生用的笔记本 轻薄 五千左右', { cat: 'laptops', min: 3500, max: 6000 }],
      ['第三款配置详细说说', { ref: [2] }],
      ['这款最近价格有没有波动', { ref: [2] }],
      ['行 加到心愿单', { wish: 2 }],
    ],
  },
  {
    family: 'tv-brand-back',
    turns: [
      ['客厅电视 65寸 三千到五千', { cat: 'televisions', attr: '65英寸', min: 3000, max: 5000 }],
      ['TCL的有吗', { cat: 'televisions', brand: 'TCL', attr: '65英寸', max: 5000 }],
      ['算了 还是刚才那几个吧', { again: 1 }],
    ],
  },
  {
    family: 'powerbank-new-chat',
    turns: [
      ['小米充电宝 一百块左右', { cat: 'power-banks', brand: '小米', max: 150 }],
      ['充电头也要一个 同样小米', { cat: 'chargers', brand: '小米' }],
      ['推荐个充电宝吧', { newChat: true, cat: 'power-banks', brandsAtLeast: 2 }],
    ],
  },
  {
    family: 'air-fryer-malls',
    turns: [
      ['空气炸锅 京东买 300以内', { cat: 'air-fryers', mall: '京东', max: 300 }],
      ['拼多多上有没有更便宜的', { cat: 'air-fryers', mall: '拼多多', max: 300 }],
      ['第一个帮我收藏', { wish: 0 }],
    ],
  },
  {
    family: 'girlfriend-birthday',
    turns: [
      ['女朋友生日快到了 送啥好 800以内', { cat: `perfumes|${FOR_GIRLFRIEND}`, max: 800 }],
      ['香水她不喜欢 换别的', { cat: FOR_GIRLFRIEND, max: 800 }],
      ['口红有哪几支推荐', { cat: 'lipsticks', max: 800 }],
      ['前两支哪个更显白', { compare: [0, 1] }],
    ],
  },
  {
    family: 'running-upgrade',
    turns: [
      ['想买双跑鞋 每天慢跑五公里 五六百', { cat: 'running-shoes', min: 400, max: 700 }],
      ['李宁或者安踏的有吗', { cat: 'running-shoes', brands: ['李宁', '安踏'], max: 700 }],
      ['准备跑半马 要碳板的 预算提到一千五', { cat: 'running-shoes', attr: '碳板', max: 1500 }],
    ],
  },
  {
    family: 'toddler-supplies',
    turns: [
      ['宝宝一岁半 纸尿裤哪个牌子好', { cat: 'diapers' }],
      ['换成拉拉裤', { cat: 'diapers', attr: '拉拉裤' }],
      ['羊奶粉有推荐的吗', { cat: 'infant-formula', attr: '羊奶' }],
    ],
  },
  {
    family: 'aircon-not-two-brands',
    turns: [
      ['卧室装空调 1.5匹 一级能效', { cat: 'air-conditioners', attr: '1.5匹' }],
      ['格力和美的都不考虑', { cat: 'air-conditioners', attr: '1.5匹', notBrands: ['格力', '美的'] }],
      ['海尔那款怎么样', { cat: 'air-conditioners', brand: '海尔' }],
    ],
  },
  {
    family: 'flight-reschedule',
    turns: [
      ['下周二北京飞深圳', { flight: { from: '北京', to: '深圳', day: 4 } }],
      ['改周三吧', { flight: { from: '北京', to: '深圳', day: 5 } }],
      ['有晚上出发的吗', { flight: { from: '北京', to: '深圳', day: 5, part: 'evening' } }],
      ['按票价从低到高排', { flight: { from: '北京', to: '深圳', day: 5, sort: 'price' } }],
    ],
  },
  {
    family: 'office-coffee',
    turns: [
      ['办公室想放台咖啡机 全自动的', { cat: 'coffee-machines', attr: '全自动' }],
      ['太贵了 一千以下有吗', { cat: 'coffee-machines', max: 1000 }],
      ['再来包咖啡豆 要深烘', { cat: 'coffee-beans', attr: '深烘' }],
    ],
  },
  {
    family: 'skincare-new-chat',
    turns: [
      ['敏感肌 面霜推荐 三百左右', { cat: 'face-creams', max: 400 }],
      ['薇诺娜就算了 用了过敏', { cat: 'face-creams', max: 400, notBrand: '薇诺娜' }],
      ['通勤防晒也来一个', { cat: 'sunscreens' }],
      ['薇诺娜的面霜怎么样', { newChat: true, cat: 'face-creams', brand: '薇诺娜' }],
    ],
  },
  {
    family: 'watch-fake-then-real',
    turns: [
      ['想买块手表 商务点的 五千以内', { cat: 'wristwatches|smartwatches', max: 5000 }],
      ['有没有劳力士的高仿 看不出来那种', { risk: true }],
      ['那还是正经买天梭吧', { cat: 'wristwatches', brand: '天梭' }],
    ],
  },
  {
    family: 'kitten-supplies',
    turns: [
      ['刚接回家一只三个月的小猫 吃什么猫粮', { cat: 'cat-food', attr: '幼猫|全阶段' }],
      ['两百以内的', { cat: 'cat-food', attr: '幼猫|全阶段', max: 200 }],
      ['猫砂也得买 要结团快的', { cat: 'cat-litter', attr: '混合猫砂|膨润土猫砂|豆腐猫砂' }],
      ['我经常出差 再来个自动喂食器', { cat: 'pet-water-fountains', attr: '喂食器' }],
    ],
  },
  {
    family: 'keyboard-first-and-last',
    turns: [
      ['机械键盘 三百左右 推荐几款', { cat: 'keyboards', min: 200, max: 400 }],
      ['第一个和最后一个都加心愿单', { wishAll: [0, -1] }],
      ['再看看无线鼠标 两百以内', { cat: 'mice', max: 200 }],
    ],
  },
  {
    family: 'flight-new-year-eve',
    turns: [
      ['除夕从广州飞哈尔滨回家', { flight: { from: '广州', to: '哈尔滨', date: '2027-02-05' } }],
      ['那先看看国庆 10月2号的', { flight: { from: '广州', to: '哈尔滨', date: '2026-10-02' } }],
      ['最早那班几点', { flight: { from: '广州', to: '哈尔滨', date: '2026-10-02', sort: 'departure' } }],
    ],
  },
  {
    family: 'clarify-kitchen',
    turns: [
      ['家里想添个电器', { clarify: true }],
      ['厨房用的 做饭省事点 一千以内', { cat: KITCHEN_HELPERS, max: 1000 }],
      ['电压力锅吧 双胆的', { cat: 'pressure-cookers', attr: '双胆' }],
    ],
  },
  {
    family: 'family-camping',
    turns: [
      ['十一带娃去露营 帐篷要能睡四个人', { cat: 'tents', attr: '3-4人|5-8人' }],
      ['骆驼的不要', { cat: 'tents', attr: '3-4人|5-8人', notBrand: '骆驼' }],
      ['再来个户外音箱 要防水', { cat: 'bluetooth-speakers', attr: 'IP67|IPX5' }],
      ['第二个加心愿单', { wish: 1 }],
    ],
  },
  {
    family: 'father-in-law-gifts',
    turns: [
      ['给老丈人送茶叶 他喜欢喝普洱', { cat: 'tea', attr: '普洱|黑茶' }],
      ['再配瓶白酒 一千左右', { cat: 'baijiu', min: 700, max: 1300 }],
      ['五粮液跟茅台比 送人哪个体面', { cat: 'baijiu', hasBrands: ['五粮液', '茅台'] }],
    ],
  },
  {
    family: 'older-list-ref',
    turns: [
      ['无线吸尘器 两千以内', { cat: 'vacuum-cleaners', max: 2000 }],
      ['扫地机器人呢 三千以内', { cat: 'robot-vacuums', max: 3000 }],
      ['刚才吸尘器里的第二个再给我看看', { ref: [1], refList: 1 }],
    ],
  },
  {
    family: 'kid-sports',
    turns: [
      ['儿子八岁 想学羽毛球 给他买副拍子', { cat: 'badminton-rackets' }],
      ['初学就两百以内吧', { cat: 'badminton-rackets', max: 200 }],
      ['再给他挑个滑板车', { cat: 'kids-scooters' }],
    ],
  },
  {
    family: 'new-home-bedroom',
    turns: [
      ['刚搬家 要买床垫 1.8米的床', { cat: 'mattresses', attr: '1.8' }],
      ['偏硬一点 两三千', { cat: 'mattresses', attr: '偏硬', min: 1800, max: 3300 }],
      ['四件套也来一套', { cat: 'bedding-sets' }],
      ['枕头要记忆棉的', { cat: 'pillows', attr: '记忆棉' }],
    ],
  },
  {
    family: 'dyson-alternatives',
    turns: [
      ['dyson吹风机最近有活动吗', { cat: 'hair-dryers', brand: '戴森' }],
      ['太贵 来点平替 五百以内', { cat: 'hair-dryers', notBrand: '戴森', max: 500 }],
      ['徕芬和飞利浦的比一比', { cat: 'hair-dryers', hasBrands: ['徕芬', '飞利浦'] }],
    ],
  },
];
