import { CATEGORIES } from '#server/db/seed/categories/index';
import type { Expectation } from '../check';
import { ALL_BRAND_ALIASES } from './brand-names';
import { satisfiable } from './catalog';
import { SHOPPER_WORDS } from './shopper-words';
import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/**
 * Brands in a first question (decision 077): every catalog brand typed as shoppers type it —
 * Latin in all lower and all upper case, pinyin, nicknames, short forms and the slips a thumb or
 * an input method makes (雅思兰黛, 菲利浦, 波斯登) — with a category it sells, in new shapes, and
 * asked alone when the brand sells one kind of thing. Written from how people type, not from the
 * engine's lexicon; a row's brands are the catalog spellings the word means.
 */
const ROWS: ReadonlyArray<readonly [brands: string, words: string]> = [
  // Typos and near spellings of Chinese names.
  ['雅诗兰黛', '雅思兰黛|雅诗兰戴|EL家'],
  ['飞利浦', '菲利浦|菲利普|飞利普|飞力浦'],
  ['波司登', '波斯登|波思登'],
  ['优衣库', '优衣裤|优依库|优衣酷'],
  ['森海塞尔', '森海赛尔|森海塞儿'],
  ['美赞臣', '美赞成'],
  ['迪卡侬', '迪卡龙|迪卡农|迪卡浓'],
  ['耐克', '奈克|耐可|NK'],
  ['阿迪达斯', '阿迪达丝|阿迪'],
  ['兰蔻', '兰寇|兰扣'],
  ['海蓝之谜', '海兰之谜|海蓝'],
  ['欧莱雅', '欧来雅|巴黎欧莱雅'],
  ['科颜氏', '科颜式|科言氏'],
  ['薇诺娜', '微诺娜|薇诺纳'],
  ['香奈儿', '香奈尔|香奈|香家'],
  ['舒肤佳', '舒服佳'],
  ['潘婷', '潘亭'],
  ['海飞丝', '海飞思'],
  ['萨洛蒙', '所罗门|萨罗门'],
  ['摩飞', '摩菲|魔飞'],
  ['苏泊尔', '苏泊儿|苏博尔'],
  ['九阳', '久阳'],
  ['戴森', '黛森|代森'],
  ['科沃斯', '科沃司|科窝斯'],
  ['追觅', '追蜜'],
  ['漫步者', '漫布者'],
  ['亚瑟士', '亚瑟斯|亚瑟氏'],
  ['匡威', '框威'],
  ['新秀丽', '新秀立'],
  ['蔻驰', '寇驰|蔻弛|扣驰'],
  ['卡西欧', '卡西鸥'],
  ['膳魔师', '善魔师|膳魔狮'],
  ['惠氏', '惠式'],
  ['帮宝适', '帮宝是|帮宝仕'],
  ['徕芬', '来芬|莱芬'],
  ['格兰仕', '格兰士'],
  ['罗技', '罗记'],
  ['雷蛇', '雷舍'],
  ['绿联', '绿连'],
  ['倍思', '倍斯'],
  ['小天鹅', '小天娥'],
  ['卡萨帝', '卡萨蒂'],
  ['石头', '石头科技'],
  ['云鲸', '云鲸智能'],
  ['大疆', '大疆创新|DJI大疆'],
  ['西门子', '西门字'],
  ['佳能', '嘉能'],
  ['富士', '富仕'],
  ['三星', '三星牌'],
  ['一加', '1加'],
  ['荣耀', '荣耀手机'],
  ['小米', '米家|mi|MI|红米'],
  ['华为', 'hw|HW|华子|花为|Huawei'],
  ['苹果', '果子|苹果家|APPLE'],
  // Latin and pinyin names in another case or spelling.
  ['索尼', 'SONY|Sony|sony|suoni'],
  ['戴森', 'DYSON|Dyson|dyson'],
  ['飞利浦', 'PHILIPS|philips|Philips'],
  ['美的', 'MIDEA|midea|Midea|meidi'],
  ['格力', 'GREE|gree|Gree|geli'],
  ['海尔', 'HAIER|haier|Haier'],
  ['松下', 'PANASONIC|panasonic|Panasonic|songxia'],
  ['罗技', 'LOGITECH|logitech|Logi|LOGI'],
  ['雅诗兰黛', 'Estee Lauder|estee lauder|ESTEE LAUDER|esteelauder'],
  ['耐克', 'NIKE|nike|Nike|naike'],
  ['阿迪达斯', 'ADIDAS|adidas|Adidas'],
  ['大疆', 'DJI|dji|Dji|dajiang'],
  ['JBL', 'jbl|Jbl'],
  ['TCL', 'tcl|Tcl'],
  ['LG', 'lg|Lg'],
  ['AOC', 'aoc|Aoc'],
  ['QCY', 'qcy|Qcy'],
  ['MLB', 'mlb|Mlb'],
  ['MAC', '魅可'],
  ['SKG', 'skg|Skg'],
  ['VGN', 'vgn|Vgn'],
  ['SK-II', 'SK2|sk2|SKII|skii|sk-ii|Sk-II'],
  ['TP-LINK', 'tp-link|tplink|TPLINK|Tp-Link|普联'],
  ['New Balance', 'new balance|NEW BALANCE|newbalance|nb|NB|新百伦|新百纶'],
  ['Lululemon', 'lululemon|LULULEMON|lulu|露露乐蒙|露露柠檬'],
  ['GoPro', 'gopro|GOPRO|Gopro'],
  ['Cybex', 'cybex|CYBEX'],
  ['Naturehike', 'naturehike|NATUREHIKE|挪客'],
  ['Snow Peak', 'snow peak|snowpeak|SNOWPEAK|雪峰'],
  ['Brompton', 'brompton|小布'],
  ['Peloton', 'peloton|PELOTON'],
  ['Theragun', 'theragun|THERAGUN'],
  ['Manduka', 'manduka|MANDUKA'],
  ['babycare', 'BabyCare|BABYCARE|Babycare'],
  ['pidan', 'PIDAN|Pidan|彼诞'],
  ['usmile', 'USMILE|Usmile|笑容加'],
  ['小佩', 'petkit|PETKIT'],
  ['IQAir', 'iqair|IQAIR'],
  ['NARS', 'nars|Nars'],
  ['Swisse', 'swisse|SWISSE|斯维诗'],
  ['Breville', 'breville|铂富'],
  ['Keep', 'KEEP'],
  ['Withings', 'withings'],
  ['乐高', 'lego|LEGO|Lego'],
  ['任天堂', 'nintendo|NINTENDO|老任'],
  ['联想', 'lenovo|LENOVO|Lenovo|lianxiang'],
  ['华硕', 'asus|ASUS|Asus|玩家国度|ROG'],
  ['戴尔', 'dell|DELL|Dell'],
  ['惠普', 'hp|HP|Hp'],
  ['三星', 'samsung|SAMSUNG|Samsung'],
  ['佳明', 'garmin|GARMIN|Garmin'],
  ['小熊', '小熊电器'],
  ['北面', 'the north face|TNF|tnf|北脸'],
  ['始祖鸟', "arcteryx|ARC'TERYX|Arc'teryx|鸟家|始祖鸟arc"],
  ['加拿大鹅', 'canada goose|CANADA GOOSE|大鹅'],
  ['圣罗兰', 'ysl|YSL|杨树林'],
  ['迪奥', 'dior|DIOR|Dior'],
  ['香奈儿', 'chanel|CHANEL|Chanel|小香|香奶奶'],
  ['阿玛尼', 'armani|ARMANI|Armani'],
  ['古驰', 'gucci|GUCCI|Gucci|古奇'],
  ['祖玛珑', 'jo malone|Jo Malone|祖马龙'],
  ['兰蔻', 'lancome|LANCOME|Lancôme'],
  ['资生堂', 'shiseido|SHISEIDO'],
  ['安热沙', 'anessa|ANESSA|安耐晒'],
  ['理肤泉', 'LRP|la roche posay'],
  ['欧乐B', 'oral-b|Oral-B|ORAL-B|oralb|欧乐比'],
  ['博朗', 'braun|BRAUN|Braun'],
  ['星巴克', 'starbucks|STARBUCKS|星爸爸'],
  ['瑞幸', 'luckin|小蓝杯'],
  ['皇家', 'royal canin|ROYAL CANIN|法国皇家'],
  ['渴望', 'orijen|ORIJEN'],
  ['爱肯拿', 'acana|ACANA'],
  ['冠能', 'proplan|pro plan'],
  ['宜家', 'ikea|IKEA|Ikea'],
  ['无印良品', 'muji|MUJI|Muji|无印'],
  ['李维斯', "levi's|Levis|LEVIS|levis"],
  ['新秀丽', 'samsonite|SAMSONITE|Samsonite'],
  ['日默瓦', 'rimowa|RIMOWA|Rimowa'],
  ['浪琴', 'longines|LONGINES'],
  ['天梭', 'tissot|TISSOT'],
  ['卡西欧', 'casio|CASIO|Casio'],
  ['雷朋', 'rayban|ray-ban|RAYBAN|Ray-Ban'],
  ['捷安特', 'giant|GIANT|Giant'],
  ['美利达', 'merida|MERIDA'],
  ['迪卡侬', 'decathlon|DECATHLON'],
  ['尤尼克斯', 'yonex|YONEX|YY'],
  ['李宁', 'lining|LI-NING|li ning'],
  ['安踏', 'anta|ANTA|Anta'],
  ['特步', 'xtep|XTEP'],
  ['匡威', 'converse|CONVERSE|Converse'],
  ['九号', 'ninebot|NINEBOT|Segway'],
  ['小牛', 'niu|NIU'],
  ['雅迪', 'yadea|YADEA'],
  ['象印', 'zojirushi|ZOJIRUSHI'],
  ['虎牌', 'tiger|TIGER'],
  ['德龙', "delonghi|DeLonghi|De'Longhi|DELONGHI"],
  ['雀巢', 'nestle|nespresso|Nespresso'],
  ['双立人', 'zwilling|ZWILLING'],
  ['乐扣乐扣', 'locknlock|lock&lock|乐扣'],
  ['极米', 'xgimi|XGIMI'],
  ['当贝', 'dangbei|DANGBEI'],
  ['明基', 'benq|BenQ|BENQ'],
  ['绿联', 'ugreen|UGREEN|Ugreen'],
  ['安克', 'anker|ANKER|Anker'],
  ['倍思', 'baseus|BASEUS'],
  ['漫步者', 'edifier|EDIFIER'],
  ['森海塞尔', 'sennheiser|SENNHEISER|森海'],
  ['铁三角', 'audio-technica|audio technica|ATH'],
  ['Bose', 'bose|BOSE|博士'],
  ['哈曼卡顿', 'harman kardon|Harman Kardon|哈曼'],
  ['佳能', 'canon|CANON|Canon'],
  ['尼康', 'nikon|NIKON|Nikon'],
  ['富士', 'fujifilm|FUJIFILM|fuji'],
  ['科沃斯', 'ecovacs|ECOVACS|deebot'],
  ['石头', 'roborock|ROBOROCK|Roborock'],
  ['追觅', 'dreame|DREAME|Dreame'],
  ['云鲸', 'narwal|NARWAL'],
  ['添可', 'tineco|TINECO'],
  ['西门子', 'siemens|SIEMENS|Siemens'],
  ['方太', 'fotile|FOTILE'],
  ['华帝', 'vatti|VATTI'],
  ['A史密斯', 'AO史密斯|史密斯|A.O.Smith|ao smith'],
  ['林内', 'rinnai|RINNAI'],
  ['海信', 'hisense|HISENSE|Hisense'],
  ['创维', 'skyworth|SKYWORTH'],
  ['奥克斯', 'aux|AUX'],
  ['容声', 'ronshen|RONSHEN'],
  ['苏泊尔', 'supor|SUPOR|Supor'],
  ['九阳', 'joyoung|JOYOUNG|jiuyang'],
  ['格兰仕', 'galanz|GALANZ'],
  ['东芝', 'toshiba|TOSHIBA'],
  ['北鼎', 'buydeem|BUYDEEM'],
  ['摩飞', 'morphy richards|Morphy Richards'],
  ['好奇', 'huggies|HUGGIES'],
  ['帮宝适', 'pampers|PAMPERS'],
  ['花王', 'kao|merries|妙而舒'],
  ['飞鹤', 'feihe|FEIHE'],
  ['爱他美', 'aptamil|APTAMIL'],
  ['贝亲', 'pigeon|PIGEON'],
  ['好孩子', 'goodbaby|GOODBABY'],
  ['宝得适', 'britax|BRITAX'],
  ['波司登', 'bosideng|BOSIDENG'],
  ['优衣库', 'uniqlo|UNIQLO|Uniqlo'],
  ['蕉内', 'bananain|Bananain'],
  ['蕉下', 'beneunder|BENEUNDER'],
  ['欧舒丹', "l'occitane|loccitane|L'OCCITANE"],
  ['凡士林', 'vaseline|VASELINE'],
  ['多芬', 'dove|DOVE|Dove'],
  ['高露洁', 'colgate|COLGATE'],
  ['舒适达', 'sensodyne|SENSODYNE'],
  ['汤臣倍健', 'by-health|BY-HEALTH|byhealth'],
  ['欧姆龙', 'omron|OMRON'],
  ['鱼跃', 'yuwell|YUWELL'],
  ['公牛', 'bull|BULL'],
  ['萤石', 'ezviz|EZVIZ'],
  ['闪迪', 'sandisk|SANDISK|SanDisk'],
  ['金士顿', 'kingston|KINGSTON'],
  ['西部数据', 'wd|WD|西数'],
  ['雷克沙', 'lexar|LEXAR'],
  ['掌阅', 'ireader|iReader'],
  ['文石', 'boox|BOOX'],
  ['影石', 'insta360|Insta360'],
  ['罗德', 'rode|RODE'],
];

/** Brand with a category word: new shapes, the brand before or after the thing. */
const WITH_CATEGORY: Array<(b: string, w: string) => string> = [
  (b, w) => `${b}的${w}怎么样`,
  (b, w) => `${w} ${b}的有吗`,
  (b, w) => `想入手一个${b}${w}`,
  (b, w) => `请问一下${b}有没有${w}啊`,
  (b, w) => `${b}家${w}哪款值得买`,
  (b, w) => `求推荐${b}${w}`,
  (b, w) => `${w}，只考虑${b}`,
  (b, w) => `有${b}的${w}吗`,
  (b, w) => `${b}${w}推荐几款`,
  (b, w) => `${w}买${b}的好不好`,
  (b, w) => `帮我看看${b}的${w}`,
  (b, w) => `${b}牌${w}`,
];

/** Brand alone: only for brands that sell one kind of thing, so the kind is implied. */
const BRAND_ALONE: Array<(b: string) => string> = [
  (b) => `${b}有什么推荐的`,
  (b) => `看看${b}的`,
  (b) => `${b}家的东西哪个好`,
  (b) => `有${b}吗`,
  (b) => `想买${b}`,
];

/** Words that name exactly one category, in Chinese (so the brand is the only other word). */
const ownWords = (id: string): string[] =>
  SHOPPER_WORDS.filter(
    (w) => w.cats.length === 1 && w.cats[0] === id && /\p{Script=Han}/u.test(w.word) && !/[千万元]/.test(w.word),
  ).map((w) => w.word);

/** The catalog spellings a row's brand stands for (安克 and Anker are one maker). */
const spellings = (brand: string): string[] => ALL_BRAND_ALIASES.find((a) => a.brands.includes(brand))?.brands ?? [brand];

const push = (out: GeneratedSingle[], family: string, question: string, expect: Expectation) => {
  if (satisfiable(expect)) out.push({ family, question, expect });
};

export function firstBrandSingles(rng: Rng): GeneratedSingle[] {
  const out: GeneratedSingle[] = [];
  let shape = 0;
  for (const [brand, words] of ROWS) {
    const brands = spellings(brand);
    const sells = CATEGORIES.filter((c) => c.models.some((m) => brands.includes(m.brand))).map((c) => c.id);
    if (!sells.length) throw new Error(`first-brands: the catalog sells no ${brand}`);
    for (const word of words.split('|')) {
      const kind = /^[\x20-\x7e]+$/.test(word) ? 'latin' : 'chinese';
      for (const id of rng.sample(sells, 2)) {
        const cats = ownWords(id);
        if (!cats.length) continue;
        push(out, `first.brand.${kind}`, WITH_CATEGORY[shape++ % WITH_CATEGORY.length]!(word, rng.pick(cats)), {
          cat: id,
          brands,
        });
      }
      if (sells.length === 1) push(out, 'first.brand.alone', rng.pick(BRAND_ALONE)(word), { cat: sells[0]!, brands });
    }
  }
  return out;
}
