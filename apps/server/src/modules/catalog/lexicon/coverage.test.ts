import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { BRAND_ALIASES } from './brands';
import { CATEGORY_NAMES } from './categories';

const categoriesOf = (text: string) => catalogVocabulary.matchCategories(text).categories.map((c) => c.id);
const brandsOf = (text: string) => catalogVocabulary.matchBrands(text).brands;

describe('every lexicon row is read', () => {
  it('each colloquial name names its own category', () => {
    const dead = Object.entries(CATEGORY_NAMES).flatMap(([id, names]) =>
      names.filter((name) => !categoriesOf(name).includes(id)).map((name) => `${name} → ${id}`),
    );
    expect(dead).toEqual([]);
  });

  // Decision 057: ipad air, macbook pro name models; as category words they hid the model said.
  it('no colloquial name of two Latin words is the start of a model the catalog sells', () => {
    const models = catalogVocabulary.models.map((m) => m.model.toLowerCase());
    const hiding = Object.values(CATEGORY_NAMES)
      .flat()
      .filter((name) => /^[a-z0-9]+ [a-z0-9 ]+$/.test(name) && models.some((m) => m.startsWith(name)));
    expect(hiding).toEqual([]);
  });

  it('each brand alias names its brand', () => {
    const dead = BRAND_ALIASES.flatMap(([brand, ...aliases]) =>
      aliases.filter((alias) => !brandsOf(alias).includes(brand)).map((alias) => `${alias} → ${brand}`),
    );
    expect(dead).toEqual([]);
  });
});

describe('how shoppers name categories', () => {
  it.each([
    ['冲电宝', 'power-banks'],
    ['闪充头', 'chargers'],
    ['超极本', 'laptops'],
    ['吃鸡电脑', 'gaming-laptops'],
    ['一体机电脑', 'desktops'],
    ['固态', 'ssd'],
    ['干衣机', 'washing-machines'],
    ['燃热', 'water-heaters'],
    ['空炸', 'air-fryers'],
    ['光波炉', 'microwaves'],
    ['快烧壶', 'kettles'],
    ['晚霜', 'face-creams'],
    ['防嗮霜', 'sunscreens'],
    ['电推剪', 'shavers'],
    ['洗头的', 'shampoos'],
    ['鹅绒服', 'down-jackets'],
    ['登山服', 'hardshell-jackets'],
    ['白t', 't-shirts'],
    ['jeans', 'jeans'],
    ['德训鞋', 'sneakers'],
    ['尿不失', 'diapers'],
    ['瑜珈垫', 'yoga-mats'],
    ['账篷', 'tents'],
    ['哑玲', 'dumbbells'],
    ['筋膜抢', 'massage-guns'],
    ['体脂称', 'body-scales'],
    ['行车纪录仪', 'dash-cams'],
    ['墩布', 'mops'],
    ['厕纸', 'tissues'],
    ['洗涤灵', 'dish-soap'],
    ['安心裤', 'sanitary-pads'],
    ['洞洞鞋', 'slippers'],
    ['秋裤', 'underwear'],
    ['鱼杆', 'fishing-rods'],
    ['蓝球', 'basketballs'],
    ['电摩', 'electric-scooters'],
    ['键鼠', 'keyboards|mice'],
  ])('%s → %s', (text, ids) => expect(categoriesOf(text).sort()).toEqual(ids.split('|').sort()));
});

describe('a name inside a longer one (longest match)', () => {
  it.each([
    ['进口红酒推荐', 'wine'], // not 口红
    ['清洁面膜', 'face-masks'], // not 洁面
    ['护颈枕', 'pillows'], // not 护颈
    ['防晒伞', 'umbrellas'], // not 防晒
    ['防晒帽', 'hats'],
    ['洗澡巾', 'towels'], // not 洗澡
    ['洗脸奶', 'face-cleansers'], // not 奶
    ['手机保护壳', 'phone-cases'], // not 手机
    ['手机钢化膜', 'screen-protectors'],
    ['手机内存卡', 'storage-drives'],
    ['学生书包', 'school-bags'], // not 书包 the backpack
    ['平板跑步机', 'treadmills'], // not 平板
    ['笔记本电脑包', 'backpacks'], // not 笔记本电脑
    ['电脑硬盘', 'ssd'],
    ['机械手表', 'wristwatches'], // not 手表
    ['汽车充电器', 'car-chargers'], // not 充电器
    ['汽车吸尘器', 'car-vacuums'],
    ['台式烤箱', 'ovens'],
    ['蒸烤一体机', 'ovens'], // not 一体机
    ['吸拖一体机', 'vacuum-cleaners'],
    ['洗脱一体机', 'washing-machines'],
    ['眼睛按摩仪', 'eye-massagers'], // not 按摩仪
    ['室内单车', 'exercise-bikes'], // not 单车
    ['咖啡壶', 'coffee-machines'], // not 咖啡
    ['净水壶', 'water-purifiers'],
    ['坚果零食', 'nuts'],
    ['小零食', 'snacks'],
    ['电视游戏机', 'game-consoles'],
    ['运动摄像头', 'action-cameras'],
  ])('%s → %s', (text, id) => expect(categoriesOf(text)).toEqual([id]));
});

describe('brand aliases of the sweep', () => {
  it.each([
    // A one-character brand before a word of its category (decision 047).
    ['吕 洗发露推荐', '吕'],
    ['吕洗头膏', '吕'],
    ['吕的护发素好用吗', '吕'],
    ['暗影精灵游戏本', '惠普'],
    ['天选游戏本', '华硕'],
    ['香奶奶的香水', '香奈儿'],
    ['星爸爸咖啡豆', '星巴克'],
    ['飞利普剃须刀', '飞利浦'],
    ['ryo洗发水', '吕'],
    ['奇虎360摄像头', '360'],
    ['iQOO手机', 'vivo'],
    ['oppo5g手机', 'OPPO'],
    ['nb990跑鞋', 'New Balance'],
    ['70mai记录仪', '70迈'],
    ['国窖白酒', '泸州老窖'],
    ['梦之蓝', '洋河'],
    ['crocs拖鞋', '卡骆驰'],
    ['迈乐的登山鞋', '迈乐'],
    ['harman音箱', '哈曼卡顿'],
    ['施巴沐浴露', 'SEBAMED'],
    ['3m汽车坐垫', '3M'],
    ['樱桃键盘', '樱桃'],
    ['小米体脂秤能称多少斤', '小米'],
    ['大宝护手霜', '大宝'],
    ['白猫洗洁精', '白猫'],
    ['美的空调', '美的'],
  ])('%s → %s', (text, brand) => expect(brandsOf(text)).toEqual([brand]));
});

describe('everyday words that hold a brand name are not the brand', () => {
  it.each([
    ['听音乐的耳机'], // 乐的
    ['让孩子快乐的积木'],
    ['送女朋友精美的礼物'], // 美的
    ['好奇问一下扫地机哪个好'], // 好奇
    ['好兄弟生日送什么'], // 兄弟
    ['给我兄弟买个游戏本'],
    ['室内外篮球'], // 内外
    ['感恩节送爸妈'], // 感恩
    ['对宝宝好的奶瓶'], // 宝宝好
    ['彩虹色的雨伞'], // 彩虹
    ['樱桃多少钱一斤'], // the fruit
    ['黄小米一斤多少钱'], // the grain
    ['给大宝买个书包'], // the elder child
    ['白猫吃什么猫粮'], // a white cat
    ['3m的数据线'], // a length
  ])('%s names no brand', (text) => expect(brandsOf(text)).toEqual([]));
});
