import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the third held-out set (the dev set), written without reading the engine.
 * References (`ref`, `compare`, `wish`, `wishAll`, `again`) point into the product lists of two
 * or more cards the shopper saw in this chat, the latest first (bench/assistant-eval-heldout.ts).
 * Request day Friday 2026-09-18: 下周六 is day 8, 国庆 10-01.
 */
const c = (family: string, ...turns: HeldoutConversation['turns']): HeldoutConversation => ({ family, turns });

const EARPHONES = 'tws-earbuds|anc-headphones';
const NECK_GIFTS = 'neck-massagers|massage-chairs|massage-guns|pillows|eye-massagers';

export const HELDOUT3_CONVERSATIONS: HeldoutConversation[] = [
  c(
    'cheaper-then-pick',
    ['想买个空气净化器', { cat: 'air-purifiers' }],
    ['有没有一千五以内的', { cat: 'air-purifiers', max: 1500 }],
    ['第一个怎么样', { ref: [0] }],
    ['行 加心愿单', { wish: 0 }],
  ),
  c(
    'brand-relaxed',
    ['索尼的耳机看看', { cat: EARPHONES, brand: '索尼' }],
    ['算了 牌子无所谓 降噪好就行', { cat: EARPHONES, brandsAtLeast: 2 }],
    ['前两个比一比', { compare: [0, 1] }],
  ),
  c(
    'exclusions-pile-up',
    ['推荐个手机 拍照好的', { cat: 'smartphones' }],
    ['不要苹果', { cat: 'smartphones', notBrand: '苹果' }],
    ['华为也不要', { cat: 'smartphones', notBrands: ['苹果', '华为'] }],
    ['四千以内', { cat: 'smartphones', notBrands: ['苹果', '华为'], max: 4000 }],
  ),
  c(
    'wish-two-then-more',
    ['保温杯推荐几个', { cat: 'thermos-cups' }],
    ['1和2都加到心愿单', { wishAll: [0, 1] }],
    ['再来几个贵点的 两百以上', { cat: 'thermos-cups', min: 200 }],
  ),
  c(
    'flight-next-saturday',
    ['上海飞成都 下周六', { flight: { from: '上海', to: '成都', day: 8 } }],
    ['有没有晚上的', { flight: { from: '上海', to: '成都', day: 8, part: 'evening' } }],
    ['改成第二天', { flight: { from: '上海', to: '成都', day: 9 } }],
    ['最便宜的是哪班', { flight: { from: '上海', to: '成都', day: 9, sort: 'price' } }],
  ),
  c(
    'new-chat-forgets-brand',
    ['华为手表看看', { cat: 'smartwatches', brand: '华为' }],
    ['第二个多少钱', { ref: [1] }],
    ['耳机推荐', { newChat: true, cat: EARPHONES, brandsAtLeast: 2 }],
    ['三百以内的', { cat: EARPHONES, max: 300 }],
  ),
  c(
    'budget-raised',
    ['想买台笔记本 预算五千', { cat: 'laptops', max: 5000 }],
    ['选择太少了 加到八千', { cat: 'laptops', max: 8000, someAbove: 5000 }],
    ['第三台加进心愿单', { wish: 2 }],
  ),
  c(
    'side-trip-and-back',
    ['猫砂 豆腐砂', { cat: 'cat-litter', attr: '豆腐' }],
    ['顺便看看猫粮 成猫吃的', { cat: 'cat-food', attr: '成猫' }],
    ['回到刚才的猫砂', { again: 1 }],
    ['第一个加入心愿单', { wish: 0 }],
  ),
  c(
    'tv-compare-then-bigger',
    ['2000左右的电视', { cat: 'televisions', min: 1600, max: 2600 }],
    ['这俩对比下', { compare: [0, 1] }],
    ['还是想要大点的 75寸', { cat: 'televisions', attr: '75英寸' }],
  ),
  c(
    'gift-for-mum',
    ['给我妈买个礼物 她颈椎不好', { cat: NECK_GIFTS }],
    ['500以内', { cat: NECK_GIFTS, max: 500 }],
    ['第二个和第一个哪个好', { compare: [0, 1] }],
  ),
  c(
    'national-day-round-trip',
    ['国庆想出去玩 北京飞昆明', { flight: { from: '北京', to: '昆明', date: '2026-10-01' } }],
    ['10月2号呢', { flight: { from: '北京', to: '昆明', date: '2026-10-02' } }],
    ['要上午出发的', { flight: { from: '北京', to: '昆明', date: '2026-10-02', part: 'morning' } }],
    ['回程 10月7号 昆明回北京', { flight: { from: '昆明', to: '北京', date: '2026-10-07' } }],
  ),
  c(
    'ref-two-lists-back',
    ['跑步鞋推荐', { cat: 'running-shoes' }],
    ['要男款的', { cat: 'running-shoes', attr: '男款' }],
    ['刚才第一批里的第二双什么牌子', { ref: [1], refList: 1 }],
  ),
  c(
    'new-chat-forgets-budget-and-brand',
    ['一千以内的蓝牙音箱', { cat: 'bluetooth-speakers', max: 1000 }],
    ['JBL的', { cat: 'bluetooth-speakers', brand: 'JBL', max: 1000 }],
    ['推荐个音箱', { newChat: true, cat: 'bluetooth-speakers', brandsAtLeast: 2 }],
  ),
  c(
    'exclusion-lifted',
    ['吹风机 不要戴森', { cat: 'hair-dryers', notBrand: '戴森' }],
    ['算了 还是看看戴森的吧', { cat: 'hair-dryers', brand: '戴森' }],
    ['第一款收藏一下', { wish: 0 }],
  ),
  c(
    'mall-switch',
    ['京东的洗衣液', { cat: 'laundry-detergent', mall: '京东' }],
    ['拼多多上呢', { cat: 'laundry-detergent', mall: '拼多多' }],
    ['有蓝月亮的吗', { cat: 'laundry-detergent', brand: '蓝月亮' }],
  ),
  c(
    'back-to-first-list',
    ['双肩包 通勤用', { cat: 'backpacks' }],
    ['来点便宜的 两百以内', { cat: 'backpacks', max: 200 }],
    ['还是刚才那几个吧', { again: 1 }],
  ),
  c(
    'diapers-three-wishes',
    ['宝宝纸尿裤推荐', { cat: 'diapers' }],
    ['不要好奇', { cat: 'diapers', notBrand: '好奇' }],
    ['1 2 3都加心愿单', { wishAll: [0, 1, 2] }],
  ),
  c(
    'flight-then-luggage',
    ['明天深圳飞上海', { flight: { from: '深圳', to: '上海', day: 1 } }],
    ['顺便推荐个登机箱 20寸的', { cat: 'luggage', attr: '20英寸' }],
    ['再看看后天的航班', { flight: { from: '深圳', to: '上海', day: 2 } }],
  ),
  c(
    'keyboard-specs',
    ['机械键盘', { cat: 'keyboards' }],
    ['要双模无线的', { cat: 'keyboards', attr: '双模' }],
    ['一千以内', { cat: 'keyboards', attr: '双模', max: 1000 }],
    ['茶轴的有吗', { cat: 'keyboards', attr: '茶轴' }],
  ),
  c(
    'named-compare-then-budget',
    ['iPad Air和小米平板哪个好', { cat: 'tablets', hasBrands: ['苹果', '小米'] }],
    ['学生用 三千以内', { cat: 'tablets', max: 3000 }],
    ['第二款咋样', { ref: [1] }],
  ),
  c(
    'risk-then-genuine',
    ['有没有A货包包', { risk: true }],
    ['那正品的蔻驰包呢', { cat: 'handbags', brand: '蔻驰' }],
    ['第一个加心愿', { wish: 0 }],
  ),
  c(
    'off-topic-then-mouse',
    ['帮我写个周报', { none: true }],
    ['那推荐个鼠标吧 办公用', { cat: 'mice' }],
    ['罗技的', { cat: 'mice', brand: '罗技' }],
  ),
  c(
    'flight-redeye-by-price',
    ['成都到广州 明天晚上', { flight: { from: '成都', to: '广州', day: 1, part: 'evening' } }],
    ['红眼的有没有', { flight: { from: '成都', to: '广州', day: 1, part: 'redeye' } }],
    ['那就明天全天的 按价格排', { flight: { from: '成都', to: '广州', day: 1, sort: 'price' } }],
  ),
  c(
    'flight-new-chat',
    ['上海到北京 后天', { flight: { from: '上海', to: '北京', day: 2 } }],
    ['北京到上海的机票', { newChat: true, flight: { from: '北京', to: '上海' } }],
    ['明天的', { flight: { from: '北京', to: '上海', day: 1 } }],
  ),
  c(
    'serum-cheaper-brand',
    ['精华推荐', { cat: 'serums' }],
    ['太贵了 500以内', { cat: 'serums', max: 500 }],
    ['前两个都收藏', { wishAll: [0, 1] }],
    ['欧莱雅的有吗', { cat: 'serums', brand: '欧莱雅', max: 500 }],
  ),
  c(
    'dog-food-size',
    ['金毛吃什么狗粮', { cat: 'dog-food' }],
    ['皇家的 大型犬的', { cat: 'dog-food', brand: '皇家' }],
    ['换成冠能看看', { cat: 'dog-food', brand: '冠能' }],
  ),
];
