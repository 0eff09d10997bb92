import { problem, type ProblemRow } from './problem-words';

const PETS = ['猫', '主子', '喵', '狗', '汪', '宠物', '毛孩子'];
const CHILD = ['孩子', '儿子', '女儿', '娃', '小孩', '闺女', '宝宝', '小朋友'];
const AWAY = ['没人', '不在家', '出差', '出远门', '上班', '回老家', '出门', '旅游', '加班'];

/**
 * Needs said as a problem, a scene of use or a thing to be done (decision 071): 头发掉得厉害,
 * 上班没人在家喂猫, 去海边潜水拍照用, 长途自驾 车上用的, 杀鱼用的刀. Rows of the body, the home's
 * water, children, pets, the road and the sea, and the kitchen that the rows of decision 053 did
 * not say. A product named beside them still wins (problems.ts).
 */
export const NEED_PROBLEMS: readonly ProblemRow[] = [
  // The body: hair, teeth, skin, health.
  problem('掉头发', ['shampoos'], ['脱发', '掉发', '掉头发', '发际线', '秃顶', '头发稀', '头发少', '防脱', '斑秃', '头顶稀'], {
    pairs: [
      ['头发', '发量', '头顶'],
      ['掉', '少', '稀', '秃', '越来越薄'],
    ],
  }),
  problem('头油', ['shampoos'], ['头油', '头发爱油', '一天不洗就油', '头发扁塌', '头发干枯', '头发分叉']),
  // Decision 081: the sun's marks (军训晒黑了, 晒伤了): sunscreen first, then repair.
  problem(
    '晒黑了',
    ['sunscreens', 'serums', 'face-masks'],
    ['晒黑', '晒得黑', '晒得好黑', '晒伤', '晒脱皮', '晒红了', '黑了好几度', '黑了一圈'],
    {
      pairs: [['晒'], ['黑', '伤', '脱皮', '红了']],
      not: ['晒黑色', '晒红酒'],
    },
  ),
  // Decision 081: a slow start is the drive's (SSD) or a new computer's.
  problem('电脑开机慢', ['ssd', 'laptops'], ['开机慢', '开机好慢', '开机很慢', '开机太慢', '开机半天', '开机要等'], {
    pairs: [
      ['电脑', '笔记本', '台式机'],
      ['开机要', '开机慢', '开机好慢', '开机半天', '开机太慢', '越来越慢', '卡得', '好卡', '很卡', '太卡', '变慢'],
    ],
  }),
  // Decision 081: the use said as a need (出差住酒店 想带个自己烧水的, 周末想去钓鱼).
  problem('想烧水', ['kettles'], ['自己烧水', '烧水的', '烧开水', '烧点水', '烧个水', '能烧水', '烧热水']),
  problem(
    '去钓鱼',
    ['fishing-rods'],
    ['去钓鱼', '想钓鱼', '钓鱼去', '学钓鱼', '野钓', '夜钓', '海钓', '路亚', '钓鱼佬', '爱钓鱼', '钓个鱼'],
    {
      pairs: [
        ['去', '想', '周末', '打算'],
        ['钓鱼', '钓个鱼', '钓鱼去'],
      ],
      not: ['钓鱼网站', '钓鱼链接', '钓鱼短信', '钓鱼执法', '钓鱼邮件'],
    },
  ),
  problem(
    '牙龈出血',
    ['water-flossers', 'electric-toothbrushes', 'toothpaste'],
    ['牙龈出血', '刷牙出血', '牙龈肿', '牙结石', '牙垢', '牙周', '牙缝大'],
    {
      pairs: [
        ['牙龈', '刷牙'],
        ['出血', '流血', '肿', '萎缩'],
      ],
    },
  ),
  problem(
    '牙黄口臭',
    ['toothpaste', 'electric-toothbrushes'],
    ['牙黄', '牙齿黄', '牙齿发黄', '口臭', '嘴里有味', '口气重', '烟渍', '茶渍'],
    {
      pairs: [
        ['牙', '牙齿'],
        ['黄', '发黄', '不白', '有渍'],
      ],
    },
  ),
  problem('黑眼圈', ['eye-massagers', 'serums'], ['黑眼圈', '眼袋', '眼睛肿', '熊猫眼']),
  problem('血压高', ['blood-pressure-monitors'], ['高血压', '血压高', '血压偏高', '血压不稳', '量血压', '测血压', '头晕眼花'], {
    pairs: [['血压'], ['高', '不稳', '忽高忽低']],
  }),
  problem(
    '体质差',
    ['health-supplements'],
    ['腿抽筋', '缺钙', '骨质疏松', '免疫力差', '抵抗力差', '免疫力低', '容易生病', '老生病'],
  ),
  problem('痛经', ['electric-blankets'], ['痛经', '肚子凉', '宫寒', '姨妈疼', '来例假疼', '暖肚子']),
  problem('脚臭', ['socks', 'slippers'], ['脚臭', '脚汗', '汗脚', '脚有味', '鞋里有味']),
  problem('长胖了', ['body-scales', 'jump-ropes'], ['长胖', '胖了', '发福', '体重涨', '管住体重', '肚子大了', '小肚子'], {
    not: ['猫胖', '狗胖'],
  }),
  // The home's water.
  problem('水垢多', ['water-purifiers'], ['水垢', '水碱', '水太硬', '水硬', '白色沉淀', '水里有白渣']),
  // Children.
  problem('孩子近视', ['desk-lamps'], ['近视加深', '度数涨', '度数又涨', '假性近视', '眼睛度数'], {
    pairs: [CHILD, ['近视', '视力下降', '视力不好', '视力差', '眯眼', '眼睛不好', '眼睛不太好']],
  }),
  problem('写作业光线不好', ['desk-lamps'], ['灯光不好', '灯光不够', '光线差', '台面暗', '写字看不清', '晚上写作业'], {
    pairs: [
      ['写作业', '看书', '学习', '写字'],
      ['暗', '光线', '灯光', '看不清', '伤眼睛', '费眼'],
    ],
  }),
  problem('孩子坐姿不好', ['office-chairs', 'school-bags', 'desk-lamps'], ['坐姿不好', '坐姿不对', '驼背', '含胸', '趴着写'], {
    pairs: [CHILD, ['驼背', '坐不住', '坐不直', '歪着坐']],
  }),
  problem('孩子在家无聊', ['building-toys', 'kids-scooters'], ['没东西玩', '没玩具', '在家闹'], {
    pairs: [CHILD, ['无聊', '闲不住', '太闹', '没事干', '精力旺盛']],
  }),
  // Pets.
  problem(
    '没人喂猫狗',
    ['pet-water-fountains'],
    [
      '没人喂',
      '没人在家喂',
      '自动喂',
      '定时喂',
      '定时定量',
      '忘了喂',
      '喂食器',
      '按时喂',
      '饿着',
      '猫没吃的',
      '狗没吃的',
      '猫没人管',
      '狗没人管',
    ],
    {
      with: PETS,
      values: ['自动喂食器'],
      pairs: [
        [...AWAY, '定时', '自动', '按时'],
        ['喂猫', '喂狗', '喂主子', '喂它', '喂宠物', '喂粮', '喂食', '没吃的', '没水喝', '给猫喂', '给狗喂'],
      ],
    },
  ),
  // The road.
  problem(
    '长途自驾',
    ['car-seat-cushions', 'car-chargers', 'dash-cams', 'car-vacuums'],
    ['长途自驾', '自驾游', '自驾出游', '自驾去', '开长途', '长途开车', '跑长途', '新提了车', '刚提车', '新车到手', '买了新车'],
  ),
  problem(
    '坐飞机',
    ['anc-headphones', 'eye-massagers', 'luggage'],
    [
      ...['长途飞机', '坐长途飞机', '飞机上睡', '红眼航班', '飞机上太吵', '长途航班', '坐飞机太吵'],
      // Decision 073: flying often.
      ...['老坐飞机', '经常坐飞机', '常坐飞机', '总坐飞机', '天天坐飞机', '经常飞', '飞来飞去', '常出差坐飞机'],
      ...['飞机上想睡', '在飞机上睡', '飞机上补觉', '飞机上休息', '飞机上安静'],
    ],
  ),
  // The sea, the snow, the trail.
  problem(
    '潜水拍照',
    ['action-cameras'],
    [
      '潜水',
      '浮潜',
      '水下拍',
      '水下照',
      '水下摄影',
      '冲浪',
      '漂流',
      '滑雪拍',
      '骑行记录',
      '骑车拍',
      '第一视角',
      '记录骑行',
      '拍滑雪',
      '下水拍',
      '溯溪',
    ],
    { not: ['潜水表', '网上冲浪'], scene: true },
  ),
  problem(
    '去海边',
    ['sunscreens', 'sunglasses', 'hats'],
    ['去海边玩', '海边度假', '海边玩', '去海岛', '海岛游', '沙滩', '去三亚玩', '海边晒'],
    { scene: true },
  ),
  problem(
    '徒步爬山',
    ['hiking-shoes', 'backpacks', 'hardshell-jackets'],
    ['去爬山', '徒步', '走山路', '登山', '去爬雪山', '走戈壁'],
    { scene: true },
  ),
  problem(
    '去滑雪',
    ['hardshell-jackets', 'down-jackets', 'sunglasses'],
    [
      '去滑雪',
      '滑雪',
      '去东北玩',
      '去哈尔滨',
      '看冰雪',
      '雪场',
      '滑雪场',
      '单板',
      '双板',
      '滑单板',
      '滑双板',
      '去崇礼',
      '去长白山',
    ],
    { scene: true },
  ),
  // Decision 073: running a race (跑半马穿什么鞋: the shoe of the row's categories is the one).
  problem(
    '跑马拉松',
    ['running-shoes', 'smartwatches'],
    ['半马', '全马', '跑马拉松', '马拉松', '跑马', '跑10公里', '跑十公里', '跑五公里', '跑5公里', '长跑', '晨跑', '夜跑'],
    { scene: true, not: ['跑马机'] },
  ),
  // Decision 073: reading on the way (在高铁上看书用): an e-reader, never a train ticket.
  problem(
    '路上看书',
    ['e-readers', 'tablets'],
    [
      ...['高铁上看书', '火车上看书', '动车上看书', '地铁上看书', '路上看书', '通勤看书', '车上看书', '在高铁上看', '在地铁上看'],
      ...['看网文', '看小说', '躺着看书', '睡前看书', '看pdf', '看文献', '看漫画'],
    ],
  ),
  // Decision 073: sound and pictures of a video (拍vlog要收音清楚).
  problem(
    '收音清楚',
    ['microphones'],
    ['收音', '收声', '录音清楚', '录音不清', '声音录不清', '录音有杂音', '录音效果', '收不到声音', '声音小听不清', '口播'],
    { not: ['收音机'] },
  ),
  problem(
    '拍vlog',
    ['cameras', 'microphones'],
    ['拍vlog', '录vlog', '做vlog', 'vlog', '拍日常', '拍视频发', '做博主', '当博主'],
    {
      scene: true,
    },
  ),
  // The kitchen.
  problem(
    '切肉杀鱼',
    ['kitchen-knives'],
    ['杀鱼', '剖鱼', '片鱼', '剁骨头', '剁排骨', '砍骨头', '斩骨', '剁肉', '切肉', '切菜', '切水果', '削皮', '切生鱼片', '剁馅'],
  ),
  problem('煲汤煮粥', ['pressure-cookers', 'rice-cookers'], ['煲汤', '煮粥', '熬粥', '炖汤', '熬汤', '炖鸡', '炖排骨', '煮杂粮']),
  problem('在家吃火锅', ['induction-cookers'], ['吃火锅', '涮火锅', '打边炉', '涮肉', '煮火锅', '宿舍煮面']),
  problem('剩菜串味', ['food-containers', 'refrigerators'], ['串味', '剩菜', '剩饭', '冰箱有味', '冰箱里乱']),
  // Decision 073: mornings short of time (早上起不来 没时间做早饭): a cooker that starts itself, soy milk, a quick heat.
  problem(
    '来不及做早饭',
    ['rice-cookers', 'blenders', 'microwaves'],
    [
      ...['没时间做早饭', '来不及做早饭', '来不及吃早饭', '没空做早饭', '懒得做早饭', '不想做早饭', '早饭来不及', '早餐来不及'],
      ...[
        '没时间做早餐',
        '来不及做早餐',
        '早上起不来',
        '早上来不及',
        '早上没时间',
        '早上赶时间',
        '早上太赶',
        '不吃早饭',
        '早饭怎么解决',
      ],
      ...[
        '没空做早餐',
        '没空吃早餐',
        '没时间吃早餐',
        '没时间吃早饭',
        '没空吃早饭',
        '做早饭太麻烦',
        '做早餐太麻烦',
        '早餐怎么解决',
      ],
    ],
  ),
  problem('想做烘焙', ['ovens'], ['做蛋糕', '烤蛋糕', '做面包', '烤面包', '烘焙', '烤鸡翅', '烤红薯', '烤饼干']),
];
