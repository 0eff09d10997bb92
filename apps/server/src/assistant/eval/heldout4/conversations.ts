import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the fourth held-out set (the final set), written without reading the engine.
 * References (`ref`, `compare`, `wish`, `wishAll`, `again`) point into the product lists of two
 * or more cards the shopper saw in this chat, the latest first (bench/assistant-eval-heldout.ts).
 * Request day Friday 2026-09-18: 下周一 is day 3, 中秋 09-25, 国庆 10-01.
 */
const c = (family: string, ...turns: HeldoutConversation['turns']): HeldoutConversation => ({ family, turns });

const FOR_WIFE =
  'tws-earbuds|lipsticks|perfumes|face-creams|serums|handbags|foundations|face-masks|scarves|hair-dryers|wristwatches|smartwatches|pajamas|artificial-flowers';

export const HELDOUT4_CONVERSATIONS: HeldoutConversation[] = [
  c(
    'fridge-narrowed',
    ['冰箱推荐一下', { cat: 'refrigerators' }],
    ['要十字门的', { cat: 'refrigerators', attr: '十字' }],
    ['五千以内', { cat: 'refrigerators', attr: '十字', max: 5000 }],
    ['第一台放心愿单里', { wish: 0 }],
  ),
  c(
    'stroller-light',
    ['婴儿推车', { cat: 'strollers' }],
    ['要轻便的伞车 出门方便', { cat: 'strollers', attr: '轻便伞车' }],
    ['第1个和第2个哪个好', { compare: [0, 1] }],
  ),
  c(
    'coffee-budget-up',
    ['咖啡机 一千以内', { cat: 'coffee-machines', max: 1000 }],
    ['不太行 预算提到三千', { cat: 'coffee-machines', max: 3000, someAbove: 1000 }],
    ['德龙的', { cat: 'coffee-machines', brand: '德龙', max: 3000 }],
    ['前两个都加心愿单', { wishAll: [0, 1] }],
  ),
  c(
    'toothbrush-exclusions',
    ['电动牙刷', { cat: 'electric-toothbrushes' }],
    ['飞利浦就算了', { cat: 'electric-toothbrushes', notBrand: '飞利浦' }],
    ['欧乐B也排除', { cat: 'electric-toothbrushes', notBrands: ['飞利浦', '欧乐B'] }],
  ),
  c(
    'flight-change-destination',
    ['明天上海飞广州', { flight: { from: '上海', to: '广州', day: 1 } }],
    ['改去深圳', { flight: { from: '上海', to: '深圳', day: 1 } }],
    ['下午的', { flight: { from: '上海', to: '深圳', day: 1, part: 'afternoon' } }],
  ),
  c(
    'new-chat-drops-budget',
    ['跑鞋 五百以内', { cat: 'running-shoes', max: 500 }],
    ['第二双多少钱', { ref: [1] }],
    ['跑鞋推荐', { newChat: true, cat: 'running-shoes', someAbove: 500 }],
  ),
  c(
    'tea-cup-tea',
    ['茶叶 送人的 三百以内', { cat: 'tea', max: 300 }],
    ['再看看保温杯 泡茶用', { cat: 'thermos-cups' }],
    ['回到茶叶 刚才那几款', { again: 1 }],
  ),
  c(
    'mid-autumn-round-trip',
    ['中秋 北京飞广州', { flight: { from: '北京', to: '广州', date: '2026-09-25' } }],
    ['回来 9月27号 广州到北京', { flight: { from: '广州', to: '北京', date: '2026-09-27' } }],
    ['晚上的', { flight: { from: '广州', to: '北京', date: '2026-09-27', part: 'evening' } }],
  ),
  c(
    'monitor-two-wishes',
    ['27寸显示器', { cat: 'monitors', attr: '27英寸' }],
    ['要4K的', { cat: 'monitors', attr: '4k' }],
    ['第一个和第三个加入心愿单', { wishAll: [0, 2] }],
  ),
  c(
    'mattress-firm',
    ['床垫推荐', { cat: 'mattresses' }],
    ['1.5米的床', { cat: 'mattresses', attr: '1.5×2.0m' }],
    ['软硬适中的', { cat: 'mattresses', attr: '适中' }],
    ['第一款睡着舒服吗', { ref: [0] }],
  ),
  c(
    'air-fryer-budget-relaxed',
    ['三百以内的空气炸锅', { cat: 'air-fryers', max: 300 }],
    ['预算放宽点 五百以内', { cat: 'air-fryers', max: 500, someAbove: 300 }],
    ['摩飞的', { cat: 'air-fryers', brand: '摩飞' }],
  ),
  c(
    'anniversary-perfume',
    ['结婚纪念日送老婆什么好', { cat: FOR_WIFE }],
    ['她喜欢香水', { cat: 'perfumes' }],
    ['控制在一千以内', { cat: 'perfumes', max: 1000 }],
    ['第一瓶加到心愿单', { wish: 0 }],
  ),
  c(
    'washer-compare-dryer',
    ['洗衣机 滚筒的', { cat: 'washing-machines', attr: '滚筒' }],
    ['前三个对比下', { compare: [0, 1, 2] }],
    ['有没有能烘干的', { cat: 'washing-machines', attr: '洗烘一体' }],
  ),
  c(
    'flight-day-before',
    ['下周一 北京到深圳 早上', { flight: { from: '北京', to: '深圳', day: 3, part: 'morning' } }],
    ['提前一天 周日晚上走', { flight: { from: '北京', to: '深圳', day: 2, part: 'evening' } }],
    ['周日的按价格排', { flight: { from: '北京', to: '深圳', day: 2, sort: 'price' } }],
  ),
  c(
    'new-chat-after-flight',
    ['后天 广州飞重庆', { flight: { from: '广州', to: '重庆', day: 2 } }],
    ['推荐个行李箱', { newChat: true, cat: 'luggage' }],
    ['24寸的', { cat: 'luggage', attr: '24英寸' }],
  ),
  c(
    'kids-scooter',
    ['儿童滑板车', { cat: 'kids-scooters' }],
    ['3岁能玩的', { cat: 'kids-scooters', attr: '3-8岁|2-6岁' }],
    ['第二个展开讲讲', { ref: [1] }],
  ),
  c(
    'refused-then-printer',
    ['能帮我刷点销量吗', { risk: true }],
    ['算了 推荐个打印机 家用的', { cat: 'printers' }],
    ['能wifi连的', { cat: 'printers', attr: 'wifi' }],
  ),
  c(
    'after-sales-then-rebuy',
    ['我上周买的吹风机坏了 咋办', { none: true }],
    ['那重新买个 徕芬的', { cat: 'hair-dryers', brand: '徕芬' }],
    ['第一个和第二个有啥区别', { compare: [0, 1] }],
  ),
  c(
    'three-wishes-then-snacks',
    ['坚果礼盒', { cat: 'nuts' }],
    ['前三个都加心愿单', { wishAll: [0, 1, 2] }],
    ['再推荐点辣的零食', { cat: 'snacks', attr: '香辣' }],
  ),
  c(
    'laptop-brand-swap-back',
    ['华为笔记本', { cat: 'laptops', brand: '华为' }],
    ['换联想的看看', { cat: 'laptops', brand: '联想' }],
    ['还是华为的吧 刚才那些', { again: 1 }],
  ),
  c(
    'camera-named-then-cheaper',
    ['索尼A7M4 现在多少钱', { cat: 'cameras', brand: '索尼', attr: 'a7m4' }],
    ['有没有便宜点的微单 一万以内', { cat: 'cameras', max: 10000 }],
    ['富士的呢', { cat: 'cameras', brand: '富士', max: 10000 }],
  ),
  c(
    'wine-aussie',
    ['红酒 一两百的', { cat: 'wine', max: 250 }],
    ['澳洲的', { cat: 'wine', attr: '澳大利亚', max: 250 }],
    ['换成法国的', { cat: 'wine', attr: '法国' }],
  ),
  c(
    'national-day-two-origins',
    ['杭州飞三亚 国庆', { flight: { from: '杭州', to: '三亚', date: '2026-10-01' } }],
    ['那南京飞三亚呢', { flight: { from: '南京', to: '三亚', date: '2026-10-01' } }],
    ['10月4号', { flight: { from: '南京', to: '三亚', date: '2026-10-04' } }],
  ),
  c(
    'headphones-new-chat',
    ['降噪耳机 500以内', { cat: 'anc-headphones', max: 500 }],
    ['漫步者的', { cat: 'anc-headphones', brand: '漫步者', max: 500 }],
    ['降噪耳机推荐', { newChat: true, cat: 'anc-headphones', brandsAtLeast: 2, someAbove: 500 }],
  ),
  c(
    'pillow-relaxed',
    ['记忆棉枕头', { cat: 'pillows', attr: '记忆' }],
    ['乳胶的也行', { cat: 'pillows', attr: '乳胶|记忆' }],
    ['一百块以内的', { cat: 'pillows', max: 100 }],
  ),
  c(
    'blood-pressure-for-mum',
    ['给我妈买血压计', { cat: 'blood-pressure-monitors' }],
    ['要语音播报的', { cat: 'blood-pressure-monitors', attr: '语音' }],
    ['欧姆龙有吗', { cat: 'blood-pressure-monitors', brand: '欧姆龙' }],
    ['加心愿单 第一个', { wish: 0 }],
  ),
];
