import type { Phrase } from './phrase';

/**
 * After-sales asks (decision 046): a purchase already made and something to be done about it.
 * Data rows read by language/intent.ts beside its `afterSales` pattern; a new wording is one more
 * string in its row. A question with these words and a category is after-sales only when it is
 * about a purchase made (OWNED_PURCHASE, a fault said as happened) or asks for help (HELP_ASKS);
 * 保修期长的洗衣机 and 支持七天无理由的耳机 stay searches.
 */

/** Services of a purchase made (the words say it is owned): who pays the fitting, the insurance on the return post, price protection. */
export const AFTER_SALES_TOPICS: readonly Phrase[] = [
  [
    ['申请', '找', '联系', '走'],
    ['', '一下'],
    ['售后', '客服', '退款', '退货', '换货', '维修', '保修', '理赔', '仲裁'],
  ],
  [
    ['还在', '过了', '超过', '出了', '在'],
    ['保修期', '保质期', '质保期', '三包期', '退货期', '七天'],
  ],
  [
    ['安装', '上门', '送货', '送装', '拆旧', '移机', '装机', '上门安装', '打孔', '拆装', '送上楼', '搬上楼', '加管', '加铜管'],
    ['', '要', '需要', '得'],
    ['', '另外', '额外', '单独', '再'],
    ['收费', '收钱', '要钱', '花钱', '付费', '给钱', '加钱', '费'],
  ],
  [
    ['发票', '专票', '普票', '电子发票', '纸质发票'],
    ['', '弄', '给', '被', '搞', '不小心', '不小心弄', '也', '还'],
    ['丢了', '弄丢了', '丢', '掉了', '没了', '找不到', '开错', '开错了', '没给', '没开', '补开', '重开', '补', '抬头', '作废'],
  ],
  // 收到的货是坏的, 东西到手就是碎的, 寄来的商品发错了 (decision 051).
  [
    ['收到的', '到手的', '寄来的', '送来的', '发来的', '刚到的', '货', '东西', '商品', '宝贝', '包裹', '快递'],
    [
      '',
      '货',
      '东西',
      '商品',
      '宝贝',
      '包裹',
      '快递',
      '箱子',
      '外箱',
      '纸箱',
      '包装',
      '外包装',
      '盒子',
      '包装盒',
      '的箱子',
      '的包装',
      '的盒子',
    ],
    ['', '到了', '到手', '一到'],
    ['', '是', '就是', '竟然是', '居然是', '就', '都', '居然', '竟然'],
    [
      '坏的',
      '坏了',
      '破的',
      '破了',
      '碎的',
      '碎了',
      '烂的',
      '漏的',
      '发错了',
      '发错',
      '少件',
      '缺件',
      '不能用',
      '用不了',
      '有问题',
      '旧的',
      '二手的',
    ],
  ],
  [
    ['退款', '退的钱', '钱'],
    ['', '一直', '还'],
    ['没到账', '没退', '没收到', '不到账', '没到'],
  ],
  [
    ['七天无理由', '7天无理由'],
    ['', '咋', '怎么', '能', '可以'],
    ['退', '退货', '换'],
  ],
];

/**
 * Terms of a shop's service (运费险, 价保): an after-sales word, but 有运费险的衬衫 is still a search,
 * so they say nothing of a purchase made.
 */
export const SERVICE_TERMS: readonly Phrase[] = [
  [['运费险', '退货险', '退运费', '价保', '保价', '价格保护', '补差价', '退差价', '差价能退']],
  // 能开公司抬头的发票吗 (decision 054): an invoice's title; a purchase made is said elsewhere (京东买的).
  [
    ['公司', '单位', '个人', '企业', '发票'],
    ['', '的'],
    ['抬头', '税号'],
  ],
  // 能开张发票吗, 补一张发票, 要个电子发票 (decision 084): an invoice asked for with a measure word.
  [
    ['开', '要', '补', '补开', '重开', '申请'],
    ['张', '个', '份', '一张', '一个', '一份'],
    ['发票', '专票', '普票', '电子发票', '纸质发票', '增值税发票'],
  ],
  // 要不要签收, 能拒收吗: the parcel at the door.
  [['签收', '拒收', '拒签', '验货']],
  // 包邮吗, 能送货上门吗, 买了能上门安装吗, 送货上门要多久, 几天能到 (decision 070): delivery and
  // fitting of a purchase to come, asked as a question.
  [
    ['包邮', '免邮', '免运费', '送货上门', '送货', '配送', '上门安装', '送装', '安装', '发货', '到货', '送到家'],
    ['', '要', '需要', '得', '一般', '大概', '的话'],
    ['吗', '么', '不', '嘛', '多久', '多长时间', '几天', '收费吗', '免费吗', '收钱吗', '要钱吗'],
  ],
  [
    ['几天', '多久', '多长时间', '什么时候'],
    ['能到', '到货', '送到', '发货', '能发货', '到'],
  ],
];

/**
 * Faults of a thing owned (没声了, 不出热风, 漏水, 充不进电): with 了 or a help ask the question is
 * about a purchase made. The first slot is what fails, the second how.
 */
export const FAULT_PARTS: readonly string[] = [
  '左边',
  '右边',
  '一边',
  '一只',
  '屏幕',
  '屏',
  '电池',
  '机器',
  '开关',
  '按键',
  '底部',
  '',
];
export const FAULT_WORDS: readonly string[] = [
  '没声',
  '没声音',
  '没有声音',
  '不出声',
  '不响',
  '不出热风',
  '不出风',
  '不出水',
  '不出热水',
  '不出冷气',
  '不出图',
  '不制冷',
  '不制热',
  '不加热',
  '不热了',
  '不凉',
  '不转',
  '不亮',
  '不开机',
  '开不了机',
  '开不开机',
  '充不进电',
  '充不上电',
  '不充电',
  '连不上',
  '连不上网',
  '断连',
  '失灵',
  '死机',
  '黑屏',
  '花屏',
  '漏水',
  '漏电',
  '漏气',
  '坏了',
  '裂了',
  '碎了',
  '掉漆',
  '生锈',
  '异响',
  '杂音',
  '有噪音',
  '冒烟',
  '发烫',
  '鼓包',
  '卡死',
  '跳闸',
  '不工作',
  // Wear said as a change (decision 060): 吸力变小了, 续航变短了.
  '吸力变小',
  '吸力变弱',
  '吸力下降',
  '吸力不足',
  '没吸力',
  '吸力小了',
  '续航变短',
  '制冷变差',
  '制热变差',
  '出风变小',
  '声音变小',
  '越用越差',
  '越用越慢',
];
/**
 * A part come off or broken (内胆涂层掉了, 表带断了, 拉链坏了), decision 054: said with 了, so
 * 涂层不易脱落的锅 stays a search.
 */
const DETACHED: Phrase = [
  [
    '内胆',
    '锅底',
    '锅',
    '涂层',
    '外壳',
    '把手',
    '手柄',
    '盖子',
    '表带',
    '拉链',
    '鞋底',
    '鞋跟',
    '镜片',
    '按钮',
    '表盘',
    '边框',
    '底座',
    '轮子',
    '支架',
    '螺丝',
    '漆',
    '面板',
    '滤网',
    '刷头',
  ],
  ['', '的'],
  ['', '涂层', '漆', '镀层', '皮'],
  [
    '掉了',
    '脱落了',
    '起皮了',
    '剥落了',
    '掉漆了',
    '开裂了',
    '裂开了',
    '断了',
    '松了',
    '变形了',
    '生锈了',
    '掉色了',
    '脱胶了',
    '开胶了',
    '卡住了',
    '坏掉了',
  ],
];
export const FAULTS: readonly Phrase[] = [[FAULT_PARTS, FAULT_WORDS], DETACHED];

/** A fault said as having happened: 没声了, 不出热风了, 漏水了. */
export const FAULT_HAPPENED: readonly Phrase[] = [[FAULT_PARTS, FAULT_WORDS, ['了', '啦']], DETACHED];

/** Asks for help with what went wrong: 咋办, 咋整, 怎么申请, 找谁. */
export const HELP_ASKS: readonly Phrase[] = [
  [
    ['怎么', '咋', '如何', '怎样', '该怎么', '要怎么'],
    ['办', '整', '弄', '处理', '解决', '申请', '维权', '投诉', '索赔'],
  ],
  // 运费谁出, 安装费怎么算, 要不要签收 (decision 054): who pays, what to do.
  [
    ['运费', '邮费', '快递费', '寄回运费', '来回运费', '安装费', '材料费', '费用', '钱'],
    ['', '是', '该', '要', '由', '得'],
    ['谁出', '谁承担', '谁付', '谁负责', '谁掏', '谁给', '怎么算', '怎么收'],
  ],
  [
    ['要不要', '能不能', '该不该', '可不可以', '能'],
    ['签收', '拒收', '拒签', '补开', '重开', '退', '换'],
  ],
  [['找谁', '能修吗', '能修不', '还能修', '修得好', '能换吗', '能退吗', '包修吗', '保修吗', '管不管', '给不给换', '给修吗']],
  [
    ['', '要', '会'],
    ['另外', '额外', '单独'],
    ['收费', '收钱', '要钱'],
  ],
];

/**
 * Where or when a purchase was made, before 买的: 京东买的, 上周买的, 直播间买的. The shopper owns it.
 * (想买的, 值得买的 are not here: the word before 买的 decides.)
 */
export const OWNED_PURCHASE: readonly Phrase[] = [
  [
    [
      '京东',
      '淘宝',
      '天猫',
      '拼多多',
      '抖音',
      '快手',
      '唯品会',
      '苏宁',
      '网上',
      '店里',
      '商场',
      '超市',
      '专卖店',
      '官网',
      '旗舰店',
      '直播间',
      '实体店',
      '上周',
      '上个月',
      '上月',
      '昨天',
      '前天',
      '前几天',
      '前阵子',
      '刚刚',
      '刚',
      '去年',
      '年初',
      '月初',
      '双十一',
      '双11',
      '618',
      '年货节',
      '之前',
      '上次',
      '半年前',
      '一年前',
      '两个月前',
      '几天前',
      '新',
    ],
    ['', '在'],
    ['买的', '买了', '入的', '下单的', '下单了', '到手的', '收到的', '收到了', '拍的', '抢的'],
  ],
  [['用了'], ['', '没', '才', '就', '不到'], ['两次', '几次', '一次', '几天', '一周', '一个月', '半年', '一年', '两天', '三天']],
];

/**
 * A new one wanted, whatever broke (冰箱不制冷了 想换个新的 预算四千): with a category or brand
 * named, the question is shopping, not after-sales (decision 058).
 */
export const REPLACE_WITH_NEW: readonly string[] = [
  ...['换个新的', '换台新的', '换一台新的', '换个新', '买个新的', '买台新的', '买新的', '再买一个', '再买个', '重新买'],
  ...['想换一台', '想换个', '想换台', '打算换', '准备换', '该换了', '换掉它', '干脆换'],
];
