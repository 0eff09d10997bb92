/**
 * Replica words of the counterfeit rule (risk-rules.ts), as reviewed data: a new replica word or a
 * brand replicas are sold as is one more string. Latin words are matched case-insensitively.
 */

/** Brands replicas are sold as, beyond the catalog (劳力士, 欧米茄) and in it (耐克, 戴森). */
export const REPLICA_BRANDS: readonly string[] = [
  'lv',
  '路易威登',
  '驴牌',
  '香奈儿',
  'chanel',
  '爱马仕',
  'hermes',
  '古驰',
  'gucci',
  '普拉达',
  'prada',
  '迪奥',
  'dior',
  '劳力士',
  'rolex',
  '欧米茄',
  'omega',
  '百达翡丽',
  '卡地亚',
  'cartier',
  '宝格丽',
  '蒂芙尼',
  'tiffany',
  '梵克雅宝',
  '范思哲',
  '巴黎世家',
  '巴宝莉',
  '博柏利',
  'burberry',
  '圣罗兰',
  'ysl',
  '芬迪',
  '赛琳',
  '蔻驰',
  'coach',
  'mk',
  '浪琴',
  '天梭',
  '耐克',
  'nike',
  '阿迪达斯',
  '阿迪',
  'adidas',
  'aj',
  '椰子',
  'yeezy',
  '始祖鸟',
  '加拿大鹅',
  '北面',
  '盟可睐',
  '苹果',
  'iphone',
  'airpods',
  '华为',
  '戴森',
  'dyson',
  '雅诗兰黛',
  '兰蔻',
  '海蓝之谜',
  '名牌',
  '大牌',
  '奢侈品',
  // Decision 079: electronics and spirits sold as replicas too.
  '索尼',
  'sony',
  'bose',
  '三星',
  'samsung',
  '茅台',
  '五粮液',
  '阿玛尼',
  '纪梵希',
  'ugg',
  '新百伦',
];

/** Words that always mean a replica, whatever it is of. */
export const REPLICA_WORDS: readonly string[] = [
  '仿品',
  'a货',
  '超a',
  '假货',
  '假冒',
  '假名牌',
  '冒牌',
  '仿牌',
  '原单货',
  '莆田鞋',
  '莆田货',
  '盗版',
  '精仿',
  '高仿货',
  '复刻货',
  '纯原版',
  '莆田版',
  '1比1复刻',
  '1:1复刻',
  '1：1复刻',
  '一比一复刻',
  '复刻包',
  '复刻表',
  '复刻鞋',
  '山寨名牌',
  '山寨大牌',
  '山寨包',
  '山寨表',
  '办假证',
  '假证件',
  '假学历',
  '假证书',
  '克隆卡',
];

/**
 * Words that mean a replica next to a brand of REPLICA_BRANDS (假的LV, 复刻的劳力士, 莆田AJ, LV原单);
 * 复刻版 alone is a re-release (耐克复刻版跑鞋) and is not here.
 */
export const REPLICA_OF_BRAND: readonly string[] = [
  '假的',
  '复刻的',
  '复刻',
  '仿的',
  '仿款',
  '高仿',
  '莆田',
  '原单',
  '山寨',
  '1:1',
  '1：1',
  '一比一',
  '1比1',
  '一比1',
  '1比一',
  '超a',
  // Trade words of replica sellers (decision 054): 同厂 (same factory), 尾单 (leftover run), 纯原.
  '同厂',
  '尾单',
  '原厂尾单',
  '纯原',
  '顶级复刻',
  '高版本',
  // Decision 079: replicas said as a likeness to the genuine one, or as factory goods.
  '山寨版',
  '仿品',
  '仿货',
  '工厂货',
  '工厂店货',
  '跟正品一样',
  '和正品一样',
  '与正品一样',
  '跟正品一模一样',
  '和正品一模一样',
  '跟专柜一样',
  '和专柜一样',
  '跟真的一样',
  '和真的一样',
  '以假乱真',
  '看不出是假的',
  '看不出来是假的',
];

/**
 * Replica words that mean one even further after the brand (古驰包包有没有仿的, 加拿大鹅羽绒服有没有
 * 仿的, decision 079): up to `REPLICA_FAR_WITHIN` characters, where the thing and a verb stand between.
 * 假的 is not here: LV包是不是假的 asks whether one is genuine.
 */
export const REPLICA_FAR_AFTER: readonly string[] = [
  '仿的',
  '仿款',
  '仿品',
  '仿货',
  '山寨版',
  '山寨的',
  '高仿',
  '精仿',
  '复刻的',
  'a货',
  '超a',
  '工厂货',
];
export const REPLICA_FAR_WITHIN = 9;

/** What after a replica word beside a brand makes it no replica: 复刻版 (a re-release), 1:1还原, 跟正品一样吗. */
export const NOT_REPLICA_AFTER: readonly string[] = ['版', '真', '还原', '比例', '吗', '么', '嘛'];

/**
 * Words that turn a replica word into a wish for the genuine thing (别给我推莆田货, 怕买到高仿,
 * 怎么辨别A货): said right before the replica word, with at most the `AVOIDING_FILLERS` between.
 */
export const AVOIDING_REPLICAS: readonly string[] = [
  '不要',
  '别',
  '可别',
  '千万别',
  '不接受',
  '不能要',
  '杜绝',
  '不想要',
  '不想买到',
  '怕买到',
  '怕买成',
  '怕收到',
  '怕是',
  '担心买到',
  '担心是',
  '防止买到',
  '避免买到',
  '避开',
  '拒绝',
  '不买',
  '不收',
  '不能是',
  '不是',
  '辨别',
  '鉴别',
  '分辨',
  '识别',
  '区分',
  '辨认',
  '避雷',
  // Decision 079: a fake already received is complained of (收到的是假货, 买到了高仿).
  '收到的是',
  '收到了',
  '买到了',
  '买到的是',
  '发来的是',
  '到手是',
];
export const AVOIDING_FILLERS: readonly string[] = [
  '卖给我',
  '卖我',
  '给我发',
  '给我寄',
  '发我',
  '寄',
  '推荐',
  '拿',
  '弄',
  '整',
  '来',
  '给我推',
  '给我',
  '帮我',
  '推',
  '买到',
  '买成',
  '收到',
  '遇到',
  '是',
  '买',
  '一下',
  '出',
];

/**
 * A replica word asked about, not asked for (decision 060): A货是啥意思, 什么叫高仿. With the words
 * before (MEANING_BEFORE) or after (MEANING_AFTER) it, the word is explained and not refused.
 */
export const MEANING_BEFORE: readonly string[] = ['什么是', '啥是', '什么叫', '啥叫', '何为'];
export const MEANING_AFTER: readonly string[] = [
  '是啥意思',
  '是什么意思',
  '啥意思',
  '什么意思',
  '指什么',
  '指的是什么',
  '指的是啥',
  '是指什么',
  '是什么东西',
  '是啥东西',
  '是什么梗',
];

/**
 * A replica bought by mistake and complained about (买到假货怎么办, 假货怎么投诉, decision 079): with
 * these words after it, the replica word asks for help, not for a replica; read as after-sales.
 */
export const COMPLAINT_AFTER: readonly string[] = [
  ...['怎么办', '咋办', '怎么投诉', '投诉', '举报', '怎么举报', '维权', '怎么维权', '能退吗', '怎么退', '退款', '退货'],
  ...['赔偿', '假一赔', '假一赔三', '假一赔十', '找谁', '被骗', '能赔吗', '怎么处理', '怎么鉴定'],
];

/** Said before the products when a replica word was asked about. */
export const REPLICA_MEANING_NOTE = '「A货」「高仿」这类词一般指仿冒名牌的假货，我这里不推荐也不卖；下面都是商城在售的正品。';
