import { SPOKEN_SPEC_WORDS } from './spoken-spec-words';

/**
 * How shoppers write the attribute words the catalog's listings state (decision 035). The terms
 * themselves come from the catalog (modules/catalog/spec-phrases.ts); this file only holds what
 * the catalog cannot say about its own words. One row per group; a new spelling is one string.
 */

/**
 * Spellings that mean the same thing: a question naming one asks for any of them. The first of
 * a row is how the answer names it.
 */
export const SPEC_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['双开门', '对开门'],
  ['全画幅', '全幅'],
  ['GORE-TEX', 'goretex', 'gore tex', '戈尔特斯', 'gtx'],
  ['WiFi 7', 'wifi7', 'wi-fi 7', 'wi-fi7', 'wifi七'],
  ['WiFi 6', 'wifi6', 'wi-fi 6', 'wi-fi6', 'wifi六'],
  ['Mini LED', 'miniled', 'mini-led'],
  ['OLED', 'oled屏'],
  ['主动降噪', '降噪', 'anc', '混合主动降噪', '自适应降噪'],
  ['Type-C', 'typec', 'type c', 'c口'],
  ['机械旋钮', '旋钮'],
  ['IPX8', 'ipx8级'],
];

/**
 * Shopper words for a value the listings state (decision 040): `means` is the catalog's spelling
 * (a spec value, a word of a model name, or any word a title shows), `says` what shoppers type
 * for it. A row holds where the catalog states `means`, or only in `categories` when given (the
 * same word asks for different values in different categories: 两瓶装 is 750ml×2 for wine and
 * 500ml×2 for baijiu). Words are matched normalised (stated-values.ts): 两瓶装 is 2瓶装, 1米8 is
 * 1.8m, 55吋 is 55英寸, so one spelling of a number is enough. A new word is one string.
 */
export interface SpecWordRow {
  means: string;
  says: readonly string[];
  categories?: readonly string[];
}

const BEDS = ['mattresses', 'bedding-sets', 'electric-blankets'];

export const SPEC_WORDS: readonly SpecWordRow[] = [
  // Fridge doors.
  { means: '十字对开门', says: ['十字门', '十字开门', '十字对开', '十字双开门', '十字四门', '四门十字'] },
  { means: '法式多门', says: ['法式', '多门', '法式四门', '四开门'] },
  // 油头: oily hair asks for the oil-control shampoo (decision 061); 油性发质 is a listed value of its own.
  { means: '控油', says: ['油头', '头油', '头发油', '头发爱出油', '油性头皮', '大油头'], categories: ['shampoos'] },
  // Washer kinds.
  {
    means: '洗烘一体',
    says: ['烘干', '能烘干', '带烘干', '可烘干', '烘干功能', '洗烘', '洗完能烘', '洗衣烘干', '干衣'],
    categories: ['washing-machines'],
  },
  { means: '热风烘干', says: ['烘干', '能烘干', '带烘干', '可烘干', '烘干功能'], categories: ['dishwashers'] },
  { means: '滚筒', says: ['滚桶', '前开门', '滚筒式'], categories: ['washing-machines'] },
  { means: '波轮', says: ['波轮式', '顶开', '上开门'], categories: ['washing-machines'] },
  // Pet food in the big bag (decision 046): the largest sizes the listings state.
  {
    means: '10kg|12kg',
    says: ['大包装', '大包的', '大袋', '大袋装', '大包', '囤货装', '家庭装', '大份量', '量大的', '大规格'],
    categories: ['dog-food'],
  },
  {
    means: '5.4kg',
    says: ['大包装', '大包的', '大袋', '大袋装', '大包', '囤货装', '家庭装', '大份量', '量大的', '大规格'],
    categories: ['cat-food'],
  },
  // Hair dryers that dry fast: the listings say 高速 (motor speed).
  { means: '高速', says: ['速干', '快干', '干得快', '吹得快', '干发快'], categories: ['hair-dryers'] },
  // Prams and luggage that go on a plane.
  {
    means: '可登机',
    says: ['登机', '能登机', '上飞机', '带上飞机', '能上飞机', '上得了飞机'],
    categories: ['strollers'],
  },
  { means: '轻便伞车', says: ['伞车', '伞推车', '便携推车', '轻便推车', '口袋车'], categories: ['strollers'] },
  {
    means: '20英寸',
    says: ['登机', '能登机', '可登机', '上飞机', '带上飞机', '能上飞机', '上得了飞机', '短途', '小号'],
    categories: ['luggage'],
  },
  { means: '28英寸', says: ['托运', '大号', '长途'], categories: ['luggage'] },
  // Bed widths said in centimetres (1.8米, 1米8 and 一米八 are already 1.8m, which 1.8×2.0m answers).
  { means: '1.5m', says: ['150的床', '150床', '150cm的床', '1.5的床', '150x200', '150*200'], categories: BEDS },
  { means: '1.8m', says: ['180的床', '180床', '180cm的床', '1.8的床', '180x200', '180*200'], categories: BEDS },
  { means: '2.0m', says: ['200的床', '200床', '2米的床', '2m的床', '200x220', '200*220'], categories: BEDS },
  // Pack counts (两瓶 is 2瓶 once normalised).
  { means: '750ml×2', says: ['2瓶装', '2瓶', '双瓶', '对瓶', '2支装', '2支', '一对'], categories: ['wine'] },
  { means: '750ml×6', says: ['6瓶装', '6瓶', '6支装', '整箱', '一箱'], categories: ['wine'] },
  { means: '500ml×2', says: ['2瓶装', '2瓶', '双瓶', '对瓶', '2支装', '2支', '一对'], categories: ['baijiu'] },
  { means: '3支装', says: ['3支', '3条装', '3条', '3管'], categories: ['toothpaste'] },
  // Where wine, milk and coffee come from.
  { means: '澳大利亚', says: ['澳洲', '澳大利亚的', '澳洲产'] },
  { means: '新西兰进口', says: ['新西兰', '纽西兰', '新西兰奶源'] },
  { means: '法国', says: ['法国产', '法国的酒'], categories: ['wine'] },
  { means: '进口奶源', says: ['进口奶', '进口奶粉', '海外奶源', '进口的'], categories: ['infant-formula'] },
  { means: '国产奶源', says: ['国产奶', '国产奶粉'], categories: ['infant-formula'] },
  // Flavours.
  {
    means: '香辣',
    says: ['辣的', '辣味', '麻辣', '香辣味', '重口味', '辣一点', '很辣', '微辣', '爱吃辣'],
    categories: ['snacks'],
  },
  { means: '甜味', says: ['甜的', '甜口', '爱吃甜'], categories: ['snacks'] },
  // Flowers.
  { means: '永生花', says: ['保鲜花', '不会谢的花', '不凋花'] },
  { means: '仿真花', says: ['假花', '塑料花'], categories: ['artificial-flowers'] },
  // Supplements by what they hold.
  { means: '钙', says: ['钙片', '补钙', '钙剂', '吃钙', '钙和维d'], categories: ['health-supplements'] },
  { means: '维生素C', says: ['维c', 'vc', '维他命c'] },
  { means: '鱼油', says: ['深海鱼油', 'omega3', '欧米伽3'], categories: ['health-supplements'] },
  { means: '护肝片', says: ['护肝', '养肝', '解酒护肝'] },
  // Decision 073: a race is run in the race shoes (跑半马穿什么鞋); an internal M.2 drive is a PCIe one;
  // video editing wants the faster processors.
  { means: '马拉松', says: ['半马', '全马', '跑马', '跑马拉松', '比赛用', '参赛'], categories: ['running-shoes'] },
  { means: 'PCIe 4.0|PCIe 5.0', says: ['m.2', 'm2', 'nvme', 'pcie', '内置固态', '装机用', '主板上'], categories: ['ssd'] },
  {
    means: '酷睿Ultra 7|锐龙7 8845H|M4芯片',
    says: ['剪视频', '视频剪辑', '剪辑', '剪片', '修图', '调色', '做视频', '剪vlog', '做设计', '画图'],
    categories: ['laptops'],
  },
  // Pets by age.
  { means: '老年犬', says: ['老狗', '狗老了', '狗子老了', '狗狗老了', '老年狗', '高龄犬', '老犬'] },
  { means: '成犬', says: ['成年狗', '成年犬', '成年的狗', '成年了', '已成年', '已经成年'], categories: ['dog-food'] },
  // Dog breeds by size (decision 051): the listings state 体型.
  {
    means: '大型犬|中大型',
    says: ['金毛', '拉布拉多', '哈士奇', '阿拉斯加', '萨摩耶', '德牧', '大狗', '大型狗'],
    categories: ['dog-food'],
  },
  { means: '中型犬', says: ['柯基', '柴犬', '边牧', '中型狗'], categories: ['dog-food'] },
  { means: '小型犬', says: ['泰迪', '比熊', '吉娃娃', '小型狗', '约克夏'], categories: ['dog-food'] },
  { means: '幼猫', says: ['小猫', '小奶猫', '猫宝宝', '刚满月的猫'] },
  { means: '成猫', says: ['成年猫', '大猫'] },
  { means: '成猫', says: ['成年了', '已成年', '已经成年'], categories: ['cat-food'] },
  // Coatings and kinds said by what they do (decision 051).
  { means: '不粘', says: ['不粘', '不沾', '防粘', '不糊锅', '不易粘'], categories: ['woks'] },
  { means: '无雾', says: ['无雾', '不出雾', '没有雾', '看不见雾', '无白雾', '不起雾'], categories: ['humidifiers'] },
  // Speakers taken outdoors: the ones rated against water (decision 051).
  { means: 'IP67|IPX5', says: ['户外', '户外用', '野外', '露营用', '沙滩'], categories: ['bluetooth-speakers'] },
  // Cat litter.
  { means: '豆腐', says: ['豆腐砂', '豆腐猫砂', '豆腐的'], categories: ['cat-litter'] },
  // A litter box that scoops itself (decision 060): 自动铲屎的猫砂盆, 不用铲屎的.
  {
    means: '全自动|智能',
    says: ['自动铲屎', '自动清理', '自动铲', '不用铲屎', '免铲屎', '不用天天铲', '自动的猫砂盆', '自动猫砂盆'],
    categories: ['cat-litter'],
  },
  { means: '膨润土猫砂', says: ['膨润土', '矿砂', '矿石砂'] },
  // Values said in words (decision 064): lexicon/spoken-spec-words.ts.
  ...SPOKEN_SPEC_WORDS,
];

/**
 * Catalog phrases that are no wish when a question says them: placeholders (无, 通用), and words
 * that are also ordinary words of a question. Attribute words (静音, 防水, 续航…) are left to the
 * ranking in attributes.ts and never filter.
 */
export const NOT_SPEC_TERMS: readonly string[] = [
  '无',
  '通用',
  '全阶段',
  '所有肤质',
  '所有发质',
  '套装',
  '中国',
  '智能',
  '标准',
  '单控',
  '有线',
  '书包',
  '成人',
];
