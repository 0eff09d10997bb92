/**
 * Category words that name one kind of their category's listings (decision 042): 蛋白粉 is a
 * 保健品, and a shopper asking for 蛋白粉 wants the protein powders, not the vitamins beside
 * them. Each row: the category id, then the word and what the kind's titles or specs show. A
 * kind the listings never show keeps the whole category (the answer says so).
 */
export const KIND_WORDS: Readonly<Record<string, ReadonlyArray<readonly [word: string, shown: string]>>> = {
  'health-supplements': [
    ['蛋白粉', '蛋白粉'],
    ['乳清蛋白', '蛋白粉'],
    ['鱼油', '鱼油'],
    ['深海鱼油', '鱼油'],
    ['钙片', '钙'],
    ['补钙', '钙'],
    ['吃的钙', '钙'],
    ['钙剂', '钙'],
    ['补点钙', '钙'],
    ['液体钙', '钙'],
    ['维生素c', '维生素C'],
    ['维c', '维生素C'],
    ['维生素e', '维生素E'],
    ['复合维生素', '维'],
    ['多维', '维'],
    ['护肝片', '护肝'],
    // Decision 081: 准备要宝宝 叶酸买哪种.
    ['叶酸', '叶酸'],
  ],
  // Decision 081: kinds said by a part of their names (鹅绒的, 三个轮子的, 落地的, 支架).
  'down-jackets': [
    ['鹅绒', '鹅绒'],
    ['鸭绒', '鸭绒'],
  ],
  'kids-scooters': [
    ['三个轮', '三轮'],
    ['三轮', '三轮'],
    ['两个轮', '两轮'],
    ['两轮', '两轮'],
  ],
  fans: [
    ['落地', '落地扇'],
    ['塔扇', '塔扇'],
    ['无叶', '无叶风扇'],
  ],
  'car-chargers': [['支架', '无线充支架']],
  // Decision 085: the pocket packs of tissues (手帕纸), said by the word or by carrying them.
  tissues: [
    ['手帕纸', '手帕纸'],
    ['随身带', '手帕纸'],
    ['随身', '手帕纸'],
    ['小包', '手帕纸'],
    ['便携', '手帕纸'],
    ['装兜里', '手帕纸'],
    ['口袋', '手帕纸'],
  ],
  // Decision 081: a card is the microSD one of the drives (tf卡, 内存卡).
  'storage-drives': [
    ['tf卡', 'microsd'],
    ['内存卡', 'microsd'],
    ['存储卡', 'microsd'],
    ['储存卡', 'microsd'],
    ['sd卡', 'microsd'],
    ['u盘', 'u盘'],
    ['优盘', 'u盘'],
  ],
  'infant-formula': [['羊奶粉', '羊奶']],
  // 新生儿用的玻璃奶瓶: the bottle's material (材质).
  'baby-bottles': [
    ['玻璃', '玻璃'],
    ['硅胶', '硅胶'],
    ['ppsu', 'PPSU'],
  ],
  // 他喜欢喝普洱: the tea kinds (茶类) and the teas titles name (decision 041).
  tea: [
    ['普洱', '普洱|黑茶'],
    ['黑茶', '黑茶|普洱'],
    ['绿茶', '绿茶|龙井'],
    ['龙井', '龙井'],
    ['红茶', '红茶|正山小种'],
    ['正山小种', '正山小种'],
    ['乌龙', '乌龙茶|铁观音'],
    ['铁观音', '铁观音'],
    ['白茶', '白茶|白牡丹'],
    ['白牡丹', '白牡丹'],
    ['花茶', '花茶|茉莉'],
    ['茉莉', '茉莉花茶'],
  ],
  // 防窥膜 不想地铁上被人看: the film's kind (类型), said in the category word itself (decision 050).
  'screen-protectors': [
    ['防窥', '防窥'],
    ['防偷看', '防窥'],
    ['防蓝光', '防蓝光'],
    ['磨砂', '磨砂'],
  ],
  // 挂机 / 柜机: a model's 类型 says it when its name does not (云锦Ⅲ 1.5匹 is 壁挂式).
  'air-conditioners': [
    ['挂机', '挂机|壁挂式'],
    ['壁挂', '挂机|壁挂式'],
    ['柜机', '柜机|立柜式'],
    ['立式', '柜机|立柜式'],
  ],
  // Decision 078: the category holds the litter and the boxes it goes in. 猫砂 alone is the litter
  // (its titles say 豆腐, 膨润土 or 混合); 猫砂盆, 智能猫砂盆, 猫厕所 are the boxes.
  'cat-litter': [
    ['豆腐猫砂', '豆腐'],
    ['膨润土', '膨润土'],
    ['猫砂盆', '猫砂盆'],
    ['猫厕所', '猫砂盆'],
    ['猫咪厕所', '猫砂盆'],
    ['砂盆', '猫砂盆'],
    ['猫砂', '豆腐|膨润土|混合'],
    ['猫沙', '豆腐|膨润土|混合'],
    // Decision 081: 豆腐混合的猫砂 is the mixed one; 全自动 is the self-scooping box.
    ['豆腐混合', '混合'],
    ['混合', '混合'],
    ['全自动', '全自动猫砂盆|自动铲屎'],
    ['自动铲屎', '自动铲屎'],
  ],
  // Decision 081: the category holds fountains and feeders; each is asked for by its own word.
  'pet-water-fountains': [
    ['饮水机', '饮水机'],
    ['喝水', '饮水机'],
    ['饮水器', '饮水机'],
    ['喂食器', '喂食器'],
    ['喂食机', '喂食器'],
  ],
  // Decision 081: 不含谷物的猫粮 is 无谷; 冻干粮 the freeze-dried mixes.
  'cat-food': [
    ['无谷', '无谷'],
    ['不含谷', '无谷'],
    ['没有谷物', '无谷'],
    ['冻干', '冻干'],
  ],
  // Decision 078: 手搭 and 速开 are spoken spec words (spoken-spec-words.ts); these name the kind.
  tents: [
    ['自动帐篷', '全自动速开'],
    ['速开帐篷', '全自动速开'],
    ['弹开帐篷', '全自动速开'],
    ['天幕', '天幕'],
  ],
  // Kinds said by their own names in the shop: a kind no listing shows is said to be missing.
  'exercise-bikes': [
    ['椭圆机', '椭圆机'],
    ['划船机', '划船机'],
  ],
  dumbbells: [
    ['杠铃', '杠铃'],
    ['壶铃', '壶铃'],
  ],
  // Decision 087: the category holds car vacuums and pressure washers; 车载吸尘器 (its name, so no
  // derived kind) is the vacuums, 洗车机 (a synonym some models carry) the washers.
  'car-vacuums': [
    ['吸尘器', '吸尘器'],
    ['吸尘', '吸尘器'],
  ],
  bicycles: [
    // Decision 087: a child's bicycle is sold with bicycles.
    ['儿童自行车', '儿童自行车'],
    ['儿童单车', '儿童自行车'],
    ['小孩自行车', '儿童自行车'],
    ['小孩骑的', '儿童自行车'],
    ['山地', '山地车'],
    ['公路', '公路车'],
    ['跑车', '公路车'],
    ['通勤', '城市通勤车'],
    ['城市车', '城市通勤车'],
    ['小折', '折叠车'],
  ],
};

/**
 * Category synonyms that some models' names carry but that still name the whole category, so
 * they are never read as a kind (kind-words.ts derives kinds from the models): 电水壶 is any
 * kettle, 豆浆机 any blender that makes soy milk, 不粘锅 nearly every wok.
 */
export const NOT_KIND_SYNONYMS: readonly string[] = [
  ...['电水壶', '无线鼠标', '电动剃须刀', '电子血压计', '体重秤', '插座', '洁面', '纯牛奶', '犬粮', '维生素'],
  ...['旅行箱', '卷发器', '车充', '高速吹风机', '无线吸尘器', 'IH电饭煲', '电竞显示器', '氮化镓', '咖啡豆'],
  ...['电纸书', '家居服', '遛娃神器', '防晒乳', '不粘锅', '豆浆机', '电热水器', '收纳盒', '饭盒'],
  // Every cable is a fast-charging one (快充数据线); one model is merely named 快充线 (decision 071).
  '快充线',
];
