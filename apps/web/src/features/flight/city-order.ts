/**
 * The pinyin of the flight catalog's cities (apps/server/src/db/seed/cities.ts), read the way the
 * city names are said (重庆 chongqing, 长沙 changsha, 厦门 xiamen): a static table, no runtime
 * dictionary. A city the table lacks sorts by the browser's Chinese collation after them.
 */
const CITY_PINYIN: Readonly<Record<string, string>> = {
  北京: 'beijing',
  上海: 'shanghai',
  广州: 'guangzhou',
  深圳: 'shenzhen',
  成都: 'chengdu',
  重庆: 'chongqing',
  杭州: 'hangzhou',
  西安: 'xian',
  武汉: 'wuhan',
  南京: 'nanjing',
  长沙: 'changsha',
  昆明: 'kunming',
  厦门: 'xiamen',
  青岛: 'qingdao',
  大连: 'dalian',
  沈阳: 'shenyang',
  哈尔滨: 'haerbin',
  长春: 'changchun',
  天津: 'tianjin',
  郑州: 'zhengzhou',
  济南: 'jinan',
  合肥: 'hefei',
  福州: 'fuzhou',
  南昌: 'nanchang',
  南宁: 'nanning',
  海口: 'haikou',
  三亚: 'sanya',
  贵阳: 'guiyang',
  兰州: 'lanzhou',
  乌鲁木齐: 'wulumuqi',
  拉萨: 'lasa',
  呼和浩特: 'huhehaote',
  太原: 'taiyuan',
  石家庄: 'shijiazhuang',
  银川: 'yinchuan',
  西宁: 'xining',
  珠海: 'zhuhai',
  宁波: 'ningbo',
  温州: 'wenzhou',
  桂林: 'guilin',
};

/** The cities most flights are searched between, first in the list (in this order). */
export const HOT_CITIES: readonly string[] = ['北京', '上海', '广州', '深圳', '成都', '杭州', '重庆', '西安'];

const collator = new Intl.Collator('zh-CN', { sensitivity: 'base' });

/** Compares two cities by pinyin; cities the table lacks come after, by the Chinese collation. */
export function byPinyin(a: string, b: string): number {
  const pa = CITY_PINYIN[a];
  const pb = CITY_PINYIN[b];
  if (pa !== undefined && pb !== undefined) return pa < pb ? -1 : pa > pb ? 1 : 0;
  if (pa !== undefined) return -1;
  if (pb !== undefined) return 1;
  return collator.compare(a, b);
}

/** The city choices: the hot cities present first, then every other city in pinyin order. */
export function orderCities(cities: readonly string[]): { hot: string[]; rest: string[] } {
  const all = [...new Set(cities.filter(Boolean))];
  const hot = HOT_CITIES.filter((c) => all.includes(c));
  const rest = all.filter((c) => !hot.includes(c)).sort(byPinyin);
  return { hot, rest };
}
