import type { Phrase } from './phrase';

/**
 * Asks too vague to answer well (推荐个礼物, 买个电脑, 想买点厨房用的, 有啥好东西): the words that
 * leave a slot open. Data rows read by language/phrases/vague-asks.ts; the clarify rules
 * (flows/clarify-rules.ts) hold the question and chips of each slot. A new wording is one more
 * string in its row.
 */

/** Places a vague ask names, with the words that name each and the suffixes that make it vague. */
export const VAGUE_AREAS: ReadonlyArray<{
  area: string;
  phrases: Phrase[];
  /** The whole home names no kind of goods: a group said with it (给家里添点小家电) is asked instead. */
  whole?: true;
}> = [
  { area: '厨房', phrases: [[['厨房'], ['里', ''], ['用的', '用品', '的东西', '电器', '小家电', '小电器', '家电']]] },
  {
    area: '家里',
    whole: true,
    phrases: [
      [
        ['家里', '家用', '居家'],
        ['用的', '的东西', '用品', '的'],
      ],
      [['搬家', '搬新家', '新房', '乔迁']],
    ],
  },
  { area: '宿舍', phrases: [[['宿舍'], ['里', ''], ['用的', '的东西', '用品']]] },
  {
    area: '办公室',
    phrases: [
      [
        ['办公室', '办公'],
        ['里', ''],
        ['用的', '的东西', '用品'],
      ],
    ],
  },
  { area: '户外', phrases: [[['户外'], ['用的', '的东西', '用品', '装备']]] },
  {
    area: '车上',
    phrases: [
      [
        ['车上', '车里'],
        ['用的', '的东西', '用品'],
      ],
    ],
  },
  {
    area: '宝宝',
    phrases: [
      [
        ['宝宝', '婴儿', '新生儿'],
        ['用的', '的东西', '用品'],
      ],
    ],
  },
];

/**
 * The categories offered as chips for a vague ask that names a place or a group (想买点厨房用的,
 * 添点电器); an answer that names only the place, or nothing but a purpose and a budget, gets
 * these categories (decision 041).
 */
export const AREA_CHIPS: Readonly<Record<string, readonly string[]>> = {
  厨房: ['电饭煲', '空气炸锅', '破壁机', '电热水壶'],
  家里: ['扫地机器人', '空气净化器', '加湿器', '收纳箱'],
  宿舍: ['台灯', '电热水壶', '收纳箱', '插线板'],
  办公室: ['人体工学椅', '机械键盘', '显示器', '保温杯'],
  户外: ['帐篷', '冲锋衣', '登山鞋', '保温杯'],
  车上: ['行车记录仪', '车载充电器', '车载吸尘器', '汽车坐垫'],
  宝宝: ['纸尿裤', '婴儿奶粉', '婴儿推车', '奶瓶'],
  电器: ['扫地机器人', '空气炸锅', '空气净化器', '洗碗机'],
  数码: ['手机', '真无线耳机', '平板电脑', '智能手表'],
  // Decision 079: 想买点运动的, 想买点护肤的.
  运动: ['跑步鞋', '瑜伽垫', '哑铃', '智能手表'],
  护肤: ['面霜', '精华', '防晒霜', '面膜'],
};

/** 厨房想添个东西, 宿舍里要买点东西: something added to a place, the thing unnamed (decision 046). */
export const ADDING_IN = (area: string): Phrase => [
  [area],
  ['里', '里面', ''],
  ['想', '要', '准备', '打算', '还想', '还要', '想要', '还', ''],
  ['添', '添置', '置办', '买', '配', '换', '加', '缺'],
  ['个', '点', '些', '几样', '一些', '几件', '件'],
  // 家里缺点啥 (decision 079): the thing asked as 啥/什么.
  ['东西', '物件', '家伙', '好东西', '好物', '玩意儿', '玩意', '啥', '什么', '啥东西', '什么东西'],
];

/** 给家里添置点东西: adding to a place. */
export const ADDING_TO = (area: string): Phrase => [
  ['给', '为', '往'],
  [area],
  ['里', ''],
  ['添置', '添', '买', '置办', '备'],
  ['点'],
];

/** Words that state a budget or a price level (the grammar's budget is checked besides). */
export const BUDGET_WORDS = ['预算', '以内', '左右', '便宜', '贵'];

export const GIFT_WORDS = ['礼物', '礼品', '送礼', '送人', '送什么', '送啥', '送点啥', '送点什么', '送些什么', '送个啥'];

/** Words naming a recipient or an occasion: the gift is then not vague. */
export const GIFT_DETAILS = [
  '女',
  '男',
  '爸',
  '妈',
  '父',
  '母',
  '孩',
  '宝',
  '朋友',
  '同事',
  '老师',
  '领导',
  '客户',
  '长辈',
  '老人',
  '生日',
  '节',
  '纪念',
];

/** 电脑椅, 电脑包: things named after the computer, not a computer. */
export const COMPUTER_THINGS = ['椅', '包', '桌', '屏', '显示', '支架', '音', '配件', '眼镜'];

/** Words that say which computer (笔记本, 游戏, 办公): then it is not vague. */
export const COMPUTER_KINDS = [
  '笔记本',
  '台式',
  '游戏',
  '轻薄',
  '一体机',
  '主机',
  'mac',
  '办公',
  '学生',
  '设计',
  '编程',
  '剪辑',
  '平板',
  // Decision 073: what it is for says which (剪视频用的电脑).
  '剪视频',
  '视频剪辑',
  '剪片',
  '修图',
  '做视频',
  '画图',
  '建模',
  '渲染',
  '写代码',
  '炒股',
  '上网课',
];

export const ANYTHING: Phrase[] = [
  [['有'], ['什么', '啥'], ['好东西', '好物', '值得买的', '推荐的', '推荐']],
  [
    ['推荐', '来'],
    ['点', '些'],
    ['东西', '好物', '啥', '好东西', '好用的'],
  ],
  [['推荐'], ['点', '些', ''], ['好用的']],
  [['不知道买'], ['什么', '啥']],
  [['生活用品', '日用品', '好玩的', '实用的']],
  [['值得'], ['买', '入手'], ['的']],
  [['随便'], ['推荐', '买', '来']],
  [['买点'], ['东西', '什么', '啥']],
  [['买'], ['点', ''], ['啥好']],
  [['换'], ['个', ''], ['新东西']],
  // 用旧了 想换个新的: something to replace, not named (decision 070).
  [
    ['换', '换个', '换一个', '换台', '换部', '买个', '买一个', '再买个'],
    ['新的', '新'],
  ],
  // 最近有啥划算的, 有什么便宜的好物: deals on nothing named (decision 046).
  [
    ['有', '买'],
    ['什么', '啥', '哪些'],
    ['划算', '便宜', '优惠', '特价', '打折', '性价比高'],
    ['的', '点的', '好物', '东西', ''],
  ],
  [
    ['最近', '现在', '这几天', '这两天', '周末', '今天'],
    ['', '有', '买'],
    ['什么', '啥'],
    ['值得', '可以', ''],
    ['买', '入', '入手', '抢', '薅'],
  ],
  // 发工资了 想败家, 想剁手: the wish to spend, on nothing named.
  [
    ['想', '要', '准备', '打算', '来', ''],
    ['败家', '剁手', '买买买', '犒劳自己', '奖励自己', '犒劳一下自己', '奖励一下自己', '花点钱', '购物'],
  ],
  [
    ['帮我', '给我', '替我'],
    ['挑挑', '挑一挑', '选选', '参谋参谋', '看看买啥'],
  ],
];

/**
 * 想买点数码产品 / 家里想添个电器: the whole question is a broad kind of goods. Each row is the
 * group it names (a vague area of its own, asked with its chips) and the words that name it.
 */
export const BROAD_GOODS: ReadonlyArray<{ area: string; said: string; words: readonly string[] }> = [
  { area: '电器', said: '电器', words: ['电器', '家电', '小家电', '家用电器', '电器产品', '小电器'] },
  { area: '数码', said: '数码产品', words: ['数码产品', '电子产品', '数码', '数码设备', '电子设备'] },
  // Decision 079: 想买点运动的, 买点护肤的.
  // 健身器材, 护肤品 name categories of their own (a purpose, a category word) and stay searches.
  { area: '运动', said: '运动用品', words: ['运动的', '运动用品', '运动装备', '体育用品'] },
  { area: '护肤', said: '护肤品', words: ['护肤的', '护肤用品', '美妆', '美妆产品', '保养品'] },
];

/** What may come around the group's word in a broad ask (最近 想 添 点 _ 吧). */
export const BROAD_GOODS_PHRASE = (words: readonly string[]): Phrase[] => [
  [
    ['最近', '家里', '最近家里', '家里最近', '新家', '给家里', '家里面', ''],
    ['我想', '想', '要', '打算', '准备', '想要', '需要', '帮我', '给我', '替我', ''],
    // Decision 073: 帮我挑个电器, 推荐个数码产品.
    [
      '买',
      '换',
      '看',
      '看看',
      '添',
      '添置',
      '置办',
      '入',
      '添加',
      '配',
      '买点',
      '添点',
      '换点',
      '缺',
      '少',
      '挑',
      '选',
      '推荐',
      '来',
    ],
    ['点', '个', '些', '几个', '一些', '几样', '台', '件', '几件', ''],
    [...words],
    ['吧', '呢', '?', '？', '。', '!', '！', '推荐', '有推荐吗', '有啥推荐', ''],
  ],
  [
    [...words],
    [
      '推荐',
      '推荐一下',
      '推荐下',
      '推荐几个',
      '有推荐吗',
      '有啥推荐',
      '买什么好',
      '买啥好',
      '有什么推荐',
      '有什么好的',
      '有啥好的',
    ],
  ],
];

/** 新房装修好了 添点家电: adding some of the group, wherever it stands in the question. */
export const ADDING_GOODS = (words: readonly string[]): Phrase[] => [
  [
    ['添', '添置', '置办', '买', '换', '配', '添加', '缺'],
    ['点', '个', '些', '几件', '一些', '几样', ''],
    ['小', ''],
    [...words],
  ],
];
