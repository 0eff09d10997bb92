import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the fourteenth held-out set (part A: constraints held, budgets and brands
 * relaxed, exclusions added and lifted, new chats, references said new ways — 头一个, 最后那个,
 * 倒数第二, 刚说的那个 — wish actions, comparisons, going back, topic switches that come back,
 * self-corrections, flights), 3–5 turns each, one user each; a turn marked `newChat` opens a new
 * chat and may inherit nothing. `ref`, `compare`, `wish` and `wishAll` point into the lists (two
 * or more cards) the shopper saw, negative positions counting from the end; `again` asks an
 * earlier list back. Request day: 2026-09-18, a Friday. Written blind: see cases.ts.
 */
export const CONVERSATIONS_A: HeldoutConversation[] = [
  {
    family: 'constraint/brand-and-budget-held-then-more',
    turns: [
      ['想买个洗地机 添可的', { cat: 'vacuum-cleaners', brand: '添可' }],
      ['预算压到两千块以内', { cat: 'vacuum-cleaners', brand: '添可', max: 2000 }],
      ['还有其他款吗', { cat: 'vacuum-cleaners', brand: '添可', max: 2000 }],
    ],
  },
  {
    family: 'constraint/exclusion-and-attribute-held-then-budget',
    turns: [
      ['空气炸锅 不要美的', { cat: 'air-fryers', notBrand: '美的' }],
      ['要双篮的', { cat: 'air-fryers', notBrand: '美的', attr: '双篮' }],
      ['别超五百', { cat: 'air-fryers', notBrand: '美的', attr: '双篮', max: 500 }],
    ],
  },
  {
    family: 'constraint/mall-held-three-turns',
    turns: [
      ['京东上的电动牙刷', { cat: 'electric-toothbrushes', mall: '京东' }],
      ['三百块以下', { cat: 'electric-toothbrushes', mall: '京东', max: 300 }],
      ['声波的', { cat: 'electric-toothbrushes', mall: '京东', max: 300, attr: '声波' }],
    ],
  },
  {
    family: 'constraint/audience-then-budget-then-attribute',
    turns: [
      ['给我爸买双登山鞋', { cat: 'hiking-shoes', attr: '男款' }],
      ['一千块以下的', { cat: 'hiking-shoes', max: 1000 }],
      ['高帮的', { cat: 'hiking-shoes', max: 1000, attr: '高帮' }],
    ],
  },
  {
    family: 'constraint/size-said-after-category-then-resolution-then-budget',
    turns: [
      ['显示器', { cat: 'monitors' }],
      ['27寸的', { cat: 'monitors', attr: '27英寸' }],
      ['要4K', { cat: 'monitors', attr: '4k' }],
      ['价格压在两千内', { cat: 'monitors', max: 2000, attr: '4k' }],
    ],
  },
  {
    family: 'relax/budget-raised-twice',
    turns: [
      ['两百以内的蓝牙音箱', { cat: 'bluetooth-speakers', max: 200 }],
      ['太少了 预算放到一千', { cat: 'bluetooth-speakers', max: 1000, someAbove: 200 }],
      ['价格不限了 要最好的', { cat: 'bluetooth-speakers', someAbove: 1000 }],
    ],
  },
  {
    family: 'relax/brand-lifted-then-budget',
    turns: [
      ['只看戴森的吸尘器', { cat: 'vacuum-cleaners', brand: '戴森' }],
      ['太贵了 别的牌子也行', { cat: 'vacuum-cleaners', brandsAtLeast: 2 }],
      ['一千块以下', { cat: 'vacuum-cleaners', max: 1000 }],
    ],
  },
  {
    family: 'exclude/added-then-lifted-then-only-that-brand',
    turns: [
      ['看手机 苹果的先排除', { cat: 'smartphones', notBrand: '苹果' }],
      ['华为的也去掉', { cat: 'smartphones', notBrands: ['苹果', '华为'] }],
      ['算了华为可以', { cat: 'smartphones', notBrand: '苹果' }],
      ['华为的给我看看', { cat: 'smartphones', brand: '华为' }],
    ],
  },
  {
    family: 'exclude/two-held-across-budget-and-attribute',
    turns: [
      ['投影仪 极米和当贝以外的', { cat: 'projectors', notBrands: ['极米', '当贝'] }],
      ['两千块以下', { cat: 'projectors', notBrands: ['极米', '当贝'], max: 2000 }],
      ['要1080P的', { cat: 'projectors', notBrands: ['极米', '当贝'], max: 2000, attr: '1080p' }],
    ],
  },
  {
    family: 'exclude/two-then-one-lifted',
    turns: [
      ['保温杯 象印虎牌都不要', { cat: 'thermos-cups', notBrands: ['象印', '虎牌'] }],
      ['虎牌可以考虑', { cat: 'thermos-cups', notBrand: '象印' }],
      ['两百块以下吧', { cat: 'thermos-cups', notBrand: '象印', max: 200 }],
    ],
  },
  {
    family: 'new-chat/budget-not-inherited',
    turns: [
      ['三百以内的电饭煲', { cat: 'rice-cookers', max: 300 }],
      ['换个事儿 破壁机有啥推荐', { cat: 'blenders', newChat: true, someAbove: 300 }],
      ['静音的', { cat: 'blenders', attr: '静音' }],
    ],
  },
  {
    family: 'new-chat/brand-not-inherited',
    turns: [
      ['米家的扫地机器人看看', { cat: 'robot-vacuums', brand: '小米' }],
      ['另外 我还想买个电饭煲', { cat: 'rice-cookers', newChat: true, brandsAtLeast: 2 }],
      ['要IH电磁加热那种', { cat: 'rice-cookers', attr: 'ih' }],
    ],
  },
  {
    family: 'new-chat/exclusion-not-inherited',
    turns: [
      ['口红 不要迪奥', { cat: 'lipsticks', notBrand: '迪奥' }],
      ['哑光的', { cat: 'lipsticks', notBrand: '迪奥', attr: '哑光' }],
      ['换个别的 香水看看', { cat: 'perfumes', newChat: true }],
    ],
  },
  {
    family: 'new-chat/route-not-inherited',
    turns: [
      ['明天北京去上海的飞机', { flight: { from: '北京', to: '上海', day: 1 } }],
      ['晚上起飞的有吗', { flight: { from: '北京', to: '上海', day: 1, part: 'evening' } }],
      ['不说机票了 帮我看看行李箱', { cat: 'luggage', newChat: true }],
    ],
  },
  {
    family: 'new-chat/category-not-inherited',
    turns: [
      ['婴儿推车 轻便的', { cat: 'strollers' }],
      ['好了不看了 我想问问安全座椅', { cat: 'car-seats', newChat: true }],
      ['0到4岁的', { cat: 'car-seats', attr: '0-4岁' }],
    ],
  },
  {
    family: 'ref/head-then-tail-then-wish-tail',
    turns: [
      ['充电宝推荐几个', { cat: 'power-banks' }],
      ['头一个多少钱', { ref: [0] }],
      ['最后那个呢', { ref: [-1] }],
      ['把最后那个加到心愿单', { wish: -1 }],
    ],
  },
  {
    family: 'ref/second-from-last-then-third',
    turns: [
      ['蓝牙音箱 户外防水的', { cat: 'bluetooth-speakers', attr: 'ip67' }],
      ['倒数第二个怎么样', { ref: [-2] }],
      ['第三款续航多久', { ref: [2] }],
    ],
  },
  {
    family: 'ref/the-one-just-mentioned-to-wish',
    turns: [
      ['推荐个筋膜枪', { cat: 'massage-guns' }],
      ['第二个是哪个牌子的', { ref: [1] }],
      ['刚说的那个加心愿单', { wish: 1 }],
    ],
  },
  {
    family: 'ref/detail-then-wish-said-differently',
    turns: [
      ['电动车推荐下', { cat: 'electric-scooters' }],
      ['第二辆续航多少', { ref: [1] }],
      ['就它了 先放心愿单里', { wish: 1 }],
    ],
  },
  {
    family: 'ref/last-of-the-list-before',
    turns: [
      ['围巾推荐', { cat: 'scarves' }],
      ['帽子也看看', { cat: 'hats' }],
      ['上一批的最后一个 多少钱', { ref: [-1], refList: 1 }],
    ],
  },
  {
    family: 'wish/first-and-third-then-into-the-list-before',
    turns: [
      ['猫粮看看', { cat: 'cat-food' }],
      ['一和三都收藏一下', { wishAll: [0, 2] }],
      ['再看看猫砂', { cat: 'cat-litter' }],
      ['上一批里的第二个也收了', { wish: 1, refList: 1 }],
    ],
  },
  {
    family: 'wish/last-one-then-first-of-next',
    turns: [
      ['电热水壶有哪些', { cat: 'kettles' }],
      ['最后一个我喜欢 存起来', { wish: -1 }],
      ['保温杯呢', { cat: 'thermos-cups' }],
      ['头一个加入心愿单', { wish: 0 }],
    ],
  },
  {
    family: 'wish/first-three-at-once',
    turns: [
      ['袜子', { cat: 'socks' }],
      ['前三个都要 加心愿单', { wishAll: [0, 1, 2] }],
      ['再看看内裤', { cat: 'underwear' }],
    ],
  },
  {
    family: 'compare/first-two-then-named',
    turns: [
      ['游戏机推荐', { cat: 'game-consoles' }],
      ['前俩有啥区别', { compare: [0, 1] }],
      ['switch lite有吗', { cat: 'game-consoles', brand: '任天堂', attr: 'switch lite' }],
    ],
  },
  {
    family: 'compare/one-and-three-then-attribute',
    turns: [
      ['无人机 航拍用', { cat: 'drones' }],
      ['1号跟3号对比下', { compare: [0, 2] }],
      ['249g的那种有吗', { cat: 'drones', attr: '249g|135g' }],
    ],
  },
  {
    family: 'back/again-one-list',
    turns: [
      ['羽毛球拍', { cat: 'badminton-rackets' }],
      ['篮球也看看', { cat: 'basketballs' }],
      ['刚才那几个球拍再给我看下', { again: 1 }],
    ],
  },
  {
    family: 'back/again-two-lists',
    turns: [
      ['牛仔裤 男款', { cat: 'jeans', attr: '男款' }],
      ['T恤呢', { cat: 't-shirts' }],
      ['帽子', { cat: 'hats' }],
      ['回到最开始的牛仔裤', { again: 2 }],
    ],
  },
  {
    family: 'topic-switch/aside-then-back-with-brand',
    turns: [
      ['净水器 两千以内', { cat: 'water-purifiers', max: 2000 }],
      ['顺便问下 洗碗机一般多少钱', { cat: 'dishwashers' }],
      ['回到净水器 还是两千以内 小米有吗', { cat: 'water-purifiers', brand: '小米', max: 2000 }],
    ],
  },
  {
    family: 'topic-switch/flight-aside-then-back',
    turns: [
      ['给我看看瑜伽垫', { cat: 'yoga-mats' }],
      ['对了 后天上海飞成都有票吗', { flight: { from: '上海', to: '成都', day: 2 } }],
      ['好 回来说瑜伽垫 六毫米厚的', { cat: 'yoga-mats', attr: '6mm' }],
    ],
  },
];
