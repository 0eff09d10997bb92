import type { HeldoutSingle } from '../heldout/setup';

/**
 * Single questions of the third held-out set (the dev set), written from how shoppers type on a
 * phone and without reading the engine. Request day: Friday 2026-09-18 (../heldout/setup.ts), so
 * 明天 is day 1, 周日/后天 day 2, 下周一/大后天 day 3, 下周五 day 7 (中秋, 09-25), 国庆 10-01
 * (day 13), 双十一 11-11 (day 54), 元旦 2027-01-01 (past the 60 listed days: the answer names it).
 */
const s = (family: string, question: string, expect: HeldoutSingle['expect']): HeldoutSingle => ({
  family,
  question,
  expect,
});

const EARPHONES = 'tws-earbuds|anc-headphones';
const FOR_HIM =
  'tws-earbuds|anc-headphones|smartwatches|shavers|perfumes|wallets|keyboards|mice|bluetooth-speakers|running-shoes|sneakers|wristwatches|backpacks|electric-toothbrushes|massage-guns|power-banks|sunglasses|hats|t-shirts|game-consoles|baijiu|tea';
const FOR_TEACHER =
  'tea|thermos-cups|hand-creams|desk-lamps|neck-massagers|eye-massagers|artificial-flowers|scarves|face-creams|lipsticks|nuts|coffee-beans';
const FOR_NEWBORN = 'diapers|infant-formula|baby-bottles|strollers|car-seats|building-toys';

const BUDGET: HeldoutSingle[] = [
  s('budget', '蓝牙耳机 两百以内的有吗', { cat: EARPHONES, max: 200 }),
  s('budget', '想换个手机 三千左右', { cat: 'smartphones', min: 2400, max: 3600 }),
  s('budget', '空气炸锅 不超过三百', { cat: 'air-fryers', max: 300 }),
  s('budget', '1k以内的显示器', { cat: 'monitors', max: 1000 }),
  s('budget', '电动牙刷 预算一两百', { cat: 'electric-toothbrushes', max: 250 }),
  s('budget', '笔记本 五千到七千之间', { cat: 'laptops', min: 5000, max: 7000 }),
  s('budget', '冰箱三千多块的', { cat: 'refrigerators', min: 3000, max: 4000 }),
  s('budget', '买个吹风机 千把块', { cat: 'hair-dryers', min: 700, max: 1300 }),
  s('budget', '¥150以下的充电宝', { cat: 'power-banks', max: 150 }),
  s('budget', '八百块左右的机械键盘', { cat: 'keyboards', min: 640, max: 960 }),
  s('budget', '洗碗机 5k上下', { cat: 'dishwashers', min: 4000, max: 6000 }),
  s('budget', '跑鞋 500以上的', { cat: 'running-shoes', min: 500 }),
  s('budget', '两万块钱的相机有哪些', { cat: 'cameras', min: 15000, max: 22000 }),
  s('budget', '扫地机 不到两千', { cat: 'robot-vacuums', max: 2000 }),
  s('budget', '三五百的加湿器', { cat: 'humidifiers', min: 250, max: 550 }),
];

const BRAND: HeldoutSingle[] = [
  s('brand', 'iphone有什么推荐', { cat: 'smartphones', brand: '苹果' }),
  s('brand', '大法的降噪耳机', { cat: 'anc-headphones|tws-earbuds', brand: '索尼' }),
  s('brand', '华为平板哪款性价比高', { cat: 'tablets', brand: '华为' }),
  s('brand', 'xiaomi手环', { cat: 'smartwatches', brand: '小米' }),
  s('brand', 'DYSON风筒', { cat: 'hair-dryers', brand: '戴森' }),
  s('brand', 'ThinkPad 有推荐的吗', { cat: 'laptops|gaming-laptops', brand: '联想' }),
  s('brand', '拯救者游戏本', { cat: 'gaming-laptops', brand: '联想' }),
  s('brand', 'nb的鞋子', { cat: 'sneakers|running-shoes', brand: 'New Balance' }),
  s('brand', 'lulu的瑜伽垫', { cat: 'yoga-mats', brand: 'Lululemon' }),
  s('brand', '兰蔻小黑瓶', { cat: 'serums', brand: '兰蔻', attr: '小黑瓶' }),
  s('brand', 'SK2神仙水', { cat: 'serums', brand: 'SK-II', attr: '神仙水' }),
  s('brand', '杨树林的口红', { cat: 'lipsticks', brand: '圣罗兰' }),
  s('brand', '北面冲锋衣', { cat: 'hardshell-jackets', brand: '北面' }),
  s('brand', '九阳豆浆机', { cat: 'blenders', brand: '九阳', attr: '豆浆机' }),
  s('brand', '苹果手表', { cat: 'smartwatches', brand: '苹果' }),
  s('brand', '任天堂的游戏机', { cat: 'game-consoles', brand: '任天堂' }),
];

const EXCLUDE: HeldoutSingle[] = [
  s('exclude', '降噪耳机 除了索尼都行', { cat: 'anc-headphones', notBrand: '索尼' }),
  s('exclude', '手机 不要华为和苹果', { cat: 'smartphones', notBrands: ['华为', '苹果'] }),
  s('exclude', '扫地机器人 小米的就别推了', { cat: 'robot-vacuums', notBrand: '小米' }),
  s('exclude', '电视 不考虑小米 65寸', { cat: 'televisions', notBrand: '小米', attr: '65英寸' }),
  s('exclude', '羽绒服 不要波司登', { cat: 'down-jackets', notBrand: '波司登' }),
  s('exclude', '面霜 除了海蓝之谜 太贵了', { cat: 'face-creams', notBrand: '海蓝之谜' }),
  s('exclude', '国产手机推荐', { cat: 'smartphones', brands: ['华为', '小米', 'vivo', 'OPPO', '荣耀', '一加'] }),
  s('exclude', '吸尘器 戴森以外的', { cat: 'vacuum-cleaners', notBrand: '戴森' }),
  s('exclude', '牛仔裤 李维斯或者Lee', { cat: 'jeans', brands: ['李维斯', 'Lee'] }),
  s('exclude', '耳机 索尼或者bose选一个', { cat: EARPHONES, brands: ['索尼', 'Bose'] }),
];

const ATTRIBUTE: HeldoutSingle[] = [
  s('attribute', '洗烘一体的洗衣机', { cat: 'washing-machines', attr: '洗烘一体' }),
  s('attribute', '75寸电视', { cat: 'televisions', attr: '75英寸' }),
  s('attribute', '16G内存 1T的笔记本', { cat: 'laptops', attr: '16GB+1TB' }),
  s('attribute', '想要个wifi7的路由', { cat: 'routers', attr: 'wifi 7' }),
  s('attribute', 'RTX4070的游戏本', { cat: 'gaming-laptops', attr: 'rtx 4070' }),
  s('attribute', '一级能效的空调', { cat: 'air-conditioners', attr: '一级能效' }),
  s('attribute', '偏光墨镜', { cat: 'sunglasses', attr: '偏光' }),
  s('attribute', '防水的登山鞋 gore-tex', { cat: 'hiking-shoes', attr: 'gore-tex' }),
  s('attribute', '无谷猫粮', { cat: 'cat-food', attr: '无谷' }),
  s('attribute', 'SPF50的防晒', { cat: 'sunscreens', attr: 'spf50' }),
  s('attribute', '4K投影仪', { cat: 'projectors', attr: '4k' }),
  s('attribute', '带降噪的真无线耳机', { cat: 'tws-earbuds', attr: '主动降噪|自适应降噪' }),
  s('attribute', '碳板跑鞋', { cat: 'running-shoes', attr: '碳板' }),
  s('attribute', 'IH电饭煲', { cat: 'rice-cookers', attr: 'ih' }),
  s('attribute', '可折叠的跑步机', { cat: 'treadmills', attr: '可折叠' }),
];

const AUDIENCE: HeldoutSingle[] = [
  s('audience', '给我爸买个血压计 要上臂式的', { cat: 'blood-pressure-monitors', attr: '上臂式' }),
  s('audience', '老人用的手机', { cat: 'smartphones' }),
  s('audience', '小学生书包 一年级', { cat: 'school-bags', attr: '1-3年级' }),
  s('audience', '新生儿奶瓶', { cat: 'baby-bottles' }),
  s('audience', '给猫主子买点粮 幼猫', { cat: 'cat-food', attr: '幼猫' }),
  s('audience', '女生穿的跑鞋', { cat: 'running-shoes', attr: '女款' }),
  s('audience', '3岁小孩玩的积木', { cat: 'building-toys', attr: '3岁+' }),
  s('audience', '大学生宿舍用的台灯', { cat: 'desk-lamps' }),
];

const GIFT: HeldoutSingle[] = [
  s('gift', '送男朋友生日礼物 预算1000以内', { cat: FOR_HIM, max: 1000 }),
  s('gift', '送老师的礼物 两三百', { cat: FOR_TEACHER, max: 350 }),
  s('gift', '给爸妈买个按摩椅当礼物', { cat: 'massage-chairs' }),
  s('gift', '送闺蜜口红 三百左右', { cat: 'lipsticks', min: 240, max: 360 }),
  s('gift', '中秋送领导 茶叶 五百左右', { cat: 'tea', min: 400, max: 600 }),
  s('gift', '女朋友生日 想送香水', { cat: 'perfumes' }),
  s('gift', '给刚出生的小外甥送点啥', { cat: FOR_NEWBORN }),
  s('gift', '送长辈的白酒 一千左右', { cat: 'baijiu', min: 800, max: 1200 }),
];

export const HELDOUT3_SINGLES_A: HeldoutSingle[] = [...BUDGET, ...BRAND, ...EXCLUDE, ...ATTRIBUTE, ...AUDIENCE, ...GIFT];
