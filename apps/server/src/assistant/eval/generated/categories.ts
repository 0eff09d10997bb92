import { CATEGORIES } from '#server/db/seed/categories/index';
import { MALLS } from '#server/db/seed/malls';
import { categoriesOfWord, satisfiable, wordsOf } from './catalog';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * Category words in everyday sentences: the catalog's own names and synonyms, and colloquial
 * names a shopper types that the catalog does not list (吹风筒, 电驴, 空净…), each with the
 * categories it means; malls by name and nickname.
 */
const COLLOQUIAL: Array<[string, string]> = [
  ['吹风筒', 'hair-dryers'],
  ['电吹风机', 'hair-dryers'],
  ['电扇', 'fans'],
  ['小电扇', 'fans'],
  ['空净', 'air-purifiers'],
  ['小电驴', 'electric-scooters'],
  ['电驴', 'electric-scooters'],
  ['扫拖机器人', 'robot-vacuums'],
  ['扫地机', 'robot-vacuums'],
  ['拖地机', 'robot-vacuums'],
  ['洗碗的机器', 'dishwashers'],
  ['炒菜锅', 'woks'],
  ['蓝牙音响', 'bluetooth-speakers'],
  ['运动手环', 'smartwatches'],
  ['电话手表', 'smartwatches'],
  ['苹果手机', 'smartphones'],
  ['新手机', 'smartphones'],
  ['办公电脑', 'laptops|desktops'],
  ['打游戏的笔记本', 'gaming-laptops'],
  ['吃鸡手机', 'smartphones'],
  ['电竞显示器', 'monitors'],
  ['热水器', 'water-heaters'],
  ['烧水的壶', 'kettles'],
  ['电饭锅', 'rice-cookers'],
  ['榨汁机', 'blenders'],
  ['豆浆机', 'blenders'],
  ['咖啡机', 'coffee-machines'],
  ['刮胡刀', 'shavers'],
  ['洗头膏', 'shampoos'],
  ['沐浴液', 'body-washes'],
  ['水牙线', 'water-flossers'],
  ['羽绒衣', 'down-jackets'],
  ['防风衣', 'hardshell-jackets'],
  ['短袖T恤', 't-shirts'],
  ['跑鞋', 'running-shoes'],
  ['小白鞋', 'sneakers'],
  ['拉杆箱', 'luggage'],
  ['尿不湿', 'diapers'],
  ['宝宝奶粉', 'infant-formula'],
  ['遛娃车', 'strollers'],
  ['儿童座椅', 'car-seats'],
  ['乐高积木', 'building-toys'],
  ['健身垫', 'yoga-mats'],
  ['露营帐篷', 'tents'],
  ['公路自行车', 'bicycles'],
  ['按摩枪', 'massage-guns'],
  ['量血压的', 'blood-pressure-monitors'],
  ['称体重的', 'body-scales'],
  ['车上的记录仪', 'dash-cams'],
  ['车载吸尘器', 'car-vacuums'],
  ['挂耳咖啡', 'coffee-beans'],
  ['每日坚果', 'nuts'],
  ['纯牛奶', 'milk'],
  ['猫咪吃的粮', 'cat-food'],
  ['狗狗吃的粮', 'dog-food'],
  ['豆腐砂', 'cat-litter'],
  ['保温水杯', 'thermos-cups'],
  ['卧室加湿器', 'humidifiers'],
  ['家庭影院投影', 'projectors'],
  ['写作业的台灯', 'desk-lamps'],
  ['太阳伞', 'umbrellas'],
  ['乳胶枕头', 'pillows'],
  ['席梦思', 'mattresses'],
  ['电脑椅', 'office-chairs'],
  ['排插', 'power-strips'],
  ['小太阳', 'heaters'],
  ['抽湿机', 'dehumidifiers'],
  ['密码锁', 'smart-locks'],
  ['看家摄像头', 'security-cameras'],
  ['卷纸', 'tissues'],
  ['洗衣凝珠', 'laundry-detergent'],
  ['姨妈巾', 'sanitary-pads'],
  ['鱼油', 'health-supplements'],
  ['氨基酸洁面', 'face-cleansers'],
  ['直板夹', 'hair-curlers'],
  ['电褥子', 'electric-blankets'],
  ['太阳镜', 'sunglasses'],
  ['石英表', 'wristwatches'],
  ['卡包', 'wallets'],
  ['斜挎包', 'handbags'],
  ['秋衣秋裤', 'underwear'],
  ['棉拖', 'slippers'],
  ['家居服', 'pajamas'],
  ['鸭舌帽', 'hats'],
  ['丝巾', 'scarves'],
  ['快充线', 'data-cables'],
  ['手机套', 'phone-cases'],
  ['手机膜', 'screen-protectors'],
  ['移动硬盘', 'storage-drives'],
  ['航拍飞机', 'drones'],
  ['领夹麦', 'microphones'],
  ['电陶炉', 'induction-cookers'],
  ['高压锅', 'pressure-cookers'],
  ['便当盒', 'food-containers'],
  ['菜刀', 'kitchen-knives'],
  ['东北大米', 'rice'],
  ['花生油', 'cooking-oil'],
  ['酱香型白酒', 'baijiu'],
  ['干红', 'wine'],
  ['羽毛球拍', 'badminton-rackets'],
  ['计数跳绳', 'jump-ropes'],
  ['路亚竿', 'fishing-rods'],
  ['护脊书包', 'school-bags'],
  ['平衡车', 'kids-scooters'],
  ['永生花', 'artificial-flowers'],
];

const SHAPES: Array<(w: string) => string> = [
  (w) => `有啥好用的${w}`,
  (w) => `想入手一个${w}`,
  (w) => `求推荐${w}`,
  (w) => `${w}买哪个好`,
  (w) => `来几款${w}看看`,
  (w) => `${w}哪个牌子靠谱`,
  (w) => `最近想买${w}，有推荐吗`,
  (w) => `给我推荐一下${w}呗`,
];

export function categorySingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const [word, cat] of COLLOQUIAL)
    out.push({ family: 'category.colloquial', question: rng.pick(SHAPES)(word), expect: { cat } });
  for (const c of CATEGORIES) {
    const word = rng.pick(wordsOf(c.id));
    out.push({ family: 'category.catalog', question: rng.pick(SHAPES)(word), expect: { cat: categoriesOfWord(word).join('|') } });
  }
  return out;
}

const MALL_NAMES: Record<string, string[]> = {
  京东: ['京东', 'JD', 'jd', '狗东', '京东自营'],
  天猫: ['天猫', 'tmall', '天猫旗舰店'],
  拼多多: ['拼多多', 'pdd', 'PDD', '拼夕夕'],
  抖音商城: ['抖音商城', '抖音', '抖店'],
  苏宁易购: ['苏宁易购', '苏宁'],
  唯品会: ['唯品会', '唯品'],
};

const MALL_SHAPES: Array<(m: string, w: string) => string> = [
  (m, w) => `${m}上的${w}`,
  (m, w) => `${m}买${w}，推荐几款`,
  (m, w) => `只看${m}的${w}`,
  (m, w) => `${w}，要${m}的`,
  (m, w) => `${m}有什么好的${w}`,
];

export function mallSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  for (const mall of MALLS) {
    for (const name of MALL_NAMES[mall.name]!) {
      for (const c of rng.sample(CATEGORIES, 2)) {
        const expect = { cat: categoriesOfWord(c.name).join('|'), mall: mall.name };
        if (satisfiable(expect)) out.push({ family: 'mall', question: rng.pick(MALL_SHAPES)(name, c.name), expect });
      }
    }
  }
  return out;
}
