import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { GIFT_OCCASIONS, GIFT_RECIPIENTS } from './lexicon/gift-recipients';

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
};

export interface GiftRequest {
  /** The recipient as the user said it (女朋友, 爸妈), or '' when unnamed. */
  recipient: string;
  /** 生日, 情人节, or ''. */
  occasion: string;
  /** Catalog categories to pick from, in order of preference. */
  categoryIds: string[];
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

/** Reads who the present is for and the occasion; categories missing from the catalog are dropped. */
export function giftRequest(question: string, vocabulary: Vocabulary): GiftRequest {
  const recipient = recipientOf(question);
  return {
    recipient: recipient?.said ?? '',
    occasion: firstOf(question, GIFT_OCCASIONS),
    categoryIds: (recipient?.categories ?? ANYONE).filter((id) => vocabulary.byId.has(id)),
  };
}
