/**
 * Words that rule brands, malls or a category out (decision 022, 041, 056), read by
 * language/exclusions.ts. A new wording is one string in its row.
 */

/** Said before the names: 不要美的, 除了苹果, 别给我看资生堂, no apple. */
export const RULE_OUT_BEFORE: readonly string[] = [
  '不要给我推荐',
  '不要给我推',
  '别给我推荐',
  '别给我推',
  '别给我看',
  '别给我',
  '不要给我',
  '不想要',
  '不要',
  '不用',
  '别要',
  '不考虑',
  '排除',
  '除了',
  '除去',
  '去掉',
  '别推荐',
  '别推',
  '不买',
  '不喜欢',
  // 他不喝茅台, 猫不吃皇家 (decision 070).
  '不喝',
  '不爱喝',
  '不吃',
  '不爱吃',
  'pass掉',
  'pass',
  '拉黑',
  // Brands the shopper will not buy again: 不想再买小米, 再也不买美的.
  '不想再买',
  '不会再买',
  '再也不买',
  '不再买',
  // 不看牙刷了 看看洗碗机: the category left behind (decision 058).
  '不再看',
  '别再看',
  // 我那个美的电饭煲煮饭不香 别再美的了 (decision 068).
  '别再给我',
  '别再',
  '不要再',
  '不看',
  '别看',
  'no ',
  'not ',
  'except ',
  // Decision 074: refusals and dislikes said first (拒绝三星, 讨厌科沃斯, 除开戴尔, 刨除索尼).
  '拒绝',
  '讨厌',
  '不太喜欢',
  '不中意',
  '不想买',
  '不打算买',
  '不太想要',
  '除开',
  '刨除',
  '刨去',
  '抛开',
  '撇开',
  '剔除',
  '排除掉',
  '屏蔽',
  '不想考虑',
  '不用考虑',
  // Decision 081: 跳过戴森, 避开三星, 绕开美的, 路由器别是TP的, 最好不是华为.
  '跳过',
  '略过',
  '避开',
  '避过',
  '绕开',
  '绕过',
  '躲开',
  '别是',
  '不要是',
  '不能是',
  '最好不是',
  '别选',
  '不选',
  // Decision 084: 谁家都行就是别始祖鸟, 只要别是三星, 换个不是美的的.
  '就是别',
  '只要别',
  '但别',
  '但是别',
  '换个不是',
  '找个不是',
  '来个不是',
];

/**
 * Said after the names, ending the clause: 九阳的不要, 美的就算了, 索尼和bose都不考虑, 苹果除外,
 * bose也去掉, 资生堂的别给我看. With no brand or mall in the span, the category beside the word is
 * ruled out (香水她不喜欢, decision 041).
 */
export const RULE_OUT_AFTER: readonly string[] = [
  '不要',
  '用不上',
  '用不着',
  '不需要',
  '不考虑',
  '不喜欢',
  '不看',
  '不想看',
  '别给我看',
  '别看了',
  '不选',
  '不买',
  '不碰',
  '免了',
  '不感冒',
  '不爱吃',
  '不吃',
  '吃了过敏',
  '用着过敏',
  '用了过敏',
  '算了',
  // 小米家的就别了, 美的就不要了.
  '就别了',
  '就不要了',
  '就不用了',
  '除外',
  '以外',
  '之外',
  'pass掉',
  'pass',
  '排除',
  '拉黑',
  '不行',
  '别推荐',
  '别推',
  '别给我推荐',
  '别给我推',
  '去掉',
  '拿掉',
  '删掉',
  '划掉',
  // Decision 074: 华为的不想要, 华为免谈, 耐克的拜拜, 对联想没好感, 三星的拒绝, 小米靠边站.
  '不想要',
  '不想买',
  '不太想要',
  '不打算买',
  '不想考虑',
  '不用考虑',
  '不予考虑',
  '不在考虑范围',
  '不在考虑范围内',
  '免谈',
  '拜拜',
  '出局',
  '靠边站',
  '一边去',
  '拒绝',
  '讨厌',
  '不太喜欢',
  '不中意',
  '没好感',
  '没什么好感',
  '无感',
  '排除掉',
  '剔除',
  '屏蔽',
  '勿推',
  '不入',
  // Decision 075: 索尼的略过, 德龙排除掉, 罗马仕的不敢用了, 耐克阿迪都穿腻了.
  '略过',
  '跳过',
  '不敢用了',
  '不敢用',
  '不敢买了',
  '穿腻了',
  '用腻了',
  '用够了',
  '吃腻了',
  // Decision 078: 苹果排除在外, 德龙的去除, 把索尼屏蔽掉.
  '排除在外',
  '去除',
  '屏蔽掉',
  // Decision 081: 索尼劝退了, 戴森的避雷, 美的的先不看, 华为就免了.
  '劝退了',
  '劝退',
  '避雷',
  '先不看',
  '就免了',
  '避开',
  // Decision 084: 联想靠边, 罗技拉倒吧, 三星的别出现, 苹果的别给, 戴森用过了不想再买.
  '靠边',
  '拉倒',
  '别出现',
  '不要出现',
  '别给',
  '不想再买',
  '不会再买',
  '不再买',
];

/**
 * The rest, said right before a ruling-out word after the names (剃须刀 博朗 松下 别的不看, 戴森
 * 松下 其他的不要, 就要苹果 别家的不考虑; decision 085): the rest is ruled out, so the names are the
 * only ones wanted, never ruled out themselves.
 */
export const THE_REST_WORDS: readonly string[] = [
  ...['别的', '其他', '其它', '其余', '剩下', '另外', '别家', '其他家', '别的家', '其余的'],
  ...['别的牌子', '其他牌子', '其他品牌', '别的品牌', '其他的牌子', '别的都', '其他都', '其它都', '剩下的都'],
];

/**
 * What may follow a ruling-out word said after the names and still end its clause (decision 084):
 * 索尼以外都行, 好奇和帮宝适之外还有啥, 戴森用过了不想再买, 联想靠边 看看别家的. Anything else after it
 * (索尼不要太贵) keeps the word from ruling anything out.
 */
export const RULE_OUT_THEN: readonly string[] = [
  ...['都行', '都可以', '都成', '都好', '随便', '还有', '有啥', '有什么', '有没有', '看看'],
  ...['不想再', '不想', '就行', '就好'],
];

/**
 * Said after brands only (a category before them rules nothing out): distrust and brands already
 * seen. 小米的不太放心, 华为小米OPPO都看过了 还有别的牌子吗 (decision 056).
 */
export const DISTRUST_AFTER: readonly string[] = [
  '不太放心',
  '不放心',
  '不太信得过',
  '信不过',
  '不信任',
  '不靠谱',
  '不太靠谱',
  '踩过雷',
  '踩过坑',
  '看过了',
  '看过',
  '都看了',
  '看腻了',
  '买过了',
  '用过了',
  // A bad time with the brand (海飞丝用着头痒 换个别的牌子): ruled out, never a category.
  '用腻了',
  '用烦了',
  '用够了',
  '吃腻了',
  '用过不好用',
  '用着不好用',
  '不好用',
  '不太好用',
  '不耐用',
  '用着头痒',
  '用了头痒',
  '用着不舒服',
  '用了不舒服',
  '用着不行',
  '用了不行',
  '用着一般',
  '用着难受',
  '用了长痘',
  '用着长痘',
  '用了掉发',
  '坏得快',
  '质量不行',
  '质量太差',
  '质量差',
  '出过问题',
  '出问题了',
  // Decision 074: 用过三星的显示器 不好用 (用过 before the brand, 不好用 after), 踩雷了, 翻车了, 智商税.
  '踩雷了',
  '踩雷',
  '翻车了',
  '翻车过',
  '是智商税',
  '智商税',
  '口碑不好',
  '口碑差',
  '不咋地',
  '不怎么样',
  '不咋样',
  '很一般',
  '太一般',
  '差评多',
];

/**
 * Said before a mall only, where to not buy (decision 078): 别在淘宝买, 不想在拼多多下单, 不去京东.
 * A brand after them is no brand ruled out (不在乎牌子 is no mall either: a mall must follow).
 */
export const MALL_RULE_OUT_BEFORE: readonly string[] = [
  ...['别在', '不在', '不要在', '不想在', '不打算在', '不会在', '不敢在', '不愿在', '不爱在', '不喜欢在'],
  ...['别去', '不去', '不想去', '别上', '不上', '别从', '不从', '不走'],
];

/** Words between the names and the word after them: 的, 都, 我家猫, 她. */
export const AFTER_GLUE: readonly string[] = [
  '都',
  '也',
  '就',
  '已经',
  '都已经',
  '我',
  '我家猫',
  '我家狗',
  '我家孩子',
  '我家宝宝',
  '我家娃',
  '我家',
  '家的',
  '家',
  '孩子',
  '宝宝',
  '猫',
  '狗',
  '娃',
  '她',
  '他',
  '它',
  '人家',
  '对方',
  '这几个都',
  '这几家都',
  '这些都',
  '这几个',
  '这几家',
  '这些',
];

/** A ruling-out word negated (我不讨厌华为, 不排除小米): it rules nothing out (decision 074). */
export const NOT_RULING_OUT: readonly string[] = ['不讨厌', '不拒绝', '不排除', '不排斥', '不反感', '没有讨厌', '不是讨厌'];

/** 非海尔的, 非苹果: 非 right before a brand rules it out (not 非常, 非洲: a brand must follow). */
export const NOT_PREFIXES: readonly string[] = ['非'];

/**
 * A word that wants every brand but some (安卓 is not Apple): the word, then the brands it rules
 * out. 平板要安卓的 rules out 苹果 (decision 056).
 */
export const BRANDS_RULED_OUT_BY: ReadonlyArray<readonly [word: string, ...brands: string[]]> = [
  ['安卓', '苹果'],
  ['android', '苹果'],
  ['非苹果', '苹果'],
];
