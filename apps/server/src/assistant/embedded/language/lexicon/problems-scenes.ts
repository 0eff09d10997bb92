import { problem, type ProblemRow } from './problem-words';

/** What follows a scene when it is the use of what is wanted (露营用的, 出差带的): the clause's end. */
const FOR_USE = ['用的', '用', '带的', '带什么', '带啥', '用品', '的东西', '装备', '准备什么', '准备点啥', '要买啥', '买什么'];

/** A scene of use (露营用的, 出差带的): its words, each then a FOR_USE word. */
const scene = (said: string, categories: readonly string[], words: readonly string[], also: readonly string[] = []): ProblemRow =>
  problem(said, categories, also, { pairs: [words, FOR_USE], ends: true });

/**
 * Scenes of use said with no product (decision 071): 露营用的, 出差带的东西, 健身房用的. A place
 * (厨房, 宿舍, 办公室, 车上: VAGUE_AREAS) is no scene: 想买点厨房用的 is asked with chips (041). The scene
 * words are USE_SCENES (lexicon/use-scenes.ts); here each says the categories it asks for when
 * nothing else is named. A product named beside it (露营用的灯, 出差带的充电宝) wins (problems.ts).
 */
export const SCENE_PROBLEMS: readonly ProblemRow[] = [
  scene('露营用', ['tents', 'bluetooth-speakers', 'thermos-cups'], ['露营', '野营', '野餐'], ['去露营', '露营去']),
  scene('出差带', ['luggage', 'power-banks', 'backpacks'], ['出差', '出趟差', '商务出行']),
  scene('旅行带', ['luggage', 'backpacks', 'power-banks'], ['旅行', '旅游', '出去玩', '出国', '度假']),
  scene('健身用', ['yoga-mats', 'dumbbells', 'massage-guns'], ['健身', '健身房', '撸铁', '练肌肉', '增肌']),
  scene('跑步用', ['running-shoes', 'tws-earbuds', 'smartwatches'], ['跑步', '晨跑', '夜跑', '马拉松', '跑马']),
  scene('爬山用', ['hiking-shoes', 'backpacks', 'hardshell-jackets'], ['爬山', '登山', '徒步']),
  scene('钓鱼用', ['fishing-rods', 'sunglasses', 'hats'], ['钓鱼', '野钓', '海钓']),
  scene('办公室用', ['office-chairs', 'neck-massagers', 'thermos-cups'], ['工位', '上班', '坐班']),
  scene('学习用', ['desk-lamps', 'e-readers', 'tablets'], ['写作业', '学习', '上网课', '网课', '考研', '备考']),
  scene('开车用', ['car-chargers', 'car-seat-cushions', 'dash-cams'], ['开车', '汽车', '自驾']),
  scene('做饭用', ['woks', 'kitchen-knives', 'rice-cookers'], ['做饭', '炒菜', '下厨']),
  scene('睡觉用', ['pillows', 'mattresses', 'eye-massagers'], ['睡觉', '午睡', '助眠', '睡前']),
  scene('打游戏用', ['mice', 'keyboards', 'monitors'], ['打游戏', '玩游戏', '电竞', '开黑']),
  scene('带娃出门用', ['strollers', 'baby-bottles', 'diapers'], ['带娃出门', '遛娃', '带宝宝出门']),
  scene('追剧用', ['projectors', 'tablets', 'bluetooth-speakers'], ['追剧', '看剧', '看电影']),
  scene('浴室用', ['towels', 'slippers', 'body-washes'], ['浴室', '卫生间', '洗澡间']),
  scene('阳台用', ['drying-racks', 'storage-boxes'], ['阳台']),
  scene('直播用', ['microphones', 'desk-lamps'], ['直播', '录视频', '录课']),
];
