/**
 * What a recipient likes or needs (爱打游戏, 喜欢钓鱼, 腰不太好, 睡眠差): its presents come before the
 * recipient's usual ones.
 */
export const GIFT_INTERESTS: ReadonlyArray<{
  words: readonly string[];
  categories: readonly string[];
  /** A need said as a complaint (腰不好), not a liking. */
  need?: true;
  /** What the present must do (送他个放松肌肉的, 护眼的): its categories alone, decision 041. */
  does?: true;
  /** A kind of goods or an occasion that says what to pick (实用的家电, 乔迁): no question asked first (decision 053). */
  enough?: true;
}> = [
  // What the present is or must do: said as the thing asked for (送他个放松肌肉的, 送他根竿子, 送酒).
  { words: ['放松肌肉', '肌肉放松', '缓解肌肉', '肌肉酸痛', '放松筋膜', '练完放松'], categories: ['massage-guns'], does: true },
  { words: ['护眼的', '缓解眼疲劳', '缓解眼睛'], categories: ['eye-massagers', 'desk-lamps'], does: true },
  { words: ['助眠的', '助眠', '睡得香', '睡个好觉'], categories: ['pillows', 'eye-massagers', 'mattresses'], does: true },
  // 送奶奶的保暖东西, 她怕冷 (decision 068).
  {
    words: ['暖和的', '保暖的', '取暖的', '保暖东西', '保暖用品', '保暖用的', '怕冷', '御寒'],
    categories: ['electric-blankets', 'heaters', 'scarves'],
    does: true,
  },
  {
    words: ['按摩的', '能按摩', '按摩用的', '按摩用', '按摩'],
    categories: ['neck-massagers', 'massage-guns', 'eye-massagers', 'massage-chairs'],
    does: true,
  },
  { words: ['量血压'], categories: ['blood-pressure-monitors'], does: true },
  // Decision 073: a boxed present of the table (中秋送长辈的礼盒): the foods and drinks sold boxed.
  {
    words: ['礼盒', '礼篮', '节礼', '年货', '过节的', '吃的喝的', '吃的'],
    categories: ['tea', 'nuts', 'health-supplements', 'baijiu', 'wine', 'snacks'],
    does: true,
  },
  { words: ['竿子', '根竿', '杆子', '根杆', '渔具'], categories: ['fishing-rods'], does: true },
  {
    words: [
      '带瓶酒',
      // 送给岳父的酒 (decision 068).
      '的酒',
      '带两瓶酒',
      '拎两瓶酒',
      '拎瓶酒',
      '带点酒',
      '送酒',
      '买酒',
      '送瓶酒',
      '送两瓶酒',
      '送点酒',
      '买瓶酒',
      '买点酒',
      '瓶好酒',
      '好酒',
      '酒水',
      '送酒水',
    ],
    categories: ['baijiu', 'wine'],
    does: true,
  },
  { words: ['送茶', '送点茶', '买点茶', '茶礼'], categories: ['tea'], does: true },
  { words: ['送花', '一束花', '花束', '送束花'], categories: ['artificial-flowers'], does: true },
  // 送个实用的家电: the kind named is what to pick from, whoever it is for (decision 053).
  {
    words: ['家电', '电器', '小家电', '厨房电器'],
    categories: ['air-fryers', 'robot-vacuums', 'air-purifiers', 'coffee-machines', 'humidifiers', 'blenders'],
    does: true,
    enough: true,
  },
  // 乔迁, 表弟结婚 (not 结婚纪念日): a new home to fill.
  {
    words: ['乔迁', '搬新家', '新房', '新居', '入伙', '新婚', '新人', '婚礼', '要结婚', '刚结婚', '结婚送', '结婚随礼'],
    // Decision 073: what a guest brings, not the big machines a household picks itself.
    categories: ['air-fryers', 'bedding-sets', 'kettles', 'coffee-machines', 'humidifiers', 'blenders'],
    enough: true,
  },
  // A baby just born or on the way: the present is for the baby, whoever the parent is.
  {
    words: [
      '二胎',
      '三胎',
      // 送新手妈妈什么好, 送刚生完宝宝的朋友 (decision 068).
      '新手妈妈',
      '新手爸爸',
      '新手爸妈',
      '宝妈',
      '生完宝宝',
      '刚生完',
      '生娃',
      '生孩子',
      '生宝宝',
      '生了宝宝',
      '生了个',
      '添了个',
      '宝宝出生',
      '新生儿',
      '满月',
      '百天',
      '坐月子',
    ],
    categories: ['baby-bottles', 'strollers', 'diapers', 'infant-formula', 'car-seats'],
    does: true,
  },
  // What they like: its categories alone (decision 050), in order of fit.
  {
    words: ['打游戏', '玩游戏', '游戏', '电竞', '开黑', '吃鸡', '王者'],
    categories: ['keyboards', 'mice', 'game-consoles', 'anc-headphones', 'monitors', 'microphones'],
  },
  { words: ['钓鱼', '垂钓', '钓友', '野钓', '路亚'], categories: ['fishing-rods', 'tents', 'thermos-cups', 'sunglasses'] },
  { words: ['喝茶', '品茶', '茶叶', '普洱', '泡茶', '茶友'], categories: ['tea', 'thermos-cups', 'kettles'] },
  { words: ['喝咖啡', '咖啡'], categories: ['coffee-machines', 'coffee-beans', 'thermos-cups'] },
  { words: ['喝酒', '小酌', '白酒', '红酒', '葡萄酒', '喝两口'], categories: ['baijiu', 'wine'] },
  {
    words: ['跑步', '马拉松', '晨跑', '夜跑', '跑马', '长跑'],
    categories: ['running-shoes', 'smartwatches', 'tws-earbuds', 'massage-guns'],
  },
  {
    words: ['健身', '撸铁', '练肌肉', '增肌', '练块', '举铁', '运动'],
    categories: ['massage-guns', 'dumbbells', 'yoga-mats', 'smartwatches'],
  },
  { words: ['瑜伽', '普拉提', '拉伸'], categories: ['yoga-mats', 'smartwatches'] },
  { words: ['骑行', '骑车'], categories: ['bicycles', 'smartwatches', 'sunglasses'] },
  { words: ['露营', '户外', '徒步', '爬山', '登山'], categories: ['tents', 'hiking-shoes', 'hardshell-jackets', 'backpacks'] },
  { words: ['篮球', '打球'], categories: ['basketballs', 'sneakers'] },
  { words: ['羽毛球'], categories: ['badminton-rackets'] },
  { words: ['跳绳'], categories: ['jump-ropes'] },
  {
    words: ['拍照', '摄影', '拍视频', 'vlog', '拍东西', '自拍', '拍风景', '航拍'],
    categories: ['cameras', 'action-cameras', 'drones'],
  },
  { words: ['听歌', '音乐', '听音乐', '发烧友'], categories: ['anc-headphones', 'tws-earbuds', 'bluetooth-speakers'] },
  { words: ['唱歌', 'k歌', '唱k', '直播'], categories: ['microphones', 'bluetooth-speakers'] },
  { words: ['看书', '阅读', '读书', '看小说', '书虫', '爱看书'], categories: ['e-readers', 'desk-lamps'] },
  { words: ['画画', '绘画', '美术', '手绘', '画插画'], categories: ['tablets', 'desk-lamps'] },
  { words: ['追剧', '看电影', '看剧', '看综艺', '宅家'], categories: ['projectors', 'tablets', 'bluetooth-speakers'] },
  { words: ['学习', '上网课', '网课', '写作业'], categories: ['desk-lamps', 'tablets', 'e-readers'] },
  { words: ['拼东西', '拼装', '拼积木', '搭积木', '积木', '乐高', '拼图', '动手'], categories: ['building-toys'] },
  {
    words: ['做饭', '下厨', '烘焙', '烹饪', '做菜', '厨艺', '做饭菜'],
    categories: ['air-fryers', 'ovens', 'kitchen-knives', 'blenders', 'woks'],
  },
  { words: ['化妆', '美妆', '护肤', '臭美'], categories: ['lipsticks', 'serums', 'face-creams', 'perfumes'] },
  { words: ['做头发', '卷发', '护发'], categories: ['hair-dryers', 'hair-curlers'] },
  {
    words: ['养猫', '猫奴', '铲屎官', '有猫', '养了只猫', '撸猫'],
    categories: ['pet-water-fountains', 'cat-food', 'cat-litter'],
  },
  { words: ['养狗', '有狗', '养了只狗', '遛狗'], categories: ['dog-food', 'pet-water-fountains'] },
  {
    words: ['开车', '自驾', '有车', '刚买车', '提车', '新车'],
    categories: ['dash-cams', 'car-chargers', 'car-seat-cushions', 'car-vacuums'],
  },
  { words: ['爱干净', '洁癖', '做家务', '打扫'], categories: ['robot-vacuums', 'vacuum-cleaners', 'mops'] },
  {
    words: ['办公', '码字', '写代码', '程序员', '打字'],
    categories: ['keyboards', 'mice', 'monitors', 'office-chairs', 'neck-massagers'],
  },
  { words: ['旅游', '旅行', '出差', '出去玩'], categories: ['luggage', 'power-banks', 'neck-massagers', 'backpacks'] },
  // Needs said as a complaint.
  {
    words: ['腰不好', '腰不太好', '腰疼', '腰痛', '腰椎', '腰肌劳损', '腰酸', '腰间盘', '腰突'],
    categories: ['massage-guns', 'electric-blankets', 'massage-chairs', 'neck-massagers'],
    need: true,
  },
  {
    words: ['颈椎', '肩颈', '脖子疼', '脖子酸', '肩膀酸', '肩周'],
    categories: ['neck-massagers', 'pillows', 'massage-chairs', 'massage-guns'],
    need: true,
  },
  {
    words: ['久坐', '坐一天', '坐得久'],
    categories: ['office-chairs', 'neck-massagers', 'massage-guns'],
    need: true,
  },
  {
    words: ['失眠', '睡不好', '睡眠差', '睡眠不好', '睡不着'],
    categories: ['pillows', 'mattresses', 'eye-massagers'],
    need: true,
  },
  {
    words: ['眼睛累', '眼疲劳', '眼睛干', '用眼多', '视力', '近视'],
    categories: ['eye-massagers', 'desk-lamps', 'e-readers'],
    need: true,
  },
  { words: ['熬夜', '加班'], categories: ['eye-massagers', 'neck-massagers', 'coffee-beans'], need: true },
  { words: ['血压高', '高血压', '血压'], categories: ['blood-pressure-monitors', 'body-scales'], need: true },
  { words: ['怕冷', '手脚冰凉', '手脚凉', '畏寒'], categories: ['electric-blankets', 'heaters', 'thermos-cups'], need: true },
  {
    words: ['腿脚不好', '膝盖不好', '腿疼', '老寒腿'],
    categories: ['massage-chairs', 'electric-blankets', 'massage-guns'],
    need: true,
  },
  { words: ['牙不好', '牙龈', '牙结石', '护牙'], categories: ['electric-toothbrushes', 'water-flossers'], need: true },
  { words: ['手干', '手粗', '手裂'], categories: ['hand-creams'], need: true },
  { words: ['减肥', '瘦身', '控制体重'], categories: ['body-scales', 'jump-ropes', 'yoga-mats', 'treadmills'], need: true },
];
