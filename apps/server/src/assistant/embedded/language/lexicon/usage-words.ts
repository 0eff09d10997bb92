/**
 * Words that make a category word a use or a flavour of another thing the question names
 * (decision 036): 泡茶用 / 泡茶的 (a thermos cup, not tea), 跑步用的 (earphones, not a
 * treadmill), 辣的 (a flavour of snacks). One row per word.
 */

/** After a category word: it names what the thing is for (泡茶用, 跑步时戴的, 煮咖啡用的). */
export const USAGE_AFTER: readonly string[] = [
  '用的',
  '用',
  '时用',
  '时候用',
  '的时候用',
  '时戴的',
  '时穿的',
  '时听的',
  '时喝的',
  '穿的',
  '戴的',
  '听的',
  '喝的',
  '专用',
];

/** Before a category word: it names what the thing is for (用来泡茶, 适合跑步, 拿来装零食). */
export const USAGE_BEFORE: readonly string[] = ['用来', '用于', '拿来', '适合', '专门', '方便', '可以', '能', '还能', '也能'];

/**
 * Flavours a shopper says alone (辣的零食, 要甜一点的): each row is the word and the catalog
 * phrases it stands for; the ones the named categories' listings state become one value.
 */
export const FLAVOURS: ReadonlyArray<readonly [word: string, ...values: string[]]> = [
  ['辣', '香辣', '麻辣', '甜辣', '微辣', '特辣', '辣味', '香辣味', '麻辣味'],
  ['甜', '甜味', '香甜', '微甜', '甜辣'],
  ['咸', '咸味', '椒盐', '盐焗', '咸香'],
  ['酸', '酸味', '酸甜', '酸辣'],
  ['原味', '原味', '原香'],
  ['奶香', '奶香', '奶香味', '牛奶味'],
];

/** Words that deny a flavour before it (不辣, 别太甜, 怕辣). */
export const FLAVOUR_NEGATIONS: readonly string[] = ['不', '别', '没', '少', '不要', '怕', '不能吃'];

/**
 * 给狗狗买粮, 帮猫咪挑点砂, 给宝宝买个车 (decision 051): who a thing is bought for, then the verb;
 * the one bought for and the thing said after the verb make the category word (狗狗粮, 猫咪砂).
 */
export const BUYING_FOR: readonly string[] = ['给', '帮', '替', '为'];
export const BUYING_VERBS: readonly string[] = ['买', '挑', '选', '找', '囤', '换', '备'];
/** Measure words between the verb and the thing (买点粮, 挑个窝). */
export const BUYING_MEASURES: readonly string[] = ['点', '些', '个', '袋', '包', '只', '一袋', '一包', '一个'];

/**
 * Pets called by their breed (金毛吃的狗粮, 给布偶买点粮: decision 073): the pet they are. A breed is
 * a whole word, never a typo of a category word (金毛吃的 is no 猫吃的).
 */
export const PET_BREEDS: ReadonlyArray<readonly [breed: string, pet: string]> = [
  ...[
    '金毛',
    '拉布拉多',
    '哈士奇',
    '阿拉斯加',
    '萨摩耶',
    '德牧',
    '边牧',
    '柯基',
    '柴犬',
    '泰迪',
    '比熊',
    '博美',
    '法斗',
    '斗牛犬',
    '雪纳瑞',
    '吉娃娃',
    '约克夏',
    '马犬',
    '田园犬',
    '中华田园犬',
    '秋田',
    '贵宾',
  ].map((b) => [b, '狗'] as const),
  ...['布偶', '英短', '美短', '橘猫', '狸花', '暹罗', '缅因', '加菲', '蓝猫', '金渐层', '银渐层', '无毛猫', '折耳'].map(
    (b) => [b, '猫'] as const,
  ),
];

/** Pets called by their nicknames (喵星人, 狗子): the word a category name starts with (decision 070). */
export const PET_NICKNAMES: ReadonlyArray<readonly [nickname: string, pet: string]> = [
  ...PET_BREEDS,
  ['喵星人', '猫'],
  ['猫主子', '猫'],
  ['猫咪', '猫'],
  ['小猫咪', '猫'],
  ['汪星人', '狗'],
  ['狗子', '狗'],
  ['狗狗', '狗'],
  ['修勾', '狗'],
  ['小狗狗', '狗'],
];
