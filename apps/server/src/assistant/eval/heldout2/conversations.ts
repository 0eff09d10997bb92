import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the second held-out set (issue 19), written without reading the engine.
 * References (`ref`, `compare`, `wish`, `wishAll`, `again`) point into the product lists of two
 * or more cards the shopper saw in this chat, the latest first (bench/assistant-eval-heldout.ts).
 */
const c = (family: string, ...turns: HeldoutConversation['turns']): HeldoutConversation => ({ family, turns });

export const HELDOUT2_CONVERSATIONS: HeldoutConversation[] = [
  c(
    'refine-cheaper',
    ['家里想添个扫地机器人 帮我看看', { cat: 'robot-vacuums' }],
    ['太贵了 有没有三千以内的', { cat: 'robot-vacuums', max: 3000 }],
    ['第二个咋样 好用吗', { ref: [1] }],
    ['行 把它加到心愿单', { wish: 1 }],
  ),
  c(
    'another-brand',
    ['头戴式降噪耳机推荐一个', { cat: 'anc-headphones' }],
    ['换个牌子 索尼的不要', { cat: 'anc-headphones', notBrand: '索尼' }],
    ['bose的呢', { cat: 'anc-headphones', brand: 'Bose' }],
    ['前两款对比一下', { compare: [0, 1] }],
  ),
  c(
    'bigger',
    ['电视 55寸的看看', { cat: 'televisions', attr: '55英寸' }],
    ['再大点 75寸的', { cat: 'televisions', attr: '75英寸' }],
    ['一万以内的', { cat: 'televisions', attr: '75英寸', max: 10000 }],
  ),
  c(
    'exclusion-holds',
    ['手机 苹果的不考虑', { cat: 'smartphones', notBrand: '苹果' }],
    ['三千左右的', { cat: 'smartphones', notBrand: '苹果', min: 2200, max: 3700 }],
    ['拍照好一点的呢', { cat: 'smartphones', notBrand: '苹果' }],
    ['预算不卡了 要1T的', { cat: 'smartphones', notBrand: '苹果', attr: '1TB', someAbove: 3700 }],
  ),
  c(
    'relax-brand',
    ['小米的空气净化器', { cat: 'air-purifiers', brand: '小米' }],
    ['牌子随便 除甲醛效果好就行', { cat: 'air-purifiers', brandsAtLeast: 2 }],
    ['第一款和第三款比比', { compare: [0, 2] }],
  ),
  c(
    'raise-budget',
    ['轻薄本 五千以内', { cat: 'laptops', max: 5000 }],
    ['加点预算 七千以内呢', { cat: 'laptops', max: 7000, someAbove: 5000 }],
    ['只要华为的', { cat: 'laptops', brand: '华为', max: 7000 }],
  ),
  c(
    'go-back',
    ['推荐几双跑鞋', { cat: 'running-shoes' }],
    ['休闲点的板鞋呢', { cat: 'sneakers' }],
    ['算了 还是看回刚才那几双跑鞋', { cat: 'running-shoes', again: 1 }],
    ['第一双加心愿单', { wish: 0 }],
  ),
  c(
    'new-topic',
    ['想给我妈买个颈椎按摩仪 四百以内', { cat: 'neck-massagers', max: 400 }],
    ['小米的有吗', { cat: 'neck-massagers', brand: '小米', max: 400 }],
    ['对了 顺便看看扫地机器人', { cat: 'robot-vacuums', brandsAtLeast: 2 }],
    ['五千以内的', { cat: 'robot-vacuums', max: 5000 }],
  ),
  c(
    'new-chat',
    ['德龙的咖啡机推荐下', { cat: 'coffee-machines', brand: '德龙' }],
    ['两千以内的有吗', { cat: 'coffee-machines', brand: '德龙', max: 2000 }],
    ['帮我看看保温杯', { cat: 'thermos-cups', brandsAtLeast: 2, newChat: true }],
    ['500毫升左右的', { cat: 'thermos-cups', attr: '500ml|480ml|550ml' }],
  ),
  c(
    'references',
    ['游戏本推荐 一万以内', { cat: 'gaming-laptops', max: 10000 }],
    ['第三个配置怎么样', { ref: [2] }],
    ['它跟第一个比呢', { compare: [0, 2] }],
    ['第一个加心愿单吧', { wish: 0, refList: 1 }],
  ),
  c(
    'wish-all',
    ['给女朋友挑双跑鞋', { cat: 'running-shoes', attr: '女款' }],
    ['别超过一千', { cat: 'running-shoes', attr: '女款', max: 1000 }],
    ['前两件都加到心愿单', { wishAll: [0, 1] }],
  ),
  c(
    'flight-return',
    ['国庆想去成都玩 上海出发', { flight: { from: '上海', to: '成都', date: '2026-10-01' } }],
    ['回程7号的有啥航班', { flight: { from: '成都', to: '上海', date: '2026-10-07' } }],
    ['按价格从低到高排一下', { flight: { from: '成都', to: '上海', date: '2026-10-07', sort: 'price' } }],
  ),
  c(
    'flight-followup',
    ['明天深圳到北京的航班', { flight: { from: '深圳', to: '北京', day: 1 } }],
    ['那后天呢 有没有', { flight: { from: '深圳', to: '北京', day: 2 } }],
    ['改成从广州走', { flight: { from: '广州', to: '北京', day: 2 } }],
  ),
  c(
    'flight-then-shop',
    ['中秋回老家 北京飞长沙', { flight: { from: '北京', to: '长沙', date: '2026-09-25' } }],
    ['再帮我看看给爸妈带点茶叶 五百以内', { cat: 'tea', max: 500 }],
    ['来点红茶', { cat: 'tea', attr: '红茶', max: 500 }],
  ),
  c(
    'exclusion-four-turns',
    ['买个空调 格力的不要', { cat: 'air-conditioners', notBrand: '格力' }],
    ['1.5匹的', { cat: 'air-conditioners', notBrand: '格力', attr: '1.5匹' }],
    ['3k以内吧', { cat: 'air-conditioners', notBrand: '格力', attr: '1.5匹', max: 3000 }],
    ['还是美的靠谱点吧', { cat: 'air-conditioners', brand: '美的', attr: '1.5匹', max: 3000 }],
  ),
  c(
    'only-two-brands',
    ['冲锋衣 只看北面和凯乐石', { cat: 'hardshell-jackets', brands: ['北面', '凯乐石'] }],
    ['两千以内的', { cat: 'hardshell-jackets', brands: ['北面', '凯乐石'], max: 2000 }],
    ['男生穿的', { cat: 'hardshell-jackets', brands: ['北面', '凯乐石'], max: 2000, attr: '男款|中性款' }],
  ),
  c(
    'clarify-then-answer',
    ['想买个礼物', { clarify: true }],
    ['送女朋友 口红吧', { cat: 'lipsticks' }],
    ['三百多的', { cat: 'lipsticks', min: 300, max: 400 }],
    ['YSL的有吗', { cat: 'lipsticks', brand: '圣罗兰', max: 400 }],
  ),
  c(
    'lift-budget',
    ['八百以内的吹风机', { cat: 'hair-dryers', max: 800 }],
    ['预算不限 要最好的', { cat: 'hair-dryers', someAbove: 800 }],
    ['戴森的哪款最值', { cat: 'hair-dryers', brand: '戴森' }],
  ),
  c(
    'risk-then-recover',
    ['想买双耐克的鞋', { cat: 'running-shoes|sneakers', brand: '耐克' }],
    ['有没有高仿的 差不多就行 便宜', { risk: true }],
    ['那正品里最便宜的是哪双', { cat: 'running-shoes|sneakers', brand: '耐克' }],
  ),
  c(
    'compare-then-wish',
    ['三百块以内的电动牙刷有哪些', { cat: 'electric-toothbrushes', max: 300 }],
    ['前两款对比一下', { compare: [0, 1] }],
    ['第二个加入心愿单', { wish: 1, refList: 1 }],
  ),
  c(
    'mall-holds',
    ['京东上的对开门冰箱', { cat: 'refrigerators', mall: '京东' }],
    ['四千五以内', { cat: 'refrigerators', mall: '京东', max: 4500 }],
    ['海尔的', { cat: 'refrigerators', mall: '京东', brand: '海尔', max: 4500 }],
  ),
  c(
    'five-turns',
    ['给我爸挑个剃须刀', { cat: 'shavers' }],
    ['飞利浦的不要', { cat: 'shavers', notBrand: '飞利浦' }],
    ['控制在一千块内', { cat: 'shavers', notBrand: '飞利浦', max: 1000 }],
    ['博朗的呢', { cat: 'shavers', brand: '博朗', max: 1000 }],
    ['预算放开 博朗最好的是哪款', { cat: 'shavers', brand: '博朗', someAbove: 1000 }],
  ),
  c(
    'kids-toys',
    ['给6岁孩子买积木', { cat: 'building-toys' }],
    ['乐高太贵了 有别的吗', { cat: 'building-toys', notBrand: '乐高' }],
    ['两百以内', { cat: 'building-toys', notBrand: '乐高', max: 200 }],
  ),
];
