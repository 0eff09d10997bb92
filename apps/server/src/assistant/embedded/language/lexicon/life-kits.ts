/**
 * What a life event calls for (宝宝刚出生 要准备些啥, 养了只猫 要准备什么, 第一次露营 要带些什么):
 * the usual categories to get, in the order a checklist names them (decision 068). A row is one
 * event: `label` is how the answer names it, `words` how shoppers say it. Read by life-kits.ts
 * only with a KIT_ASKS word, so 宝宝的奶瓶 stays a bottle search.
 */
import { PET_BREEDS } from './usage-words';

export interface LifeKit {
  label: string;
  words: readonly string[];
  categories: readonly string[];
  /**
   * A part of a wider event (the kitchen of a new home, decision 073): its words name the part,
   * and one of these must be said too (搬新家 厨房电器要配齐). Said, it wins over the wider event.
   */
  with?: readonly string[];
  /** The part's words ask what it calls for themselves (厨房小电器推荐一下): no KIT_ASKS word needed. */
  asks?: true;
}

export const LIFE_KITS: readonly LifeKit[] = [
  {
    label: '迎接新生宝宝',
    words: [
      '宝宝刚出生',
      '刚出生',
      '新生儿',
      '待产',
      '坐月子',
      '宝宝出生',
      '快生了',
      '要生了',
      '生宝宝',
      '刚生了宝宝',
      '当爸爸',
      '当妈妈',
      '新手爸妈',
      '新手妈妈',
      '新手爸爸',
      // Decision 073: the birth to come.
      '快出生',
      '要出生',
      '即将出生',
      '出生了',
      '预产期',
      '快当妈',
      '快当爸',
      '要当妈',
      '要当爸',
      '准妈妈',
      '准爸爸',
      '迎接宝宝',
      '宝宝要来了',
      '怀孕了',
      '生孩子',
      // Decision 075: the month of the birth said (老婆下个月生), or the things a baby needs.
      '下个月生',
      '下月生',
      '月底生',
      '月初生',
      '这个月生',
      '婴儿用品',
      '宝宝用品',
      '母婴用品',
      // A baby some months old (宝宝八个月了 要准备什么): the same checklist, never security cameras.
      // Not 宝宝 or 婴儿 alone: 婴儿车推荐下 names the stroller.
      '个月了',
      '个月大',
      '个月的宝宝',
      '月龄',
    ],
    categories: ['diapers', 'baby-bottles', 'infant-formula', 'strollers', 'car-seats'],
  },
  {
    label: '养猫',
    words: [
      '养了只猫',
      '养了一只猫',
      '养了个猫',
      '养猫',
      '接猫回家',
      '领养了一只猫',
      '新手养猫',
      '刚养猫',
      '捡了只猫',
      '猫咪到家',
      // Decision 073: the cat said by its breed (刚领养了一只布偶 需要买什么).
      ...PET_BREEDS.filter(([, pet]) => pet === '猫').map(([breed]) => breed),
    ],
    categories: ['cat-food', 'cat-litter', 'pet-water-fountains'],
  },
  {
    label: '养狗',
    words: [
      ...['养了只狗', '养了一只狗', '养狗', '接狗回家', '新手养狗', '刚养狗', '狗狗到家', '养了只小狗'],
      // Decision 073: the dog said by its breed (养了只金毛 要准备什么).
      ...PET_BREEDS.filter(([, pet]) => pet === '狗').map(([breed]) => breed),
    ],
    categories: ['dog-food', 'pet-water-fountains'],
  },
  {
    label: '露营',
    words: ['第一次露营', '去露营', '露营', '野营', '户外过夜'],
    // Decision 081: what the night outdoors calls for; a power bank is any trip's, not camping's.
    categories: ['tents', 'backpacks', 'hiking-shoes', 'hardshell-jackets', 'thermos-cups'],
  },
  {
    label: '开学',
    words: [
      '开学',
      '上大学',
      '大学新生',
      '大一新生',
      '住校',
      '新学期',
      '入学',
      '住宿舍',
      '去学校报到',
      '返校',
      '读研',
      '上研究生',
      '宿舍缺',
      // Decision 075: 下周去大学报到 寝室要备啥.
      '大学报到',
      '新生报到',
    ],
    // Decision 073: what a dorm calls for, no earbuds (a liking, not a need of the event).
    categories: ['desk-lamps', 'power-strips', 'bedding-sets', 'storage-boxes', 'backpacks', 'power-banks'],
  },
  // Decision 081: the dorm room itself (大学宿舍必备的东西): what the room calls for, no school bag.
  {
    label: '宿舍',
    words: ['宿舍必备', '大学宿舍', '学生宿舍', '寝室', '宿舍要备', '宿舍要带', '宿舍里', '宿舍用', '宿舍'],
    categories: ['desk-lamps', 'power-strips', 'bedding-sets', 'storage-boxes', 'slippers', 'towels'],
  },
  {
    label: '过冬保暖',
    words: ['冬天快到了', '天冷了', '入冬', '过冬', '降温了', '冬天怕冷', '保暖', '冬天要来了', '冬天来了', '快入冬'],
    // Decision 081: the home's winter (heating dries the air) before a cup.
    categories: ['heaters', 'electric-blankets', 'down-jackets', 'humidifiers', 'scarves'],
  },
  // Decision 073: the summer to come (夏天快到了 要准备点啥).
  {
    label: '过夏天',
    words: ['夏天快到了', '夏天要来了', '夏天来了', '入夏', '过夏天', '天热了', '天气热了', '快入夏'],
    categories: ['fans', 'air-conditioners', 'sunscreens', 'sunglasses', 't-shirts'],
  },
  {
    label: '开始健身',
    words: [
      '开始健身',
      '想健身',
      '刚开始健身',

      '想减肥',
      '开始锻炼',
      '健身入门',
      '入门健身',
      '健身小白',
      '新手健身',
      '健身新手',
      // Decision 075: 想在家练减脂.
      '练减脂',
      '减脂',
      '想瘦',
      '练腹肌',
      '健身器材',
    ],
    categories: ['yoga-mats', 'dumbbells', 'jump-ropes', 'body-scales', 'smartwatches'],
  },
  // Decision 081: training at home (健身小白 在家练): the equipment of a room, no watch.
  {
    label: '在家健身',
    words: ['在家练', '家里练', '在家健身', '居家健身', '在家锻炼', '家里锻炼', '在家运动', '居家锻炼', '在家里练'],
    // A part of 开始健身: said beside 健身小白, the home wins.
    with: ['在家', '家里', '居家'],
    categories: ['yoga-mats', 'dumbbells', 'jump-ropes', 'massage-guns', 'body-scales'],
  },
  {
    label: '出远门旅行',
    words: ['出国旅游', '出国玩', '去旅游', '出去旅游', '出远门', '旅行要带', '第一次坐飞机'],
    categories: ['luggage', 'power-banks', 'backpacks', 'sunscreens', 'sunglasses'],
  },
  // Decision 073: the kitchen of a new home (搬新家 厨房电器要配齐, 新房厨房小电器推荐一下).
  {
    label: '新家厨房',
    words: ['厨房电器', '厨房小电器', '厨房家电', '厨房用品', '厨房用的', '厨房的东西', '厨房里的', '厨具', '厨房'],
    // New-home words only: 厨房想置办几样东西 (no new home) is the kitchen asked with chips (decision 046).
    with: ['搬新家', '新家', '搬家', '乔迁', '新房', '新居', '装修', '入住', '租房', '一个人住', '独居'],
    categories: ['rice-cookers', 'microwaves', 'kettles', 'air-fryers', 'induction-cookers', 'blenders'],
    asks: true,
  },
  // Decision 075: a new home's big appliances (新房装修完 大家电怎么配).
  {
    label: '新家大家电',
    words: ['大家电', '家电怎么配', '家电要配', '家电配齐', '配家电', '买家电', '家电清单'],
    with: ['搬新家', '新家', '搬家', '乔迁', '新房', '新居', '装修', '入住'],
    categories: ['refrigerators', 'washing-machines', 'air-conditioners', 'televisions', 'water-heaters'],
    asks: true,
  },
  // Decision 073: a desk at home (居家办公要添些什么).
  {
    label: '居家办公',
    words: ['居家办公', '在家办公', '在家上班', '远程办公', '书房', '工作台', '在家工作', '办公桌', '工位', '桌面', '电脑桌'],
    categories: ['office-chairs', 'monitors', 'keyboards', 'mice', 'desk-lamps'],
  },
  // Decision 073: taking up running (开始跑步 要准备啥, 跑马拉松要买什么).
  {
    label: '开始跑步',
    words: [
      '开始跑步',
      '想跑步',
      '跑步入门',
      '入门跑步',
      '新手跑步',
      '跑步新手',
      '跑步小白',
      '刚开始跑步',
      // Decision 081: 刚开始练跑步, 想练跑步.
      '练跑步',
      '学跑步',
      '练长跑',
      '爱上跑步',
      '跑马拉松',
      '跑半马',
      '跑全马',
      '准备跑马',
    ],
    categories: ['running-shoes', 'smartwatches', 'tws-earbuds', 'jump-ropes'],
  },
  // Decision 070: living on one's own for the first time.
  {
    label: '租房安家',
    words: ['租房', '租了个房子', '租了房', '租了间房', '搬出来住', '一个人住', '独居', '刚搬家', '搬新家', '新房入住', '刚搬进'],
    categories: ['power-strips', 'bedding-sets', 'rice-cookers', 'kettles', 'drying-racks', 'desk-lamps'],
  },
  {
    label: '买了车',
    words: [
      '刚提车',
      '新车到手',
      '提了新车',
      '买了车',
      '新手司机',
      '刚买车',
      '新车提了',
      '刚提的车',
      '新提的车',
      '提的新车',
      '提车了',
      '提新车',
      '新车',
      '买了新车',
      '刚拿驾照',
      '拿到驾照',
    ],
    categories: ['dash-cams', 'car-chargers', 'car-vacuums', 'car-seat-cushions'],
  },
];

/** Asking what an event calls for: 要准备些啥, 需要买什么, 必备, 要带些什么, 清单. */
export const KIT_ASKS: readonly string[] = [
  '要准备',
  '需要准备',
  '得准备',
  '准备些',
  '准备点',
  '准备什么',
  '准备啥',
  '要买些',
  '要买点',
  '要买啥',
  '要买的',
  '要买什么',
  '需要买',
  '该买',
  '得买',
  '买点啥',
  '买些啥',
  '买点什么',
  '买些什么',
  '要带',
  '带些',
  '带点',
  '必备',
  '必买',
  '清单',
  // Decision 070: 租房要买哪些东西, 露营需要什么, 新生儿要什么.
  '需要什么',
  '需要哪些',
  '要什么',
  '买哪些',
  '哪些东西',
  '带什么',
  '装备',
  '缺啥',
  '缺什么',
  '添置',
  '置办',
  // Decision 073: 车里要配点啥, 家里要添点器材, 宿舍要用的东西一起推荐下.
  '要配',
  '配点',
  '配些',
  '配齐',
  '添点',
  '添些',
  '要添',
  '备点',
  '备些',
  // Decision 075: 婴儿用品先备哪些, 寝室要备啥.
  '备哪些',
  '备什么',
  '备啥',
  '要备',
  '先备',
  '要用的东西',
  '用的东西',
  '用得上的',
  '一起推荐',
  '推荐一下',
  '推荐下',
  '推荐点',
  '推荐些',
  '都要买',
  '要备',
  // Decision 081: 入冬了囤点什么好, 办公桌想升级一下.
  '囤点',
  '囤些',
  '囤什么',
  '囤啥',
  '升级一下',
  '想升级',
];
