import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { chineseNumber } from './budget';
import { GIFT_AGES, GIFT_OCCASIONS, GIFT_RECIPIENTS, SCHOOL_AGES } from './lexicon/gift-recipients';
import { GIFT_INTERESTS } from './lexicon/gift-interests';
import { ageFigure } from './ages';

const ANYONE = ['perfumes', 'tws-earbuds', 'smartwatches', 'bluetooth-speakers', 'neck-massagers', 'tea'];

/** Why a category makes a good present, as the first clause of each pick's reason. */
export const GIFT_NOTES: Record<string, string> = {
  perfumes: '有仪式感，不容易出错',
  lipsticks: '经典礼物，正红、豆沙色最稳',
  'tws-earbuds': '通勤运动天天用得上',
  smartwatches: '实用又有科技感，还能看健康数据',
  'hair-dryers': '高速吹风机护发又省时间',
  'eye-massagers': '缓解用眼疲劳，常看屏幕的人会喜欢',
  shavers: '每天都用得上的实用礼物',
  keyboards: '爱打游戏或常码字的人会喜欢',
  'massage-guns': '健身、久坐后放松肌肉',
  'electric-toothbrushes': '天天用，体验提升明显',
  'neck-massagers': '缓解肩颈酸痛，长辈用得上',
  'blood-pressure-monitors': '在家就能测血压，实用又贴心',
  tea: '送长辈、同事都体面',
  'massage-chairs': '全身放松，预算充足时的大件礼物',
  'body-scales': '关注健康的好帮手',
  'building-toys': '动手动脑，孩子能玩很久',
  tablets: '学习娱乐两用',
  'bluetooth-speakers': '小巧好用，听歌有氛围',
  bicycles: '户外骑行，锻炼身体',
  'coffee-beans': '适合爱喝咖啡的人',
  nuts: '健康零食，适合分享',
  'car-seats': '出行安全必备',
  'infant-formula': '新手爸妈最需要',
  diapers: '最实用的新生儿礼物',
  strollers: '出门遛娃离不开',
  'baby-bottles': '新生儿天天用得上',
  'artificial-flowers': '一束花表心意，不会凋谢',
  'desk-lamps': '批改作业用得上',
  'hand-creams': '粉笔灰伤手，护手霜贴心',
  'thermos-cups': '天天喝水都用得上',
  snacks: '分着吃，小小心意',
  mice: '打游戏、办公手感都重要',
  'game-consoles': '爱玩游戏的人最想要的',
  'anc-headphones': '沉浸感强，打游戏听歌都好',
  monitors: '高刷大屏，游戏体验提升明显',
  microphones: '开黑直播声音更清楚',
  'fishing-rods': '爱钓鱼的人用得上',
  tents: '户外露营过夜必备',
  sunglasses: '户外防晒护眼',
  kettles: '泡茶烧水天天用',
  'coffee-machines': '在家就能做一杯好咖啡',
  baijiu: '逢年过节送人体面',
  wine: '有情调，送人不出错',
  'running-shoes': '跑步爱好者的刚需',
  dumbbells: '在家就能练',
  'yoga-mats': '练瑜伽、拉伸都用得上',
  'hiking-shoes': '徒步爬山更稳当',
  'hardshell-jackets': '户外防风防雨',
  backpacks: '出门装得下又好背',
  basketballs: '打球的孩子都喜欢',
  sneakers: '日常百搭',
  'badminton-rackets': '课余运动好伙伴',
  cameras: '记录生活，爱拍照的人会喜欢',
  'action-cameras': '运动、旅行随手拍',
  drones: '航拍好玩又涨见识',
  'e-readers': '护眼读书，能装下一整个书架',
  'air-fryers': '少油做饭，新手也能上手',
  ovens: '烘焙爱好者用得上',
  'kitchen-knives': '做饭顺手，下厨的人会喜欢',
  blenders: '打豆浆、做辅食都方便',
  serums: '护肤党最爱',
  'face-creams': '护肤必备，送人体面',
  'pet-water-fountains': '猫狗喝水更勤',
  'cat-food': '给主子的口粮',
  'cat-litter': '铲屎官天天用得上',
  'dog-food': '给狗狗的口粮',
  'office-chairs': '久坐更舒服',
  luggage: '出门旅行天天用得上',
  'power-banks': '出门在外不怕没电',
  'kids-scooters': '孩子出门玩的好伙伴',
  'jump-ropes': '锻炼身体，体育课用得上',
  'school-bags': '开学用得上，减负护脊',
  'electric-blankets': '冬天热敷保暖，腰腿怕冷的人用得上',
  heaters: '冬天取暖，怕冷的人用得上',
  scarves: '天冷用得上，贴身又有心意',
  pillows: '睡得更好，颈椎也舒服',
  mattresses: '睡眠质量提升明显的大件礼物',
  projectors: '在家追剧看电影，大屏有氛围',
  'hair-curlers': '在家就能做造型',
  'dash-cams': '开车必备，出事有据可查',
  'car-chargers': '车上充电不用愁',
  'car-seat-cushions': '久坐开车更舒服',
  'car-vacuums': '车里随手清洁',
  'robot-vacuums': '解放双手，爱干净的人最需要',
  'vacuum-cleaners': '随手清洁，省时省力',
  mops: '拖地更省力',
  'water-flossers': '护牙洁牙，天天用得上',
  woks: '下厨的人天天用得上',
  treadmills: '在家就能跑步减脂',
};

export interface GiftRequest {
  /** The recipient as the user said it (女朋友, 爸妈), or '' when unnamed. */
  recipient: string;
  /** 生日, 情人节, or ''. */
  occasion: string;
  /** Catalog categories to pick from, in order of preference. */
  categoryIds: string[];
  /** Who they are's usual presents, when a liking's categories have nothing within the budget. */
  fallbackIds: string[];
}

/** Reads who the present is for and the occasion; categories missing from the catalog are dropped. */
/** The first word of the question found among `words`, or ''. */
const firstOf = (question: string, words: readonly string[]): string => {
  let best = '';
  let at = Infinity;
  for (const w of words) {
    const i = question.indexOf(w);
    if (i >= 0 && (i < at || (i === at && w.length > best.length))) [best, at] = [w, i];
  }
  return best;
};

/** The recipient a question names (女朋友, 我妈) as said, and that row; null when it names nobody. */
export function recipientOf(question: string): { said: string; categories: readonly string[] } | null {
  for (const row of GIFT_RECIPIENTS) {
    const said = firstOf(question, row.words);
    if (said) return { said, categories: row.categories };
  }
  return null;
}

/** 她腰不太好, 爱打游戏: the question says what someone likes or needs (a GIFT_INTERESTS row). */
export const saysLikingOrNeed = (question: string): boolean =>
  GIFT_INTERESTS.some((r) => r.words.some((w) => question.includes(w))) || ageSaid(question) !== null;

/** 送个实用的家电, 表弟结婚: the kind of goods or the occasion says what to pick (decision 053). */
export const saysGiftKind = (question: string): boolean =>
  GIFT_INTERESTS.some((r) => r.enough && r.words.some((w) => question.includes(w)));

const AGE_DIGITS = '0123456789零一二两三四五六七八九十';

/**
 * The age a question gives its recipient, when a child or a teenager: 六岁, 3岁半, 上初中, 二年级.
 * Null for an adult or no age (18岁 and older, 大学生).
 */
export function childAge(question: string): number | null {
  for (let at = question.indexOf('岁'); at > 0; at = question.indexOf('岁', at + 1)) {
    let from = at;
    while (from > 0 && AGE_DIGITS.includes(question[from - 1]!)) from--;
    const age = from < at ? chineseNumber(question.slice(from, at)) : null;
    if (age !== null && age > 0 && age < 18 && !question.slice(at + 1).startsWith('以上')) return age;
  }
  const stage = SCHOOL_AGES.find(([word]) => question.includes(word));
  return stage ? stage[1] : null;
}

/** The presents a child of `age` gets, or null for an adult. */
const ageCategories = (age: number | null): readonly string[] | null =>
  age === null ? null : (GIFT_AGES.find((r) => age <= r.upTo) ?? GIFT_AGES[GIFT_AGES.length - 1]!).categories;

/** Reads who the present is for and the occasion; categories missing from the catalog are dropped. */
export function giftRequest(question: string, vocabulary: Vocabulary): GiftRequest {
  const recipient = recipientOf(question);
  const age = ageSaid(question);
  // 给朋友买个东西 他六十多了: an elder's presents, whoever they are (decision 073).
  const byAge = ageCategories(childAge(question)) ?? (age !== null && age >= ELDER_FROM ? ELDERS : null);
  const rows = GIFT_INTERESTS.filter((r) => r.words.some((w) => question.includes(w)));
  // 送他根竿子, 送他个放松肌肉的: what the present is or must do decides over a liking (decision 041).
  const does = rows.filter((r) => r.does);
  // A child never gets an adult's present, whatever they like.
  const liked = (does.length ? does : rows)
    .flatMap((r) => r.categories)
    .filter((id) => vocabulary.byId.has(id) && (!byAge || byAge.includes(id) || !ADULT_ONLY.includes(id)));
  // 她喜欢拍照, 腰不好: what they like or need decides alone; who they are only when nothing is
  // said of it (decision 050).
  const usual = [...(byAge ?? recipient?.categories ?? ANYONE)].filter((id) => vocabulary.byId.has(id));
  const categories = [...new Set(liked.length ? liked : usual)];
  return {
    fallbackIds: liked.length ? usual.filter((id) => !liked.includes(id)) : [],
    recipient: recipient?.said ?? (byAge ? '孩子' : ''),
    occasion: firstOf(question, GIFT_OCCASIONS),
    categoryIds: categories.filter((id) => vocabulary.byId.has(id)),
  };
}

/** The age a question says, as a number (decision 073). */
function ageSaid(question: string): number | null {
  const figure = ageFigure(question);
  if (!figure) return null;
  const age = /\d/.test(figure) ? Number(figure) : chineseNumber(figure);
  return age !== null && age > 0 ? age : null;
}

/** From this age someone gets an elder's presents (decision 073): 五十岁男人, 她六十多了. */
const ELDER_FROM = 50;
const ELDERS = GIFT_RECIPIENTS.find((r) => r.words.includes('长辈'))?.categories ?? null;

/**
 * A child's presents state an age they suit (适用年龄 14岁+): those above the child's age, or
 * below half of it (a toddler's blocks for a ten-year-old), are left out (decision 073). Listings
 * that state none suit anyone.
 */
export function suitsAge(age: number | null): (specs: Readonly<Record<string, string>>) => boolean {
  return (specs) => {
    const from = age === null ? null : /^(\d+(?:\.\d+)?)岁\+/.exec(specs['适用年龄'] ?? '')?.[1];
    return !from || (Number(from) <= age! && Number(from) >= age! / 2);
  };
}

/** Presents for grown-ups only, never picked for a child whatever they like. */
const ADULT_ONLY = ['shavers', 'baijiu', 'wine', 'perfumes', 'lipsticks', 'massage-chairs', 'coffee-machines'];
