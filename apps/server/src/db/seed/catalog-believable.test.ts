import { describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog';
import { CATEGORIES, type CategoryDef } from './categories';
import { expandCategory } from './categories/types';
import {
  contradictoryKinds,
  foreignBrandValues,
  foreignKindWords,
  listingProblems,
  titleNamesOtherValue,
  unbackedTitleMeasures,
  valueHeads,
} from '../../testing/catalog-checks';
import { modelSpecs, namedValue } from './model-specs';
import { measures } from './units';

const catalog = buildCatalog({ products: 5000, nowMs: Date.parse('2026-05-20T04:00:00Z') });
const byCategory = new Map(CATEGORIES.map((c) => [c.id, catalog.products.filter((p) => p.category_id === c.id)]));
const specsOf = (p: { specs: string }) => JSON.parse(p.specs) as Record<string, string>;

/**
 * Where each category's street prices sit on 京东/天猫/拼多多 (yuan, any listing incl. the
 * cheapest mall's subsidy): a listing outside its band reads as a wrong price to a shopper.
 */
const MARKET_BANDS: Record<string, [number, number]> = {
  'anc-headphones': [130, 3000], // 降噪耳机
  'tws-earbuds': [80, 1900], // 真无线耳机
  smartphones: [499, 14000], // 手机: a ¥599 Redmi 14C to a 1TB flagship
  tablets: [1300, 13000], // 平板电脑
  smartwatches: [300, 7500], // 智能手表
  'bluetooth-speakers': [160, 3500], // 蓝牙音箱
  cameras: [4500, 22000], // 微单相机
  'power-banks': [80, 550], // 充电宝
  chargers: [75, 250], // 手机充电器
  laptops: [3000, 20000], // 笔记本电脑
  'gaming-laptops': [4500, 25000], // 游戏本: entry RTX 4060 machines from about ¥4,999
  desktops: [2500, 14000], // 台式电脑
  monitors: [550, 4000], // 显示器
  keyboards: [120, 1500], // 机械键盘
  mice: [60, 1200], // 鼠标
  printers: [500, 1900], // 打印机
  routers: [140, 3500], // 路由器
  ssd: [350, 2500], // 固态硬盘
  refrigerators: [1600, 14000], // 冰箱
  'washing-machines': [1100, 6000], // 洗衣机
  'air-conditioners': [1600, 7500], // 空调
  televisions: [1500, 25000], // 电视
  'robot-vacuums': [1600, 5500], // 扫地机器人
  'vacuum-cleaners': [450, 6000], // 吸尘器
  'air-purifiers': [500, 11000], // 空气净化器
  fans: [160, 3500], // 电风扇
  'water-heaters': [850, 5000], // 热水器
  dishwashers: [1200, 9000], // 洗碗机: countertop 6-place from about ¥1,500
  'rice-cookers': [250, 2500], // 电饭煲
  'air-fryers': [200, 1000], // 空气炸锅
  blenders: [160, 1000], // 破壁机
  microwaves: [300, 6500], // 微波炉
  kettles: [70, 650], // 电热水壶
  'coffee-machines': [500, 5500], // 咖啡机
  woks: [100, 1400], // 炒锅
  'water-purifiers': [400, 5500], // 净水器: 超滤 from about ¥450, RO from about ¥1,200
  'face-creams': [200, 3500], // 面霜
  serums: [250, 1700], // 精华
  lipsticks: [75, 450], // 口红
  sunscreens: [65, 300], // 防晒霜
  foundations: [150, 650], // 粉底液
  'face-masks': [45, 650], // 面膜
  perfumes: [300, 1000], // 香水: 30-100ml eau de toilette
  'electric-toothbrushes': [80, 2500], // 电动牙刷
  'hair-dryers': [250, 4500], // 吹风机
  shavers: [170, 3000], // 剃须刀
  shampoos: [50, 350], // 洗发水
  'body-washes': [40, 250], // 沐浴露
  'body-lotions': [30, 300], // 身体乳
  'water-flossers': [200, 950], // 冲牙器
  'down-jackets': [350, 11000], // 羽绒服
  'hardshell-jackets': [350, 5000], // 冲锋衣
  't-shirts': [65, 250], // T恤
  jeans: [130, 750], // 牛仔裤
  'running-shoes': [300, 2500], // 跑步鞋
  sneakers: [90, 1200], // 休闲鞋
  backpacks: [130, 1400], // 双肩包
  luggage: [350, 12000], // 行李箱
  diapers: [80, 180], // 纸尿裤
  'infant-formula': [180, 450], // 婴儿奶粉
  strollers: [300, 5500], // 婴儿推车
  'car-seats': [1100, 6500], // 儿童安全座椅
  'building-toys': [140, 1600], // 积木玩具
  'baby-bottles': [85, 250], // 奶瓶
  treadmills: [1100, 5500], // 跑步机
  'yoga-mats': [55, 1000], // 瑜伽垫
  tents: [250, 4500], // 帐篷
  bicycles: [300, 18000], // 自行车
  dumbbells: [130, 3500], // 哑铃
  'exercise-bikes': [850, 11000], // 动感单车
  'hiking-shoes': [250, 2500], // 登山鞋
  'massage-chairs': [4000, 33000], // 按摩椅
  'massage-guns': [170, 5000], // 筋膜枪
  'blood-pressure-monitors': [140, 650], // 血压计
  'neck-massagers': [250, 1100], // 颈椎按摩仪
  'body-scales': [65, 2500], // 体脂秤
  'eye-massagers': [140, 900], // 眼部按摩仪
  'dash-cams': [170, 1200], // 行车记录仪
  'car-chargers': [40, 200], // 车载充电器
  'car-vacuums': [130, 1100], // 车载吸尘器
  'car-seat-cushions': [110, 550], // 汽车坐垫
  'coffee-beans': [60, 180], // 咖啡
  nuts: [85, 250], // 坚果
  milk: [40, 130], // 牛奶
  tea: [110, 550], // 茶叶
  snacks: [30, 130], // 零食
  'cat-food': [100, 750], // 猫粮
  'dog-food': [130, 850], // 狗粮
  'cat-litter': [55, 1800], // 猫砂
  'pet-water-fountains': [120, 450], // 宠物饮水机
  'thermos-cups': [45, 400], // 保温杯
  humidifiers: [110, 5500], // 加湿器
  projectors: [500, 9500], // 投影仪
  'desk-lamps': [85, 1400], // 台灯
  'storage-boxes': [25, 300], // 收纳箱
  umbrellas: [30, 190], // 雨伞
  towels: [25, 140], // 毛巾
  'bedding-sets': [85, 1000], // 床上四件套
  pillows: [80, 1500], // 枕头
  mattresses: [900, 9500], // 床垫
  'office-chairs': [450, 14000], // 人体工学椅
  'power-strips': [30, 250], // 插线板
  heaters: [100, 4500], // 取暖器
  dehumidifiers: [600, 3500], // 除湿机
  mops: [40, 95], // 拖把
  'drying-racks': [50, 1700], // 晾衣架
  'smart-locks': [750, 4000], // 智能门锁
  'security-cameras': [120, 450], // 监控摄像头
  tissues: [25, 85], // 抽纸
  toothpaste: [16, 65], // 牙膏
  'laundry-detergent': [30, 95], // 洗衣液
  'dish-soap': [10, 110], // 洗洁精
  'sanitary-pads': [25, 60], // 卫生巾
  'health-supplements': [35, 250], // 保健品
  'face-cleansers': [30, 450], // 洗面奶
  'hand-creams': [12, 350], // 护手霜
  'hair-curlers': [75, 4500], // 卷发棒
  'electric-blankets': [55, 750], // 电热毯
  sunglasses: [110, 1500], // 墨镜
  wristwatches: [300, 18000], // 机械表
  wallets: [80, 1400], // 钱包
  handbags: [170, 4500], // 女包
  socks: [20, 110], // 袜子
  underwear: [65, 300], // 内衣
  slippers: [25, 350], // 拖鞋
  pajamas: [110, 750], // 睡衣
  hats: [60, 350], // 帽子
  scarves: [80, 5000], // 围巾
  'data-cables': [16, 160], // 数据线
  'phone-cases': [30, 450], // 手机壳
  'screen-protectors': [20, 110], // 钢化膜
  'storage-drives': [40, 800], // U盘与移动硬盘
  'e-readers': [750, 3500], // 电子书阅读器
  'game-consoles': [1000, 6500], // 游戏机
  drones: [1000, 16000], // 无人机
  'action-cameras': [650, 4000], // 运动相机
  microphones: [85, 2500], // 麦克风
  'induction-cookers': [130, 950], // 电磁炉
  'pressure-cookers': [200, 1700], // 电压力锅
  ovens: [250, 1400], // 电烤箱
  'food-containers': [30, 250], // 保鲜盒
  'kitchen-knives': [45, 1100], // 刀具
  rice: [30, 140], // 大米
  'cooking-oil': [55, 180], // 食用油
  baijiu: [45, 3000], // 白酒
  wine: [85, 950], // 葡萄酒
  'badminton-rackets': [130, 1200], // 羽毛球拍
  basketballs: [80, 650], // 篮球
  'jump-ropes': [25, 250], // 跳绳
  'fishing-rods': [160, 1400], // 鱼竿
  'electric-scooters': [2000, 5000], // 电动车
  'school-bags': [70, 650], // 书包
  'kids-scooters': [170, 650], // 儿童滑板车
  'artificial-flowers': [15, 750], // 仿真花
  'instant-cameras': [400, 1700], // 拍立得: a mini 12 to a mini Evo
  'game-controllers': [80, 1500], // 游戏手柄: a 北通 pad to an Elite or DualSense Edge
  'phone-gimbals': [300, 1000], // 手机云台
  'selfie-sticks': [40, 200], // 自拍杆
  'garment-steamers': [120, 1000], // 挂烫机
};

/** Specialist makers and the store groups they sell in: a 九阳 phone or a 兰蔻 drill would be a slip. */
const SPECIALIST_BRANDS: Record<string, string[]> = {
  九阳: ['厨房电器', '厨房食品', '家用电器'],
  苏泊尔: ['厨房电器', '厨房食品', '家居日用'],
  格力: ['家用电器', '家居日用'],
  海尔: ['家用电器', '厨房电器'],
  苹果: ['数码', '电脑办公', '数码配件'],
  华为: ['数码', '电脑办公', '数码配件', '家用电器', '健康按摩', '运动出行'],
  索尼: ['数码', '家用电器', '数码配件'],
  兰蔻: ['美妆护肤', '日用清洁'],
  雅诗兰黛: ['美妆护肤'],
  三只松鼠: ['食品饮料'],
  皇家: ['宠物用品'],
  飞鹤: ['母婴玩具'],
  茅台: ['厨房食品'],
};

describe('a catalog a shopper believes', () => {
  it.each(CATEGORIES.map((c) => [c.id, c] as const))('%s: titles agree with specs', (_id, category) => {
    const problems = byCategory.get(category.id)!.flatMap((p) => listingProblems(p).map((x) => `${p.id} ${p.title}: ${x}`));
    expect(problems).toEqual([]);
  });

  // Decision 087: a title word naming another value of a spec (千兆 on a 2.5G router), and a title
  // naming another category (a 儿童自行车 among the scooters).
  it.each(CATEGORIES.map((c) => [c.id, c] as const))('%s: no title word names another value of its specs', (_id, category) => {
    const keys = [...category.specs, ...(category.variant ? [category.variant] : [])];
    const problems = byCategory
      .get(category.id)!
      .flatMap((p) => titleNamesOtherValue(p.title, specsOf(p), keys).map((x) => `${p.title}: ${x}`));
    expect([...new Set(problems)]).toEqual([]);
  });

  it.each(CATEGORIES.map((c) => [c.id, c] as const))('%s: no title names another category', (_id, category) => {
    const others = CATEGORIES.filter((c) => c.id !== category.id).map((c) => c.name);
    const problems = byCategory
      .get(category.id)!
      .flatMap((p) => foreignKindWords(p, category.name, others).map((x) => `${p.title}: ${x}`));
    expect([...new Set(problems)]).toEqual([]);
  });

  it('shows one model with one spec set in every mall (only colour and the chosen variant differ)', () => {
    const variantKey = new Map(CATEGORIES.map((c) => [c.id, c.variant?.key]));
    // A model sold in versions (a running shoe's 男款|女款) differs in that key too, as by a size.
    const versionKey = new Map(
      CATEGORIES.flatMap((c) => c.models.map((m) => [`${c.id}|${m.brand}|${m.model}`, modelSpecs(c, m).versions?.key])),
    );
    const seen = new Map<string, { spec: string; malls: Set<string> }>();
    const differing: string[] = [];
    for (const p of catalog.products) {
      const { 颜色: _colour, ...specs } = specsOf(p);
      const key = variantKey.get(p.category_id);
      if (key) delete specs[key];
      const version = versionKey.get(`${p.category_id}|${specs['品牌']}|${specs['型号']}`);
      if (version) delete specs[version];
      const model = `${p.category_id}|${specs['品牌']}|${specs['型号']}`;
      const spec = JSON.stringify(specs);
      const before = seen.get(model);
      if (!before) seen.set(model, { spec, malls: new Set([p.mall]) });
      else if (before.spec !== spec) differing.push(`${model}: ${before.spec} ≠ ${spec}`);
      else before.malls.add(p.mall);
    }
    expect(differing).toEqual([]);
    // The rule is exercised: most models are sold in more than one mall.
    expect([...seen.values()].filter((m) => m.malls.size > 1).length).toBeGreaterThan(seen.size / 2);
  });

  it('has a market band for every category', () => {
    expect(CATEGORIES.map((c) => c.id).filter((id) => !MARKET_BANDS[id])).toEqual([]);
  });

  it.each(Object.entries(MARKET_BANDS))('%s: prices sit in the market band %j', (id, [lo, hi]) => {
    const outside = (byCategory.get(id) ?? []).filter((p) => p.price < lo || p.price > hi).map((p) => `${p.title} ¥${p.price}`);
    expect(byCategory.get(id)?.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });

  it('starts gaming laptops near ¥4,999, countertop dishwashers near ¥1,500 and keeps perfume at ¥300-1,000', () => {
    const prices = (id: string, where: (p: { title: string }) => boolean = () => true) =>
      byCategory
        .get(id)!
        .filter(where)
        .map((p) => p.price);
    expect(Math.min(...prices('gaming-laptops'))).toBeGreaterThanOrEqual(4500);
    expect(Math.min(...prices('gaming-laptops'))).toBeLessThanOrEqual(5200);
    const countertop = prices('dishwashers', (p) => p.title.includes('台式洗碗机'));
    expect(countertop.length).toBeGreaterThan(0);
    expect(Math.min(...countertop)).toBeLessThanOrEqual(1600);
    expect(Math.max(...countertop)).toBeLessThan(2000);
    expect(Math.min(...prices('perfumes'))).toBeGreaterThanOrEqual(300);
    expect(Math.max(...prices('perfumes'))).toBeLessThanOrEqual(1000);
  });

  it('sells specialist brands only in their own groups', () => {
    const wrong = CATEGORIES.flatMap((c) =>
      c.models
        .filter((m) => SPECIALIST_BRANDS[m.brand] && !SPECIALIST_BRANDS[m.brand]!.includes(c.group))
        .map((m) => `${m.brand} ${c.name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('gives Apple chips only to Apple and an entry gaming laptop the entry graphics card', () => {
    for (const p of [...byCategory.get('laptops')!, ...byCategory.get('desktops')!]) {
      expect(/M\d芯片/.test(specsOf(p)['处理器']!), p.title).toBe(p.brand === '苹果');
    }
    const gaming = byCategory.get('gaming-laptops')!;
    const cheapest = gaming.reduce((a, b) => (a.price < b.price ? a : b));
    const dearest = gaming.reduce((a, b) => (a.price > b.price ? a : b));
    expect(specsOf(cheapest)['显卡']).toBe('RTX 4060');
    expect(specsOf(dearest)['显卡']).toBe('RTX 4080');
  });
});

describe('a laptop named for its screen', () => {
  // 蛟龙16, Alienware m16, 灵耀14, MateBook D 16: the number in the name is the screen's size.
  it.each(['laptops', 'gaming-laptops'])('%s: the size in the model name is the screen spec', (id) => {
    const wrong = byCategory.get(id)!.flatMap((p) => {
      const size = /(?<![\d.])(1[3-8])(?![\d.])/.exec(specsOf(p)['型号'] ?? '')?.[1];
      const screen = specsOf(p)['屏幕'] ?? '';
      return size && !screen.startsWith(size) ? [`${p.title}: 屏幕 ${screen}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the checks catch what a shopper catches', () => {
  it.each([
    ['小米 20000mAh快充版 充电宝 10000mAh', { 容量: '10000mAh' }, ['标题「20000mAh」与规格「10000mAh」不符']],
    ['海尔 精华洗 10公斤 滚筒洗衣机', { 容量: '12公斤' }, ['标题「10公斤」与规格「12公斤」不符']],
    ['海尔 精华洗 10公斤 滚筒洗衣机', { 容量: '10kg' }, []],
    ['苹果 iPhone 16 5G智能手机 8GB+256GB', { 存储: '8GB+256GB' }, []],
    ['Redmi 27英寸 2K 显示器', { 尺寸: '24英寸' }, ['标题「27英寸」与规格「24英寸」不符']],
    ['纯牛奶 250ml×16', { 型号: '纯牛奶 250ml×16' }, ['标题「250ml×16」规格里没有']],
    ['360 G580 行车记录仪', {}, []],
  ])('%s with %j', (title, specs, problems) => expect(unbackedTitleMeasures(title, specs)).toEqual(problems));

  it.each([
    ['海尔 波轮 10公斤 滚筒洗衣机', { 类型: '波轮' }, 1],
    ['海尔 波轮 10公斤 波轮洗衣机', { 类型: '波轮' }, 0],
    ['西门子 SJ43EB66KC 嵌入式洗碗机', { 安装: '台式' }, 1],
  ])('kinds in %s with %j: %d contradiction', (title, specs, count) =>
    expect(contradictoryKinds(title, specs)).toHaveLength(count),
  );

  it.each([
    ['华为', { 处理器: 'M3芯片' }, 1],
    ['苹果', { 处理器: 'M3芯片' }, 0],
    ['美的', { 型号: '麒麟 600G' }, 0],
  ])('%s with %j: %d foreign value', (brand, specs, count) => expect(foreignBrandValues(brand, specs)).toHaveLength(count));

  it.each([
    [
      ['千兆网口', '2.5G网口'],
      ['千兆', '2.5G'],
    ],
    [
      ['三轮滑板车', '两轮滑板车', '平衡车'],
      ['三轮滑板', '两轮滑板', '平衡'],
    ],
    [
      ['主动降噪', '通透模式'],
      ['主动降噪', '通透模式'],
    ],
  ])('the distinctive parts of %j are %j', (values, heads) => expect(valueHeads(values).map(([, h]) => h)).toEqual(heads));

  const ports = [{ key: '网口', values: ['千兆网口', '2.5G网口'] }];
  it.each([
    ['华为 BE3 Pro 千兆无线路由器', { 型号: 'BE3 Pro', 网口: '2.5G网口' }, 1],
    ['华为 BE3 Pro WiFi 7无线路由器', { 型号: 'BE3 Pro', 网口: '2.5G网口' }, 0],
    ['华为 AX3 Pro 千兆无线路由器', { 型号: 'AX3 Pro', 网口: '千兆网口' }, 0],
    ['某牌 千兆款 路由器', { 型号: '千兆款', 网口: '2.5G网口' }, 0],
  ])('%s with %j: %d title word naming another value', (title, specs, count) =>
    expect(titleNamesOtherValue(title, specs, ports)).toHaveLength(count),
  );

  const row = (title: string, specs: Record<string, string>) => ({
    title,
    brand: title.split(' ')[0]!,
    specs: JSON.stringify(specs),
  });
  it.each([
    [row('好孩子 儿童自行车 黄色', { 型号: '儿童自行车', 类型: '自行车', 颜色: '黄色' }), '儿童滑板车', 1],
    [row('好孩子 儿童自行车 黄色', { 型号: '儿童自行车', 类型: '儿童自行车', 颜色: '黄色' }), '自行车', 0],
    [row('车仆 无线吸尘器 车载吸尘器 灰色', { 型号: '无线吸尘器', 颜色: '灰色' }), '车载吸尘器', 0],
    [row('雅迪 DE3 新国标电动自行车 白色', { 型号: 'DE3', 颜色: '白色' }), '电动车', 0],
    [row('荣泰 A60 全身智能按摩椅 咖啡色', { 型号: 'A60', 颜色: '咖啡色' }), '按摩椅', 0],
  ])('%j in %s: %d other category named', (p, own, count) =>
    expect(foreignKindWords(p, own, ['自行车', '吸尘器', '咖啡', '儿童滑板车', '按摩椅'])).toHaveLength(count),
  );

  it.each([
    ['16GB+512GB', ['16GB', '512GB']],
    ['5G智能手机', []],
    ['Q27G3S 1.5匹 250ml×16', ['1.5匹', '250ml×16']],
    ['WH-1000XM5', []],
  ])('reads the measures in %s', (text, found) => expect(measures(text).map((m) => m.text)).toEqual(found));
});

describe('model specs', () => {
  it.each([
    ['可视 5.5L', '5L|6L|8L', '5.5L'],
    ['波轮 10公斤', '10公斤|12公斤', '10公斤'],
    ['云溪洗烘一体', '滚筒|洗烘一体|波轮', '洗烘一体'],
    ['Redmi 27英寸 2K', '1080P|2K|4K', '2K'],
    ['RX12K', '1080P|2K|4K', undefined],
    ['iPhone 16 Pro', '8GB+256GB|12GB+512GB', undefined],
  ])('%s names %s as %s', (name, values, named) => expect(namedValue(name, values.split('|'))).toBe(named));

  const washers: CategoryDef = expandCategory('家用电器', {
    id: 'w',
    name: '洗衣机',
    synonyms: [],
    noun: '{类型}洗衣机',
    brands: { 海尔: '波轮 10公斤:1299, 精华洗:2999{类型=滚筒}, 云溪:4999', 美的: '简尚:1599' },
    specs: { 类型: '滚筒|洗烘一体|波轮', 容量: '10公斤|12公斤', 档位: '低|中|高' },
    brandSpecs: { 美的: { 容量: '8公斤' } },
    tiered: ['档位'],
    colors: '白色',
    tags: '除菌',
  });
  const specsFor = (model: string) =>
    modelSpecs(
      washers,
      washers.models.find((m) => m.model === model)!,
    );

  it('takes a spec from the entry, then the name, then the price rank, then the brand, the same every time', () => {
    expect(specsFor('精华洗')).toMatchObject({ noun: '滚筒洗衣机', specs: { 类型: '滚筒', 档位: '高' } });
    expect(specsFor('波轮 10公斤')).toMatchObject({ noun: '波轮洗衣机', specs: { 类型: '波轮', 容量: '10公斤', 档位: '低' } });
    expect(specsFor('简尚').specs['容量']).toBe('8公斤');
    expect(specsFor('云溪')).toEqual(specsFor('云溪'));
  });
});
