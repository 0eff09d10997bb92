/**
 * What the category-word repairs (language/respell.ts) may do, as data.
 */

/**
 * Last characters a shopper drops from a category word (车里用的小吸尘 → 吸尘器, 想买个投影 →
 * 投影仪): the generic heads 器, 机 and 仪, which the rest of the word already says.
 */
export const CLIPPED_ENDINGS: readonly string[] = ['器', '机', '仪'];

/**
 * Words a clipped category word may not be read from: they are functions or features said of
 * another thing (扫地机器人 要吸尘拖地, 手机 能投影), so they stay as they are when no category
 * follows them.
 */
export const NOT_CLIPPED: readonly string[] = [
  // 给老人 爱画画: a recipient (decision 050), not a clipped 老人机.
  '老人',
  '充电',
  '电动',
  '智能',
  '无线',
  '蓝牙',
  '降噪',
  '静音',
  '加热',
  '保温',
  '防水',
];

/**
 * Places a thing is used in that narrow a category word to the category named with the place's
 * prefix (车里用的吸尘器 → 车载吸尘器, 车上的充电器 → 车载充电器): the prefixes first, then the
 * place words. The narrower word must be a category word of its own, or nothing changes.
 */
export const PLACE_PREFIXES: ReadonlyArray<{ prefixes: readonly string[]; places: readonly string[] }> = [
  {
    prefixes: ['车载', '车用', '汽车'],
    places: ['车里', '车上', '车内', '车里面', '汽车上', '汽车里', '开车', '车子里', '车子上', '自驾'],
  },
];

/**
 * A machine described by what it does (洗碗那种机器, 扫地的机子, 烤面包用的机器 → 洗碗机, 扫地机,
 * 烤面包机; decision 046): the words after the doing, read as the generic head (CLIPPED_ENDINGS)
 * when the doing and the head make a category word of its own. Longest first.
 */
export const DESCRIBED_MACHINES: readonly string[] = [
  '的那种机器',
  '那种机器',
  '这种机器',
  '那样的机器',
  '用的机器',
  '的机器',
  '的那种机子',
  '那种机子',
  '的机子',
  '机器',
  '机子',
  '的那种仪器',
  '的仪器',
  '那种仪器',
  '的那种电器',
  '那种电器',
  '的电器',
];

/**
 * A category's head said bare after a measure word or 的 (送块表, nike的鞋, 买双鞋; decision 046):
 * read as the everyday word for it when the question names no category. The head must not start
 * another word (`notBefore`: 鞋柜, 表格 are other things) and must stand after one of `after`.
 */
export const BARE_HEADS: ReadonlyArray<{ head: string; after: readonly string[]; notBefore: string; means: string }> = [
  { head: '表', after: ['块', '只', '支', '款', '枚'], notBefore: '格单哥姐妹弟情演达面示态扬白决彰盘带链', means: '手表' },
  { head: '鞋', after: ['的', '双', '款', '几双', '两双', '一双'], notBefore: '柜架垫带油刷盒套撑楦跟底码店', means: '运动鞋' },
  // 想给自己买个包 通勤用的 (decision 068): a bag said bare is the everyday 包包.
  { head: '包', after: ['个', '买', '款', '只', '的'], notBefore: '邮装子括含裹容括间厢月年车夜饺头皮浆包', means: '包包' },
  // Decision 081: iPhone16的壳, 华为mate70 的壳: a device's shell is its case.
  { head: '壳', after: ['的', '个', '款', '配个', '手机'], notBefore: '子牌膜', means: '手机壳' },
];

/**
 * Nicknames of brands that are everyday words on their own (鸟, 鹅), read as the brand only right
 * before a category word the brand sells (鸟的冲锋衣, 鹅家羽绒服; decision 051): 鸟笼 and 烤鹅 stay
 * what they are. One row per brand, the catalog's name first.
 */
export const BRAND_NICKNAMES: ReadonlyArray<readonly [brand: string, ...nicknames: string[]]> = [
  ['始祖鸟', '鸟', '大鸟', '祖鸟'],
  ['加拿大鹅', '鹅'],
  ['三只松鼠', '松鼠'],
  // 水果手机, 水果家的平板, 菊花厂的手表 (decision 085): fruit and flowers stay what they are.
  ['苹果', '水果', '水果牌', '大苹果'],
  ['华为', '菊花', '菊花厂', '菊花家'],
];

/**
 * Everyday runs that sound like a brand of three or more characters and are not it (来一份 is not
 * 来伊份): brand-typos.ts never restores a brand inside them (decision 077).
 */
export const NOT_BRAND_TYPOS: readonly string[] = ['来一份', '来一分', '养生汤', '背轻松', '更轻松', '很轻松', '美丽呀'];

/** What may stand between a brand word and the category word after it (鸟的冲锋衣, 戴深家的吸尘器). */
export const BRAND_GLUE: readonly string[] = ['的', '家的', '家', '牌的', '牌', ' '];

/**
 * A brand's place away from the category word (decision 089): the words a two-character brand
 * typed by sound may stand after (空气炸 只考虑魔飞, 想入手一个雷舍电竞键盘) or before (代森有没有洗地机,
 * 有追蜜的吹风机吗, 罗记牌静音鼠标). Read only when the question names a category that brand sells.
 */
export const BRAND_SLOT_BEFORE: readonly string[] = [
  '只考虑',
  '只要',
  '只看',
  '就要',
  '想要',
  '入手一个',
  '入手',
  '买',
  '看看',
  '有',
  '选',
];
export const BRAND_SLOT_AFTER: readonly string[] = ['的', '家', '牌', '有没有', '有吗', '有什么', '品牌'];

/**
 * Two-character category words mistyped with a homophone (冰相 for 冰箱). respell.ts repairs
 * words of three characters and more by sound; two are too short to guess, so the common slips
 * are listed, each a string no one means as typed (decision 070). Read by normalise.ts.
 */
export const SHORT_TYPOS: ReadonlyArray<readonly [typed: string, meant: string]> = [
  ['冰相', '冰箱'],
  ['冰厢', '冰箱'],
  ['冰想', '冰箱'],
  ['电恼', '电脑'],
  ['电瑙', '电脑'],
  ['平版电脑', '平板电脑'],
  ['鼠表', '鼠标'],
  ['面摸', '面膜'],
  ['口虹', '口红'],
  ['口洪', '口红'],
  ['香氺', '香水'],
  ['空凋', '空调'],
  ['耳基', '耳机'],
  ['手鸡', '手机'],
  ['跑协', '跑鞋'],
  ['键蛊', '键盘'],
  ['键盆', '键盘'],
  // Decision 074: more two-character slips, one per sound a phone keyboard offers first.
  ['雨散', '雨伞'],
  ['奶分', '奶粉'],
  ['猫凉', '猫粮'],
  ['猫良', '猫粮'],
  ['狗凉', '狗粮'],
  ['狗良', '狗粮'],
  ['手彪', '手表'],
  ['手镖', '手表'],
  ['音向', '音箱'],
  ['音相', '音箱'],
  ['面双', '面霜'],
  ['面爽', '面霜'],
  ['拖协', '拖鞋'],
  ['枕投', '枕头'],
  ['相几', '相机'],
  ['耳鸡', '耳机'],
  ['手积', '手机'],
  ['鼠彪', '鼠标'],
  ['键判', '键盘'],
  ['牙高', '牙膏'],
  ['牙搞', '牙膏'],
];

/**
 * A numeral before a measure or time word is no homophone typo (decision 073): 看电脑一天 is no
 * 电脑椅天 (椅 sounds as 一 does); 无线二机 is still 无线耳机.
 */
export const NUMERALS: readonly string[] = ['一', '二', '两', '三', '四', '五', '六', '七', '八', '九', '十', '零'];
export const MEASURES_AFTER: readonly string[] = [
  '天',
  '下',
  '个',
  '次',
  '点',
  '些',
  '整',
  '周',
  '年',
  '月',
  '晚',
  '般',
  '样',
  '会',
  '直',
  '起',
  '块',
  '台',
  '款',
  '件',
];
