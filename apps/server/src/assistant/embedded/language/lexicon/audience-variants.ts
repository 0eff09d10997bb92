/**
 * Buyers whose words imply a variant that listings carry in their title or specs (适用: 女款,
 * 1-3年级): 给女朋友挑双跑鞋 means the women's pair. One row per variant: the buyer words, then the
 * variant words a listing shows. Categories without the variant are unaffected.
 */
export const AUDIENCE_VARIANTS: ReadonlyArray<{
  buyers: readonly string[];
  variants: readonly string[];
  /** A state of whoever is named (怀孕, 老年犬), not a person: it wins over the person (老婆怀孕了 → 孕妇). */
  state?: true;
}> = [
  {
    buyers: ['孕妇', '怀孕', '孕期', '备孕', '准妈妈', '孕妈', '怀了宝宝', '有了身孕', '哺乳期'],
    variants: ['孕妇'],
    state: true,
  },
  {
    buyers: ['老狗', '老年狗', '老年犬', '狗狗老了', '狗老了', '上了年纪的狗', '高龄犬', '老狗狗'],
    variants: ['老年犬', '全犬种'],
    state: true,
  },
  { buyers: ['幼犬', '小奶狗', '奶狗', '刚断奶的狗', '刚到家的小狗', '狗宝宝'], variants: ['幼犬', '全犬种'], state: true },
  { buyers: ['幼猫', '小奶猫', '奶猫', '刚断奶的猫', '刚到家的小猫', '猫宝宝'], variants: ['幼猫', '全阶段'], state: true },
  // A newborn's diapers are the NB size (decision 061).
  {
    buyers: ['刚出生', '新生儿', '新生宝宝', '出生不久', '刚生的宝宝', '刚满月', '满月宝宝', '初生宝宝'],
    variants: ['NB码', 'NB'],
    state: true,
  },
  { buyers: ['老猫', '老年猫', '猫老了', '猫咪老了', '高龄猫'], variants: ['全阶段'], state: true },
  {
    buyers: [
      '女朋友',
      '女友',
      '老婆',
      '媳妇',
      '妈妈',
      '老妈',
      // Decision 075: 给我妈挑件羽绒服.
      '我妈',
      '咱妈',
      '婆婆',
      '丈母娘',
      '岳母',
      '母亲',
      '闺蜜',
      '女儿',
      '奶奶',
      '外婆',
      '女生',
      '女士',
      '姐姐',
      '妹妹',
      // 女的, 女款: the wearer said plainly (decision 061).
      '女的',
      // 本人女, 女生一枚: the asker says who they are (decision 059).
      '本人女',
      '女生一枚',
      '女款',
      '女式',
      '女性',
    ],
    variants: ['女款'],
  },
  {
    buyers: [
      ...['男朋友', '男友', '老公', '爸爸', '老爸', '父亲', '儿子', '爷爷', '外公', '男生', '男士', '哥哥', '弟弟'],
      ...['我爸', '咱爸', '公公', '岳父', '老丈人'],
      ...['男的', '男款', '男式', '男性', '男人'],
      ...['本人男', '男生一枚', '大老爷们'],
    ],
    // 男士: how perfumes and skincare name theirs (蔚蓝男士).
    variants: ['男款', '男士'],
  },
  { buyers: ['老人', '老年人', '长辈', '父母', '爸妈', '中老年', '老年'], variants: ['中老年'] },
  { buyers: ['青少年', '中学生', '高中生'], variants: ['青少年'] },
  { buyers: ['小学生', '一年级', '二年级', '三年级', '低年级'], variants: ['1-3年级'] },
  { buyers: ['四年级', '五年级', '六年级', '高年级'], variants: ['4-6年级'] },
  { buyers: ['初中生', '初一', '初二', '初三'], variants: ['初中'] },
];

/**
 * A pet's age said in years or months (狗狗十三岁了, 三个月的小猫): the life stage whose food fits,
 * by the oldest age (in years) each stage covers; the variants are what listings show (适用). A
 * food for every stage (全犬种, 全阶段) fits any age.
 */
export const PET_STAGES: ReadonlyArray<{
  animals: readonly string[];
  stages: ReadonlyArray<{ upTo: number; variants: readonly string[] }>;
}> = [
  {
    animals: ['狗', '犬'],
    stages: [
      { upTo: 1, variants: ['幼犬', '全犬种'] },
      { upTo: 7, variants: ['成犬', '全犬种'] },
      { upTo: 30, variants: ['老年犬', '全犬种'] },
    ],
  },
  {
    animals: ['猫'],
    stages: [
      { upTo: 1, variants: ['幼猫', '全阶段'] },
      { upTo: 8, variants: ['成猫', '全阶段'] },
      { upTo: 30, variants: ['全阶段'] },
    ],
  },
];
