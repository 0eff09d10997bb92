import type { HeldoutSingle } from '../heldout/setup';

/**
 * Single questions of the fourth held-out set (the final set), written from how shoppers type on
 * a phone and without reading the engine; different questions from the third set. Request day:
 * Friday 2026-09-18 (../heldout/setup.ts), so 明早 is day 1, 这周日 day 2, 下周一 day 3, 下周三
 * day 5, 下下周一 day 10, 中秋 09-25, 国庆 10-01, 春节 2027-02-06 (past the 60 listed days).
 */
const s = (family: string, question: string, expect: HeldoutSingle['expect']): HeldoutSingle => ({
  family,
  question,
  expect,
});

const FOR_HER =
  'lipsticks|perfumes|face-creams|serums|handbags|foundations|face-masks|scarves|hair-dryers|hair-curlers|wristwatches|smartwatches|sunglasses|pajamas|artificial-flowers|tws-earbuds|wallets|hand-creams';
const FOR_GRANDPARENTS =
  'massage-chairs|neck-massagers|blood-pressure-monitors|electric-blankets|massage-guns|eye-massagers|health-supplements|milk|tea|nuts|heaters|pillows|body-scales';

const BUDGET: HeldoutSingle[] = [
  s('budget', '热水器 两千块以内', { cat: 'water-heaters', max: 2000 }),
  s('budget', '一千出头的微波炉', { cat: 'microwaves', min: 1000, max: 1400 }),
  s('budget', '咖啡机 三四千的', { cat: 'coffee-machines', min: 2800, max: 4500 }),
  s('budget', '百来块的电热水壶', { cat: 'kettles', min: 80, max: 200 }),
  s('budget', '净水器 预算2k', { cat: 'water-purifiers', max: 2200 }),
  s('budget', '床垫 3000以内 1.8米的', { cat: 'mattresses', max: 3000, attr: '1.8×2.0m' }),
  s('budget', '人体工学椅 一千块左右', { cat: 'office-chairs', min: 800, max: 1200 }),
  s('budget', '5百以内的行车记录仪', { cat: 'dash-cams', max: 500 }),
  s('budget', '两三千的自行车', { cat: 'bicycles', min: 1800, max: 3300 }),
  s('budget', '羽毛球拍 300以下', { cat: 'badminton-rackets', max: 300 }),
  s('budget', '投影仪 一万以内 要好点的', { cat: 'projectors', max: 10000 }),
  s('budget', '奶粉 三百多一罐的', { cat: 'infant-formula', min: 300, max: 400 }),
  s('budget', '五十块以内的牙膏', { cat: 'toothpaste', max: 50 }),
  s('budget', '六七百的筋膜枪', { cat: 'massage-guns', min: 550, max: 800 }),
  s('budget', '电烤箱 四百左右', { cat: 'ovens|microwaves', min: 320, max: 480 }),
];

const BRAND: HeldoutSingle[] = [
  s('brand', '华子的笔记本', { cat: 'laptops', brand: '华为' }),
  s('brand', '果子的平板', { cat: 'tablets', brand: '苹果' }),
  s('brand', '红米手机 千元机', { cat: 'smartphones', brand: '小米', max: 2000 }),
  s('brand', 'roborock扫地机', { cat: 'robot-vacuums', brand: '石头' }),
  s('brand', 'tineco洗地机', { cat: 'vacuum-cleaners', brand: '添可' }),
  s('brand', '鸟家的冲锋衣', { cat: 'hardshell-jackets', brand: '始祖鸟' }),
  s('brand', 'olay的面霜', { cat: 'face-creams', brand: '玉兰油' }),
  s('brand', 'oral-b电动牙刷', { cat: 'electric-toothbrushes', brand: '欧乐B' }),
  s('brand', '大疆的运动相机', { cat: 'action-cameras', brand: '大疆' }),
  s('brand', '德龙咖啡机', { cat: 'coffee-machines', brand: '德龙' }),
  s('brand', '海飞丝 去屑的', { cat: 'shampoos', brand: '海飞丝' }),
  s('brand', '阿迪的板鞋', { cat: 'sneakers', brand: '阿迪达斯' }),
  s('brand', '新秀丽行李箱', { cat: 'luggage', brand: '新秀丽' }),
  s('brand', '罗技鼠标 办公', { cat: 'mice', brand: '罗技' }),
  s('brand', 'babycare的纸尿裤', { cat: 'diapers', brand: 'babycare' }),
  s('brand', 'iqoo的手机', { cat: 'smartphones', brand: 'vivo' }),
];

const EXCLUDE: HeldoutSingle[] = [
  s('exclude', '冰箱 不要海尔的', { cat: 'refrigerators', notBrand: '海尔' }),
  s('exclude', '洗碗机 除了西门子', { cat: 'dishwashers', notBrand: '西门子' }),
  s('exclude', '跑鞋 耐克阿迪都不要', { cat: 'running-shoes', notBrands: ['耐克', '阿迪达斯'] }),
  s('exclude', '充电器 别推苹果原装的 太贵', { cat: 'chargers', notBrand: '苹果' }),
  s('exclude', '猫粮 不要皇家', { cat: 'cat-food', notBrand: '皇家' }),
  s('exclude', '平板 不要苹果 安卓的就行', { cat: 'tablets', notBrand: '苹果' }),
  s('exclude', '行车记录仪 70迈或者盯盯拍', { cat: 'dash-cams', brands: ['70迈', '盯盯拍'] }),
  s('exclude', '牛奶 特仑苏或者金典', { cat: 'milk', brands: ['特仑苏', '金典'] }),
  s('exclude', '日系的电饭煲', { cat: 'rice-cookers', brands: ['象印', '虎牌'] }),
  s('exclude', '国货面霜有哪些', { cat: 'face-creams', brands: ['珀莱雅', '薇诺娜'] }),
];

const ATTRIBUTE: HeldoutSingle[] = [
  s('attribute', '十字门冰箱', { cat: 'refrigerators', attr: '十字' }),
  s('attribute', '零冷水的燃气热水器', { cat: 'water-heaters', attr: '零冷水' }),
  s('attribute', '嵌入式洗碗机', { cat: 'dishwashers', attr: '嵌入式' }),
  s('attribute', '165hz的显示器 打游戏', { cat: 'monitors', attr: '165hz' }),
  s('attribute', '4K行车记录仪', { cat: 'dash-cams', attr: '4k' }),
  s('attribute', '2T移动硬盘', { cat: 'storage-drives', attr: '2tb' }),
  s('attribute', 'pcie4.0的固态', { cat: 'ssd', attr: 'pcie 4.0' }),
  s('attribute', '八电极体脂秤', { cat: 'body-scales', attr: '八电极' }),
  s('attribute', '一天能除20升的除湿机', { cat: 'dehumidifiers', attr: '20l' }),
  s('attribute', '速开的全自动帐篷', { cat: 'tents', attr: '全自动' }),
  s('attribute', '316不锈钢保温杯', { cat: 'thermos-cups', attr: '316' }),
  s('attribute', '珊瑚绒睡衣', { cat: 'pajamas', attr: '珊瑚绒' }),
  s('attribute', '真丝围巾', { cat: 'scarves', attr: '真丝' }),
  s('attribute', '指静脉的智能锁', { cat: 'smart-locks', attr: '指静脉' }),
  s('attribute', '锂电池的电动车', { cat: 'electric-scooters', attr: '锂电池' }),
];

const AUDIENCE: HeldoutSingle[] = [
  s('audience', '给老人用的肩颈按摩仪', { cat: 'neck-massagers' }),
  s('audience', '婴儿推车 能带上飞机的', { cat: 'strollers', attr: '可登机' }),
  s('audience', '5岁小孩的滑板车', { cat: 'kids-scooters', attr: '3-8岁|2-6岁' }),
  s('audience', '男士保暖内衣', { cat: 'underwear', attr: '男款' }),
  s('audience', '程序员用的键盘', { cat: 'keyboards' }),
  s('audience', '钓鱼新手 买什么竿', { cat: 'fishing-rods' }),
  s('audience', '初中生书包', { cat: 'school-bags', attr: '初中' }),
  s('audience', '狗子老了 吃什么粮好', { cat: 'dog-food', attr: '老年犬' }),
];

const GIFT: HeldoutSingle[] = [
  s('gift', '结婚纪念日 给老婆的礼物 2000以内', { cat: FOR_HER, max: 2000 }),
  s('gift', '给爷爷奶奶送点实用的', { cat: FOR_GRANDPARENTS }),
  s('gift', '男生生日 送手表 两三千', { cat: 'wristwatches|smartwatches', min: 1800, max: 3500 }),
  s('gift', '中秋节 坚果礼盒', { cat: 'nuts', attr: '礼盒|礼包' }),
  s('gift', '送客户红酒 两瓶装的', { cat: 'wine', attr: '750ml×2' }),
  s('gift', '孩子6岁生日 送套积木', { cat: 'building-toys', attr: '6岁+|3岁+' }),
  s('gift', '送爸爸剃须刀', { cat: 'shavers' }),
  s('gift', '送花 永生花那种', { cat: 'artificial-flowers', attr: '永生花' }),
];

export const HELDOUT4_SINGLES_A: HeldoutSingle[] = [...BUDGET, ...BRAND, ...EXCLUDE, ...ATTRIBUTE, ...AUDIENCE, ...GIFT];
