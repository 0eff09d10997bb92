import { BRAND_GROUPS } from './brand-groups';

/**
 * Where each catalog brand comes from (decision 040): one row per origin, then its brands
 * separated by | (as the seed writes lists); a brand is in one row only. A brand whose origin is unclear (AOC, 黑人, FED) is left out, so it
 * is in no group. Shoppers ask by origin (日系的电饭煲, 德系厨具, 澳洲保健品, 欧美香水): the words
 * below name origins, and the brands of those origins that sell the category are the answer.
 */
export type Origin =
  | 'CN'
  | 'JP'
  | 'KR'
  | 'US'
  | 'CA'
  | 'DE'
  | 'FR'
  | 'UK'
  | 'IT'
  | 'CH'
  | 'NL'
  | 'SE'
  | 'DK'
  | 'ES'
  | 'AU'
  | 'NZ'
  | 'CL'
  | 'TW'
  | 'SG';

export const BRAND_ORIGINS: ReadonlyArray<readonly [origin: Origin, brands: string]> = [
  // Chinese brands are listed too, so 国产 and 国货 reach every one the catalog sells.
  [
    'CN',
    '华为|小米|vivo|OPPO|荣耀|一加|联想|机械革命|雷神|漫步者|QCY|倍思|安克|罗马仕|绿联|dido|大疆|哈博森|道通|影石|萤石|猛玛|博雅|得胜|掌阅|文石|汉王|墨案|阿米洛|VGN|达尔优|TP-LINK|致态|品胜|图拉斯|闪魔|海尔|美的|格力|TCL|海信|创维|奥克斯|容声|卡萨帝|小天鹅|科沃斯|石头|追觅|云鲸|添可|352|艾美特|万和|方太|华帝|苏泊尔|九阳|小熊|格兰仕|北鼎|百胜图|柏翠|爱仕达|炊大皇|安吉尔|沁园|长帝|海氏|卡士|张小泉|十八子作|王麻子|富光|哈尔斯|亚都|极米|当贝|坚果|哈趣|欧普|雷士|禧天龙|茶花|蕉下|天堂|红叶|美度|洁丽雅|金号|大朴|三利|罗莱|富安娜|水星家纺|梦洁|南极人|慕思|眠趣|喜临门|雅兰|网易严选|西昊|永艺|保友|黑白调|公牛|突破|先锋|德业|美丽雅|妙洁|好媳妇|家杰优品|好太太|晾霸|恒洁|德施曼|凯迪仕|鹿客|乐橙|360|70迈|盯盯拍|凌度|绿田|车仆|卡饰社|维达|清风|心相印|洁柔|云南白药|参半|舒客|usmile|蓝月亮|立白|超能|白猫|七度空间|ABC|汤臣倍健|斯利安|康恩贝|养生堂|至本|大宝|护手宝|徕芬|海特|须眉|阿道夫|博皓|彩虹|艾贝丽|博尔德|暴龙|帕森|天王|七匹狼|金利来|稻草人|古良吉吉|浪莎|猫人|蕉内|内外|爱慕|芬腾|鄂尔多斯|恒源祥|万事利|珀莱雅|薇诺娜|花西子|完美日记|毛戈平|可复美|敷尔佳|观夏|波司登|雪中飞|鸭鸭|凯乐石|骆驼|探路者|伯希和|李宁|安踏|特步|海澜之家|太平鸟|森马|回力|爱华仕|地平线8号|babycare|飞鹤|君乐宝|好孩子|宝宝好|Pouch|感恩|惠尔顿|布鲁可|森宝|52TOYS|启蒙|舒华|亿健|麦瑞克|Keep|奥义|牧高笛|Naturehike|喜德盛|永久|野小兽|奥佳华|荣泰|SKG|倍轻松|鱼跃|九安|云康宝|攀高|三只松鼠|良品铺子|百草味|沃隆|洽洽|特仑苏|金典|伊利|蒙牛|认养一头牛|西湖牌|八马|大益|小罐茶|张一元|品品香|卫龙|来伊份|三顿半|隅田川|Manner|瑞幸|十月稻田|金龙鱼|福临门|柴火大院|太粮|鲁花|胡姬花|欧丽薇兰|茅台|五粮液|洋河|汾酒|泸州老窖|张裕|长城|光威|汉鼎|化氏|雅迪|爱玛|小牛|九号|台铃|卡拉羊|小天才|得力|乐的|花点时间|野兽派|花加|比瑞吉|麦富迪|诚实一口|pidan|小佩|霍曼|多尼斯|洁客',
  ],
  [
    'JP',
    '索尼|松下|东芝|象印|虎牌|佳能|尼康|富士|任天堂|爱普生|兄弟|卡西欧|西铁城|铁三角|林内|欧姆龙|资生堂|SK-II|安热沙|碧柔|珂润|芙丽芳丝|花王|大王|尤妮佳|苏菲|贝亲|优衣库|无印良品|亚瑟士|尤尼克斯|川崎|达亿瓦|禧玛诺|摩腾|Snow Peak|膳魔师|爱丽思|天马|快美特',
  ],
  ['KR', '三星|LG|吕|乐扣乐扣'],
  [
    'US',
    '苹果|戴尔|惠普|微软|Bose|JBL|哈曼卡顿|佳明|GoPro|雷蛇|网件|西部数据|金士顿|闪迪|雷克沙|A史密斯|惠氏|美赞臣|雅诗兰黛|海蓝之谜|修丽可|NARS|科颜氏|玉兰油|海飞丝|潘婷|佳洁士|高露洁|护舒宝|高洁丝|帮宝适|好奇|凡士林|舒肤佳|旁氏|汰渍|碧浪|欧乐B|洁碧|3M|耐克|New Balance|匡威|李维斯|Lee|北面|新秀丽|卡骆驰|蔻驰|MK|MLB|欧克利|斯伯丁|威尔胜|固特异|Bowflex|Peloton|Theragun|Manduka|迈乐|舒达|赫曼米勒|星巴克|乐事|迪士尼|特百惠|康宁|冠能|善存|钙尔奇|迪巧|可么多么|布朗博士',
  ],
  ['CA', '加拿大鹅|始祖鸟|Lululemon|渴望|爱肯拿|MAC'],
  ['DE', '西门子|双立人|博朗|森海塞尔|樱桃|卡赫|阿迪达斯|日默瓦|爱他美|SEBAMED|得宝|Cybex|爱乐维'],
  ['FR', '兰蔻|迪奥|圣罗兰|香奈儿|欧莱雅|理肤泉|欧舒丹|娇韵诗|卡诗|迪卡侬|萨洛蒙|Babyzen|Withings|皇家|拉菲'],
  ['UK', '戴森|摩飞|博柏利|祖玛珑|多芬|力士|奥妙|亮碟|舒适达|Brompton|宝得适|新安怡'],
  ['IT', '德龙|古驰|阿玛尼|雷朋'],
  ['CH', '雀巢|浪琴|天梭|瑞士军刀|罗技|IQAir|米高|舒乐氏'],
  ['NL', '飞利浦|佳贝艾特'],
  ['SE', '宜家'],
  ['DK', '乐高|泰普尔'],
  ['ES', '怡思丁'],
  ['AU', 'Swisse|Breville|奔富|罗德'],
  ['NZ', '安佳'],
  ['CL', '蒙特斯'],
  ['TW', '华硕|明基|捷安特|美利达|威克多|外交官|犀牛盾|旺旺|森田'],
  ['SG', '傲胜|小CK'],
];

const EUROPE: Origin[] = ['DE', 'FR', 'UK', 'IT', 'CH', 'NL', 'SE', 'DK', 'ES'];
const ABROAD: Origin[] = ['JP', 'KR', 'US', 'CA', ...EUROPE, 'AU', 'NZ', 'CL', 'SG'];

/** Words that name origins, one row per group: the words, then the origins they take in. */
export const ORIGIN_WORDS: ReadonlyArray<{ words: readonly string[]; origins: readonly Origin[] }> = [
  { words: ['日系', '日本', '日牌', '日货', '日企'], origins: ['JP'] },
  { words: ['韩系', '韩国', '韩牌', '韩货'], origins: ['KR'] },
  { words: ['德系', '德国'], origins: ['DE'] },
  { words: ['美系', '美国', '美牌'], origins: ['US'] },
  { words: ['法系', '法国'], origins: ['FR'] },
  { words: ['英国', '英系', '英伦'], origins: ['UK'] },
  { words: ['意大利', '意系'], origins: ['IT'] },
  { words: ['瑞士'], origins: ['CH'] },
  { words: ['荷兰'], origins: ['NL'] },
  { words: ['加拿大'], origins: ['CA'] },
  { words: ['澳洲', '澳大利亚', '澳系'], origins: ['AU'] },
  { words: ['新西兰', '纽西兰'], origins: ['NZ'] },
  { words: ['台湾', '台系'], origins: ['TW'] },
  { words: ['欧美'], origins: ['US', 'CA', ...EUROPE] },
  { words: ['欧洲', '欧系'], origins: EUROPE },
  { words: ['进口', '国外', '外国', '洋牌子', '海外'], origins: ABROAD },
  { words: ['国产', '国货', '国牌', '中国品牌', '民族品牌'], origins: ['CN'] },
];

const brandsOf = (list: string): string[] => list.split('|').filter(Boolean);

const ORIGIN_OF = new Map(BRAND_ORIGINS.flatMap(([origin, list]) => brandsOf(list).map((b) => [b, origin] as const)));

/** The origin of a brand, when the lexicon knows it. */
export const originOf = (brand: string): Origin | undefined => ORIGIN_OF.get(brand);

/**
 * Every word that names a group of brands, with its brands: the origin words (their brands) and
 * the hand-written groups of the brand lexicon (BRAND_GROUPS: 国产, 国货), joined.
 */
export const BRAND_GROUP_WORDS: ReadonlyArray<readonly [word: string, ...brands: string[]]> = (() => {
  const groups = new Map<string, Set<string>>();
  const add = (word: string, brands: readonly string[]) => {
    if (!groups.has(word)) groups.set(word, new Set());
    brands.forEach((b) => groups.get(word)!.add(b));
  };
  for (const { words, origins } of ORIGIN_WORDS) {
    const brands = BRAND_ORIGINS.filter(([origin]) => origins.includes(origin)).flatMap(([, list]) => brandsOf(list));
    words.forEach((w) => add(w, brands));
  }
  for (const [word, ...brands] of BRAND_GROUPS) add(word, brands);
  // Longest first, so 澳大利亚 is read before a shorter word inside it.
  return [...groups]
    .map(([word, brands]): readonly [string, ...string[]] => [word, ...brands])
    .sort((a, b) => b[0].length - a[0].length);
})();
