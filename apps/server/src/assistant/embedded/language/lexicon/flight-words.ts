/**
 * Words that mark a flight question as a change to the last search rather than a new one
 * (decision 036): 那南京飞三亚呢, 换成从杭州出发, 要是飞成都呢. With such a word a question naming a
 * whole route still keeps the last search's day, part of the day and order.
 */
export const FLIGHT_CHANGE_OPENERS: readonly string[] = [
  '那么',
  '那',
  '换成',
  '改成',
  '换到',
  '改到',
  '换',
  '改',
  '如果',
  '要是',
  '假如',
];

/** Closing particles of a follow-up (那去广州呢); the question ends with one of them. */
export const FLIGHT_CHANGE_PARTICLES: readonly string[] = ['呢', '吗', '吧', '啊', '呀'];

/**
 * Words that make the city beside them the departure (decision 046): before it (从北京, 我在成都,
 * 人在杭州) or after it (北京出发, 北京走, 杭州这边走). Read by language/flight-cities.ts.
 */
export const DEPARTURE_BEFORE: readonly string[] = ['从', '由', '自', '我在', '人在', '我人在', '现在在', '目前在', '我从'];
export const DEPARTURE_AFTER: readonly string[] = [
  '出发',
  '起飞',
  '始发',
  '走',
  '动身',
  '这边走',
  '这边出发',
  '过去',
  '飞往',
  '飞到',
  '飞去',
  '飞',
  '到',
  '去',
  '→',
  '->',
  '-',
  '—',
  '至',
];

/**
 * One-character abbreviations of schedule cities (decision 074): 沪飞蓉, 京→沪, 穗-深, 京沪. Read
 * only in a route's shape (two of them with a connector between, or a bare pair standing alone),
 * never inside a word (南京, 京东, 深色).
 */
export const CITY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  京: '北京',
  沪: '上海',
  申: '上海',
  穗: '广州',
  深: '深圳',
  蓉: '成都',
  渝: '重庆',
  杭: '杭州',
  汉: '武汉',
  宁: '南京',
  津: '天津',
  厦: '厦门',
  昆: '昆明',
  榕: '福州',
  甬: '宁波',
  邕: '南宁',
  筑: '贵阳',
  连: '大连',
  沈: '沈阳',
  郑: '郑州',
  济: '济南',
  青: '青岛',
  琼: '海口',
  拉: '拉萨',
  桂: '桂林',
  珠: '珠海',
  温: '温州',
  并: '太原',
};

/** What stands between two abbreviated cities of a route (沪飞蓉, 京→沪, 穗-深, 沪~穗). */
export const ROUTE_CONNECTORS: readonly string[] = [
  '飞往',
  '飞到',
  '飞去',
  '飞',
  '到',
  '去',
  '至',
  '往',
  '→',
  '->',
  '-',
  '~',
  '～',
  '—',
  '－',
  '=>',
  '➡',
];

/**
 * Latin spellings of schedule cities (decision 051): initials (sh到bj, gz飞cd) and pinyin
 * (shanghai, chengdu). Read case-insensitively, only as a word of their own (never inside a
 * Latin word or right after a figure: 144hz is no 杭州). Initials two cities share (sy: 沈阳 and
 * 三亚, zz, cc) are left out.
 */
export const LATIN_CITY_ALIASES: Readonly<Record<string, string>> = {
  bj: '北京',
  beijing: '北京',
  sh: '上海',
  shanghai: '上海',
  gz: '广州',
  guangzhou: '广州',
  sz: '深圳',
  shenzhen: '深圳',
  cd: '成都',
  chengdu: '成都',
  cq: '重庆',
  chongqing: '重庆',
  hz: '杭州',
  hangzhou: '杭州',
  xa: '西安',
  xian: '西安',
  wh: '武汉',
  wuhan: '武汉',
  nj: '南京',
  nanjing: '南京',
  cs: '长沙',
  changsha: '长沙',
  km: '昆明',
  kunming: '昆明',
  xm: '厦门',
  xiamen: '厦门',
  qd: '青岛',
  qingdao: '青岛',
  dl: '大连',
  dalian: '大连',
  shenyang: '沈阳',
  hrb: '哈尔滨',
  haerbin: '哈尔滨',
  tj: '天津',
  tianjin: '天津',
  zhengzhou: '郑州',
  sanya: '三亚',
  haikou: '海口',
};

/**
 * Places travellers name that the schedule has no routes to (decision 051): scenic areas and
 * towns without a listed airport. A flight question naming one is said to be unsupported, never
 * answered with another city or asked where to. A new place is one string.
 */
export const PLACES_WITHOUT_ROUTES: readonly string[] = [
  '九寨沟',
  '九寨',
  '西双版纳',
  '版纳',
  '丽江',
  '大理',
  '香格里拉',
  '腾冲',
  '张家界',
  '凤凰古城',
  '黄山',
  '婺源',
  '武夷山',
  '峨眉山',
  '稻城亚丁',
  '稻城',
  '敦煌',
  '喀什',
  '伊犁',
  '喀纳斯',
  '阿勒泰',
  '林芝',
  '日喀则',
  '北海',
  '涠洲岛',
  '阳朔',
  '延吉',
  '长白山',
  '漠河',
  '呼伦贝尔',
  '满洲里',
  '威海',
  '烟台',
  '秦皇岛',
  '北戴河',
  '泉州',
  '汕头',
  '洛阳',
  '平遥',
  '乌镇',
  '周庄',
  '苏州',
  '无锡',
  '扬州',
  '绵阳',
  '宜昌',
  '西昌',
  '景德镇',
];

/**
 * How a shopper asks flights to be ordered (按出发时间排, 最便宜的一班), one row per order, its
 * phrases as regular-expression fragments; the first row with a phrase in the question decides.
 * Read by language/turn-words.ts (flightSortOf).
 */
export const FLIGHT_SORT_WORDS: ReadonlyArray<{ sort: 'departure' | 'price'; words: readonly string[] }> = [
  {
    sort: 'departure',
    words: [
      '最早',
      '早一点',
      '早点',
      '早上',
      '上午',
      '最先',
      '第一班',
      '头班',
      // 最晚的一班, 末班: in departure order, the last one named below the table (decision 059).
      '最晚',
      '末班',
      '最后一班',
      '最后一趟',
      '按(?:起飞|出发|登机)?(?:的)?时间',
      '按(?:起飞|出发)(?:先后|早晚)?(?:排|排序|来排)',
      '(?:起飞|出发)(?:的)?时间(?:排|排序|从早到晚|先后|早的)',
      '从早到晚',
      '时间(?:排序|先后|顺序)',
      '早的(?:在前|先|排前面|放前面|排前头|排在前)',
      '按(?:起飞|出发)?时间(?:排|排序|来排)?',
      '(?:起飞|出发)早的',
    ],
  },
  {
    sort: 'price',
    words: [
      '最便宜',
      '最低价',
      '便宜的',
      '特价',
      '价格最低',
      '便宜点',
      '从低到高',
      '从便宜到贵',
      '按价格',
      '按价钱',
      '按票价',
      '价格(?:排序|升序)',
      '价格由低',
      '票价(?:排|排序|从低到高)',
      // 票价低的排前面, 价格低的在前, 便宜的放前头: the cheap ones first.
      '(?:票价|价格|价钱|机票)(?:低|便宜)的',
      '(?:低价|便宜)的?(?:在前|先|排前面|放前面|排前头|排在前)',
      '按(?:票价|价格|价钱)(?:高低)?(?:排|排序|来排)',
    ],
  },
];

/**
 * How a word after 到/去/飞 starts when it is no place (改到下午的, 换到明天, 去哪): a part of the
 * day, a day, or a flight word. Read by language/flight-cities.ts (unknownDestination), as
 * regular-expression fragments.
 */
export const NOT_PLACE_STARTS: readonly string[] = [
  ...['机', '哪', '时', '底', '了', '过', '一', '个', '的', '趟', '回', '程', '返', '往返', '单程', '最'],
  ...['便宜', '特价', '直飞', '出差', '旅游', '玩', '看看', '高', '低', '贵', '晚', '早'],
  // Parts of the day and days: 改到下午的, 换到后天, 改到下周一, 推到5号.
  ...['上午', '下午', '中午', '傍晚', '凌晨', '夜里', '半夜', '白天', '红眼', '今天', '明天', '后天', '大后天'],
  ...[
    '周',
    '下周',
    '这周',
    '星期',
    '礼拜',
    '下礼拜',
    '这礼拜',
    '下星期',
    '这星期',
    '下下',
    '后推',
    '后挪',
    '前推',
    '前挪',
    '次日',
    '第二天',
    '隔天',
    '月底',
    '月初',
    '节后',
    '节前',
  ],
  '[0-9零一二两三四五六七八九十]+[号日月]',
];

/**
 * Clock times that bound the departure (decision 059): 八点以后, 下午三点之前, 10点到14点,
 * 晚上七点左右. The words after the time, by what they bound; read by language/time-windows.ts.
 */
export const CLOCK_AFTER: readonly string[] = ['以后', '之后', '后', '往后', '以后出发', '起'];
export const CLOCK_BEFORE: readonly string[] = ['以前', '之前', '前', '以内', '前面'];
export const CLOCK_AROUND: readonly string[] = ['左右', '前后', '上下'];
/** Words before a clock time that put it in the afternoon or evening (下午三点 = 15:00). */
export const CLOCK_PM_WORDS: readonly string[] = ['下午', '晚上', '傍晚', '夜里', '晚'];

/** What joins two days said as alternatives (下周二或者周三, 周五、周六): the span of both (decision 059). */
export const DAY_ALTERNATIVE_WORDS: readonly string[] = ['或者', '或是', '或', '还是', '、', '/'];
