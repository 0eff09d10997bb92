/**
 * More shopping English a shopper mixes into Chinese (decision 055), by family: product kinds
 * (mirrorless, earbuds), features (noise cancelling, magsafe, full frame, dry skin), budget words
 * and exclusions (no apple please, not huawei, except sony). Read like english-words.ts: whole
 * words, any case, the longest first, as the Chinese word the grammars and the catalog know. One
 * row per word.
 */

/** Product kinds. */
export const ENGLISH_KIND_WORDS: ReadonlyArray<readonly [english: string, chinese: string]> = [
  ['mirrorless', '微单相机'],
  ['mirrorless camera', '微单相机'],
  ['dslr', '单反'],
  ['action camera', '运动相机'],
  ['tws', '真无线耳机'],
  ['over ear headphones', '头戴式耳机'],
  ['bluetooth speaker', '蓝牙音箱'],
  ['portable charger', '充电宝'],
  ['power banks', '充电宝'],
  ['fast charger', '充电器'],
  ['charging cable', '数据线'],
  ['cable', '数据线'],
  ['phone case', '手机壳'],
  ['screen protector', '钢化膜'],
  ['desktop', '台式电脑'],
  ['gaming monitor', '电竞显示器'],
  ['ssd', '固态硬盘'],
  ['e-reader', '电子书阅读器'],
  ['ereader', '电子书阅读器'],
  ['game console', '游戏机'],
  ['microphone', '麦克风'],
  ['mic', '麦克风'],
  ['dishwasher', '洗碗机'],
  ['microwave', '微波炉'],
  ['blender', '破壁机'],
  ['water purifier', '净水器'],
  ['air conditioner', '空调'],
  ['heater', '取暖器'],
  ['dehumidifier', '除湿机'],
  ['robot vacuum cleaner', '扫地机器人'],
  ['robot cleaner', '扫地机器人'],
  ['mop', '拖把'],
  ['smart lock', '智能门锁'],
  ['security camera', '监控摄像头'],
  ['dash cam', '行车记录仪'],
  ['dashcam', '行车记录仪'],
  ['face cream', '面霜'],
  ['moisturizer', '面霜'],
  ['moisturiser', '面霜'],
  ['serum', '精华'],
  ['foundation', '粉底液'],
  ['face mask', '面膜'],
  ['sheet mask', '面膜'],
  ['cleanser', '洗面奶'],
  ['face wash', '洗面奶'],
  ['shampoo', '洗发水'],
  ['body wash', '沐浴露'],
  ['hand cream', '护手霜'],
  ['shaver', '剃须刀'],
  ['razor', '剃须刀'],
  ['electric toothbrush', '电动牙刷'],
  ['water flosser', '冲牙器'],
  ['curling iron', '卷发棒'],
  ['down jacket', '羽绒服'],
  ['puffer', '羽绒服'],
  ['rain jacket', '冲锋衣'],
  ['hardshell', '冲锋衣'],
  ['jeans', '牛仔裤'],
  ['t-shirt', 'T恤'],
  ['suitcase', '行李箱'],
  ['luggage', '行李箱'],
  ['stroller', '婴儿推车'],
  ['car seat', '儿童安全座椅'],
  ['diapers', '纸尿裤'],
  ['treadmill', '跑步机'],
  ['yoga mat', '瑜伽垫'],
  ['tent', '帐篷'],
  ['bike', '自行车'],
  ['dumbbells', '哑铃'],
  ['massage gun', '筋膜枪'],
  ['massage chair', '按摩椅'],
  ['desk lamp', '台灯'],
  ['pillow', '枕头'],
  ['office chair', '人体工学椅'],
  ['wallet', '钱包'],
  ['handbag', '女包'],
];

/** Features: what a shopper wants of the thing, as the listings say it. */
export const ENGLISH_FEATURE_WORDS: ReadonlyArray<readonly [english: string, chinese: string]> = [
  ['noise cancelling', '降噪'],
  ['noise canceling', '降噪'],
  ['noise-cancelling', '降噪'],
  ['noise cancellation', '降噪'],
  ['anc', '降噪'],
  ['magsafe', '磁吸'],
  // Keyboard switches (decision 082): red switch的 after keyboards is 红轴, not a game console.
  ['red switch', '红轴'],
  ['red switches', '红轴'],
  ['brown switch', '茶轴'],
  ['brown switches', '茶轴'],
  ['blue switch', '青轴'],
  ['blue switches', '青轴'],
  ['black switch', '黑轴'],
  ['silver switch', '银轴'],
  ['magnetic', '磁吸'],
  ['full frame', '全画幅'],
  ['full-frame', '全画幅'],
  ['fullframe', '全画幅'],
  ['waterproof', '防水'],
  ['water resistant', '防水'],
  ['wireless', '无线'],
  ['cordless', '无线'],
  ['fast charging', '快充'],
  ['quiet', '静音'],
  ['silent', '静音'],
  ['lightweight', '轻薄'],
  ['portable', '便携'],
  ['large capacity', '大容量'],
  ['dry skin', '干皮'],
  ['oily skin', '油皮'],
  ['sensitive skin', '敏感肌'],
  ['combination skin', '混合皮'],
  ['moisturizing', '保湿'],
  ['oil control', '控油'],
  ['good value', '性价比高'],
  ['value for money', '性价比高'],
  ['best seller', '销量高'],
  ['bestseller', '销量高'],
  ['high end', '高端'],
  ['high-end', '高端'],
  ['entry level', '入门'],
  ['entry-level', '入门'],
  ['for students', '学生用'],
  ['for kids', '儿童用'],
  ['for men', '男士'],
  ['for women', '女士'],
  // for dry skin, for travel: what it is for.
  ['for', '适合'],
];

/**
 * Budget words said after an amount (300 below, 1k or less, 3k ish): the amount is read with the
 * Chinese word after it (300以内). Words said before an amount (below 500) are ENGLISH_PRICE_WORDS
 * (english-words.ts). No model word here (16 plus, pro max are names).
 */
export const ENGLISH_AFTER_PRICE_WORDS: ReadonlyArray<readonly [english: string, chinese: string]> = [
  ['below', '以内'],
  ['or less', '以内'],
  ['tops', '以内'],
  ['or under', '以内'],
  ['and below', '以内'],
  ['and under', '以内'],
  ['or so', '左右'],
  ['ish', '左右'],
  ['or more', '以上'],
  ['and above', '以上'],
  ['and up', '以上'],
];

/** Exclusions: the brand or thing after them is not wanted (no apple please, not huawei). */
export const ENGLISH_EXCLUSION_WORDS: ReadonlyArray<readonly [english: string, chinese: string]> = [
  ['no', '不要'],
  ['not', '不要'],
  ['without', '不要'],
  ['except', '除了'],
  ['other than', '除了'],
  ['anything but', '除了'],
  ["don't want", '不要'],
  ['dont want', '不要'],
];

/** Every English word read as a Chinese word wherever it stands (normalise.ts). */
export const ENGLISH_SHOPPING_WORDS: ReadonlyArray<readonly [english: string, chinese: string]> = [
  ...ENGLISH_KIND_WORDS,
  ...ENGLISH_FEATURE_WORDS,
  ...ENGLISH_EXCLUSION_WORDS,
];

/**
 * Words that are also the start of a model's name (DJI Mic 2, Mic Mini, Wireless GO II, Bike 2):
 * kept as typed when a number or a Latin word goes on from them.
 */
export const ENGLISH_NAME_WORDS: readonly string[] = ['mic', 'bike', 'wireless'];
